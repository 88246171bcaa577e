import { describe, expect, it } from 'vitest';
import { scriptsPage } from './__fixtures__/scripts-page';
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

it('removeElements and insertAt cut and insert without touching other bytes', () => {
  const html = '<p>a</p><script>x</script><p>b</p>';
  expect(removeElements(html, findElements(html, ['script']))).toBe('<p>a</p><p>b</p>');
  expect(insertAt(html, 8, '<hr>')).toBe('<p>a</p><hr><script>x</script><p>b</p>');
});

describe('findElements on a page a step has changed', () => {
  const page = scriptsPage;
  const names = (html: string) => [...new Set([...html.matchAll(/<([a-zA-Z][a-zA-Z0-9-]*)/g)].map((match) => match[1].toLowerCase()))];
  /** Every element of `html`, parsed from scratch (after an unrelated page, so nothing is reused). */
  const parsedAlone = (html: string) => {
    findElements('<p>unrelated</p>', []);
    return findElements(html, names(html));
  };
  /** Every element of `after`, found right after `before` was parsed (as the next step finds them). */
  const parsedAfter = (before: string, after: string) => {
    findElements(before, []);
    return findElements(after, names(after));
  };

  it('finds what a full parse finds after cuts, insertions and replacements', () => {
    const scripts = findElements(page, ['script']);
    const head = findElements(page, ['head'])[0];
    const edits = [
      removeElements(page, scripts.slice(0, 3)),
      removeElements(page, scripts.filter((script) => script.attribs.src === undefined)),
      insertAt(page, head.startTagEnd, `<meta http-equiv="Content-Security-Policy" content="default-src 'self'"/>`),
      insertAt(page, page.indexOf('</head>'), '<template><script src="/a.js" async=""></script></template><script src="/c.js" defer=""></script>'),
      insertAt(page, page.indexOf('</body>'), '<style>p{color:red}</style>'),
      page.replace(/<link rel="stylesheet"[^>]*>/, '<style>b{font-weight:700}</style>'),
      page.replace('<body', '<body data-x="1"'),
      insertAt(page, page.indexOf('</body>'), '<div>'),
    ];
    for (const edited of edits) {
      expect(edited).not.toBe(page);
      expect(parsedAfter(page, edited)).toEqual(parsedAlone(edited));
    }
  });
});
