/** The home page's words, top to bottom (content/pages/home.json). Figures are in stats.ts, the quote in testimonial.ts. */
import data from '../../content/pages/home.json';
import { load } from './load';
import { sampleAt } from './portfolio';
import { dataFiles } from './schemas';

const home = load('home', data);

export const homeMeta = home.meta;
export const hero = home.hero;
export const painPoints = home.painPoints;
/**
 * The comparison of the two services (`sectionId`), then the steps every project follows: those are the page's "how it
 * works" (`id`, where the hero's in-page link lands).
 */
export const howItWorks = { id: 'how-it-works', sectionId: 'two-ways', ...home.howItWorks };
export const audiences = home.audiences;
/** The band right under the hero: the testimonial, the client names and the four statistics. */
export const proof = home.proof;
/** The four statistics, at the foot of the proof band. */
export const results = { id: 'results', ...home.results };
export const closingCta = home.closingCta;

/** The work samples shown under the client results, named by address (each once: the build stops on a repeat). */
const workField = (n: number) => `${dataFiles.home.file}: "work.samples.${n}"`;
home.work.samples.forEach((address, i) => {
  if (home.work.samples.indexOf(address) !== i) throw new Error(`${workField(i + 1)} repeats "${address}": name each work sample once`);
});
export const homeWork = { id: 'work', ...home.work, samples: home.work.samples.map((address, i) => sampleAt(address, workField(i + 1))) };
