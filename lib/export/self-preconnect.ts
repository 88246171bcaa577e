/**
 * Post-export step: removes `<link rel="preconnect">` to the page's own site. next/font writes one
 * (`href="/"`) on a page it preloads no font for (the not-found page: lib/export/font-preload.ts); the browser
 * is already connected to its own origin, and under a base path "/" is not even the site
 * (vercel/next.js#78662 proposes dropping it upstream).
 */
import type { PageStep } from './context';
import { findElements, relTokens, removeElements } from './html-elements';

/** The page without preconnect hints to a same-site address (a path, not another origin); every other byte unchanged. */
export function removeSelfPreconnects(html: string): string {
  const hints = findElements(html, ['link']).filter(
    (link) => relTokens(link).includes('preconnect') && /^\/(?!\/)/.test(link.attribs.href ?? ''),
  );
  return hints.length ? removeElements(html, hints) : html;
}

export const removeSelfPreconnectsFromExport: PageStep = () => ({ rewrite: removeSelfPreconnects });
