import { describe, expect, it } from 'vitest';
import { measureHeadline } from './headline-bytes';

const expectLink = '<link rel="expect" href="#first-screen-end" blocking="render">';
const page = (head: string, body: string) => `<!doctype html><html><head><title>t</title>${head}</head><body>${body}</body></html>`;
const hero = '<header><h1>Headline</h1><p>Lede</p><div id="first-screen-end" hidden></div></header><p>More</p>';

describe('measureHeadline', () => {
  it('measures to the end of the <h1> and to the marker first paint waits for', () => {
    const html = page(expectLink, hero);
    const bytes = measureHeadline(html);
    expect(bytes.toFirstPaint).toBeGreaterThan(bytes.toHeadline);
    expect(bytes.page).toBeGreaterThanOrEqual(bytes.toFirstPaint);
    expect(bytes.blocking).toEqual([]);
  });

  it('names a stylesheet or a parser-blocking script before the headline', () => {
    const bytes = measureHeadline(page(`${expectLink}<link rel="stylesheet" href="/a.css"><script src="/b.js"></script><script src="/c.js" defer></script>`, hero));
    expect(bytes.blocking).toEqual(['/a.css', '/b.js']);
  });

  it('fails a page whose first paint waits for nothing, or for a marker it lacks, has twice, or puts before the headline', () => {
    expect(() => measureHeadline(page('', hero))).toThrow('the head has 0 <link rel="expect" blocking="render">');
    expect(() => measureHeadline(page('<link rel="expect" href="#first-screen-end">', hero))).toThrow('the head has 0');
    expect(() => measureHeadline(page(expectLink, '<h1>Headline</h1>'))).toThrow('which the page has 0 times');
    expect(() => measureHeadline(page(expectLink, `${hero}<div id="first-screen-end"></div>`))).toThrow('which the page has 2 times');
    expect(() => measureHeadline(page(expectLink, '<div id="first-screen-end" hidden></div><h1>Headline</h1>'))).toThrow('comes before the <h1>');
  });

  it('fails a page without a headline', () => {
    expect(() => measureHeadline(page(expectLink, '<p>No headline</p>'))).toThrow('the page has no <h1>');
  });
});
