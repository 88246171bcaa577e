/**
 * Every quality budget in one place. `npm test` fails when a route goes over one of these.
 * Never loosen a budget to get a green run: fix the page.
 */

/** Lighthouse category scores (0 to 100, as the report rounds them) each route must reach. */
export const scoreBudgets = {
  performance: 100,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
} as const;

export type Category = keyof typeof scoreBudgets;
export const categories = Object.keys(scoreBudgets) as Category[];

/** Lighthouse metric ceilings. */
export const metricBudgets = {
  /** Total Blocking Time, milliseconds: must stay strictly under this. */
  tbtMs: 50,
  /** Cumulative Layout Shift: at most this (0 means nothing may move). */
  cls: 0,
};

/** Categories a route kind is exempt from: the not-found and unlisted pages are noindex, so they cannot score on SEO. */
export const exemptions: Record<string, Category[]> = {
  notFound: ['seo'],
  unlisted: ['seo'],
};

/** Lighthouse runs per route; the run with the median performance score is the one judged. */
export const lighthouseRuns = 3;

/**
 * JavaScript each page loads, in bytes of gzip (external and inline scripts together, `nomodule`
 * polyfills and non-script types such as JSON-LD excluded). Content pages ship no framework runtime
 * (lib/export/strip-runtime.ts), only /enhance.js: `default` is theirs. The routes that keep React
 * (those rendering a client component of ours: lib/export/client-components.ts) get `interactive`; `routes` overrides exact routes.
 */
const KiB = 1024;
export const jsBudget: { default: number; interactive: number; routes: Record<string, number> } = {
  default: 5 * KiB,
  interactive: 150 * KiB,
  routes: {},
};

export function jsBudgetFor(route: string, interactive: boolean): number {
  return jsBudget.routes[route] ?? (interactive ? jsBudget.interactive : jsBudget.default);
}
