/**
 * The limits a post must keep, so a hostile or broken file stops the build with a clear error naming it
 * instead of exhausting memory or the call stack. Real posts sit far below each (docs/content.md, "Posts as files").
 */

/** Largest post file, in bytes (512 KiB: about 80,000 words). */
export const MAX_POST_BYTES = 512 * 1024;

/** Deepest nesting of markdown blocks or HTML elements in a body (a figure in a list in a quote is 4). */
export const MAX_NESTING = 100;

/** Most `##`–`####` headings in one body (each is an anchor; the `##` and `###` ones fill the Table of Contents). */
export const MAX_HEADINGS = 500;
