/**
 * Every quality budget in one place. `npm test` fails when a route goes over one of these.
 * Never loosen a budget to get a green run: fix the page.
 */

/**
 * Lighthouse category scores (0 to 100, as the report rounds them) each route must reach. Only the
 * categories that do not depend on how busy the machine is are judged in `npm test`; the
 * performance score, LCP, FCP and TBT are timings, reported by the benchmark `npm run audit`
 * (e2e/bench/bench-lighthouse.ts) against its recorded baseline instead.
 */
export const scoreBudgets = {
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
} as const;

export type JudgedCategory = keyof typeof scoreBudgets;
export const judgedCategories = Object.keys(scoreBudgets) as JudgedCategory[];

/** Every category Lighthouse scores here: the judged ones and performance (reported, never judged). */
export const categories = ['performance', ...judgedCategories] as const;
export type Category = (typeof categories)[number];

const KiB = 1024;

/** Lighthouse figures that do not depend on timing. */
export const metricBudgets = {
  /** Cumulative Layout Shift: at most this (0 means nothing may move). */
  cls: 0,
  /** Render-blocking requests in a page's HTML (linked stylesheets, parser-blocking scripts). */
  renderBlocking: 0,
};

/**
 * Bytes transferred to load a route (Lighthouse "total-byte-weight": the document, inline CSS, font,
 * scripts, images; compressed as served). `default` is every route's; `routes` overrides exact routes.
 */
export const byteBudget: { default: number; routes: Record<string, number> } = {
  default: 80 * KiB,
  routes: {},
};

export const byteBudgetFor = (route: string) => byteBudget.routes[route] ?? byteBudget.default;

/**
 * Lighthouse audits about image sizes; each must list nothing: images with width and height
 * (no shift as they load), served at the size they are shown (no more than 4 KiB to save), and
 * sharp enough for the screen's pixel density.
 */
export const imageAudits = ['unsized-images', 'uses-responsive-images', 'image-size-responsive'] as const;

/** Categories a route kind is exempt from: the not-found and unlisted pages are noindex, so they cannot score on SEO. */
export const exemptions: Record<string, JudgedCategory[]> = {
  notFound: ['seo'],
  unlisted: ['seo'],
};

/**
 * JavaScript each page loads, in bytes of gzip (external and inline scripts together, `nomodule`
 * polyfills and non-script types such as JSON-LD excluded). Content pages ship no framework runtime
 * (lib/export/strip-runtime.ts), only /enhance.js: `default` is theirs. The routes that keep React
 * (those rendering a client component of ours: lib/export/client-components.ts) get `interactive`; `routes` overrides exact routes.
 */
export const jsBudget: { default: number; interactive: number; routes: Record<string, number> } = {
  default: 5 * KiB,
  interactive: 150 * KiB,
  routes: {},
};

export function jsBudgetFor(route: string, interactive: boolean): number {
  return jsBudget.routes[route] ?? (interactive ? jsBudget.interactive : jsBudget.default);
}

/**
 * The first round trip: a route's HTML from its first byte to the end of its `<h1>`, gzip-compressed at
 * `headlineGzipLevel` (zlib's default, what servers and CDNs commonly use), must fit in this, so the headline
 * arrives in a connection's first flight (about 14 KiB) with room for the headers. Checked by e2e/gates/headline.ts.
 */
export const headlineBudget = 12 * KiB;
export const headlineGzipLevel = 6;
