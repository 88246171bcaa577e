import { describe, expect, it } from 'vitest';
import { blog } from '@/lib/content/blog';
import { markdownToHtml } from './markdown';

const post = [
  'Answer first.[^geo] Then the evidence,[^google] and the first source again.[^geo]',
  '',
  '## Sources',
  '',
  'A section the author called Sources too.',
  '',
  '[^geo]: Aggarwal et al., [GEO: Generative Engine Optimization](https://arxiv.org/abs/2311.09735), KDD 2024.',
  '[^google]: Google Search Central, [AI features and your website](https://developers.google.com/search/docs/appearance/ai-features). See also [the contact page](/contact).',
].join('\n');

describe('footnotes as the Sources list, through the sanitizer', () => {
  const { html, toc } = markdownToHtml(post, 'content/posts/cited.md');

  it('numbers citations in order of first use, each linking to its source with a unique id', () => {
    expect(html).toContain(
      `<sup><a href="#source--1" id="cite--1" aria-label="${blog.sources.reference(1)}" data-footnote-ref="">1</a></sup>`,
    );
    expect(html).toContain(`<sup><a href="#source--2" id="cite--2" aria-label="${blog.sources.reference(2)}" data-footnote-ref="">2</a></sup>`);
    expect(html).toContain('<a href="#source--1" id="cite--1-2"');
  });

  it('lists the sources under a Sources heading, each linking back to every citation of it', () => {
    const section = html.slice(html.indexOf('<section data-footnotes="" class="footnotes"'));
    expect(section).toMatch(new RegExp(`^<section data-footnotes="" class="footnotes" aria-label="${blog.sources.heading}">\\n<h2 id="sources-1">${blog.sources.heading}</h2>\\n<ol>\\n<li id="source--1">`));
    // Cited twice: one back-link per citation, the first in words, the second its number, each with its own accessible name.
    expect(section).toContain(
      `<a href="#cite--1" aria-label="${blog.sources.back(1)}" data-footnote-backref="">${blog.sources.backShort}</a> <a href="#cite--1-2" aria-label="${blog.sources.back(1)}, ${blog.sources.again(2)}" data-footnote-backref="">2</a>`,
    );
    expect(section).not.toContain('↩');
    // On a line of their own under the source, whatever room its last line leaves.
    expect(section).toMatch(new RegExp(`<br />\\n<a href="#cite--1" aria-label="${blog.sources.back(1)}"`));
    expect(section).toContain('<li id="source--2">');
    expect(section).toContain(`<a href="#cite--2" aria-label="${blog.sources.back(2)}" data-footnote-backref="">${blog.sources.backShort}</a>`);
  });

  it('opens external sources safely and keeps site links on the site', () => {
    expect(html).toContain('<a href="https://arxiv.org/abs/2311.09735" target="_blank" rel="noopener noreferrer">GEO: Generative Engine Optimization</a>');
    expect(html).toContain('<a href="/contact">the contact page</a>');
  });

  it('gives the Sources heading a TOC entry and an id no other heading has', () => {
    expect(toc.map((entry) => entry.id)).toEqual(['sources', 'sources-1']);
    const ids = [...html.matchAll(/\sid="([^"]+)"/g)].map((match) => match[1]);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('never lets a raw-HTML link keep an opener', () => {
    const { html: raw } = markdownToHtml('<a href="https://evil.example" target="_top" rel="opener">x</a>\n');
    expect(raw).toContain('<a href="https://evil.example" target="_blank" rel="noopener noreferrer">x</a>');
    expect(raw).not.toContain('opener"');
  });

  it('stops the build naming the file for a citation without a source and a source never cited', () => {
    expect(() => markdownToHtml('Claim.[^missing]\n', 'content/posts/x.md')).toThrow(
      'content/posts/x.md:1: [^missing] cites a source with no "[^missing]: ..." line',
    );
    expect(() => markdownToHtml('Claim.\n\n[^spare]: Unused.\n', 'content/posts/x.md')).toThrow('content/posts/x.md:3: source [^spare] is never cited');
  });
});
