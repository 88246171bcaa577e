import { describe, expect, it } from 'vitest';
import { addFontPreloads, fontPreloads } from './font-preload';

const preload = '<link rel="preload" href="/_next/static/media/inter.woff2" as="font" crossorigin="" type="font/woff2"/>';
const home = `<!DOCTYPE html><html><head><meta charSet="utf-8"/>${preload}<link rel="stylesheet" href="/a.css"/><link rel="preload" as="script" href="/x.js"/></head><body></body></html>`;
const notFound = '<!DOCTYPE html><html><head><meta charSet="utf-8"/><link rel="stylesheet" href="/a.css"/><title>404</title></head><body></body></html>';

describe('fontPreloads', () => {
  it('finds font preloads as written, ignoring other preloads', () => {
    expect([...fontPreloads(home)]).toEqual([['/_next/static/media/inter.woff2', preload]]);
  });
});

describe('addFontPreloads', () => {
  it('adds a missing font preload before the first stylesheet and changes nothing else', () => {
    const updated = addFontPreloads(notFound, fontPreloads(home));
    expect(updated).toBe(notFound.replace('<link rel="stylesheet"', `${preload}<link rel="stylesheet"`));
  });

  it('leaves a page that already preloads the font untouched', () => {
    expect(addFontPreloads(home, fontPreloads(home))).toBe(home);
  });

  it('falls back to the end of <head> when there is no stylesheet', () => {
    const bare = '<html><head><title>x</title></head><body></body></html>';
    expect(addFontPreloads(bare, fontPreloads(home))).toBe(`<html><head><title>x</title>${preload}</head><body></body></html>`);
  });
});
