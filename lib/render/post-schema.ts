/**
 * What a post's front matter may hold, and the one-line messages `npm run check` and the build print when it is
 * wrong. Every message names the file, the line (when the front matter is given) and the field, and says the fix, e.g.
 *   content/posts/foo.md:5: "date" must be an ISO date YYYY-MM-DD, e.g. 2025-01-14 (got "14/01/2025")
 */
import { z } from 'zod';
import { isIsoDate } from './dates';
import { singleHyphenSlug } from './headings';
import { countWords } from './read-time';

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The longest `summary` ("In short" block, meta description, llms.txt), in words. */
export const SUMMARY_MAX_WORDS = 60;

/** A post's slug is its file name: lowercase letters, digits and single hyphens. */
export function isValidSlug(slug: string): boolean {
  return SLUG.test(slug);
}

const missing = 'is missing: add it on its own line between the two "---" lines';

/** Required, non-empty text (shared with the case-study schema). */
export const text = z
  .string({ error: (issue) => (issue.input === undefined ? missing : 'must be text (put it in quotes if it holds a colon)') })
  .trim()
  .min(1, 'must not be empty: write the text after the colon');

/** A real calendar date written YYYY-MM-DD (shared with the case-study schema). */
export const isoDate = z
  .string({ error: (issue) => (issue.input === undefined ? missing : 'must be an ISO date YYYY-MM-DD, e.g. 2025-01-14') })
  .refine(isIsoDate, { error: (issue) => `must be an ISO date YYYY-MM-DD, e.g. 2025-01-14 (got "${issue.input}")` });

const READ_TIME_TEXT = /^(\d+)(?:\s*min(?:ute)?s?(?:\s+read)?)?$/i;
const readTimeMessage = 'must be a whole number of minutes, e.g. 8 (or leave it out to have it worked out)';

/** `readTime: 8` or `readTime: "8 min read"`, as whole minutes of at least 1. */
const readTime = z
  .union([z.number(), z.string()], { error: readTimeMessage })
  .transform((value, ctx) => {
    const minutes = typeof value === 'number' ? value : Number(READ_TIME_TEXT.exec(value.trim())?.[1] ?? NaN);
    if (!Number.isInteger(minutes) || minutes < 1) {
      ctx.addIssue({ code: 'custom', message: readTimeMessage });
      return z.NEVER;
    }
    return minutes;
  });

const summary = text.refine((value) => countWords(value) <= SUMMARY_MAX_WORDS, {
  error: (issue) => `must be at most ${SUMMARY_MAX_WORDS} words (it has ${countWords(String(issue.input))}); keep it to the answer in brief`,
});

/** The fields of a post's front matter (the editor's configuration is generated from them, scripts/prebuild/admin-config.ts). */
export const postFields = z.strictObject({
  title: text,
  excerpt: text,
  summary: summary.optional(),
  category: text,
  date: isoDate,
  updated: isoDate.optional(),
  readTime: readTime.optional(),
  draft: z.boolean({ error: 'must be true or false (without quotes)' }).default(false),
});

const schema = postFields.refine((value) => value.updated === undefined || value.updated >= value.date, {
  path: ['updated'],
  error: 'must not be earlier than "date"',
});

/** Validated front matter. `date` is an ISO calendar date; `readTime` is whole minutes. */
export type FrontMatter = z.output<typeof schema>;

const frontMatterFields = Object.keys(postFields.shape);
const dateFields = ['date', 'updated'] as const;

/**
 * YAML reads an unquoted `date: 2025-01-14` as a timestamp (and quietly turns 2025-02-30 into
 * 2 March), so dates are checked as the author typed them in the raw front matter.
 */
export function dateAsWritten(field: string, value: unknown, rawMatter: string): unknown {
  if (!(value instanceof Date)) return value;
  const written = new RegExp(`^${field}:\\s*["']?([^"'\\s#]+)`, 'm').exec(rawMatter)?.[1];
  return written ?? (Number.isNaN(value.getTime()) ? String(value) : value.toISOString().slice(0, 10));
}

export type Validation = { ok: true; value: FrontMatter } | { ok: false; errors: string[] };

/**
 * Where a field is (or belongs) in the file: its line, or the closing "---" when it is missing.
 * `rawMatter` is the text between the "---" lines as gray-matter gives it (starting with the newline after the
 * opening "---"); without it there is no line to give.
 */
function fieldLocation(file: string, rawMatter: string, field?: string): string {
  if (!rawMatter) return file;
  const lines = rawMatter.split('\n');
  const index = field === undefined ? -1 : lines.findIndex((line) => line.startsWith(field) && /^\s*:/.test(line.slice(field.length)));
  return `${file}:${index === -1 ? lines.length + 1 : index + 1}`;
}

/** Checks one file's front matter; `file` is the path shown in messages, `rawMatter` gives them line numbers. */
export function validateFrontMatter(data: Record<string, unknown>, file: string, rawMatter = ''): Validation {
  const dates = Object.fromEntries(dateFields.filter((field) => field in data).map((field) => [field, dateAsWritten(field, data[field], rawMatter)]));
  const result = schema.safeParse({ ...data, ...dates });
  if (result.success) return { ok: true, value: result.data };
  const errors = result.error.issues.map((issue) => {
    if (issue.code === 'unrecognized_keys') {
      const keys = issue.keys.map((key) => `"${key}"`).join(', ');
      return `${fieldLocation(file, rawMatter, issue.keys[0])}: unknown field ${keys}: correct the spelling or remove it (allowed: ${frontMatterFields.join(', ')})`;
    }
    const field = issue.path[0];
    if (field === undefined) return `${fieldLocation(file, rawMatter)}: front matter ${issue.message}`;
    return `${fieldLocation(file, rawMatter, String(field))}: "${String(field)}" ${issue.message}`;
  });
  return { ok: false, errors };
}

/** A file name made into a slug, accents and other characters a slug cannot hold dropped: "LinkedIn Tips" ->
 * "linkedin-tips" (empty when nothing usable is left). */
export const slugify = (text: string) => singleHyphenSlug(text.normalize('NFKD').replace(/[^a-zA-Z0-9 -]/g, ''));

/** The message for a file name that is not a usable slug, with the name to rename it to. */
export function slugError(file: string, name: string): string {
  const suggestion = slugify(name) || 'my-first-post';
  return `${file}:1: the file name must be a slug of lowercase letters, digits and single hyphens: rename it to "${suggestion}.md"`;
}
