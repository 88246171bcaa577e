/**
 * Post-export step for the routes that keep React whose page has a form marked `data-defer-hydration`
 * (the enquiry form): the page is complete server-rendered HTML and the form works without scripts
 * (lib/browser/hydrate.ts holds a submission until React has taken over), so the framework need not
 * run, or even download, while the page loads: its chunk <script>s and script preloads move
 * into an inert `<template data-hydrate>` at the end of <head>, and /hydrate.js
 * (lib/browser/hydrate.ts, added here) runs them on the visitor's first interaction, or at once when the form has
 * values to restore. The inline RSC payload stays (it only fills an array the runtime reads when it
 * starts), and so does the `nomodule` polyfill.
 */
import type { PageStep } from './context';
import { findElements, insertAt, relTokens, removeElements, type ElementSpan } from './html-elements';
import { frameworkChunkUrl } from './next-output';

/** A framework chunk the page would run as it loads: an async chunk script or a script preload. */
function loadsFrameworkChunk(element: ElementSpan): boolean {
  const { name, attribs } = element;
  if (name === 'script') return attribs.src !== undefined && !('nomodule' in attribs) && frameworkChunkUrl.test(attribs.src);
  return relTokens(element).includes('preload') && attribs.as === 'script' && frameworkChunkUrl.test(attribs.href ?? '');
}

const escapeAttribute = (value: string) => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;');

/**
 * The page with its framework chunks as scripts in a template at the end of <head> (each address once,
 * in order), followed by the loader, served beside the framework's folder (so under any base path).
 */
export function deferHydration(html: string): string {
  const chunks = findElements(html, ['script', 'link']).filter(loadsFrameworkChunk);
  if (chunks.length === 0) throw new Error('defer-hydration: the page loads no framework chunk; is the route still interactive?');
  const sources = [...new Set(chunks.map(({ attribs }) => attribs.src ?? attribs.href))];
  const scripts = sources.map((src) => `<script src="${escapeAttribute(src)}" async=""></script>`).join('');
  const loader = `${sources[0].slice(0, sources[0].indexOf('_next/'))}hydrate.js`;
  const page = removeElements(html, chunks);
  const headEnd = page.indexOf('</head>');
  if (headEnd < 0) throw new Error('defer-hydration: page has no </head>');
  return insertAt(page, headEnd, `<template data-hydrate="">${scripts}</template><script src="${escapeAttribute(loader)}" defer=""></script>`);
}

/** True when the page has a form that marks itself as working before React takes over. */
export const wantsDeferredHydration = (html: string) => findElements(html, ['form']).some((form) => 'data-defer-hydration' in form.attribs);

/**
 * Defers hydration on every interactive route whose page asks for it. Other interactive routes
 * keep Next's scripts as written, so their components work as soon as the page has loaded.
 */
export const deferHydrationInExport: PageStep = ({ interactiveRoutes }) => ({
  rewrite: (html, page) => (interactiveRoutes.includes(page.route) && wantsDeferredHydration(html) ? deferHydration(html) : html),
});
