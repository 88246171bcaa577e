import { describe, expect, it } from 'vitest';
import { interactivePage } from './__fixtures__/pages';
import { deferHydration, wantsDeferredHydration } from './defer-hydration';
import { findElements } from './html-elements';
import { frameworkChunkUrl } from './next-output';

/** The framework chunk addresses a page loads as it starts (async scripts and script preloads), each once, in order. */
const chunksOf = (html: string) => [
  ...new Set(
    findElements(html, ['script', 'link'])
      .filter((element) => !('nomodule' in element.attribs) && (element.name === 'script' || element.attribs.as === 'script'))
      .map((element) => element.attribs.src ?? element.attribs.href ?? '')
      .filter((src) => frameworkChunkUrl.test(src)),
  ),
];

describe('deferHydration', () => {
  const deferred = deferHydration(interactivePage);
  const template = findElements(deferred, ['template'])[0];

  it('moves every framework chunk script and preload into one inert template at the end of <head>, in order, then the loader', () => {
    const chunks = chunksOf(interactivePage);
    expect(chunks.length).toBeGreaterThan(0);
    expect(template.inner).toBe(chunks.map((src) => `<script src="${src}" async=""></script>`).join(''));
    expect(deferred.slice(template.end)).toMatch(/^<script src="\/hydrate\.js" defer=""><\/script><\/head>/);
    expect(chunksOf(deferred.slice(0, template.start) + deferred.slice(template.end))).toEqual([]);
  });

  it('keeps the inline payload, our own scripts, styles, any font preload and the nomodule polyfill', () => {
    // Fonts are not preloaded today (app/fonts.ts), but a page that preloads one keeps it.
    const kept = ['self.__next_f.push(', '<script src="/enhance.js" defer=""></script>', 'rel="stylesheet"', 'as="font"', 'noModule=""'].filter((text) => interactivePage.includes(text));
    expect(kept.length).toBeGreaterThanOrEqual(4);
    for (const text of kept) expect(deferred).toContain(text);
  });

  it('handles a base path', () => {
    const withBase = deferHydration(interactivePage.replaceAll('"/_next/', '"/site/_next/'));
    expect(withBase).toMatch(/<template data-hydrate=""><script src="\/site\/_next\/static\/chunks\/[^"]+\.js" async=""><\/script>/);
    expect(withBase).toContain('<script src="/site/hydrate.js" defer=""></script>');
  });

  it('refuses a page with no framework chunk (the route would never hydrate)', () => {
    expect(() => deferHydration('<html><head></head><body></body></html>')).toThrow(/no framework chunk/);
  });
});

describe('wantsDeferredHydration', () => {
  it('is true for a page whose form marks itself as working before React takes over', () => {
    expect(wantsDeferredHydration(interactivePage)).toBe(true);
    expect(wantsDeferredHydration('<form method="post"></form>')).toBe(false);
  });
});
