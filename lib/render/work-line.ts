/**
 * A case study's client's work as the portfolio lists it: the pieces its page shows (`clientPieces`), and the line of
 * her work the home hero sets beside the featured case study's result (`homeWorkLine`).
 */
import { portfolioCategories, type PortfolioItem } from '@/lib/content/portfolio';
import type { CaseStudy } from './case-studies';
import { ogSafeText } from './seo/og';
import { siteOf } from './url';

/** A line's words alone, to compare two lines: its case, spacing, quotation marks and punctuation aside. */
export const wordsOf = (line: string) => ogSafeText(line).toLowerCase().replace(/[^\p{L}\p{N}£$€%]+/gu, ' ').trim();
/** A line's opening sentence, as its cover sets it as a headline. */
const openingOf = (line: string) => wordsOf(/^(.+?[.?!])(\s|$)/.exec(ogSafeText(line).trim())?.[1] ?? line);

/**
 * Whether a sample's line would show the study's own line again (the hero sets that large): the same words, or the
 * same opening sentence (which the sample's cover draws as its headline).
 */
export function repeatsLine(line: string, own: string): boolean {
  return wordsOf(line) === wordsOf(own) || openingOf(line) === openingOf(own);
}

export interface WorkLine {
  excerpt: string;
  /** Where the piece is published. */
  url?: string;
  /** What kind of piece it is: the sample's type, or the study's sector for the study's own line. */
  kind: string;
}

const allSamples = () => portfolioCategories.flatMap((category) => category.items);

/**
 * The client's published pieces the portfolio lists: its work samples on the site the study's work is on (the host of
 * its `url`), in the portfolio's order, less any whose line repeats the study's own (`repeatsLine`: its hero sets that
 * line large, so a copy of it, however punctuated, or a cover opening with it, would show it twice). None
 * for a study without an address, or whose site the portfolio holds nothing from.
 */
export function clientPieces(study: Pick<CaseStudy, 'excerpt' | 'url'>, samples: readonly PortfolioItem[] = allSamples()): PortfolioItem[] {
  if (!study.url) return [];
  const site = siteOf(study.url);
  return samples.filter((item) => siteOf(item.url) === site && !repeatsLine(item.excerpt, study.excerpt));
}

/**
 * The line beside the featured case study's result on the home page. The case study's own line is already on its
 * page and on its cover, so the hero takes another line by her for the same client: the portfolio's sample at the
 * study's own address first, then another of the client's pieces; the study's own line when the portfolio holds neither.
 */
export function homeWorkLine(study: Pick<CaseStudy, 'excerpt' | 'url' | 'sector'>, samples: readonly PortfolioItem[] = allSamples()): WorkLine {
  const pieces = clientPieces(study, samples);
  const sample = pieces.find((item) => item.url === study.url) ?? pieces[0];
  return sample ? { excerpt: sample.excerpt, url: sample.url, kind: sample.type } : { excerpt: study.excerpt, url: study.url, kind: study.sector };
}
