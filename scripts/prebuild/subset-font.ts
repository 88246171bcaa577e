/**
 * Before `next build`: cuts each web face to printable ASCII plus the characters of the site's text and to the
 * weights its styles use, into app/fonts/{name}.woff2. Fraunces is pinned at 600: 12 KB instead of 21 KB for 400 to
 * 600, which kept pages with covers in budget. A subset is reused while a hash of its inputs is unchanged.
 */
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import subsetFont from 'subset-font';
import { faceBudget } from '../budgets';

const require = createRequire(import.meta.url);

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
    source: require.resolve('@fontsource-variable/inter/files/inter-latin-wght-normal.woff2'),
    file: 'app/fonts/inter.woff2',
    weight: { min: 400, max: 700 },
  },
  fraunces: {
    source: require.resolve('@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2'),
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
