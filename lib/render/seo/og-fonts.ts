import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Inter for the share images, read from the npm package at build time (satori draws TTF/OTF/WOFF, not WOFF2,
 * so these are @fontsource/inter's static WOFF files rather than the site's variable WOFF2). Nothing is fetched.
 */
const files = { 400: 'inter-latin-400-normal.woff', 700: 'inter-latin-700-normal.woff' } as const;

type OgFont = { name: 'Inter'; data: Buffer; weight: 400 | 700; style: 'normal' };

let loaded: Promise<OgFont[]> | undefined;

/** Read once per build process and shared: the renderer then parses the fonts once, not once per image. */
export function ogFonts(): Promise<OgFont[]> {
  const dir = join(process.cwd(), 'node_modules/@fontsource/inter/files');
  loaded ??= Promise.all(
    (Object.entries(files) as Array<[string, string]>).map(async ([weight, file]) => ({
      name: 'Inter' as const,
      data: await readFile(join(dir, file)),
      weight: Number(weight) as 400 | 700,
      style: 'normal' as const,
    })),
  );
  return loaded;
}
