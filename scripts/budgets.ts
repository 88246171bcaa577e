/**
 * Every budget, said once: the build, the gates (tests/gates/), Lighthouse CI (lighthouserc.cjs) and the build tests
 * read them here. Never loosen a budget to get a green run: fix the page.
 */
import { gzipSync } from 'node:zlib';

const KiB = 1024;

/**
 * JavaScript each page loads, in bytes of gzip (external and inline scripts together, an island's bundle too though
 * it loads on the first interaction; `nomodule` polyfills and non-script types such as JSON-LD excluded). Pages ship
 * no framework runtime (scripts/postbuild/own-scripts.ts), only /enhance.js (and /search.js on the pages with the
 * search box): `default` is theirs. A page with a React
 * island (the enquiry form on /contact) gets `island`: React's own floor (react-dom's client about 73 KiB, react and
 * the scheduler about 5) and at most about 15 KiB of ours. `routes` overrides exact routes. Lighthouse CI
 * (lighthouserc.cjs) asserts the same figures.
 */
export const jsBudget: { default: number; island: number; routes: Record<string, number> } = {
  default: 5 * KiB,
  island: 95 * KiB,
  routes: {},
};

export function jsBudgetFor(route: string, island: boolean): number {
  return jsBudget.routes[route] ?? (island ? jsBudget.island : jsBudget.default);
}

/** The gzip level every byte budget is measured at: zlib's default, what servers and CDNs commonly use. */
export const gzipLevel = 6;

/** Bytes of `content` gzip-compressed at `gzipLevel`, as the gates measure scripts and HTML. */
export const gzipBytes = (content: string | Uint8Array) => gzipSync(content, { level: gzipLevel }).length;

/**
 * The first round trip: a route's HTML from its first byte to the end of its opening block, which its first paint
 * waits for (the hero with its `<h1>`, lib/render/first-screen.ts), gzip-compressed, must fit in this, so the
 * headline arrives in a connection's first flight (about 14 KiB) with room for the headers. Checked by
 * tests/gates/headline.ts.
 */
export const headlineBudget = 12 * KiB;

/** What Lighthouse CI asserts on every page it opens (lighthouserc.cjs): no layout shift, total bytes, no third party. */
export const pageBudget = { layoutShift: 0, totalBytes: 80 * KiB, thirdPartyRequests: 0 };

/** The most one subset web face may weigh (scripts/prebuild/subset-font.ts: the build stops above it). */
export const faceBudget = 25 * KiB;

/** The bytes a phone (375 px, DPR 2) loads for a full-width photo in a post (tests/builds/site.build.ts). */
export const postPhotoBudget = 150_000;
