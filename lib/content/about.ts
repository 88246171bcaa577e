/** The About page's words, top to bottom (content/pages/about.json). The profile card's figures come from stats.ts. */
import data from '../../content/pages/about.json';
import { load } from './load';

const about = load('about', data);

export const aboutMeta = about.meta;
export const aboutIntro = about.intro;
export const biography = about.biography;
export const career = about.career;
export const strengths = about.strengths;
export const principles = about.principles;
export const aboutCtas = about.ctas;
export const profileCard = about.profileCard;
export type CtaBox = (typeof aboutCtas.boxes)[number];
