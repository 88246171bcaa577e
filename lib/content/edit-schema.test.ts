/** An edit must show a line changed: the schema refuses one whose before or after is empty, or whose two read the same. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { editorFields } from './editor-fields';
import { validateData } from './read';
import { dataFiles } from './schemas';

// The shipped edit in the Services page's closing call to action stands for every edit a page's words carry.
const file = dataFiles.services.file;
const shipped = () => JSON.parse(readFileSync(file, 'utf8')) as { cta: { edit: Record<string, unknown> } };

/** The Services file with its edit's `field` set to `to`. */
function withEdit(field: string, to: unknown) {
  const services = shipped();
  services.cta.edit[field] = to;
  return services;
}

const problems = (data: unknown) => {
  const checked = validateData(dataFiles.services.schema, data, file);
  return checked.ok ? [] : checked.errors;
};

describe('an edit, before and after', () => {
  it('accepts the shipped edit', () => {
    expect(problems(shipped())).toEqual([]);
  });

  it('refuses an empty before or after, naming the file and the field', () => {
    expect(problems(withEdit('before', '  '))).toEqual([`${file}: "cta.edit.before" must not be empty: write its text`]);
    expect(problems(withEdit('after', ''))).toEqual([`${file}: "cta.edit.after" must not be empty: write its text`]);
  });

  it('refuses a missing before', () => {
    expect(problems(withEdit('before', undefined))).toEqual([`${file}: "cta.edit.before" is missing: add it to the file`]);
  });

  it('refuses an after that reads the same as the before, ignoring case, spacing and punctuation', () => {
    const before = shipped().cta.edit.before as string;
    for (const after of [before, ` ${before.toUpperCase()} `, before.replace(/[.,]/g, '').replace(/ /g, '  ')]) {
      expect(problems(withEdit('after', after))).toEqual([
        `${file}: "cta.edit.after" must differ from "before": an edit shows the line changed, so write your rewrite here`,
      ]);
    }
  });

  it('refuses a field it does not know', () => {
    expect(problems(withEdit('afterr', 'x'))).toEqual([`${file}: "cta.edit" has an unknown field "afterr": correct its spelling or remove it`]);
  });

  it('is a group in the editor, its fields in order, with its label', () => {
    const cta = editorFields(dataFiles.services.schema).find((field) => field.name === 'cta')!;
    const edit = (cta.fields as Array<{ name: string; label: string; widget: string; fields?: Array<{ name: string }> }>).find((field) => field.name === 'edit')!;
    expect(edit).toMatchObject({ widget: 'object', label: 'My edit, before and after' });
    expect(edit.fields!.map((field) => field.name)).toEqual(['label', 'beforeLabel', 'before', 'afterLabel', 'after', 'note', 'client', 'kind', 'sample']);
  });
});
