/**
 * Checks the owner's settings file (content/site.json) before anything that reads it is loaded, so a broken file
 * gets one line per problem (file, field, fix) rather than a stack trace.
 */
import { readFileSync } from 'node:fs';
import { settingsFile, validateSettings } from '../../lib/render/site-settings';

/** Every problem with the settings file at `file`; empty when it is fine. */
export function checkSettings(file = settingsFile): string[] {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return [`${file}: the settings file is missing; restore it from the repository`];
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    return [`${file}: is not valid JSON (${detail}); check the quotes, commas and braces around that place, or edit it in /admin`];
  }
  const checked = validateSettings(data, file);
  return checked.ok ? [] : checked.errors;
}
