/**
 * The file `npm run new-post` writes: front matter that passes the checks (today's date, `draft: true`) and a
 * short body that shows the post's shape. The title becomes the slug: "LinkedIn for Founders" ->
 * content/posts/linkedin-for-founders.md.
 */
import matter from 'gray-matter';
import { parse, stringify } from 'yaml';
import { slugify } from '../../lib/render/post-schema';

export interface PostTemplateOptions {
  /** YYYY-MM-DD. */
  date: string;
  category: string;
}

/** Today's calendar date where the owner is, as YYYY-MM-DD. */
export function today(now = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export function postTemplate(title: string, { date, category }: PostTemplateOptions): { slug: string; text: string } {
  const slug = slugify(title);
  if (!title.trim() || !slug) throw new Error('Give the post a title with at least one letter or digit, e.g. npm run new-post -- "LinkedIn for Founders"');
  const body = `
Open with the answer in a paragraph or two: this is what readers (and AI assistants) quote.

## A section heading

Sections start at two hashes; the title above is the page's only top-level heading.
`;
  const excerpt = `${title.trim()}: one or two sentences for the card, search results and share previews.`;
  // YAML 1.1, as the posts are read (a title such as "2026-01-01" or "yes" stays a string), one line per field.
  const yaml = { parse, stringify: (data: object) => stringify(data, { version: '1.1', lineWidth: 0 }) };
  const text = matter.stringify(body, { title: title.trim(), excerpt, category, date, draft: true }, { engines: { yaml } });
  return { slug, text };
}
