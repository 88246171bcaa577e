/**
 * Keeps a copy of the pages the Next shape tests read (lib/export/__fixtures__/pages.ts), exactly as `next build`
 * exported them and before any post-export step changes them, in .next/export-shapes/. `npm test` runs those
 * tests against it (NEXT_EXPORT_SHAPES), so a Next upgrade that changes a shape fails the suite at once.
 */
import { cpSync, existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';

export const SHAPES_DIR = join('.next', 'export-shapes');
/** The files `npm run fixtures:export` commits: a content page, its payloads, and an interactive page. */
export const SHAPE_FILES = ['about.html', 'about.txt', 'about', 'contact.html'];

export function captureShapes(exportDir: string, target = SHAPES_DIR): void {
  rmSync(target, { recursive: true, force: true });
  for (const file of SHAPE_FILES) if (existsSync(join(exportDir, file))) cpSync(join(exportDir, file), join(target, file), { recursive: true });
}

/** The tests that read those pages (through lib/export/__fixtures__/pages.ts). */
export const SHAPE_TESTS = ['next-output', 'csp', 'defer-hydration', 'strip-runtime'].map((name) => `lib/export/${name}.test.ts`);
