/**
 * Reads a content file through its schema (lib/content/schemas.ts): the value, or one line per problem naming the
 * file and the field, as `npm run check`, the build, the development error page and the editor print them:
 *   content/pages/home.json: "hero.headline" must not be empty: write its text
 */
import type { z } from 'zod';
import { dataFiles, type DataFileKey } from './schemas';

export type DataValidation<T> = { ok: true; value: T } | { ok: false; errors: string[] };

/** A field's place as the owner reads it: "painPoints.items.2.title" (lists counted from 1). */
const fieldPath = (path: readonly PropertyKey[]) => path.map((part) => (typeof part === 'number' ? String(part + 1) : String(part))).join('.');

/** Checks `data` (a file's parsed JSON) against `schema`; problems name `file` and the field. */
export function validateData<S extends z.ZodType>(schema: S, data: unknown, file: string): DataValidation<z.output<S>> {
  const result = schema.safeParse(data);
  if (result.success) return { ok: true, value: result.data };
  const errors = result.error.issues.map((issue) => {
    const where = issue.path.length ? `"${fieldPath(issue.path)}" ` : '';
    if (issue.code === 'unrecognized_keys') return `${file}: ${where}has an unknown field ${issue.keys.map((key) => `"${key}"`).join(', ')}: correct its spelling or remove it`;
    return `${file}: ${where}${issue.message}`;
  });
  return { ok: false, errors };
}

/** The value of one content file, or an error listing every problem in it. */
export function readData<K extends DataFileKey>(key: K, data: unknown): z.output<(typeof dataFiles)[K]['schema']> {
  const { file, schema } = dataFiles[key];
  const checked = validateData(schema, data, file);
  if (!checked.ok) throw new Error(checked.errors.join('\n'));
  return checked.value as z.output<(typeof dataFiles)[K]['schema']>;
}

/** The content file saved at `file`, if it is one. */
export const dataFileAt = (file: string) => Object.values(dataFiles).find((each) => each.file === file.replace(/^\/+/, ''));
