/**
 * The interactive-route invariant, proved on a real build: a stateful 'use client' component added to
 * a content page (/about) makes the build keep React on that page (read from Next's client reference
 * manifests, lib/export/client-components.ts), so the component works, while every other content page
 * still ships without the framework.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { copyProject, runBuild, serveExport, type ProjectCopy } from '../support/project-copy';

let project: ProjectCopy | undefined;
test.afterEach(() => project?.remove());

const counter = `'use client';
import { useState } from 'react';

export function Counter() {
  const [count, setCount] = useState(0);
  return (
    <button type="button" data-testid="counter" onClick={() => setCount(count + 1)}>
      Clicked {count} times
    </button>
  );
}
`;

test('a client component with state added to /about keeps React on /about, and it works', async ({ page }) => {
  project = copyProject('client-component');
  writeFileSync(join(project.dir, 'components/about/Counter.tsx'), counter);
  const aboutPage = join(project.dir, 'app/about/page.tsx');
  const source = readFileSync(aboutPage, 'utf8');
  writeFileSync(
    aboutPage,
    `import { Counter } from '@/components/about/Counter';\n${source.replace('<Biography />', '<Counter />\n      <Biography />')}`,
  );

  const build = await runBuild(project.dir);
  expect(build.ok, build.output).toBe(true);
  const exported = (name: string) => readFileSync(join(project!.dir, 'out', name), 'utf8');
  expect(exported('about.html')).toMatch(/_next\/static\/chunks\/[^"]+\.js/);
  expect(exported('index.html')).not.toMatch(/_next\/static\/chunks\/[^"]+\.js/);

  const site = await serveExport(project.dir);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  try {
    await page.goto(`${site.url}/about`);
    const button = page.getByTestId('counter');
    await expect(button).toHaveText('Clicked 0 times');
    await button.click();
    await expect(button).toHaveText('Clicked 1 times');
    await button.click();
    await expect(button).toHaveText('Clicked 2 times');
    expect(errors).toEqual([]);
  } finally {
    site.close();
  }
});
