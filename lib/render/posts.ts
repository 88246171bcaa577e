/**
 * The blog's posts from content/posts/ (docs/architecture.md, "The blog, for developers"). Every problem found is
 * thrown in one PostError, a line each naming the file, the line, the field and the fix.
 */
import { readCollection, type CollectionEntry } from './markdown-file';
import { categoryProblem, categorySlug, topicsOf, type Topic } from './categories';
import { displayDate, laterUpdate } from './dates';
import type { TocEntry } from './headings';
import { markdownToHtml } from './markdown';
import { ImageProblem, readPostImage, type PostImage } from './post-images';
import { validateFrontMatter } from './post-schema';
import { countWords, readMinutes, readTimeLabel } from './read-time';
import { createRelatedIndex, type RelatedGroup } from './related';
import { isDev } from './dev-mode';

/** Where posts live, relative to the project root. */
export const POSTS_DIR = 'content/posts';

/** What a post list, card, feed entry or sitemap entry needs. */
export interface PostSummary {
  /** The file name without `.md`; the post lives at /blog/{slug}. */
  slug: string;
  title: string;
  excerpt: string;
  /** The answer in brief (at most 60 words), when the post has one: the "In short" block and its description. */
  summary?: string;
  category: string;
  /** The category's address part: its hub is /blog/category/{categorySlug}. */
  categorySlug: string;
  /** ISO calendar date, e.g. '2025-01-14' (use for <time datetime>, feeds and structured data). */
  date: string;
  /** The date as shown, e.g. 'January 14, 2025'. */
  displayDate: string;
  /** ISO date of the last real edit, only when later than `date`. */
  updated?: string;
  /** The last change: `updated` when there is one, else `date` (dateModified, sitemap lastmod). */
  modified: string;
  /** As shown, e.g. '8 min read'. */
  readTime: string;
  /** The same in whole minutes (e.g. for schema.org timeRequired). */
  readMinutes: number;
  wordCount: number;
  /** Only ever true under `next dev`; drafts are left out of builds. */
  draft: boolean;
  /** The source file relative to the project root, e.g. 'content/posts/hello-world.md'. */
  file: string;
}

/** A full post: the summary plus its sanitized HTML body and Table of Contents. */
export interface Post extends PostSummary {
  html: string;
  toc: TocEntry[];
}

export type RelatedPosts = RelatedGroup<PostSummary>[];

export class PostError extends Error {
  override name = 'PostError';
}

/** A checked post file: its summary and its markdown body. */
export interface PostSource {
  summary: PostSummary;
  body: string;
  /** The body's first line in the file (after the front matter), for messages that name a line. */
  firstLine: number;
}

interface Library {
  posts: PostSummary[];
  sources: Map<string, PostSource>;
  rendered: Map<string, Post>;
  relatedTo: (slug: string) => RelatedPosts;
}

/** Every post in `dir` that passed its checks, and one line for each problem found (file:line: problem and fix). */
function readPosts(dir: string, includeDrafts: boolean): { sources: PostSource[]; errors: string[] } {
  const categories = new Map<string, { name: string; file: string }>();
  const { items: sources, errors } = readCollection(dir, (read): CollectionEntry<PostSource> => {
    const { file, slug } = read;
    const checked = validateFrontMatter(read.data, file, read.matter);
    if (!checked.ok) return { ok: false, errors: checked.errors };
    const { title, excerpt, summary, category, date, readTime, draft } = checked.value;
    if (draft && !includeDrafts) return { ok: 'skip' };
    const topic = categorySlug(category);
    const problem = categoryProblem(category, file, categories.get(topic));
    if (problem) return { ok: false, errors: [problem] };
    categories.set(topic, { name: category, file });
    const updated = laterUpdate(date, checked.value.updated);
    const wordCount = countWords(read.body);
    const minutes = readTime ?? readMinutes(wordCount);
    return {
      ok: true,
      value: {
        summary: {
          slug,
          title,
          excerpt,
          ...(summary === undefined ? {} : { summary }),
          category,
          categorySlug: topic,
          date,
          displayDate: displayDate(date),
          ...(updated === undefined ? {} : { updated }),
          modified: updated ?? date,
          readTime: readTimeLabel(minutes),
          readMinutes: minutes,
          wordCount,
          draft,
          file,
        },
        body: read.body,
        firstLine: read.firstLine,
      },
    };
  });
  sources.sort((a, b) => b.summary.date.localeCompare(a.summary.date) || a.summary.slug.localeCompare(b.summary.slug));
  return { sources, errors };
}

/** Reads and checks every post in `dir`, for tests and tools; pages use the cached API below. */
export function loadPosts(dir = POSTS_DIR, { includeDrafts = false } = {}): PostSource[] {
  const { sources, errors } = readPosts(dir, includeDrafts);
  if (errors.length) throw new PostError(errors.join('\n'));
  return sources;
}

/** Renders one checked post's body; throws a PostError naming each problem's file and line. */
function renderBody(source: PostSource): ReturnType<typeof markdownToHtml> {
  try {
    return markdownToHtml(source.body, source.summary.file, source.firstLine);
  } catch (error) {
    throw new PostError(error instanceof Error ? error.message : String(error));
  }
}

/** Where checkPosts may find a body's earlier result: its images when it was found fine (scripts/prebuild/checked-posts.ts). */
export interface CheckedPosts {
  get(source: PostSource): string[] | undefined;
  add(source: PostSource, images: string[]): void;
}

/**
 * Everything wrong with the posts in `dir`, drafts and images included, a line each. A body `checked` holds is not
 * rendered again (only its images are read); `onImages` gets each post's images once they are fine.
 */
export function checkPosts(dir = POSTS_DIR, checked?: CheckedPosts, onImages?: (post: PostSummary, images: PostImage[]) => void): string[] {
  const { sources, errors } = readPosts(dir, true);
  for (const source of sources) {
    const known = checked?.get(source);
    try {
      const images = known ? known.map((src) => readKnownImage(source, src)) : renderBody(source).images;
      if (!known) checked?.add(source, images.map((image) => image.src));
      onImages?.(source.summary, images);
    } catch (error) {
      errors.push(...(error instanceof Error ? error.message.split('\n') : [String(error)]));
    }
  }
  return errors;
}

/** An image of a body found fine before, read again (it may have gone or changed since); a problem names the post. */
function readKnownImage(source: PostSource, src: string): PostImage {
  try {
    return readPostImage(src);
  } catch (error) {
    throw error instanceof ImageProblem ? new PostError(`${source.summary.file}: ${error.message}`) : error;
  }
}

const debug = process.env.POSTS_DEBUG ? (message: string) => console.log(`[posts pid ${process.pid}] ${message}`) : undefined;
let cache: Library | undefined;

function library(): Library {
  if (cache && !isDev) return cache;
  const started = performance.now();
  const sources = loadPosts(POSTS_DIR, { includeDrafts: isDev });
  const posts = sources.map((source) => source.summary);
  cache = {
    posts,
    sources: new Map(sources.map((source) => [source.summary.slug, source])),
    rendered: new Map(),
    relatedTo: createRelatedIndex(posts),
  };
  debug?.(`read ${posts.length} posts in ${Math.round(performance.now() - started)} ms`);
  return cache;
}

/** Published posts, newest first, without their bodies. */
export function getAllPosts(): PostSummary[] {
  return library().posts;
}

/** Slugs of the published posts, newest first. */
export function getPostSlugs(): string[] {
  return library().posts.map((post) => post.slug);
}

/** One post without its body; undefined when no post has that slug. */
export function getPostSummary(slug: string): PostSummary | undefined {
  return library().sources.get(slug)?.summary;
}

/** One post with its HTML body and Table of Contents; undefined when no post has that slug. */
export function getPostBySlug(slug: string): Post | undefined {
  const { sources, rendered } = library();
  const done = rendered.get(slug);
  if (done) return done;
  const source = sources.get(slug);
  if (!source) return undefined;
  const body = renderBody(source);
  const post: Post = { ...source.summary, ...body };
  rendered.set(slug, post);
  debug?.(`rendered ${slug}`);
  return post;
}

/** One post's markdown body as written in its file (front matter removed); undefined when no post has that slug. */
export function getPostMarkdown(slug: string): string | undefined {
  return library().sources.get(slug)?.body;
}

/** Related posts for the post `slug`: at most 2 per category, never itself, its own category first. */
export function getRelatedPosts(slug: string): RelatedPosts {
  return library().relatedTo(slug);
}

export type PostTopic = Topic<PostSummary>;

/** Every category with its posts, newest first (the hubs at /blog/category/{slug}). */
export function getTopics(): PostTopic[] {
  return topicsOf(getAllPosts());
}

/** One category's hub, or undefined. */
export function getTopic(slug: string): PostTopic | undefined {
  return getTopics().find((topic) => topic.slug === slug);
}

/** The category slugs the hub route prerenders: every category's, or only the placeholder for an empty blog. */
export function getExportedTopicSlugs(): string[] {
  const slugs = getTopics().map((topic) => topic.slug);
  return slugs.length > 0 ? slugs : [PLACEHOLDER_SLUG];
}

/** The page exported when there are no posts (Next needs one under `output: 'export'`), deleted after the build. */
export const PLACEHOLDER_SLUG = '_no-posts';

/** The slugs the post routes prerender: every post's, or only the placeholder for an empty blog. */
export function getExportedSlugs(): string[] {
  const slugs = getPostSlugs();
  return slugs.length > 0 ? slugs : [PLACEHOLDER_SLUG];
}
