/**
 * Heading anchors and the Table of Contents for blog posts.
 *
 * An anchor id is the heading text lowercased, punctuation removed and spaces turned to hyphens (github-slugger, as
 * GitHub does it): "Why AI search matters (now)" -> "why-ai-search-matters-now". A repeated heading gets -1, -2, ...
 */
import GithubSlugger, { slug } from 'github-slugger';

/** A Table of Contents entry: one level-2 or level-3 heading of a post body. */
export interface TocEntry {
  id: string;
  text: string;
  level: 2 | 3;
}

/** Ids the post page already uses, so a heading called "Main" cannot steal the skip link's target. */
export const RESERVED_IDS: readonly string[] = ['main', 'site-menu', 'post-title', 'post-author'];

/**
 * Whether the post page itself uses `id`: one of RESERVED_IDS, or one with a double hyphen, which the page's
 * generated ids have (`sidebar--share-article`, `related--0`) and heading ids never do. A post's raw HTML may
 * not use these (lib/render/post-html.ts).
 */
export function isReservedId(id: string): boolean {
  return RESERVED_IDS.includes(id) || id.includes('--');
}

/** github-slugger's slug ("A - B" -> "a---b") with runs of hyphens made one, none at either end: never the `--` of
 * isReservedId's ids. Empty when nothing usable is left. */
export const singleHyphenSlug = (text: string) => slug(text).replace(/-{2,}/g, '-').replace(/^-|-$/g, '');

/** The anchor id for a heading's text (before de-duplication). Never empty: falls back to "section". */
export const headingId = (text: string): string => singleHyphenSlug(text) || 'section';

/** Hands out unique ids for one document: the second "FAQ" becomes "faq-1", the third "faq-2". */
export function createIdAllocator(reserved: readonly string[] = RESERVED_IDS): (text: string) => string {
  const slugger = new GithubSlugger();
  for (const id of reserved) slugger.slug(id);
  // headingId's output is already a slug, so the slugger only numbers it.
  return (text) => slugger.slug(headingId(text));
}

/** A level-2 entry with the level-3 entries under it (a level-3 before any level-2 stands alone). */
export interface TocSection extends TocEntry {
  children: TocEntry[];
}

/** Nests level-3 entries under the level-2 entry before them, for a nested list. */
export function nestToc(entries: readonly TocEntry[]): TocSection[] {
  const sections: TocSection[] = [];
  for (const entry of entries) {
    const parent = sections.at(-1);
    if (entry.level === 3 && parent?.level === 2) parent.children.push(entry);
    else sections.push({ ...entry, children: [] });
  }
  return sections;
}
