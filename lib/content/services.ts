/** The Services page's words (content/pages/services.json): the two service families, their offerings, the questions. */
import data from '../../content/pages/services.json';
import { pounds } from '../render/figures';
import { fill } from './fill';
import { load } from './load';
import { sampleAt } from './portfolio';
import { dataFiles } from './schemas';

const services = load('services', data);

/** The work sample a family's `work` names by its address, set beside the family's intro. */
const workField = (key: string) => `${dataFiles.services.file}: "${key}.work"`;
const workFor = (key: 'contentMarketing' | 'linkedinGhostwriting') => sampleAt(services[key].work, workField(key));
const contentMarketingWork = workFor('contentMarketing');
const linkedinGhostwritingWork = workFor('linkedinGhostwriting');
// An excerpt is shown once on the page: the two families name different samples.
if (contentMarketingWork === linkedinGhostwritingWork) {
  throw new Error(`${workField('linkedinGhostwriting')} names "${linkedinGhostwritingWork.url}", which another service family already shows: choose a different work sample`);
}

/**
 * The price guide's figures as the page writes them ("£5,000"), for the placeholders of the guide's note and the
 * questions' answers ({projectsFrom}, {projectsTo}, {monthlyFrom}).
 */
const { guide } = services.pricing;
const guideFigures = { projectsFrom: pounds(guide.projectsFrom), projectsTo: pounds(guide.projectsTo), monthlyFrom: pounds(guide.monthlyFrom) };

type Family = (typeof services)['contentMarketing'];

/** A family's offerings, each with its price line ("From £2,500 a month per executive") when it names a figure. */
const priced = (family: Family) => ({
  ...family,
  offerings: family.offerings.map(({ price, ...offering }) => ({
    ...offering,
    price: price && fill(guide.offering, { price: [pounds(price.from), price.per].filter(Boolean).join(' ') }),
  })),
});

export const servicesMeta = services.meta;
export const servicesIntro = services.intro;
/** The proof beside the Services headline: a case study (a file name in content/case-studies/, without .md). */
export const servicesProof = services.proof;
/** Each family's anchor (its `id`) is linked from the footer and elsewhere as /services#id. */
export const contentMarketing = { id: 'content-marketing', ...priced(services.contentMarketing), sample: contentMarketingWork };
export const linkedinGhostwriting = { id: 'linkedin-ghostwriting', ...priced(services.linkedinGhostwriting), sample: linkedinGhostwritingWork };
export type ServiceFamily = typeof contentMarketing;
export type Offering = ServiceFamily['offerings'][number];
export const serviceFamilies: ServiceFamily[] = [contentMarketing, linkedinGhostwriting];
/**
 * How a project is priced, set between the two families so a buyer knows what to expect before enquiring: the usual
 * range of a project (from and to, "£5,000" and "£20,000"), its label and the note under it with its figure filled.
 */
export const servicesPricing = {
  ...services.pricing,
  guide: { label: guide.label, from: guideFigures.projectsFrom, to: guideFigures.projectsTo, note: fill(guide.note, guideFigures) },
};
export const servicesCta = services.cta;
/** Questions buyers ask before enquiring, shown on /services as disclosure widgets (answers are in the HTML). */
export const servicesFaq = {
  id: 'faq',
  ...services.faq,
  items: services.faq.items.map((item) => ({ ...item, answer: item.answer.map((paragraph) => fill(paragraph, guideFigures)) })),
};
