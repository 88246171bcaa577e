/** The top bar, the footer's links and the 404 page (content/navigation.json). */
import data from '../../content/navigation.json';
import { load } from './load';

const navigation = load('navigation', data);

export type NavLink = (typeof navigation.mainNav)[number];
/** The top bar, in order. 'Get Started' is the call to action beside them. */
export const mainNav = navigation.mainNav;
export const getStarted = navigation.getStarted;
/** Screen-reader name of the phone menu's toggle. */
export const menuToggleLabel = navigation.menuToggleLabel;
/** The 404 page, shown for any address the site does not have (the blog's own variant is in blog.ts). */
export const notFoundPage = navigation.notFoundPage;
export const footerServices = navigation.footerServices;
export const footerCompany = navigation.footerCompany;
