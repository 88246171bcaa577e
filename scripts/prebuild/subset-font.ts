/**
 * Before `next build`: cuts each web face to printable ASCII plus the characters of the site's text and to the
 * weights its styles use, into app/fonts/{name}.woff2. Fraunces is pinned at 600: 12 KB instead of 21 KB for 400 to
 * 600, which kept pages with covers in budget. Its italic (the writer's voice: kickers and a headline's emphasis) is
 * pinned at 600 too and cut to the characters of the fields set in it (`italicFields`), both with the features a browser
 * applies (`defaultFeatures`): the italic 8.6 KB where the letters of all words weighed 14 and put a post with a
 * diagram over the page budget, the roman 11.9 KB. A subset is reused while a hash of its inputs is unchanged.
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
  /** The characters the face draws (all the site's unless said). */
  characters?: () => string;
  /** The OpenType features kept (all unless said): a face that sets a few words needs no alternates or figure styles. */
  keepFeatures?: string[];
}

/**
 * The content fields set in the serif's italic (the writer's voice): every kicker (`eyebrow`), a headline's `emphasis`,
 * the few labels set as kickers, the clients a case study's kicker names, the home proof band's title, the home pain
 * points' titles (what clients say, between the quotation marks `italicMarks` adds) and About's principles (the rules
 * she writes by). A `*` in a path stands for every entry of a list. Keep in step with the components that set them in
 * italics (`Eyebrow`, `Emphasis`, the home proof band's and results' titles): a character missing here falls back to
 * Liberation Serif's italic.
 */
export const italicFields = {
  anyFile: ['eyebrow', 'emphasis', 'writtenBy', 'quoteLabel', 'processEyebrow', 'pageOf'],
  paths: [
    ['content/pages/case-studies.json', ['heroProof', 'label']],
    ['content/pages/case-studies.json', ['page', 'services']],
    ['content/pages/home.json', ['proof', 'title']],
    ['content/pages/home.json', ['results', 'title']],
    ['content/pages/home.json', ['painPoints', 'items', '*', 'title']],
    ['content/pages/about.json', ['principles', 'items', '*', 'title']],
    ['content/site.json', ['role']],
  ] as Array<[string, string[]]>,
};

function stringsUnder(value: unknown, keys: readonly string[], inside = false): string[] {
  if (typeof value === 'string') return inside ? [value] : [];
  if (Array.isArray(value)) return value.flatMap((item) => stringsUnder(item, keys, inside));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, item]) => stringsUnder(item, keys, inside || keys.includes(key)));
  return [];
}

/** Characters the components add around italic fields: the quotation marks round the home pain points' titles. */
const italicMarks = '“”';

/** The strings at `path` in `node`: a `*` steps into every entry of a list. */
function stringsAt(node: unknown, path: readonly string[]): string[] {
  if (path.length === 0) return typeof node === 'string' ? [node] : [];
  const [key, ...rest] = path;
  if (key === '*') return Array.isArray(node) ? node.flatMap((item) => stringsAt(item, rest)) : [];
  return node && typeof node === 'object' ? stringsAt((node as Record<string, unknown>)[key], rest) : [];
}

/** The characters the italic draws: those of the fields it sets, and the space. */
export function italicCharacters(): string {
  const files = readdirSync('content', { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile() && entry.name.endsWith('.json'));
  const text = files.flatMap((entry) => stringsUnder(JSON.parse(readFileSync(join(entry.parentPath, entry.name), 'utf8')), italicFields.anyFile));
  for (const [file, path] of italicFields.paths) {
    text.push(...stringsAt(JSON.parse(readFileSync(file, 'utf8')), path));
  }
  // A case study's kicker names its client ("Case study · Kestrel Analytics"), from its front matter.
  for (const entry of readdirSync('content/case-studies', { withFileTypes: true }).filter((file) => file.name.endsWith('.md'))) {
    const client = /^client:\s*(.+)$/m.exec(readFileSync(join(entry.parentPath, entry.name), 'utf8'))?.[1];
    if (client) text.push(client.replace(/^(['"])(.*)\1$/, '$2'), '·');
  }
  // Placeholders ({role}, a page number) are filled from the settings, read above, or left to the fallback (figures,
  // on the blog's later pages only); their braces are never drawn.
  text.push(italicMarks);
  return drawableCharacters(' ' + text.join(' ').replace(/\{\w+\}/g, ''));
}

/**
 * The OpenType features a browser applies unprompted: a Fraunces subset keeps these (and `tnum`, where a style asks for
 * it) and drops the rest (stylistic sets, fractions, ordinals, old-style figures), which no style asks for. A style that
 * starts using one (`font-variant-*`, `font-feature-settings`) adds it here.
 */
const defaultFeatures = ['kern', 'liga', 'calt', 'clig', 'ccmp', 'locl', 'mark', 'mkmk', 'rlig'];

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
    keepFeatures: [...defaultFeatures, 'tnum'],
  },
  frauncesItalic: {
    source: require.resolve('@fontsource-variable/fraunces/files/fraunces-latin-wght-italic.woff2'),
    file: 'app/fonts/fraunces-italic.woff2',
    weight: 600,
    characters: italicCharacters,
    keepFeatures: defaultFeatures,
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
async function subsetFace(face: Face, siteCharacters: string): Promise<boolean> {
  const characters = face.characters ? face.characters() : siteCharacters;
  const font = readFileSync(face.source);
  const key = createHash('sha256').update(font).update(characters).update(JSON.stringify(face.weight)).update(JSON.stringify(face.keepFeatures ?? null)).digest('hex');
  const keyFile = `${face.file}.key`;
  if (existsSync(face.file) && existsSync(keyFile) && readFileSync(keyFile, 'utf8') === key) return false;
  const subset = await subsetFont(font, characters, { targetFormat: 'woff2', variationAxes: { wght: face.weight }, keepFeatures: face.keepFeatures });
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
