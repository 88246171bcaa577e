/** The Services page's words (content/pages/services.json): the two service families, their offerings, the questions. */
import data from '../../content/pages/services.json';
import { load } from './load';
import { portfolioCategories, portfolioFile } from './portfolio';
import { dataFiles } from './schemas';

const services = load('services', data);

/**
 * The work sample a family's `work` names by its address (its View Work link in content/portfolio.json, which a rename
 * in the editor leaves alone), set beside the family's intro; the build stops, naming the file and the field, when the
 * address is not a sample's or two families name the same one (an excerpt is shown once on the page).
 */
function workFor(key: 'contentMarketing' | 'linkedinGhostwriting', taken: string[]) {
  const address = services[key].work;
  const field = `${dataFiles.services.file}: "${key}.work"`;
  const items = portfolioCategories.flatMap((category) => category.items);
  const item = items.find((each) => each.url === address);
  if (!item) throw new Error(`${field} must be the address of a work sample in ${portfolioFile}, as its View Work link has it (got "${address}"): ${items.map((each) => `"${each.url}" (${each.title})`).join(', ')}`);
  if (taken.includes(address)) throw new Error(`${field} names "${address}", which another service family already shows: choose a different work sample`);
  taken.push(address);
  return item;
}
const shownWork: string[] = [];

export const servicesMeta = services.meta;
export const servicesIntro = services.intro;
/** The proof beside the Services headline: a case study (a file name in content/case-studies/, without .md). */
export const servicesProof = services.proof;
/** Each family's anchor (its `id`) is linked from the footer and elsewhere as /services#id. */
export const contentMarketing = { id: 'content-marketing', ...services.contentMarketing, sample: workFor('contentMarketing', shownWork) };
export const linkedinGhostwriting = { id: 'linkedin-ghostwriting', ...services.linkedinGhostwriting, sample: workFor('linkedinGhostwriting', shownWork) };
export type ServiceFamily = typeof contentMarketing;
export type Offering = ServiceFamily['offerings'][number];
export const serviceFamilies: ServiceFamily[] = [contentMarketing, linkedinGhostwriting];
/** How a project is priced: set between the two families, so a buyer knows what to expect before enquiring. */
export const servicesPricing = services.pricing;
export const servicesCta = services.cta;
/** Questions buyers ask before enquiring, shown on /services as disclosure widgets (answers are in the HTML). */
export const servicesFaq = { id: 'faq', ...services.faq };
