import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * The site's two faces for the images drawn at build time (share images and typographic covers), read from the npm
 * packages: satori draws TTF/OTF/WOFF, not WOFF2, so these are the static WOFF files of @fontsource/inter and
 * @fontsource/fraunces rather than the site's variable WOFF2 subsets. Nothing is fetched.
 */
const files = [
  { name: 'Inter', weight: 400, file: '@fontsource/inter/files/inter-latin-400-normal.woff' },
  { name: 'Inter', weight: 700, file: '@fontsource/inter/files/inter-latin-700-normal.woff' },
  { name: 'Fraunces', weight: 600, file: '@fontsource/fraunces/files/fraunces-latin-600-normal.woff' },
] as const;

type OgFont = { name: (typeof files)[number]['name']; data: Buffer; weight: 400 | 600 | 700; style: 'normal' };

let loaded: Promise<OgFont[]> | undefined;

/** Read once per build process and shared: the renderer then parses the fonts once, not once per image. */
export function ogFonts(): Promise<OgFont[]> {
  const dir = join(process.cwd(), 'node_modules');
  loaded ??= Promise.all(
    files.map(async ({ name, weight, file }) => ({ name, weight, data: await readFile(join(dir, file)), style: 'normal' as const })),
  );
  return loaded;
}
