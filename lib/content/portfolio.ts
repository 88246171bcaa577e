/**
 * The Portfolio page: its words (content/pages/portfolio.json) and the work itself (content/portfolio.json): samples
 * by sector, LinkedIn client profiles and the series' posts. Entries marked `sample: true` are the shipped sample
 * data, listed by the launch checklist until replaced.
 */
import { fill } from './fill';
import pageData from '../../content/pages/portfolio.json';
import workData from '../../content/portfolio.json';
import { load } from './load';
import { siteOf } from '@/lib/render/url';
import { dataFiles } from './schemas';

const page = load('portfolioPage', pageData);
const work = load('portfolio', workData);

export const portfolioFile = dataFiles.portfolio.file;
export const portfolioMeta = page.meta;
export const portfolioIntro = page.intro;
/** The kinds of work a sample can be; shown as the card's badge. */
export const portfolioTypes = work.types;
export type PortfolioType = string;
export type PortfolioCategory = (typeof work.categories)[number];
export type PortfolioItem = PortfolioCategory['items'][number];
/** The words on the portfolio's outbound links (each followed, for screen readers, by what it opens) and the name of its jump links. */
export const portfolioLinks = page.links;
export const workSamples = { id: 'work', ...page.workSamples };
/** "3 samples": how many samples a sector shows. */
export const sampleCount = (count: number) => fill(count === 1 ? page.workSamples.sampleCount.one : page.workSamples.sampleCount.many, { count });
export const portfolioCategories = work.categories;
/** Each client site's house colour (its host, without www.), which the covers drawn for its work take (lib/render/covers.ts). */
export const portfolioHouseColours = work.houseColours;
export const linkedinBrands = { id: 'linkedin', ...page.linkedin, profiles: work.profiles, posts: work.posts };
/**
 * The work samples whose covers open the page beside its headline: those marked `showcase` (one or two: the schema
 * refuses none or more), in their order, each with the field that marks it (for messages): the build stops if one is
 * a piece a case study shows (lib/render/covers.ts). A flag, not a title, so renaming a sample keeps its place.
 */
export const portfolioShowcase = work.categories.flatMap((category, c) =>
  category.items.flatMap((item, i) => (item.showcase ? [{ ...item, field: `categories.${c + 1}.items.${i + 1}.showcase` }] : [])),
);
/** The impact statistics after the case studies: their heading. */
export const impact = { title: page.impact.title };

const samples = work.categories.flatMap((category) => category.items);

type Profile = (typeof work.profiles)[number];
const handleOf = (profile: Profile) => /linkedin\.com\/in\/([^/?#]+)/i.exec(profile.url)?.[1]?.toLowerCase();
/** Whose name a post went out under: the client profile whose LinkedIn handle the post's address carries. */
export function authorOf(url: string): Profile | undefined {
  return work.profiles.find((profile) => {
    const handle = handleOf(profile);
    return handle !== undefined && new RegExp(`/posts/${handle}_`, 'i').test(url);
  });
}

/**
 * The series' posts as pieces another page can name by address (home's work): titled by the series' name and number
 * and whose name it went out under ("VC Insight #2, for Daniel Reeve"), badged with the LinkedIn section's name, their
 * opening line as the excerpt a cover draws.
 */
export const seriesPieces = work.posts.map((post) => {
  const author = authorOf(post.url);
  const name = `${page.linkedin.seriesName} #${post.number}`;
  const title = author ? fill(page.linkedin.pieceTitle, { post: name, author: author.name }) : name;
  return { title, excerpt: post.hook, url: post.url, type: page.linkedin.navLabel, sample: post.sample, showcase: false, author };
});

/**
 * The work sample another page names by its address (its View Work link, which a rename in the editor leaves alone);
 * the build stops, naming the file and the field (`field`, e.g. `content/pages/home.json: "work.samples.1"`), when the
 * address is not a sample's.
 */
export function sampleAt(address: string, field: string): PortfolioItem {
  const pieces: PortfolioItem[] = [...samples, ...seriesPieces];
  const item = pieces.find((each) => each.url === address);
  if (!item) throw new Error(`${field} must be the address of a work sample or a series post in ${portfolioFile}, as its View Work or View Post link has it (got "${address}"): ${pieces.map((each) => `"${each.url}" (${each.title})`).join(', ')}`);
  return item;
}
const figure = (count: number, words: { one: string; many: string }) => ({ value: String(count), label: count === 1 ? words.one : words.many });
/**
 * The impact statistics, counted from the work on the page (so they change as the owner adds work, and say what no
 * other page says), each fact once: every published piece it links to (the samples and the LinkedIn posts), every
 * client (the sites the samples were published on, and the executives whose profiles it links), and the formats.
 */
export const portfolioFigures = [
  figure(samples.length + work.posts.length, page.impact.figures.pieces),
  figure(new Set(samples.map((item) => siteOf(item.url))).size + work.profiles.length, page.impact.figures.clients),
  figure(new Set(samples.map((item) => item.type)).size, page.impact.figures.formats),
];
/** The word beside a row's count where its samples scroll sideways (a sector; the home page's work on phones). */
export const sampleScrollHint = page.workSamples.scrollHint;
export const portfolioCta = page.cta;
