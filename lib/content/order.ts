/**
 * A content file's text exactly as the editor at /admin writes it: keys in the schema's order (the editor's field
 * order), two-space JSON and a final newline. The shipped files are in this form (lib/content/files.test.ts), so a
 * save changes only the lines of the fields that changed.
 */
import { z } from 'zod';

/** The object schema inside optional, default and pipe wrappers, if any. */
export function objectInside(schema: z.ZodType): z.ZodObject | undefined {
  if (schema instanceof z.ZodObject) return schema;
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodDefault || schema instanceof z.ZodNullable) return objectInside(schema.unwrap() as z.ZodType);
  if (schema instanceof z.ZodPipe) return objectInside(schema.in as z.ZodType);
  return undefined;
}

/** The list schema inside optional, default and pipe wrappers, if any. */
export function arrayInside(schema: z.ZodType): z.ZodArray | undefined {
  if (schema instanceof z.ZodArray) return schema;
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodDefault || schema instanceof z.ZodNullable) return arrayInside(schema.unwrap() as z.ZodType);
  if (schema instanceof z.ZodPipe) return arrayInside(schema.in as z.ZodType);
  return undefined;
}

/** `value` with the keys of every object in the order of `schema`'s fields (unknown keys last, as found). */
export function inSchemaOrder(schema: z.ZodType, value: unknown): unknown {
  const object = objectInside(schema);
  const array = arrayInside(schema);
  if (object && value && typeof value === 'object' && !Array.isArray(value)) {
    const record = value as Record<string, unknown>;
    const known = Object.keys(object.shape).filter((key) => key in record);
    const rest = Object.keys(record).filter((key) => !(key in object.shape));
    return Object.fromEntries([...known.map((key) => [key, inSchemaOrder(object.shape[key] as z.ZodType, record[key])]), ...rest.map((key) => [key, record[key]])]);
  }
  if (array && Array.isArray(value)) return value.map((each) => inSchemaOrder(array.element as z.ZodType, each));
  return value;
}

/** The text of a content file holding `value`, as the editor writes it. */
export const editorText = (schema: z.ZodType, value: unknown) => `${JSON.stringify(inSchemaOrder(schema, value), null, 2)}\n`;
