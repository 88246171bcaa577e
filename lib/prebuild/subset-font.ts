/**
 * Runs before `next build`: cuts Inter (the variable Latin file of @fontsource-variable/inter) down to
 * the characters the site's text can contain and the weights its styles use, into app/fonts/inter.woff2
 * (generated, not committed), which app/fonts.ts loads through next/font. About half the bytes of
 * the Latin file, so the font on the first paint's path arrives sooner.
 *
 * The characters are every printable ASCII character plus every other character in the text the
 * pages are made from (content/, components/, app/, lib/render/): copy, posts, labels. A post with a
 * new character therefore adds it at the next build. The result is reused while neither the
 * characters, the source font nor these settings change (a hash of them is kept beside it).
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import subsetFont from 'subset-font';

const source = 'node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2';
/** Where app/fonts.ts expects the subset (keep the two in step). */
export const subsetFile = 'app/fonts/inter.woff2';
const keyFile = `${subsetFile}.key`;
/** Folders holding the text pages are made from. */
const textFolders = ['content', 'components', 'app', 'lib/render'];
const textFile = /\.(tsx?|md|mdx|json|txt)$/;
/** The weight axis the styles use: 400 (body) to 900 (the heaviest the typography styles ask for). Keep in step with app/fonts.ts. */
export const weightRange = { min: 400, max: 900 };

const printableAscii = Array.from({ length: 0x7f - 0x20 }, (_, index) => String.fromCharCode(0x20 + index)).join('');

/** Every character in `text` that could be drawn (no control characters), sorted, once each. */
export function drawableCharacters(text: string): string {
  return [...new Set(Array.from(text).filter((char) => !/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u.test(char)))].sort().join('');
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

/** Writes the subset unless an up-to-date one is there; returns whether it was (re)written. */
export async function subsetSiteFont(): Promise<boolean> {
  const font = readFileSync(source);
  const characters = siteCharacters();
  const key = createHash('sha256').update(font).update(characters).update(JSON.stringify(weightRange)).digest('hex');
  if (existsSync(subsetFile) && existsSync(keyFile) && readFileSync(keyFile, 'utf8') === key) return false;
  const subset = await subsetFont(font, characters, { targetFormat: 'woff2', variationAxes: { wght: weightRange } });
  mkdirSync(dirname(subsetFile), { recursive: true });
  writeFileSync(subsetFile, subset);
  writeFileSync(keyFile, key);
  return true;
}
