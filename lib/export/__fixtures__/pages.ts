/**
 * Pages exactly as the installed Next exports them, before any post-export step (regenerate with
 * `npm run fixtures:export`): /about, a content page, and /contact, which keeps React.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** Path of a fixture file, e.g. 'about.html', 'about/__next._tree.txt'. */
export const fixturePath = (name: string) => fileURLToPath(new URL(`export/${name}`, import.meta.url));

export const contentPage = readFileSync(fixturePath('about.html'), 'utf8');
export const interactivePage = readFileSync(fixturePath('contact.html'), 'utf8');
