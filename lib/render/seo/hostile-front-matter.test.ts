/** One hostile front matter fed to every writer of text built from posts: each carries it as text in its format. */
import matter from 'gray-matter';
import { Parser } from 'htmlparser2';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { remark } from 'remark';
import { describe, expect, it } from 'vitest';
import { OgCard } from '@/components/seo/OgCard';
import { findElements } from '@/scripts/postbuild/html-elements';
import { validateFrontMatter } from '../post-schema';
import { buildFeed, xmlEscape, xmlText } from './feed';
import { buildLlmsTxt, markdownText } from './llms';
import { postMetadata, type SeoPost } from './metadata';
import { ogSafeText } from './og';
import { blogPostingNode, jsonLdText } from './structured-data';

const hostileFile = `---
title: "Evil](https://evil.example) [x </script><script>alert('t')</script> ]]> \\"quoted\\" 'single' & line\\nbreak\\u2028sep\\u0001end"
excerpt: "[click](javascript:alert(1)) <img src=x onerror=alert(1)> ]]><![CDATA[ \\"q\\" \\n next\\u2029para"
category: "News](https://evil.example) </script> ]]>"
date: 2025-02-01
---
Body.
`;

const parsed = matter(hostileFile, {});
const checked = validateFrontMatter(parsed.data, 'content/posts/evil.md', parsed.matter);
if (!checked.ok) throw new Error(checked.errors.join('\n'));
const post: SeoPost = { slug: 'evil', ...checked.value, categorySlug: 'news', modified: checked.value.date, wordCount: 1, readMinutes: 1 };
const postUrl = 'https://www.mercercontent.co.uk/blog/evil';

/** Text nodes and elements of an XML or HTML string, as a parser sees them. */
function parse(text: string, xmlMode: boolean) {
  const elements: Array<{ name: string; attribs: Record<string, string>; text: string }> = [];
  const open: typeof elements = [];
  const parser = new Parser(
    {
      onopentag(name, attribs) {
        const element = { name, attribs, text: '' };
        elements.push(element);
        open.push(element);
      },
      ontext(data) {
        for (const element of open) element.text += data;
      },
      oncdatastart() {},
      onclosetag() {
        open.pop();
      },
    },
    { xmlMode, recognizeCDATA: true, decodeEntities: true },
  );
  parser.end(text);
  return elements;
}

describe('hostile front matter', () => {
  it('is front matter a post may carry (it passes the schema)', () => {
    expect(post.title).toContain('</script>');
    expect(post.title).toContain('\u2028');
    expect(post.excerpt).toContain(']]>');
  });

  it('llms.txt: one link per post, to the post, with the title as its text', () => {
    const text = buildLlmsTxt([], [post]);
    const line = text.split('\n').find((l) => l.includes(postUrl))!;
    expect(text.split('\n').filter((l) => l.startsWith('- '))).toHaveLength(6); // the post, its topic, its twin, the full text, the feed and the sitemap
    const tree = remark().parse(line);
    const links: string[] = [];
    const kinds = new Set<string>();
    const walk = (node: { type: string; url?: string; children?: unknown[] }) => {
      kinds.add(node.type);
      if (node.type === 'link') links.push(node.url!);
      for (const child of (node.children ?? []) as Array<typeof node>) walk(child);
    };
    walk(tree);
    expect(links).toEqual([postUrl]);
    expect(kinds).not.toContain('html');
    expect(kinds).not.toContain('image');
    expect(line).toContain(`[${markdownText(post.title)}](${postUrl})`);
  });

  it('feed: one item whose title, description and category are the text given', () => {
    const xml = buildFeed([post]);
    expect(xml).not.toMatch(/[\u0000-\u0008\u000B\u000C\u000E-\u001F]/);
    const items = parse(xml, true).filter((element) => element.name === 'item');
    expect(items).toHaveLength(1);
    const field = (name: string) => parse(xml, true).filter((element) => element.name === name).at(-1)!.text;
    expect(field('title')).toBe(xmlText(post.title));
    expect(field('category')).toBe(xmlText(post.category));
    // The description is HTML to a feed reader: the escaped excerpt, which parses to text and no element.
    expect(field('description')).toBe(xmlEscape(post.excerpt));
    expect(findElements(field('description'), ['img', 'script', 'a'])).toEqual([]);
  });

  it('JSON-LD: cannot end its script element or break a line, and reads back as written', () => {
    const text = jsonLdText(blogPostingNode(post));
    expect(text).not.toMatch(/[<\u2028\u2029]/);
    const scripts = findElements(`<script type="application/ld+json">${text}</script><p>after</p>`, ['script', 'p']);
    expect(scripts.map((element) => element.name)).toEqual(['script', 'p']);
    expect(scripts[0].inner).toBe(text);
    expect(JSON.parse(text)).toMatchObject({ headline: post.title, description: post.excerpt, articleSection: post.category });
  });

  it('meta tags: each value stays inside its attribute', () => {
    const meta = postMetadata(post);
    const og = meta.openGraph as { title: string; description: string; images: Array<{ alt: string }> };
    const twitter = meta.twitter as { title: string; description: string };
    const values = { description: String(meta.description), 'og:title': og.title, 'og:description': og.description, 'og:image:alt': og.images[0].alt, 'twitter:title': twitter.title, 'twitter:description': twitter.description };
    const html = renderToStaticMarkup(
      createElement('head', null, createElement('title', null, String((meta.title as { absolute: string }).absolute)), ...Object.entries(values).map(([name, content]) => createElement('meta', { key: name, name, content }))),
    );
    const elements = parse(html, false);
    expect(elements.map((element) => element.name)).toEqual(['head', 'title', ...Object.keys(values).map(() => 'meta')]);
    expect(elements[1].text).toBe((meta.title as { absolute: string }).absolute);
    for (const element of elements.slice(2)) expect(element.attribs.content).toBe(values[element.attribs.name as keyof typeof values]);
  });

  it('share image: the title is drawn as plain text on one line of markup', () => {
    const html = renderToStaticMarkup(OgCard({ label: post.category, title: post.title }));
    expect(findElements(html, ['script', 'img', 'a'])).toEqual([]);
    expect(parse(html, false).some((element) => element.text.includes(ogSafeText(post.title)))).toBe(true);
    expect(ogSafeText(post.title)).not.toMatch(/[\n\u2028\u0001]/);
  });
});
