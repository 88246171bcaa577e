/**
 * Post-export step: every page keeps only the scripts and resource hints the site itself wrote, marked `data-own`
 * (lib/render/own-markup.ts): its inline scripts, JSON-LD, speculation rules, /enhance.js, an island's data block and
 * loader. Every other `<script>` (of any type) and every `<link>` that fetches or connects ahead of use (preload,
 * modulepreload, prefetch, preconnect, dns-prefetch, prerender) goes, whatever wrote it: Next's runtime, its
 * payload, its bootstrap and its preloads, in any version, are removed without this step knowing their shapes.
 * Stylesheet links stay for scripts/postbuild/inline-css.ts; every other byte of the page is kept as exported. A page naming
 * an island whose bundle is not in the export (an `<Island name>` without its `islands/<name>.island.tsx`) stops the build.
 */
import { existsSync } from 'node:fs';
import { islandAttribute, ownAttribute } from '../../lib/render/own-markup';
import type { PageStep } from './context';
import { findElements, relTokens, removeElements, type ElementSpan } from './html-elements';

/** `<link>` relations that make the browser fetch or connect before anything uses it. */
const fetchingRelations = new Set(['preload', 'modulepreload', 'prefetch', 'preconnect', 'dns-prefetch', 'prerender']);

/** A script, or a link that fetches or connects ahead, that the site did not mark as its own. */
export function isForeign(element: ElementSpan): boolean {
  if (ownAttribute in element.attribs) return false;
  return element.name === 'script' || (element.name === 'link' && relTokens(element).some((rel) => fetchingRelations.has(rel)));
}

/** The page with only its own scripts and hints; every other byte unchanged. */
export function keepOwnScripts(html: string): string {
  const foreign = findElements(html, ['script', 'link']).filter(isForeign);
  return foreign.length ? removeElements(html, foreign) : html;
}

export const keepOwnScriptsInExport: PageStep = ({ site }) => ({
  rewrite(html, page) {
    for (const island of findElements(html, ['div']).map((element) => element.attribs[islandAttribute]).filter(Boolean)) {
      const file = site.pathOfAddress(island, page.route);
      if (file === undefined || !existsSync(site.file(file))) throw new Error(`own-scripts: ${page.path} names the island ${island}, which is not in the export: is islands/<name>.island.tsx missing?`);
    }
    return keepOwnScripts(html);
  },
});
