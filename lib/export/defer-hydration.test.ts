import { describe, expect, it } from 'vitest';
import { nextPage } from './__fixtures__/next-page';
import { deferHydration } from './defer-hydration';

describe('deferHydration', () => {
  const deferred = deferHydration(nextPage);
  const script = (file: string) => `<script src="/_next/static/chunks/${file}" async=""></script>`;

  it('moves every framework chunk script and preload into one inert template at the end of <head>, in order, then the loader', () => {
    expect(deferred).not.toContain('rel="preload" as="script"');
    expect(deferred).toContain(
      '<script src="/_next/static/chunks/0cz1d0mv5g_q7.js" noModule=""></script>' +
        `<template data-hydrate="">${script('2ib-ra81prjpe.js')}${script('3ik41dfief61k.js')}${script('turbopack-2u1d16houkiyo.js')}</template>` +
        '<script src="/hydrate.js" defer=""></script></head>',
    );
    expect(deferred.match(/2ib-ra81prjpe\.js/g)).toHaveLength(1);
  });

  it('keeps the inline payload, our own scripts, styles and fonts', () => {
    for (const kept of [
      '<script id="_R_">',
      '<script>self.__next_f.push(',
      '<script src="/enhance.js" defer=""></script>',
      'rel="stylesheet"',
      'as="font"',
      'noModule=""',
    ]) {
      expect(deferred).toContain(kept);
    }
  });

  it('handles a base path', () => {
    const withBase = deferHydration(nextPage.replaceAll('"/_next/', '"/site/_next/'));
    expect(withBase).toContain('<template data-hydrate=""><script src="/site/_next/static/chunks/2ib-ra81prjpe.js" async=""></script>');
    expect(withBase).toContain('<script src="/site/hydrate.js" defer=""></script>');
    expect(withBase.match(/\/site\/_next\/static\/chunks\/[^"]+\.js" async/g)).toHaveLength(3);
  });

  it('refuses a page with no framework chunk (the route would never hydrate)', () => {
    expect(() => deferHydration('<html><head></head><body></body></html>')).toThrow(/no framework chunk/);
  });
});
