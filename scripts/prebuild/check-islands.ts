/**
 * Every client component is an island. Next renders a `'use client'` module's HTML at build time, but no script of
 * Next's reaches the browser (scripts/postbuild/own-scripts.ts), so a client component that no island bundle holds would be
 * HTML that never comes alive. The check lists each `'use client'` module under app/ or components/ that no
 * `islands/<name>.island.tsx` imports, directly or through other modules (as esbuild resolves them).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { toPosix } from '../../lib/render/posix-path';
import { buildSync } from 'esbuild';
import { islandsBundle } from './browser-bundle';

/** One directive of a prologue, after any comments and white space: `'use client';`. */
const directive = /^(?:\s+|\/\/[^\n]*(?:\n|$)|\/\*[\s\S]*?\*\/)*(['"])([^'"\\\n]*)\1\s*;?/;

/** A module whose directive prologue (the strings before its first statement) holds 'use client'. */
export function isClientModule(source: string): boolean {
  for (let rest = source, match = directive.exec(rest); match; rest = rest.slice(match[0].length), match = directive.exec(rest)) {
    if (match[2] === 'use client') return true;
  }
  return false;
}

const sourceFile = /\.(?:[cm]?[jt]sx?)$/;

/** The client modules in `dirs` of the project at `root`, as paths from it with forward slashes. */
export function clientModules(root: string, dirs = ['app', 'components']): string[] {
  return dirs
    .flatMap((dir) => readdirSync(join(root, dir), { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile() && sourceFile.test(entry.name)))
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((file) => isClientModule(readFileSync(file, 'utf8')))
    .map((file) => toPosix(relative(root, file)))
    .sort();
}

/** Every module the island bundles take in from the project (not from packages), as paths from `root`. */
function islandInputs(root: string): Set<string> {
  const islands = islandsBundle(root);
  if (!Array.isArray(islands.entryPoints) || islands.entryPoints.length === 0) return new Set();
  const { metafile } = buildSync({ ...islands, absWorkingDir: root, write: false, metafile: true, minify: false, packages: 'external', logLevel: 'silent' });
  return new Set(Object.keys(metafile.inputs));
}

/**
 * Next's error boundaries (`error.tsx`, `global-error.tsx`) are client components by Next's rule, but only Next's
 * runtime shows them: under `npm run dev`, where they name a broken file, never in the export, which ships no runtime.
 */
export const isErrorBoundary = (file: string) => /^app\/(?:.+\/)?(?:global-)?error\.[jt]sx?$/.test(file);

/** One problem per client component that no island hydrates. */
export function checkIslands(root = process.cwd()): string[] {
  const held = islandInputs(root);
  return clientModules(root)
    .filter((file) => !held.has(file) && !isErrorBoundary(file))
    .map((file) => `${file}: a 'use client' component that no island hydrates; render it with components/islands/Island.tsx and add islands/<name>.island.tsx (docs/architecture.md, "The enquiry form as an island")`);
}
