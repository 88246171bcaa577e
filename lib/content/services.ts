/** The Services page's words (content/pages/services.json): the two service families, their offerings, the questions. */
import data from '../../content/pages/services.json';
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

export const servicesMeta = services.meta;
export const servicesIntro = services.intro;
/** The proof beside the Services headline: a case study (a file name in content/case-studies/, without .md). */
export const servicesProof = services.proof;
/** Each family's anchor (its `id`) is linked from the footer and elsewhere as /services#id. */
export const contentMarketing = { id: 'content-marketing', ...services.contentMarketing, sample: contentMarketingWork };
export const linkedinGhostwriting = { id: 'linkedin-ghostwriting', ...services.linkedinGhostwriting, sample: linkedinGhostwritingWork };
export type ServiceFamily = typeof contentMarketing;
export type Offering = ServiceFamily['offerings'][number];
export const serviceFamilies: ServiceFamily[] = [contentMarketing, linkedinGhostwriting];
/** How a project is priced: set between the two families, so a buyer knows what to expect before enquiring. */
export const servicesPricing = services.pricing;
export const servicesCta = services.cta;
/** Questions buyers ask before enquiring, shown on /services as disclosure widgets (answers are in the HTML). */
export const servicesFaq = { id: 'faq', ...services.faq };
