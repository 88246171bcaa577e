import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { generatedDirs } from './project-copy';

it('the generated folders are listed once, in .gitignore: tsconfig.json excludes exactly those', () => {
  expect(generatedDirs).toEqual(expect.arrayContaining(['node_modules', '.next', 'out', 'out-site']));
  expect(JSON.parse(readFileSync('tsconfig.json', 'utf8')).exclude.sort()).toEqual([...generatedDirs].sort());
});
