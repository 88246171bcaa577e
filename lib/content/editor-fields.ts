/**
 * A content file's form in the editor at /admin (Sveltia CMS fields), made from its schema (lib/content/schemas.ts):
 * one field per key in the schema's order, required when the schema requires it, a group for a group, a list for a
 * list, and the label, widget and hint attached where the schema is made (`editorUi`); a key without a label gets
 * its name in words ("painPoints" → "Pain points").
 */
import { z } from 'zod';
import { editorUi, type EditorUi } from './fields';
import { arrayInside, objectInside } from './order';

export interface EditorField {
  name: string;
  label: string;
  widget: string;
  required?: boolean;
  [option: string]: unknown;
}

/** The editor options attached to `schema` or to the schema it wraps. */
function uiOf(schema: z.ZodType): EditorUi {
  const own = editorUi.get(schema);
  if (own) return own;
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodDefault || schema instanceof z.ZodNullable) return uiOf(schema.unwrap() as z.ZodType);
  if (schema instanceof z.ZodPipe) return uiOf(schema.in as z.ZodType);
  return {};
}

export const inWords = (name: string) => {
  const words = name.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** One field of the form for `schema` under `name`. */
export function editorField(name: string, schema: z.ZodType): EditorField {
  const { label, widget, ...options } = uiOf(schema);
  const field: EditorField = { name, label: label ?? inWords(name), widget: widget ?? 'string', ...options, required: !schema.safeParse(undefined).success };
  const object = objectInside(schema);
  const array = arrayInside(schema);
  if (object) return { ...field, widget: 'object', fields: editorFields(object) };
  if (array) {
    const element = array.element as z.ZodType;
    const inner = objectInside(element);
    if (inner) return { ...field, widget: 'list', label_singular: labelSingular(field.label), fields: editorFields(inner) };
    const item = editorField('item', element);
    delete item.required;
    return { ...field, widget: 'list', field: item };
  }
  return field;
}

/** "Sectors" → "Sector": the word on the list's "Add" button. */
const labelSingular = (label: string) => label.replace(/\s*\(.*\)$/, '').replace(/ies$/, 'y').replace(/xes$/, 'x').replace(/s$/, '');

/** The form of a group of fields. */
export const editorFields = (schema: z.ZodObject): EditorField[] => Object.entries(schema.shape).map(([name, each]) => editorField(name, each as z.ZodType));
