/**
 * Runs before `next build`: cuts each web face (a variable Latin file from an @fontsource-variable package) down to
 * the characters the site's text can contain and the weights its styles use, into app/fonts/{name}.woff2
 * (generated, not committed), which app/fonts.ts loads through next/font:
 *   - Inter, the interface and body face, weights 400 to 700;
 *   - Fraunces, the display serif for headings, quotations and big numerals, its weight axis pinned at 600 (one
 *     weight for all display text: 12 KB instead of 21 KB for 400 to 600, which kept pages with covers in budget).
 * The subset Latin files are about a third to a half of the package's, so the fonts on the first paint's path arrive
 * sooner; `faceBudget` caps each one (the build stops above it).
 *
 * The characters are every printable ASCII character plus every other character in the text the
 * pages are made from (content/, components/, app/, lib/render/): copy, posts, labels. A post with a
 * new character therefore adds it at the next build. A subset is reused while neither the
 * characters, its source font nor its settings change (a hash of them is kept beside it).
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import subsetFont from 'subset-font';
import { faceBudget } from '../budgets';

export interface Face {
  /** The variable Latin file in node_modules. */
  source: string;
  /** Where app/fonts.ts expects the subset (keep the two in step). */
  file: string;
  /** The weight axis the styles use: a range, or one weight the axis is pinned at. Keep in step with app/fonts.ts. */
  weight: number | { min: number; max: number };
}

export const faces = {
  inter: {
    source: 'node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
    file: 'app/fonts/inter.woff2',
    weight: { min: 400, max: 700 },
  },
  fraunces: {
    source: 'node_modules/@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2',
    file: 'app/fonts/fraunces.woff2',
    weight: 600,
  },
} satisfies Record<string, Face>;


/** Folders holding the text pages are made from. */
const textFolders = ['content', 'components', 'app', 'lib/render'];
const textFile = /\.(tsx?|md|mdx|json|txt)$/;

const printableAscii = Array.from({ length: 0x7f - 0x20 }, (_, index) => String.fromCharCode(0x20 + index)).join('');

/** Every character in `text` that could be drawn (no control characters), sorted, once each. */
export function drawableCharacters(text: string): string {
  // Each distinct character tested once (a thousand posts are millions of characters but a few hundred distinct ones).
  return [...new Set(text)].filter((char) => !/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u.test(char)).sort().join('');
}

function textOfFolder(folder: string): string {
  if (!existsSync(folder)) return '';
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && textFile.test(entry.name))
    .map((entry) => readFileSync(join(entry.parentPath, entry.name), 'utf8'))
    .join('\n');
}

/** The characters the site's pages can contain. */
export const siteCharacters = () => drawableCharacters(printableAscii + textFolders.map(textOfFolder).join('\n'));

/** Writes one face's subset unless an up-to-date one is there; returns whether it was (re)written. */
async function subsetFace(face: Face, characters: string): Promise<boolean> {
  const font = readFileSync(face.source);
  const key = createHash('sha256').update(font).update(characters).update(JSON.stringify(face.weight)).digest('hex');
  const keyFile = `${face.file}.key`;
  if (existsSync(face.file) && existsSync(keyFile) && readFileSync(keyFile, 'utf8') === key) return false;
  const subset = await subsetFont(font, characters, { targetFormat: 'woff2', variationAxes: { wght: face.weight } });
  if (subset.length > faceBudget) {
    throw new Error(`${face.file}: the subset is ${subset.length} bytes, over the ${faceBudget}-byte budget per face (scripts/budgets.ts)`);
  }
  mkdirSync(dirname(face.file), { recursive: true });
  writeFileSync(face.file, subset);
  writeFileSync(keyFile, key);
  return true;
}

/** Writes every face's subset that is missing or stale; returns whether any was (re)written. */
export async function subsetSiteFonts(): Promise<boolean> {
  const characters = siteCharacters();
  const written = await Promise.all(Object.values(faces).map((face) => subsetFace(face, characters)));
  return written.some(Boolean);
}
