/**
 * The file `npm run new-post` writes: front matter that passes the checks (today's date, `draft: true`) and a
 * short body that shows the post's shape. The title becomes the slug: "LinkedIn for Founders" ->
 * content/posts/linkedin-for-founders.md.
 */
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

/** A YAML double-quoted string: safe for colons, quotes and backslashes in a title. */
const yamlString = (text: string) => JSON.stringify(text);

export function postTemplate(title: string, { date, category }: PostTemplateOptions): { slug: string; text: string } {
  const slug = slugify(title);
  if (!title.trim() || !slug) throw new Error('Give the post a title with at least one letter or digit, e.g. npm run new-post -- "LinkedIn for Founders"');
  const text = `---
title: ${yamlString(title.trim())}
excerpt: ${yamlString(`${title.trim()}: one or two sentences for the card, search results and share previews.`)}
category: ${yamlString(category)}
date: ${date}
draft: true
---

Open with the answer in a paragraph or two: this is what readers (and AI assistants) quote.

## A section heading

Sections start at two hashes; the title above is the page's only top-level heading.
`;
  return { slug, text };
}
