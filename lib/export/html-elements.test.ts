import { describe, expect, it } from 'vitest';
import { findElements, insertAt, removeElements } from './html-elements';

describe('findElements', () => {
  const html = '<head><meta charSet="utf-8"/><script>a<b</script><link rel="preload" as="script" href="x.js"></head><p>t';

  it('gives exact source spans, attributes and raw script text', () => {
    const [meta, script, link] = findElements(html, ['meta', 'script', 'link']);
    expect(html.slice(meta.start, meta.end)).toBe('<meta charSet="utf-8"/>');
    expect(meta.attribs).toEqual({ charset: 'utf-8' });
    expect(html.slice(script.start, script.end)).toBe('<script>a<b</script>');
    expect(script.inner).toBe('a<b');
    expect(link.attribs).toMatchObject({ rel: 'preload', as: 'script' });
    expect(link.inner).toBe('');
  });

  it('reports where a start tag ends', () => {
    const [head] = findElements(html, ['head']);
    expect(html.slice(0, head.startTagEnd)).toBe('<head>');
  });
});

describe('removeElements and insertAt', () => {
  it('cut and insert without touching other bytes', () => {
    const html = '<p>a</p><script>x</script><p>b</p>';
    expect(removeElements(html, findElements(html, ['script']))).toBe('<p>a</p><p>b</p>');
    expect(insertAt(html, 8, '<hr>')).toBe('<p>a</p><hr><script>x</script><p>b</p>');
  });
});
