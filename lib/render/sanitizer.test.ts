/** A hostile post (lib/render/__fixtures__/hostile-posts) renders with every trick gone and every harmless sentence kept. */
import { describe, expect, it } from 'vitest';
import { findElements } from '../../scripts/postbuild/html-elements';
import { markdownToHtml } from './markdown';
import { loadPosts } from './posts';

const [post] = loadPosts('lib/render/__fixtures__/hostile-posts');
const { html } = markdownToHtml(post.body, post.summary.file);
/** Every element of the rendered body, as a browser's parser sees it. */
const elements = findElements(html, [...new Set([...html.matchAll(/<([a-zA-Z][\w:-]*)/g)].map((match) => match[1].toLowerCase()))]);

describe('a hostile post', () => {
  it('loads like any other post', () => {
    expect(post.summary.slug).toBe('hostile-post');
  });

  it('keeps no element that can run script, load a page or restyle the site', () => {
    // What is left: text markup, links, images, the disclosure widget, an empty table and GFM's disabled task-list checkbox.
    const allowed = new Set(['a', 'b', 'details', 'div', 'h2', 'img', 'input', 'p', 'summary', 'table']);
    expect([...new Set(elements.map((element) => element.name))].filter((name) => !allowed.has(name))).toEqual([]);
    for (const input of elements.filter((element) => element.name === 'input')) expect(input.attribs).toEqual({ disabled: '', type: 'checkbox' });
  });

  it('keeps no event handler, style or clobbering name attribute', () => {
    for (const element of elements) {
      const names = Object.keys(element.attribs);
      expect(names.filter((name) => name.startsWith('on')), element.name).toEqual([]);
      expect(names, element.name).not.toContain('style');
      expect(names, element.name).not.toContain('srcdoc');
      expect(names, element.name).not.toContain('formaction');
      expect(names, element.name).not.toContain('name');
    }
    expect(html.replace(/title="[^"]*"/g, '')).not.toMatch(/\son[a-z]+\s*=/i);
  });

  it('keeps only http(s), mailto and site-relative addresses', () => {
    const urls = elements.flatMap((element) => [element.attribs.href, element.attribs.src, element.attribs['xlink:href']].filter((url): url is string => url !== undefined));
    expect(urls.length).toBeGreaterThan(0);
    for (const url of urls) expect(url).toMatch(/^(https?:\/\/|mailto:|\/(?!\/)|#)/);
    expect(html.toLowerCase()).not.toMatch(/javascript:|vbscript:|data:/);
  });

  it('leaves no trace of the payloads but inert tooltip text', () => {
    for (const payload of ['evil.example', 'display: none', 'position:fixed', '<script', '<style', '<iframe', 'refresh']) {
      expect(html, payload).not.toContain(payload);
    }
    // The <noscript> breakout survives only as the text of a title attribute, which never becomes markup.
    const carriers = elements.flatMap((element) => Object.entries(element.attribs).filter(([, value]) => /alert\(|steal\(/.test(value)).map(([name]) => name));
    expect(carriers.every((name) => name === 'title')).toBe(true);
    expect(html.replace(/title="[^"]*"/g, '')).not.toMatch(/alert\(|steal\(/);
  });

  it('keeps every harmless sentence', () => {
    const kept = [
      'Opening paragraph stays.',
      'Bold text stays',
      'a plain link stays',
      'Hover text stays',
      'Summary stays',
      'Details text stays',
      'javascript link text stays',
      'Raw javascript link text stays',
      'Mixed case link text stays',
      'Entity link text stays',
      'VBScript link text stays',
      'Data link text stays',
      'Object fallback stays',
      'Button text stays',
      'Styled text stays',
      'SVG text stays',
      'SVG link text stays',
      'Math text stays',
      'Closing paragraph stays.',
    ];
    for (const text of kept) expect(html, text).toContain(text);
    for (const alt of ['Image alt stays', 'Clobber alt stays']) expect(html).toContain(`alt="${alt}"`);
  });

  it('is still a well-formed body: the heading outline and the safe link survive', () => {
    expect(findElements(html, ['h2'])).toHaveLength(6);
    expect(html).toContain('<a href="https://example.com/ok" target="_blank" rel="noopener noreferrer">a plain link stays</a>');
    expect(html).toContain('<div id="note">Styled text stays</div>');
    expect(findElements(html, ['img']).map((img) => img.attribs.src)).toContain('/diagrams/ai-search-answer-pipeline.svg');
  });
});
