/**
 * Post-build step: every exported page preloads the web fonts the home page preloads. Next writes
 * the root layout's font preloads into every page but its 404 page, which then paints in the
 * fallback font and shifts when Inter arrives (Lighthouse: layout shift "Web font loaded").
 * Tags are copied byte for byte; nothing else in a page changes.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Parser } from 'htmlparser2';

interface Tag {
  name: string;
  attribs: Record<string, string>;
  start: number;
  end: number;
}

function startTags(html: string): Tag[] {
  const tags: Tag[] = [];
  const parser: Parser = new Parser({
    onopentag(name, attribs) {
      tags.push({ name, attribs, start: parser.startIndex, end: parser.endIndex + 1 });
    },
  });
  parser.end(html);
  return tags;
}

const isFontPreload = (tag: Tag) =>
  tag.name === 'link' && (tag.attribs.rel ?? '').toLowerCase().split(/\s+/).includes('preload') && tag.attribs.as === 'font';

/** The font preload tags of a page, as written, by address. */
export function fontPreloads(html: string): Map<string, string> {
  return new Map(startTags(html).filter(isFontPreload).map((tag) => [tag.attribs.href, html.slice(tag.start, tag.end)]));
}

/**
 * The page with every preload in `preloads` it lacks, placed before its first stylesheet (or at
 * the end of <head>), so the font request starts as early as the home page's does.
 */
export function addFontPreloads(html: string, preloads: Map<string, string>): string {
  const have = fontPreloads(html);
  const missing = [...preloads].filter(([href]) => !have.has(href)).map(([, tag]) => tag);
  if (!missing.length) return html;
  const tags = startTags(html);
  const stylesheet = tags.find((tag) => tag.name === 'link' && (tag.attribs.rel ?? '').toLowerCase() === 'stylesheet');
  const at = stylesheet?.start ?? html.indexOf('</head>');
  if (at < 0) throw new Error('font-preload: page has neither a stylesheet nor </head>');
  return html.slice(0, at) + missing.join('') + html.slice(at);
}

/** Adds the home page's font preloads to every exported page that lacks them. */
export function preloadFontsInExport(outDir: string): void {
  const preloads = fontPreloads(readFileSync(join(outDir, 'index.html'), 'utf8'));
  if (!preloads.size) return;
  const pages = readdirSync(outDir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.html'));
  for (const page of pages) {
    const file = join(outDir, page);
    const html = readFileSync(file, 'utf8');
    const updated = addFontPreloads(html, preloads);
    if (updated !== html) writeFileSync(file, updated);
  }
}
