/**
 * The site's rules for one entry as the editor at /admin saves it: a post, a case study, the settings or a content
 * file of words and figures. Each rule is the build's own function (the zod schemas of post-schema.ts,
 * case-study-schema.ts, site-settings.ts and lib/content/schemas.ts, the
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
import { dataFileAt, validateData } from '../content/read';
import { arrayInside, objectInside } from '../content/order';

/** The editor's collections (scripts/prebuild/admin-config.ts): the content files (content/*.json) are in 'pages', 'work' and 'settings'. */
export type EditorCollection = 'posts' | 'case-studies' | 'settings' | 'pages' | 'work';

export interface EditorEntry {
  collection: EditorCollection;
  /** The file it is saved to, e.g. content/posts/my-post.md. */
  file: string;
  /** Its fields as the editor holds them; a markdown entry's body is `body`. */
  data: Record<string, unknown>;
}

/** Fields that hold a date, which the owner may type day first. */
const dateFields = ['date', 'updated'];

const shapes: Record<'posts' | 'case-studies' | 'settings', Record<string, z.ZodType>> = {
  posts: postFields.shape,
  'case-studies': caseStudyFields.shape,
  settings: siteSettingsSchema.shape,
};

/**
 * A content file's value as it will be written: at any depth, an optional field left empty is dropped (the editor
 * omits it: `omit_empty_optional_fields`).
 */
export function normaliseData(schema: z.ZodType, value: unknown): unknown {
  const object = objectInside(schema);
  const array = arrayInside(schema);
  if (object && value && typeof value === 'object' && !Array.isArray(value)) {
    const normal: Record<string, unknown> = {};
    for (const [name, each] of Object.entries(value)) {
      const field = object.shape[name] as z.ZodType | undefined;
      const optional = field?.safeParse(undefined).success ?? true;
      if (each === undefined || each === null || (each === '' && optional)) continue;
      normal[name] = field ? normaliseData(field, each) : each;
    }
    return normal;
  }
  if (array && Array.isArray(value)) return value.map((each) => normaliseData(array.element as z.ZodType, each));
  return value;
}

/**
 * The entry as it will be written: British dates (25/11/2026) as ISO dates, optional fields left empty dropped
 * (the editor omits them from the file: `omit_empty_optional_fields`).
 */
export function normaliseEntry(collection: keyof typeof shapes, data: Record<string, unknown>): Record<string, unknown> {
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
  const { file } = entry;
  const dataFile = dataFileAt(file);
  if (dataFile) {
    const checked = validateData(dataFile.schema, normaliseData(dataFile.schema, entry.data), dataFile.file);
    return checked.ok ? [] : checked.errors;
  }
  if (entry.collection === 'pages' || entry.collection === 'work') return [`${file}: is not a content file the site reads`];
  const { body, ...fields } = normaliseEntry(entry.collection, entry.data);
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
