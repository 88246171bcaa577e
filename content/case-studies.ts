import type { Action, SectionCopy } from './types';

/**
 * The words around the case studies. The case studies themselves are markdown files in content/case-studies/
 * (one per project; see docs/content.md, "Case studies as files").
 */

/** The link on every case-study card. */
export const readCaseStudy = 'Read the case study';

/** The "Case studies" section at the top of /portfolio. */
export const caseStudiesSection: SectionCopy & { id: string; navLabel: string } = {
  id: 'case-studies',
  navLabel: 'Case studies',
  eyebrow: 'Case studies',
  title: 'Results, in numbers and in clients’ words',
  intro: 'The full story behind some of the work: what was going wrong, what I did about it, and what changed.',
};

/** The featured case study in the home hero: a line of the work, its result and the way to the story. */
export const heroProof = {
  label: 'Recent result',
  workLabel: 'My writing, as published',
  cta: 'How it was done',
};

/** Headings and labels of a case-study page, top to bottom. */
export const caseStudyPage = {
  eyebrow: 'Case study',
  breadcrumbLabel: 'Breadcrumb',
  headlineLabel: 'Headline result',
  clientLabel: 'Client',
  sectorLabel: 'Sector',
  serviceLabel: 'Service',
  challenge: 'The challenge',
  approach: 'What I did',
  results: 'The results',
  quoteLabel: 'In the client’s words',
  published: 'See the published work',
  services: 'Related services',
  servicesTitle: 'The services behind these results',
  serviceLink: 'What’s included',
  next: 'Next case study',
};

export const caseStudyCta: SectionCopy & { cta: Action } = {
  eyebrow: 'Your results next',
  title: 'Want a story like this for your organisation?',
  intro: 'Tell me what isn’t working yet. I’ll reply within 24 hours with an honest view of what would move your numbers.',
  cta: { label: 'Start the Conversation', href: '/contact' },
};
