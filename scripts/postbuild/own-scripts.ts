/**
 * Post-export step: every page keeps only the scripts and hints the site wrote (`data-own`), so Next's runtime goes
 * whatever its shape. A page naming an island whose bundle is not in the export stops the build.
 */
import { existsSync } from 'node:fs';
import { islandAttribute, ownAttribute } from '../../lib/render/own-markup';
import type { PageStep } from './context';
import { findElements, isResourceHint, removeElements, type ElementSpan } from './html-elements';

/** A script, or a link that fetches or connects ahead, that the site did not mark as its own. */
export function isForeign(element: ElementSpan): boolean {
  if (ownAttribute in element.attribs) return false;
  return element.name === 'script' || isResourceHint(element);
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
