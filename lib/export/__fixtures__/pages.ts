/**
 * Pages exactly as Next exports them, before any post-export step: /about, a content page, and /contact, which
 * keeps React. By default the committed ones (regenerate with `npm run fixtures:export`); with NEXT_EXPORT_SHAPES
 * set, those a fresh build kept (lib/export/capture-shapes.ts), as `npm test` and `npm run check:next` run them.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const fromBuild = process.env.NEXT_EXPORT_SHAPES;

/** Path of a fixture file, e.g. 'about.html', 'about/__next._tree.txt'. */
export const fixturePath = (name: string) => (fromBuild ? resolve(fromBuild, name) : fileURLToPath(new URL(`export/${name}`, import.meta.url)));

export const contentPage = readFileSync(fixturePath('about.html'), 'utf8');
export const interactivePage = readFileSync(fixturePath('contact.html'), 'utf8');
