/**
 * Reading time of a post body, for posts whose front matter gives no `readTime`. Hand-written rather than the
 * reading-time package, which counts every token of the raw markdown (code, URLs, tag attributes) and rounds up.
 */

/** A comfortable pace for considered business reading (adults skim faster, but these are meant to be read). */
export const WORDS_PER_MINUTE = 225;

/** Markdown as a reader sees it: code fences, HTML tags, link and image addresses, footnote labels and URLs left out. */
export const readerText = (markdown: string) =>
  markdown
    .replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/\]\([^)]*\)/g, '] ')
    .replace(/\[\^[^\]]*\]/g, ' ')
    .replace(/https?:\/\/\S+/g, ' ');

/** Words a reader reads (`readerText`). */
export function countWords(markdown: string): number {
  return readerText(markdown).match(/[\p{L}\p{N}]+(?:['’.-][\p{L}\p{N}]+)*/gu)?.length ?? 0;
}

/** Whole minutes at {@link WORDS_PER_MINUTE}, never less than 1. */
export function readMinutes(words: number): number {
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE));
}

/** The label shown on cards and posts, e.g. "8 min read". */
export function readTimeLabel(minutes: number): string {
  return `${minutes} min read`;
}
