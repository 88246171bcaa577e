/**
 * What runs during `npm run build`, read from the code: every package imported (not type-only) by the code
 * the build runs (pages, components, content, lib/render, lib/prebuild, lib/export and the configs), the
 * stylesheet's `@import`/`@plugin` packages, the font packages the build reads from node_modules, and the
 * tools the build scripts start. package.json must list each under "dependencies", so that
 * `npm audit --omit=dev` (npm run audit:deps) covers everything that shapes the site.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Folders and files whose code runs during `npm run build` (tests excluded). */
export const buildTimeSources = ['app', 'components', 'content', 'lib/render', 'lib/prebuild', 'lib/export', 'lib/browser', 'next.config.ts', 'postcss.config.mjs'];

/** The package a module specifier names: `next/og` -> next, `@scope/pkg/x` -> @scope/pkg; undefined for paths and node: builtins. */
export function packageOf(specifier: string): string | undefined {
  if (specifier.startsWith('.') || specifier.startsWith('/') || specifier.startsWith('@/') || specifier.startsWith('node:')) return undefined;
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/** Packages a source file loads when it runs: imports that are not `import type`, `@import`/`@plugin` in CSS, node_modules paths. */
export function packagesUsedBy(source: string): string[] {
  const specifiers = [
    ...[...source.matchAll(/^\s*(?:import|export)\s+(?!type\s)(?:[^'"]*?\sfrom\s+)?['"]([^'"]+)['"]/gm)].map((match) => match[1]),
    ...[...source.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g)].map((match) => match[1]),
    ...[...source.matchAll(/^@(?:import|plugin)\s+['"]([^'"]+)['"]/gm)].map((match) => match[1]),
    ...[...source.matchAll(/node_modules\/((?:@[^/'"]+\/)?[^/'"]+)/g)].map((match) => match[1]),
  ];
  return [...new Set(specifiers.map(packageOf).filter((name): name is string => name !== undefined && !['fs', 'path', 'crypto', 'os'].includes(name)))];
}

function files(path: string): string[] {
  try {
    return readdirSync(path, { recursive: true, encoding: 'utf8' }).map((name) => join(path, name));
  } catch {
    return [path];
  }
}

/** Every package the build runs, sorted. */
export function buildTimePackages(root = '.'): string[] {
  const sources = buildTimeSources
    .flatMap((path) => files(join(root, path)))
    .filter((file) => /\.(ts|tsx|mjs|js|css)$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.includes('__fixtures__'));
  const used = new Set(sources.flatMap((file) => packagesUsedBy(readFileSync(file, 'utf8'))));
  // The build scripts' tools: npm runs `tsx` (prebuild, postbuild) and `next build`, which type-checks with TypeScript.
  const scripts = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).scripts as Record<string, string>;
  for (const step of ['prebuild', 'build', 'postbuild']) for (const tool of ['tsx', 'next']) if (scripts[step]?.split(/\s+/).includes(tool)) used.add(tool);
  used.add('typescript');
  // Loaded by name rather than imported: PostCSS plugins named in postcss.config.mjs, and React's renderer, which Next runs.
  for (const match of readFileSync(join(root, 'postcss.config.mjs'), 'utf8').matchAll(/['"](@?[\w.-]+(?:\/[\w.-]+)?)['"]\s*:/g)) used.add(match[1]);
  used.add('react-dom');
  return [...used].sort();
}
