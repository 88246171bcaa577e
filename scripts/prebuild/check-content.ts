/**
 * Checks the content files (content/*.json and content/pages/*.json, lib/content/schemas.ts) the way the build reads
 * them: JSON that does not parse names its line; every other problem names the file and the field, e.g.
 *   content/pages/home.json: "hero.headline" must not be empty: write its text
 */
import { readFileSync } from 'node:fs';
import { parseDocument } from 'yaml';
import { validateData } from '../../lib/content/read';
import { dataFiles } from '../../lib/content/schemas';

/** A JSON syntax error with its line: the parser's "position", or else where a YAML parser (JSON is YAML) stops. */
function syntaxProblem(file: string, text: string, error: unknown): string {
  const message = (error instanceof Error ? error.message : String(error)).split('\n')[0];
  const position = /position (\d+)/.exec(message)?.[1];
  const line = position ? text.slice(0, Number(position)).split('\n').length : parseDocument(text).errors[0]?.linePos?.[0].line;
  return `${file}${line ? `:${line}` : ''}: is not valid JSON (${message}); fix: check the quotes, commas and brackets around this line, or save it again in the editor`;
}

/** Every problem in the content files (under `root`, default this folder); empty when they would all build. */
export function checkContent(root = '.'): string[] {
  return Object.values(dataFiles).flatMap(({ file, schema }) => {
    let text: string;
    try {
      text = readFileSync(`${root}/${file}`, 'utf8');
    } catch {
      return [`${file}: is missing: restore it from the project's history (git checkout -- ${file})`];
    }
    let data: unknown;
    try {
      data = JSON.parse(text);
    } catch (error) {
      return [syntaxProblem(file, text, error)];
    }
    const checked = validateData(schema, data, file);
    return checked.ok ? [] : checked.errors;
  });
}
