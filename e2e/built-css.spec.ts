/**
 * The stylesheet the build ships has no junk: no rule Tailwind made from a class name as escaped in some JavaScript
 * or JSON text (`\u003e\u0026` for `>&`), and no selector left empty by one.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { exportDir } from './support/site';

const cssFiles = (readdirSync(join(exportDir, '_next/static'), { recursive: true, encoding: 'utf8' }) as string[]).filter((name) => name.endsWith('.css'));

test('the built CSS has no rule from an escaped class name and no empty :is()', () => {
  expect(cssFiles.length).toBeGreaterThan(0);
  for (const name of cssFiles) {
    const css = readFileSync(join(exportDir, '_next/static', name), 'utf8');
    expect(css.match(/[^{}]*\\\\u00[0-9a-f]{2}[^{}]*\{/gi) ?? [], name).toEqual([]);
    expect(css.match(/[^{}]*:is\(\)[^{}]*\{/g) ?? [], name).toEqual([]);
  }
});
