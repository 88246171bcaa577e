/**
 * Words to search for, taken from the posts themselves (never from today's sample prose): a word written only in
 * one post's body, so searching it must find exactly that post. Pagefind matches word stems, so a word counts as
 * only that post's when no other post, and none of the words the site puts around every body (content/pages/blog.json),
 * has a word starting with the same five letters.
 */
import { blog } from '../../lib/content/blog';
import type { PostSource } from '../../lib/render/posts';
import { readerText } from '../../lib/render/read-time';

/** The words of markdown as a reader sees them, lower-cased. */
const words = (markdown: string) => readerText(markdown).toLowerCase().match(/\p{L}+/gu) ?? [];

const stem = (word: string) => word.slice(0, 5);

/** A word of seven letters or more written only in the body of one of `posts`, with that post; undefined when none is. */
export function bodyOnlyWord(posts: readonly PostSource[]): { word: string; post: PostSource } | undefined {
  const fixed = new Set(words(JSON.stringify(blog)).map(stem));
  const textOf = (source: PostSource) => [source.summary.title, source.summary.excerpt, source.summary.summary ?? '', source.summary.category, source.body].join(' ');
  for (const post of posts) {
    const elsewhere = new Set([...fixed, ...posts.filter((other) => other !== post).flatMap((other) => words(textOf(other)).map(stem))]);
    const own = new Set(words([post.summary.title, post.summary.excerpt, post.summary.summary ?? '', post.summary.category].join(' ')).map(stem));
    const word = words(post.body).find((candidate) => candidate.length >= 7 && /^[a-z]+$/.test(candidate) && !elsewhere.has(stem(candidate)) && !own.has(stem(candidate)));
    if (word) return { word, post };
  }
  return undefined;
}
