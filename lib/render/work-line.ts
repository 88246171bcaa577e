/**
 * The line of her work the home hero sets beside the featured case study's result. The case study's own line is
 * already on its page and on its cover, so the hero takes another line by her for the same client: the portfolio's
 * sample at the study's own address first, then one on the client's site; the study's own line when the portfolio
 * holds neither.
 */
import { portfolioCategories, type PortfolioItem } from '@/lib/content/portfolio';
import type { CaseStudy } from './case-studies';
import { siteOf } from './url';

export interface WorkLine {
  excerpt: string;
  /** Where the piece is published. */
  url?: string;
  /** What kind of piece it is: the sample's type, or the study's sector for the study's own line. */
  kind: string;
}

export function homeWorkLine(study: Pick<CaseStudy, 'excerpt' | 'url' | 'sector'>, samples: readonly PortfolioItem[] = portfolioCategories.flatMap((category) => category.items)): WorkLine {
  const own = { excerpt: study.excerpt, url: study.url, kind: study.sector };
  if (!study.url) return own;
  const address = study.url;
  const others = samples.filter((item) => item.excerpt !== study.excerpt);
  const sample = others.find((item) => item.url === address) ?? others.find((item) => siteOf(item.url) === siteOf(address));
  return sample ? { excerpt: sample.excerpt, url: sample.url, kind: sample.type } : own;
}
