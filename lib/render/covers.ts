/** Covers for the work: the owner's image, else a line of the piece, never the title printed beside it. */
import { homeWork } from '@/lib/content/home';
import { portfolioCategories, portfolioFile, portfolioHouseColours, portfolioShowcase, seriesPieces, type PortfolioType } from '@/lib/content/portfolio';
import { linkedinGhostwriting } from '@/lib/content/services';
import { getAllCaseStudies } from './case-studies';
import { headingId } from './headings';
import type { ImageFormat } from './images';
import { ogSafeText } from './seo/og';
import { sameAddress, siteOf } from './url';
import { wordsOf } from './work-line';

/** The shape of every cover (16:10), and the widths written (from a card on a small screen to twice a card's width). */
export const coverSize = { width: 960, height: 600 } as const;
export const coverWidths = [480, 720, 960] as const;
export const imageFormats: readonly ImageFormat[] = ['avif', 'webp'];

export interface Cover {
  /** The file-name stem, unique across the site. */
  key: string;
  /** Names the work in messages; never drawn (the card prints it beside the cover). */
  title: string;
  /** A line or two of the piece, drawn as it reads on its page. */
  excerpt: string;
  /** Who the work was for (a case study's client, a sample's category). */
  client: string;
  /** What kind of work it is (a sample's type, a case study's sector). */
  kind: string;
  /** The shape the line is drawn in, after the kind of work: a web page, a page's hero, a phone, a folded leaflet, a social post, an article. */
  form: CoverForm;
  /** Which of the shape's three compositions (ground colour, scale, placement) it takes: its place in its group, so neighbours differ. */
  variant: number;
  /** Where the piece was published: its address bar on a page cover. */
  url?: string;
  /** Whose name a social post goes out under (a case study's quoted client): the post's author line. */
  author?: { name: string; role: string };
  /** The client's house colour (content/portfolio.json `houseColours`, by the site its address is on): the page's own brand marks. */
  house?: string;
  /** The owner's image under public/, when given, and the file that names it. */
  image?: string;
  source: string;
  /**
   * Whether a page shows it, so the build writes its files: every sample's and case study's (its card on /portfolio); a
   * series post's while home's work names it.
   */
  shown: boolean;
}

/** The words of the media the covers draw (the feed's own, not hers): a LinkedIn post cut in the feed. */
export const coverChrome = { seeMore: '\u2026see more' } as const;

/**
 * The shapes a drawn cover takes (components/seo/CoverCard.tsx), so the work is shown as it was published and a row of
 * one client's pieces does not read as one mock-up repeated: a website as the top of its home page in a desktop
 * browser (`page`), a service page as its hero close up, full bleed and in the client's colour, with no browser
 * (`section`), a landing page on the phone most of its readers met it on (`phone`), a leaflet folded open, a post in
 * the feed, a blog post as the column of its article.
 */
export type CoverForm = 'page' | 'section' | 'phone' | 'leaflet' | 'post' | 'article';

/** The colours a drawn cover is set on: the site's own, and a slate for a leaflet's third ground. */
export type CoverGround = 'accentTint' | 'ink' | 'paper' | 'accent' | 'accentHover' | 'slate' | 'white';
/**
 * Each shape's three grounds, one per variant: CoverCard draws them, and CoverPicture paints the same ground (with the
 * white of the page, leaflet or post where the drawing sets it) under the picture while its file loads, so a cover
 * arriving on a quick scroll reads as the work coming in, not as an empty box.
 */
export const coverGrounds: Record<CoverForm, readonly [CoverGround, CoverGround, CoverGround]> = {
  page: ['accentTint', 'ink', 'paper'],
  // A page's hero fills the cover: its ground is the page's own white.
  section: ['white', 'white', 'white'],
  phone: ['paper', 'accentTint', 'ink'],
  article: ['paper', 'accentTint', 'ink'],
  leaflet: ['ink', 'accentHover', 'slate'],
  post: ['accent', 'ink', 'accentTint'],
};

/** The shape of each type of work's cover; a type the owner adds in content/portfolio.json gets the web page. */
const formOfType: Partial<Record<PortfolioType, CoverForm>> = {
  Website: 'page',
  'Service Content': 'section',
  'Service Page': 'section',
  'Landing Page': 'phone',
  'Fundraiser Landing Page': 'phone',
  Leaflet: 'leaflet',
  'Personal Branding': 'post',
  'Blog Post': 'article',
};

/** How many characters of the line each shape holds at its type size without running off its page. */
export const coverRoom: Record<CoverForm, number> = { page: 125, section: 110, phone: 72, leaflet: 70, post: 100, article: 100 };

/**
 * The line within the shape's room: the excerpt whole; else its opening sentences, as many as fit; else, when those
 * would leave the shape mostly empty (under two fifths of its room), the longest opening that ends at a colon or semicolon (set
 * as the sentence it is, with a full stop) or at a comma (with one ellipsis); else as many words as fit, with one.
 */
export function coverLine(excerpt: string, form: CoverForm): string {
  const room = coverRoom[form];
  const line = ogSafeText(excerpt).trim();
  if (line.length <= room) return line;
  const sentences = [...line.matchAll(/[.?!](?=\s)/g)].map((match) => line.slice(0, (match.index ?? 0) + 1)).filter((run) => run.length <= room);
  const sentence = sentences[sentences.length - 1];
  if (sentence && sentence.length >= room * 0.4) return sentence;
  const longest = (stop: RegExp) =>
    [...line.matchAll(stop)].map((match) => line.slice(0, match.index).trim()).filter((clause) => clause.length + 1 <= room && clause.split(/\s+/).length >= 4 && clause.length > (sentence?.length ?? 0)).pop();
  // A colon or semicolon closes a thought, which ends as a sentence; a comma leaves it open, so an ellipsis follows.
  const thought = longest(/[:;](?=\s)/g);
  if (thought) return `${thought}.`;
  const clause = longest(/,(?=\s)/g);
  if (clause) return `${clause}\u2026`;
  if (sentence) return sentence;
  const words = line.slice(0, room).split(/\s+/).slice(0, -1).join(' ');
  return `${words.replace(/[\s,;:\u2013\u2014-]+$/, '')}\u2026`;
}

/**
 * A sample is drawn in the medium its address says it was published in: a LinkedIn address as a post, a PDF as a
 * folded leaflet; otherwise after its type (a blog post as an article page, the rest as a web page).
 */
function formOfSample(type: PortfolioType, url: string): CoverForm {
  if (/(^|\.)linkedin\.com$/i.test(hostOf(url))) return 'post';
  if (/\.pdf$/i.test(url)) return 'leaflet';
  const form = formOfType[type] ?? 'page';
  return form === 'post' ? 'page' : form;
}

const hostOf = (url: string) => {
  try {
    return new URL(url).hostname;
  } catch {
    return '';
  }
};

/**
 * What a page cover's address bar shows: the host without "www.", and the path while the whole fits the bar
 * (`room` characters); a longer path is cut at a segment with an ellipsis, so the host is always whole.
 */
export function addressLine(url: string, room = 30): string {
  try {
    const address = new URL(url);
    const host = address.hostname.replace(/^www\./, '');
    const path = address.pathname.replace(/\/$/, '');
    if ((host + path).length <= room) return host + path;
    const first = path.split('/').filter(Boolean)[0];
    if (first && (host + '/' + first + '/\u2026').length <= room) return `${host}/${first}/\u2026`;
    return host.length + 2 <= room && path ? `${host}/\u2026` : host;
  } catch {
    return '';
  }
}

/**
 * A line of the piece parted as its page sets it: the opening sentence as the headline, the rest as the lines
 * under it (cut at a word to `bodyRoom` characters, with an ellipsis). One long sentence is the headline alone,
 * cut to the shape's room by `coverLine`.
 */
export function coverParts(excerpt: string, form: CoverForm, bodyRoom = 70): { head: string; body: string } {
  const line = ogSafeText(excerpt).trim();
  const first = /^(.+?[.?!])\s+(.+)$/.exec(line);
  if (!first || first[1].length > 75) return { head: coverLine(line, form), body: '' };
  const rest = first[2];
  return { head: first[1], body: rest.length <= bodyRoom ? rest : `${rest.slice(0, bodyRoom).split(/\s+/).slice(0, -1).join(' ').replace(/[\s,;:\u2013\u2014-]+$/, '')}\u2026` };
}

/**
 * A page cover's words as they fill the page under its address bar (components/seo/CoverCard.tsx PageCover), in
 * cover units: the column they set in, the height they may fill above the cover's foot, the headline's sizes
 * (largest first), the standfirst's reading type, and each face's average advance as a share of its size.
 */
export const pageFill = { width: 752, height: 350, gap: 22, headSizes: [84, 76, 66, 60, 54], headLeading: 1.08, body: 46, bodyLeading: 1.36, headAdvance: 0.52, bodyAdvance: 0.53 } as const;

/**
 * A client's header on a page cover drawn in its house colour (CoverCard PageCover): the band's height and the space
 * under it to the page's rule (40 without a band), which together take `room` from the height the words may fill.
 */
export const pageHeader = { height: 30, gap: 30, room: 20 } as const;

/** The lines a text breaks into at `perLine` characters a line, breaking at spaces (a long word takes a line of its own). */
export function wrapLines(text: string, perLine: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = lines[lines.length - 1];
    if (last !== undefined && last.length + 1 + word.length <= perLine) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

/**
 * The words of the first `lines` lines a text wraps into, the last line keeping room for an ellipsis and trailing
 * separators dropped: where a cover cuts its standfirst (the caller adds the ellipsis).
 */
function cutToLines(text: string, perLine: number, lines: number): string {
  const kept = wrapLines(text, perLine).slice(0, Math.max(lines, 1));
  const last = kept[kept.length - 1];
  if (last.length + 1 > perLine && last.includes(' ')) kept[kept.length - 1] = last.slice(0, last.lastIndexOf(' '));
  return kept.join(' ').replace(/[\s,;:\u2013\u2014-]+$/, '');
}

/**
 * A page cover's words, sized to fill its page rather than leave its lower half blank: the opening sentence as the
 * headline at the largest size that leaves room for the rest whole as its standfirst; else at the largest that leaves
 * two lines of it, cut at a word with an ellipsis; with no standfirst, at the largest that fits. Under a client's
 * header (`house`: the page is drawn in its house colour), in the height the header leaves.
 */
export function pageCoverLayout(excerpt: string, house = false): { head: string; body: string; headSize: number } {
  const f = { ...pageFill, height: pageFill.height - (house ? pageHeader.room : 0) };
  const line = ogSafeText(excerpt).trim();
  const first = /^(.+?[.?!])\s+(.+)$/.exec(line);
  const split = first && first[1].length <= 75;
  const head = split ? first[1] : coverLine(line, 'page');
  const rest = split ? first[2] : '';
  const bodyLine = f.body * f.bodyLeading;
  const perBodyLine = Math.floor(f.width / (f.body * f.bodyAdvance));
  const headHeight = (size: number) => wrapLines(head, Math.floor(f.width / (size * f.headAdvance))).length * size * f.headLeading;
  const smallest = f.headSizes[f.headSizes.length - 1];
  // The whole of the rest under the largest headline that leaves it room; else the largest headline with two lines of it.
  const fitsWhole = f.headSizes.find((size) => wrapLines(rest, perBodyLine).length <= Math.floor((f.height - headHeight(size) - f.gap) / bodyLine));
  if (rest && fitsWhole) return { head, body: rest, headSize: fitsWhole };
  for (const size of f.headSizes) {
    const room = f.height - headHeight(size);
    if (!rest) {
      if (room >= 0 || size === smallest) return { head, body: '', headSize: size };
      continue;
    }
    const lines = Math.floor((room - f.gap) / bodyLine);
    const whole = wrapLines(rest, perBodyLine).length <= lines;
    if (!whole && lines < 2 && size !== smallest) continue;
    if (whole) return { head, body: rest, headSize: size };
    // As many words as the lines hold, the last line keeping room for the ellipsis.
    const body = cutToLines(rest, perBodyLine, lines);
    return { head, body: /[.?!]$/.test(body) ? body : `${body}\u2026`, headSize: size };
  }
  return { head, body: '', headSize: smallest };
}

/**
 * A phone cover's screen (components/seo/CoverCard.tsx PhoneCover), in cover units: the column its line sets in, the
 * height it may fill under the page's header, the line's sizes (largest first) and leading.
 */
export const phoneFill = { width: 416, height: 370, sizes: [66, 60, 54], leading: 1.1, advance: 0.52 } as const;

/** A landing page's line on its phone: the opening within the phone's room, at the largest size its screen holds. */
export function phoneCoverLayout(excerpt: string): { line: string; size: number } {
  const line = coverLine(excerpt, 'phone');
  const fits = (size: number) => wrapLines(line, Math.floor(phoneFill.width / (size * phoneFill.advance))).length * size * phoneFill.leading <= phoneFill.height;
  return { line, size: phoneFill.sizes.find(fits) ?? phoneFill.sizes[phoneFill.sizes.length - 1] };
}

/**
 * A service page's hero close up (CoverCard SectionCover), in cover units: the headline's column and sizes on the
 * client's colour, the height the band may take, and the standfirst's reading type on the white under it.
 */
export const sectionFill = { width: 820, bandTop: 104, bandFoot: 48, bandMost: 380, sizes: [92, 84, 76, 68, 60], leading: 1.06, advance: 0.52, body: 46, bodyLeading: 1.36, bodyAdvance: 0.53 } as const;

/** The standfirst's column beside a service page's left panel (CoverCard SectionCover's second composition): its width and lines. */
export const sectionSide = { width: 340, lines: 7 } as const;

/** The standfirst beside the left panel: the rest of the line, cut at a word with an ellipsis to the lines the column holds. */
export function sectionSideBody(excerpt: string): string {
  const rest = coverParts(excerpt, 'section', 200).body;
  const f = sectionFill;
  const perLine = Math.floor(sectionSide.width / (f.body * f.bodyAdvance));
  if (wrapLines(rest, perLine).length <= sectionSide.lines) return rest;
  return `${cutToLines(rest, perLine, sectionSide.lines)}\u2026`;
}

/**
 * A service page's hero: the opening sentence as the headline at the largest size whose band leaves the white under
 * it at least two lines of the standfirst (the rest of the line, cut at a word with an ellipsis); the band's height.
 */
export function sectionCoverLayout(excerpt: string): { head: string; body: string; headSize: number; band: number } {
  const { head, body: rest } = coverParts(excerpt, 'section', 200);
  const f = sectionFill;
  // A line of one sentence is the hero alone: the band fills the cover, the headline at the largest size it holds.
  if (!rest) {
    const fits = (size: number) => f.bandTop + wrapLines(head, Math.floor(f.width / (size * f.advance))).length * size * f.leading + f.bandFoot <= 600;
    return { head, body: '', headSize: f.sizes.find(fits) ?? f.sizes[f.sizes.length - 1], band: 600 };
  }
  const band = (size: number) => f.bandTop + wrapLines(head, Math.floor(f.width / (size * f.advance))).length * size * f.leading + f.bandFoot;
  const headSize = f.sizes.find((size) => band(size) <= f.bandMost) ?? f.sizes[f.sizes.length - 1];
  const height = band(headSize);
  const lines = Math.max(1, Math.floor((600 - height - 40) / (f.body * f.bodyLeading)));
  const perLine = Math.floor(f.width / (f.body * f.bodyAdvance));
  if (wrapLines(rest, perLine).length <= lines) return { head, body: rest, headSize, band: height };
  return { head, body: `${cutToLines(rest, perLine, lines)}\u2026`, headSize, band: height };
}

/**
 * The excerpt a cover draws beside its title: the excerpt less any sentence that repeats the title printed under
 * the cover (its words, case and punctuation aside), so a cover never shows the card's heading again; the excerpt
 * whole when every sentence would go.
 */
export function besideTitle(excerpt: string, title: string): string {
  const words = (text: string) => ` ${wordsOf(text)} `;
  const named = words(title);
  const sentences = ogSafeText(excerpt).trim().match(/[^.?!]+(?:[.?!]+|$)/g)?.map((sentence) => sentence.trim()).filter(Boolean) ?? [];
  const kept = sentences.filter((sentence) => !words(sentence).includes(named) && words(sentence) !== named);
  return kept.length && kept.length < sentences.length ? kept.join(' ') : excerpt;
}

/** A case study is drawn as its first service was published: LinkedIn work as a post, website copy as a page, the rest as an article. */
function formOfServices(services: { title: string }[]): CoverForm {
  const first = services[0]?.title ?? '';
  if (linkedinGhostwriting.offerings.some((offering) => offering.title === first)) return 'post';
  return /website|page/i.test(first) ? 'page' : 'article';
}

/**
 * The house colour of the site `url` is on, from `houseColours` (content/portfolio.json); undefined for a site with
 * none (and for no address), which is drawn in the site's own colours.
 */
export function houseColourOf(url: string | undefined, houseColours: readonly { site: string; colour: string }[]): string | undefined {
  if (!url) return undefined;
  return houseColours.find((entry) => entry.site === siteOf(url))?.colour;
}

/**
 * The house colours no work is drawn in: one line per entry whose site no work sample or case study (`addresses`)
 * links to, naming the file and the field, so a misspelt site stops the build rather than leaving its client's covers
 * in the site's colours unnoticed.
 */
export function strayHouseColours(houseColours: readonly { site: string }[], addresses: readonly (string | undefined)[], file = portfolioFile): string[] {
  const used = new Set(addresses.flatMap((url) => (url ? [siteOf(url)] : [])));
  return houseColours.flatMap((entry, h) =>
    used.has(entry.site) ? [] : [`${file}: "houseColours.${h + 1}.site" names "${entry.site}", a site no work sample or case study links to: use the site of one of their addresses (${[...used].sort().join(', ')}), or remove the entry`],
  );
}

/** Every cover the site can show: one per work sample, case study and series post (`shown` says whether a page does). */
export function allCovers(): Cover[] {
  const samples = portfolioCategories.flatMap((category) =>
    category.items.map((item, index) => ({ shown: true, key: sampleCoverKey(item.title), title: item.title, excerpt: besideTitle(item.excerpt, item.title), client: category.name, kind: item.type, form: formOfSample(item.type, item.url), variant: index % 3, url: item.url, image: item.cover, source: 'content/portfolio.json' })),
  );
  const studies = getAllCaseStudies().map((study, index) => ({
    key: caseStudyCoverKey(study.slug),
    title: study.title,
    excerpt: besideTitle(study.excerpt, study.title),
    client: study.client,
    kind: study.sector,
    form: formOfServices(study.services),
    variant: index % 3,
    url: study.url,
    // Ghostwritten posts go out under the client's name: the quoted client is the post's author.
    author: { name: study.quote.name, role: study.quote.role },
    image: study.cover,
    source: study.file,
    shown: true,
  }));
  // A series post is drawn as its reader met it in the feed, under its author's name, where home's work names it.
  const posts = seriesPieces.map((item, index) => ({
    shown: homeWork.samples.some((shown) => shown.url === item.url),
    key: sampleCoverKey(item.title),
    title: item.title,
    excerpt: item.excerpt,
    client: item.author?.name ?? item.type,
    kind: item.type,
    form: 'post' as const,
    variant: index % 3,
    url: item.url,
    author: item.author && { name: item.author.name, role: item.author.role },
    source: 'content/portfolio.json',
  }));
  const stray = strayHouseColours(portfolioHouseColours, [...samples, ...studies].map((cover) => cover.url));
  if (stray.length) throw new Error(stray.join('\n'));
  const covers = [...samples, ...studies, ...posts].map((cover) => ({ ...cover, house: houseColourOf(cover.url, portfolioHouseColours) }));
  const seen = new Set<string>();
  for (const cover of covers) {
    if (seen.has(cover.key)) throw new Error(`content/portfolio.json: two work samples share the title "${cover.title}"; give each its own`);
    seen.add(cover.key);
  }
  return covers;
}

/**
 * The pieces beside the portfolio's headline (the samples marked `showcase` in content/portfolio.json): the build stops
 * if one is the piece a case study shows (the same address), since the case studies' cards follow straight after and
 * the sector grid shows every sample again.
 */
export function showcasePieces() {
  const studies = getAllCaseStudies();
  return portfolioShowcase.map((item) => {
    const study = studies.find((candidate) => candidate.url && sameAddress(candidate.url, item.url));
    if (study) throw new Error(`${portfolioFile}: "${item.field}" marks "${item.title}", the piece the case study ${study.file} shows (its "url"); mark a work sample no case study shows`);
    return item;
  });
}

let coversByKey: Map<string, Cover> | undefined;
/** The cover a key names (for its frame's ground while the file loads); undefined when it names none. */
export function coverByKey(key: string): Cover | undefined {
  coversByKey ??= new Map(allCovers().map((cover) => [cover.key, cover]));
  return coversByKey.get(key);
}

export const sampleCoverKey = (title: string) => `work-${headingId(title)}`;
export const caseStudyCoverKey = (slug: string) => `case-${slug}`;

/** The address of one cover file, e.g. /covers/case-harbour-hospice-480.avif. */
export const coverPath = (key: string, width: number, format: ImageFormat) => `/covers/${coverFileName(key, width, format)}`;
export const coverFileName = (key: string, width: number, format: ImageFormat) => `${key}-${width}.${format}`;

/** The cover, width and format a file name asks for; undefined when it names none. */
export function parseCoverFileName(file: string): { cover: Cover; width: number; format: ImageFormat } | undefined {
  const match = /^(.+)-(\d+)\.(avif|webp)$/.exec(file);
  if (!match) return undefined;
  const cover = allCovers().find((candidate) => candidate.key === match[1]);
  const width = Number(match[2]);
  const format = imageFormats.find((candidate) => candidate === match[3]);
  if (!cover || !format || !coverWidths.some((allowed) => allowed === width)) return undefined;
  return { cover, width, format };
}
