/**
 * The site's rules for one entry as the editor at /admin saves it: a post, a case study or the settings. Each rule
 * is the build's own function (the zod schemas of post-schema.ts, case-study-schema.ts and site-settings.ts, the
 * category rule of categories.ts, the case study's approach), so the editor refuses a save with the words
 * `npm run check` and the build print, without the line number (the editor has no file yet).
 * Bundled into the editor (lib/browser/admin-editor.ts) and unit-tested rule by rule (entry-rules.test.ts).
 */
import type { z } from 'zod';
import { approachMissing, caseStudyFields, validateCaseStudy } from './case-study-schema';
import { categoryProblem, categorySlug, type KnownCategory } from './categories';
import { isoFromUkDate } from './dates';
import { postFields, validateFrontMatter } from './post-schema';
import { siteSettingsSchema, validateSettings } from './site-settings';

/** The editor's collections (scripts/prebuild/admin-config.ts). */
export type EditorCollection = 'posts' | 'case-studies' | 'settings';

export interface EditorEntry {
  collection: EditorCollection;
  /** The file it is saved to, e.g. content/posts/my-post.md. */
  file: string;
  /** Its fields as the editor holds them; a markdown entry's body is `body`. */
  data: Record<string, unknown>;
}

/** Fields that hold a date, which the owner may type day first. */
const dateFields = ['date', 'updated'];

const shapes: Record<EditorCollection, Record<string, z.ZodType>> = {
  posts: postFields.shape,
  'case-studies': caseStudyFields.shape,
  settings: siteSettingsSchema.shape,
};

/**
 * The entry as it will be written: British dates (25/11/2026) as ISO dates, optional fields left empty dropped
 * (the editor omits them from the file: `omit_empty_optional_fields`).
 */
export function normaliseEntry(collection: EditorCollection, data: Record<string, unknown>): Record<string, unknown> {
  const normal: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(data)) {
    const optional = shapes[collection][name]?.safeParse(undefined).success ?? true;
    if (value === undefined || value === null || (value === '' && optional)) continue;
    normal[name] = dateFields.includes(name) && typeof value === 'string' ? (isoFromUkDate(value) ?? value.trim()) : value;
  }
  return normal;
}

/** Every rule the build enforces on `entry` that broke, one line each (empty when it would build); `categories` are the posts' categories in use. */
export function entryProblems(entry: EditorEntry, categories: readonly KnownCategory[] = []): string[] {
  const { body, ...fields } = normaliseEntry(entry.collection, entry.data);
  const { file } = entry;
  if (entry.collection === 'settings') {
    const checked = validateSettings(normaliseEntry('settings', entry.data), file);
    return checked.ok ? [] : checked.errors;
  }
  if (entry.collection === 'case-studies') {
    const checked = validateCaseStudy(fields, file);
    const problems = checked.ok ? [] : [...checked.errors];
    if (typeof body !== 'string' || !body.trim()) problems.push(approachMissing(file));
    return problems;
  }
  const checked = validateFrontMatter(fields, file);
  if (!checked.ok) return checked.errors;
  const { category } = checked.value;
  const known = categories.find((each) => each.file !== file && categorySlug(each.name) === categorySlug(category));
  const problem = categoryProblem(category, file, known);
  return problem ? [problem] : [];
}
