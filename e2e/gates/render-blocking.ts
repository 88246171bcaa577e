/**
 * Requests that hold up a page's first paint, read from its HTML: stylesheets the page links
 * (unless `media` rules them out of the first paint, as `print` does) and scripts fetched with
 * neither `async`, `defer` nor `type="module"` (`nomodule` scripts and anything inside an inert
 * `<template>` are never fetched by a modern browser). Deterministic, unlike Lighthouse's own audit, which
 * only lists what a simulated network would have spent 50 ms or more on.
 */
import { findElements } from '../../lib/export/html-elements';

const nonBlockingMedia = /^\s*(print|not all|none)\s*$/i;
const scriptTypes = new Set(['', 'text/javascript', 'application/javascript']);

/** The address of every render-blocking request in the page, in document order. */
export function renderBlockingRequests(html: string): string[] {
  const templates = findElements(html, ['template']);
  const inert = (at: number) => templates.some((template) => template.start < at && at < template.end);
  return findElements(html, ['link', 'script']).flatMap((element) => {
    if (inert(element.start)) return [];
    const { attribs } = element;
    if (element.name === 'link') {
      const rel = (attribs.rel ?? '').toLowerCase().split(/\s+/);
      const blocking = rel.includes('stylesheet') && !rel.includes('alternate') && !('disabled' in attribs) && !nonBlockingMedia.test(attribs.media ?? '');
      return blocking ? [attribs.href ?? ''] : [];
    }
    const classic = scriptTypes.has((attribs.type ?? '').trim().toLowerCase());
    const blocking = attribs.src !== undefined && classic && !('async' in attribs) && !('defer' in attribs) && !('nomodule' in attribs);
    return blocking ? [attribs.src] : [];
  });
}
