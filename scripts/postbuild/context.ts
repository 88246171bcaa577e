/**
 * What the post-export steps share: the export they rewrite (its folder and base path come with it)
 * and what one step finds for a later one. scripts/postbuild/postbuild.ts makes one and passes it to each step.
 */
import type { InlineHashes } from './csp';
import { readExport, type ExportedPage, type SiteExport } from './site-export';

export interface ExportContext {
  /** The export being rewritten: its folder, base path, pages and their HTML. */
  site: SiteExport;
  /** Every inline-script and inline-style hash in the export, sorted; filled by the CSP step for the headers file. */
  hashes: InlineHashes;
  /** True when a page runs WebAssembly (the search box); set by the CSP step for the headers file. */
  wasm: boolean;
}

/** A post-export step over the export as a whole (files beside the pages, the headers file). */
export type ExportStep = (ctx: ExportContext) => void | Promise<void>;

/** What a page step does to one page: its HTML in, its HTML out (and any file of its own it removes). */
export interface PageRewrite {
  rewrite: (html: string, page: ExportedPage) => string;
  /** Runs once after every page has been rewritten. */
  finish?: () => void;
}

/**
 * A post-export step over each page. It is set up once for the export, then every page passes through all the page
 * steps in turn in memory (runPageSteps): each page is read, parsed and written once, not once per step.
 */
export type PageStep = (ctx: ExportContext) => PageRewrite;

/** The context for the export in EXPORT_DIR (or `dir`). */
export function createExportContext(options: { dir?: string; basePath?: string } = {}): ExportContext {
  return { site: readExport(options.dir, options.basePath), hashes: { scriptHashes: [], styleHashes: [] }, wasm: false };
}

/**
 * Every page of the export (listed once, as it is now) through `steps` in order: read once, rewritten in memory,
 * written once if it changed.
 * Returns how many pages it rewrote and the milliseconds each step took, summed over the pages, in the order given.
 */
export function runPageSteps(ctx: ExportContext, steps: readonly PageStep[]): { pages: number; spent: number[] } {
  const spent = steps.map(() => 0);
  let started = performance.now();
  const rewrites = steps.map((step, index) => {
    const rewrite = step(ctx);
    spent[index] += performance.now() - started;
    started = performance.now();
    return rewrite;
  });
  const pages = ctx.site.pages;
  for (const page of pages) {
    const original = ctx.site.read(page);
    let html = original;
    rewrites.forEach(({ rewrite }, index) => {
      const begun = performance.now();
      html = rewrite(html, page);
      spent[index] += performance.now() - begun;
    });
    if (html !== original) ctx.site.write(page, html);
  }
  rewrites.forEach(({ finish }, index) => {
    const begun = performance.now();
    finish?.();
    spent[index] += performance.now() - begun;
  });
  return { pages: pages.length, spent };
}
