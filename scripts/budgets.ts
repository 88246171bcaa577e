/**
 * Every budget, said once: the build, the gates (tests/gates/), Lighthouse CI (lighthouserc.cjs) and the build tests
 * read them here. Never loosen a budget to get a green run: fix the page.
 */
import { gzipSync } from 'node:zlib';

const KiB = 1024;

/**
 * JavaScript each page loads, in bytes of gzip (an island's bundle included). `island`: React's floor (react-dom's
 * client about 73 KiB, react and the scheduler about 5) and at most about 15 KiB of ours.
 */
export const jsBudget = { default: 5 * KiB, island: 95 * KiB };

export function jsBudgetFor(island: boolean): number {
  return island ? jsBudget.island : jsBudget.default;
}

/** The gzip level every byte budget is measured at: zlib's default, what servers and CDNs commonly use. */
export const gzipLevel = 6;

/** Bytes of `content` gzip-compressed at `gzipLevel`, as the gates measure scripts and HTML. */
export const gzipBytes = (content: string | Uint8Array) => gzipSync(content, { level: gzipLevel }).length;

/** A route's HTML up to the end of its opening block, gzipped, fits a connection's first flight (about 14 KiB). */
export const headlineBudget = 12 * KiB;

/**
 * Every page: no layout shift of its own and no third party (Lighthouse CI, lighthouserc.cjs); at most `totalBytes`
 * downloaded on a phone's first visit (e2e/page-weight.spec.ts). `fontSwapShift`: the most a late swap to her faces may
 * move the first screen, in its worst case (the faces arriving after the first paint, e2e/first-visit-faces.spec.ts):
 * the field's "good" (web.dev/articles/cls), as a headline the owner writes may wrap differently in its fallback.
 */
export const pageBudget = { layoutShift: 0, fontSwapShift: 0.1, totalBytes: 80 * KiB, thirdPartyRequests: 0 };

/** The most one subset web face may weigh (scripts/prebuild/subset-font.ts: the build stops above it). */
export const faceBudget = 25 * KiB;

/** The bytes a phone (375 px, DPR 2) loads for a full-width photo in a post (tests/builds/site.build.ts). */
export const postPhotoBudget = 150_000;
