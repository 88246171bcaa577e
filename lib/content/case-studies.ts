/**
 * The words around the case studies (content/pages/case-studies.json). The case studies themselves are markdown
 * files in content/case-studies/ (one per project; see docs/content.md, "Case studies as files").
 */
import data from '../../content/pages/case-studies.json';
import { load } from './load';

const words = load('caseStudyWords', data);

/** The link on every case-study card. */
export const readCaseStudy = words.readCaseStudy;
/** The "Case studies" section at the top of /portfolio. */
export const caseStudiesSection = { id: 'case-studies', ...words.section };
/** The featured case study in the home hero: a line of the work, its result and the way to the story. */
export const heroProof = words.heroProof;
/** Headings and labels of a case-study page, top to bottom. */
export const caseStudyPage = words.page;
export const caseStudyCta = words.cta;
