import { describe, expect, it } from 'vitest';
import { addFontPreloads, fontFaceUrls, fontPreloadTag } from './font-preload';

const css = `@font-face{font-family:Inter;src:url(../media/inter.p.woff2) format("woff2");font-display:swap}
@font-face{font-family:Fraunces;src:url("/site/_next/static/media/fraunces.p.woff2") format("woff2")}
@font-face{font-family:Inter Fallback;src:local("Arial");size-adjust:107%}
.a{background:url(/x.woff2)}`;

it('fontFaceUrls lists each @font-face woff2 address once, relative ones resolved against the sheet, and nothing else', () => {
  expect(fontFaceUrls(css, '/site/_next/static/css/app.css')).toEqual(['/site/_next/static/media/inter.p.woff2', '/site/_next/static/media/fraunces.p.woff2']);
});

describe('addFontPreloads', () => {
  const page = '<html><head><title>x</title><link rel="stylesheet" href="/a.css"/><link rel="stylesheet" href="/b.css"/></head><body></body></html>';
  const fonts = (href: string) => (href === '/a.css' ? ['/m/inter.woff2', '/m/fraunces.woff2'] : ['/m/inter.woff2']);

  it('puts one preload per face, marked as the site own, before the first stylesheet', () => {
    const tags = fontPreloadTag('/m/inter.woff2') + fontPreloadTag('/m/fraunces.woff2');
    expect(addFontPreloads(page, fonts)).toBe(page.replace('<link rel="stylesheet" href="/a.css"/>', `${tags}<link rel="stylesheet" href="/a.css"/>`));
    expect(tags).toContain('data-own=""');
  });

  it('leaves a page without stylesheets or faces unchanged', () => {
    expect(addFontPreloads('<html><head></head></html>', fonts)).toBe('<html><head></head></html>');
    expect(addFontPreloads(page, () => [])).toBe(page);
  });
});
