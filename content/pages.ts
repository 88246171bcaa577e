/**
 * Every static page of the site, in menu order: the one source for each page's <title>, meta description,
 * sitemap entry and llms.txt line. Pages read their metadata from here (`pageMetadata(pages.about)`), so a
 * title changed here changes everywhere. Pages whose words live in their own content module (content/home.ts,
 * about.ts, services.ts, portfolio.ts, blog.ts, contact.ts) take their title and description from there.
 * `updated` is the date the page's words last changed (YYYY-MM-DD), kept beside them in the page's content module:
 * bump it there when you edit the page, and the sitemap tells search engines to look again.
 */
import { aboutMeta } from './about';
import { blog } from './blog';
import { contactPage, sentPage } from './contact';
import { homeMeta } from './home';
import { portfolioMeta } from './portfolio';
import { servicesMeta } from './services';

export interface PageEntry {
  /** Site-internal path, without the base path. */
  path: string;
  /** The page's <title> before the brand; the brand is added unless the title already names it. */
  title: string;
  /** Meta description and link description in llms.txt: one or two sentences, ideally 120-160 characters. */
  description: string;
  /** Short name for lists and breadcrumbs. */
  label: string;
  updated: string;
  /** True for a page that lists the posts: its sitemap date follows the newest post. */
  listsPosts?: boolean;
}

export const pages = {
  home: {
    path: '/',
    label: 'Home',
    title: homeMeta.title,
    description: homeMeta.description,
    updated: homeMeta.updated,
  },
  about: {
    path: '/about',
    label: 'About',
    title: aboutMeta.title,
    description: aboutMeta.description,
    updated: aboutMeta.updated,
  },
  services: {
    path: '/services',
    label: 'Services',
    title: servicesMeta.title,
    description: servicesMeta.description,
    updated: servicesMeta.updated,
  },
  portfolio: {
    path: '/portfolio',
    label: 'Portfolio',
    title: portfolioMeta.title,
    description: portfolioMeta.description,
    updated: portfolioMeta.updated,
  },
  blog: {
    path: '/blog',
    label: 'Help Centre',
    title: blog.heading,
    description: blog.description,
    updated: blog.updated,
    listsPosts: true,
  },
  contact: {
    path: '/contact',
    label: 'Contact',
    title: contactPage.title,
    description: contactPage.description,
    updated: contactPage.updated,
  },
} satisfies Record<string, PageEntry>;

export type PageKey = keyof typeof pages;

/** The pages in menu order, for the sitemap and llms.txt. */
export const pageList: PageEntry[] = Object.values(pages);

/**
 * Pages a visitor reaches from one place only (the no-script enquiry's thank-you page, content/contact.ts):
 * `noindex`, and left out of the sitemap and llms.txt, which list `pageList`.
 */
export const unlistedPaths: readonly string[] = [sentPage.path];
