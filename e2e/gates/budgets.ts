/**
 * The size gate's JavaScript budgets (e2e/gates/size.ts) and the benchmark's Lighthouse categories. Lighthouse CI's
 * budgets are in lighthouserc.cjs. Never loosen a budget to get a green run: fix the page.
 */

/** The categories Lighthouse scores in the timing benchmark (`npm run audit`). */
export const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof categories)[number];

const KiB = 1024;

/**
 * JavaScript each page loads, in bytes of gzip (external and inline scripts together, `nomodule`
 * polyfills and non-script types such as JSON-LD excluded). Content pages ship no framework runtime
 * (lib/export/strip-runtime.ts), only /enhance.js (and /search.js on the pages with the search box): `default` is theirs. The routes that keep React
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
 * The first round trip: a route's HTML from its first byte to the end of its opening block, which its first paint
 * waits for (the hero with its `<h1>`, lib/render/first-screen.ts), gzip-compressed at `headlineGzipLevel` (zlib's
 * default, what servers and CDNs commonly use), must fit in this, so the headline arrives in a connection's first
 * flight (about 14 KiB) with room for the headers. Checked by e2e/gates/headline.ts.
 */
export const headlineBudget = 12 * KiB;
export const headlineGzipLevel = 6;
