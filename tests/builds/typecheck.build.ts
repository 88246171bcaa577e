/**
 * A type error never deploys: `npm run build`, the command every deploy guide runs, type-checks the project
 * and stops on an error, leaving no export behind.
 */
import { appendFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { defaultExportDir } from '../../scripts/settings';
import { copyProject, runBuild, type ProjectCopy } from '../support/project-copy';

let project: ProjectCopy | undefined;
test.afterEach(() => project?.remove());

test('a type error stops `npm run build`, naming the file, and nothing is exported', async () => {
  project = copyProject('typecheck', { buildCache: true });
  appendFileSync(join(project.dir, 'lib/render/url.ts'), "\nexport const deliberateTypeError: number = 'not a number';\n");
  const build = await runBuild(project.dir);
  expect(build.ok, build.output).toBe(false);
  expect(build.output).toMatch(/error TS\d+/);
  expect(build.output).toContain('Failed to type check');
  expect(build.output).toContain('lib/render/url.ts');
  expect(existsSync(join(project.dir, defaultExportDir))).toBe(false);
});
