import { describe, expect, it } from 'vitest';
import { markdownToHtml } from './markdown';
import { MAX_HEADINGS, MAX_NESTING } from './post-limits';
import { thrown } from '../../tests/support/thrown';

describe('markdown bodies', () => {
  it('gives ##, ### and #### headings anchor ids and lists ## and ### in the TOC, in order', () => {
    const { html, toc } = markdownToHtml(
      ['## Why it matters', '### The *first* step', '#### A detail', '##### Too deep', '## Why it matters', '### `code` and [links](/x)'].join('\n\n'),
    );
    expect(html).toContain('<h2 id="why-it-matters">Why it matters</h2>');
    expect(html).toContain('<h3 id="the-first-step">The <em>first</em> step</h3>');
    expect(html).toContain('<h4 id="a-detail">A detail</h4>');
    expect(html).toContain('<h5>Too deep</h5>');
    expect(html).toContain('<h2 id="why-it-matters-1">Why it matters</h2>');
    expect(toc).toEqual([
      { id: 'why-it-matters', text: 'Why it matters', level: 2 },
      { id: 'the-first-step', text: 'The first step', level: 3 },
      { id: 'why-it-matters-1', text: 'Why it matters', level: 2 },
      { id: 'code-and-links', text: 'code and links', level: 3 },
    ]);
  });

  it('keeps paragraphs as paragraphs and "- " blocks as bullet lists', () => {
    const { html } = markdownToHtml('First paragraph.\n\nSecond paragraph.\n\n- one\n- two\n');
    expect(html).toBe('<p>First paragraph.</p>\n<p>Second paragraph.</p>\n<ul>\n<li>one</li>\n<li>two</li>\n</ul>\n');
  });

  // The site's own diagram (content/diagrams/, served from /diagrams/): an SVG keeps the size written on it.
  const diagram = '/diagrams/ai-search-answer-pipeline.svg';

  it('keeps an embedded figure with its image attributes and caption', () => {
    const { html } = markdownToHtml(`<figure>\n  <img src="${diagram}" alt="A diagram" width="800" height="600" loading="lazy" decoding="async">\n  <figcaption>The <em>caption</em></figcaption>\n</figure>\n`);
    expect(html).toContain('<figure>');
    expect(html).toContain(`<img src="${diagram}" alt="A diagram" width="800" height="600" loading="eager" decoding="async" />`);
    expect(html).toContain('<figcaption>The <em>caption</em></figcaption>');
  });

  it('loads the first image at once and every later one lazily', () => {
    const { html } = markdownToHtml(`![First](${diagram})\n\nText.\n\n![Second](${diagram})`);
    expect(html).toMatch(/alt="First" width="\d+" height="\d+" loading="eager" decoding="async"/);
    expect(html).toMatch(/alt="Second" width="\d+" height="\d+" loading="lazy" decoding="async"/);
  });

  it('keeps heading ids as written, not rewritten to user-content-', () => {
    const { html } = markdownToHtml('## Anchored\n\n<p id="custom">Raw</p>');
    expect(html).toContain('id="anchored"');
    expect(html).toContain('id="custom"');
    expect(html).not.toContain('user-content-');
  });

  it('turns a raw <h1> into plain text (the page has one h1) and refuses every "#" heading, naming the file and line', () => {
    expect(markdownToHtml('<h1>Big</h1>').html).not.toContain('<h1');
    const fix = 'is a level-1 heading; the post title is the page\'s only one, so start sections at "##"';
    expect(() => markdownToHtml('Intro\n\n# Big title', 'content/posts/x.md')).toThrow(`content/posts/x.md:3: "# Big title" ${fix}`);
    // Lines count from the top of the file when the body starts after the front matter (line 7 here).
    expect(() => markdownToHtml('Intro\n\n# One\n\n## Fine\n\n# Two', 'content/posts/x.md', 7)).toThrow(
      `content/posts/x.md:9: "# One" ${fix}\ncontent/posts/x.md:13: "# Two" ${fix}`,
    );
  });
});

describe('raw HTML ids', () => {
  it('keeps ids that clash with nothing, and the TOC still points at the headings', () => {
    const { html, toc } = markdownToHtml('## Setup\n\n<div id="note">Note</div>\n\n[see](#note)');
    expect(html).toContain('<h2 id="setup">Setup</h2>');
    expect(html).toContain('<div id="note">Note</div>');
    expect(toc).toEqual([{ id: 'setup', text: 'Setup', level: 2 }]);
  });

  it.each([
    ['<div id="main">x</div>', 'main'],
    ['<h2 id="post-title">x</h2>', 'post-title'],
    ['<p id="site-menu">x</p>', 'site-menu'],
    ['<section id="sidebar--share-article">x</section>', 'sidebar--share-article'],
  ])('refuses an id the page uses: %s', (markup, id) => {
    expect(() => markdownToHtml(markup, 'content/posts/x.md')).toThrow(`content/posts/x.md: the id "${id}" belongs to the page itself`);
  });

  it("refuses an id given twice, a heading's anchor included", () => {
    expect(() => markdownToHtml('<p id="setup">Raw</p>\n\n## Setup', 'content/posts/x.md')).toThrow('content/posts/x.md: the id "setup" is used twice');
    expect(() => markdownToHtml('<p id="a">1</p>\n\n<p id="a">2</p>', 'content/posts/x.md')).toThrow('the id "a" is used twice');
  });

  it('gives a heading called "Main" an id of its own', () => {
    expect(markdownToHtml('## Main').html).toBe('<h2 id="main-1">Main</h2>\n');
  });
});

// Slow inputs by design (seconds each on a busy machine): a generous timeout, never a timing check.
describe('pathological bodies fail naming the file, never with a stack overflow', { timeout: 180_000 }, () => {
  const failure = (markdown: string) => thrown(() => markdownToHtml(markdown, 'content/posts/deep.md'))?.message ?? 'rendered';

  it(`refuses HTML nested more than ${MAX_NESTING} deep (5,000 divs, on one line or many)`, () => {
    const expected = `content/posts/deep.md: HTML nested more than ${MAX_NESTING} elements deep (at a <div>); flatten it`;
    expect(failure(`${'<div>'.repeat(5000)}x${'</div>'.repeat(5000)}`)).toBe(expected);
    expect(failure(`${'<div>\n'.repeat(5000)}x\n${'</div>\n'.repeat(5000)}`)).toBe(expected);
    expect(failure(`${'<div>'.repeat(MAX_NESTING - 1)}x${'</div>'.repeat(MAX_NESTING - 1)}`)).toBe('rendered');
  });

  it(`refuses markdown nested more than ${MAX_NESTING} deep`, () => {
    expect(failure(`${'>'.repeat(5000)} quote`)).toBe(`content/posts/deep.md:1: markdown nested more than ${MAX_NESTING} levels deep; flatten it`);
    expect(failure(`${'*'.repeat(5000)}x${'*'.repeat(5000)}`)).toMatch(/^content\/posts\/deep\.md:1: markdown nested more than/);
  });

  it(`refuses more than ${MAX_HEADINGS} headings, naming the line`, () => {
    const body = Array.from({ length: 10_000 }, (_, i) => `## Heading ${i}`).join('\n\n');
    expect(failure(body)).toBe(`content/posts/deep.md:${2 * MAX_HEADINGS + 1}: more than ${MAX_HEADINGS} headings in one post; split it into several posts`);
    expect(markdownToHtml(Array.from({ length: MAX_HEADINGS }, (_, i) => `## Heading ${i}`).join('\n\n')).toc).toHaveLength(MAX_HEADINGS);
  });
});
