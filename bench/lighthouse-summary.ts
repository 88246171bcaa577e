/**
 * The figures of one Lighthouse run that the timing benchmark (`npm run bench:lighthouse`) reports. What `npm test` asserts
 * on Lighthouse is in lighthouserc.cjs (Lighthouse CI).
 */
import { lighthouseCategories as categories, type LighthouseCategory as Category } from '../scripts/postbuild/site-export';

/** The part of a Lighthouse result (LHR) the benchmark reads. */
export interface LhrLike {
  runtimeError?: { code: string; message: string };
  environment?: { benchmarkIndex?: number };
  categories: Partial<Record<string, { score: number | null }>>;
  audits: Partial<Record<string, { numericValue?: number }>>;
}

export interface RunFigures {
  /** Category scores 0 to 100 as the report shows them (rounded); null when not scored. */
  scores: Record<Category, number | null>;
  lcpMs: number | null;
  fcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  /** Lighthouse's CPU benchmark of the host during the run (lower means a slower or busier machine). */
  benchmarkIndex?: number;
  /** Set when Lighthouse could not audit the page. */
  error?: string;
}

const numeric = (lhr: LhrLike, audit: string) => lhr.audits[audit]?.numericValue ?? null;

export function figuresOf(lhr: LhrLike): RunFigures {
  const scores = Object.fromEntries(
    categories.map((category) => {
      const score = lhr.categories[category]?.score;
      return [category, typeof score === 'number' ? Math.round(score * 100) : null];
    }),
  ) as Record<Category, number | null>;
  return {
    scores,
    lcpMs: numeric(lhr, 'largest-contentful-paint'),
    fcpMs: numeric(lhr, 'first-contentful-paint'),
    tbtMs: numeric(lhr, 'total-blocking-time'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    ...(lhr.environment?.benchmarkIndex ? { benchmarkIndex: Math.round(lhr.environment.benchmarkIndex) } : {}),
    ...(lhr.runtimeError ? { error: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` } : {}),
  };
}
