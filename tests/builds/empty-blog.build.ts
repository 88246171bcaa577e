/**
 * An empty posts folder still builds (on its own copy: every other build test adds posts): the list says posts
 * are coming soon, and nothing is left of the placeholder page Next needs to build an empty blog.
 */
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { defaultExportDir } from '../../scripts/settings';
import { PLACEHOLDER_SLUG } from '../../lib/render/posts';
import { copyProject, runBuild, serveExport, type ProjectCopy } from '../support/project-copy';

let project: ProjectCopy | undefined;
test.afterEach(() => project?.remove());

test('an empty posts folder still builds and the list says posts are coming soon', async ({ page }) => {
  project = copyProject('blog-empty', { buildCache: true });
  for (const name of readdirSync(project.postsDir)) rmSync(join(project.postsDir, name), { recursive: true });
  const build = await runBuild(project.dir);
  expect(build.ok, build.output).toBe(true);
  const exported = (name: string) => readFileSync(join(project!.dir, defaultExportDir, name), 'utf8');
  // No page is left for the placeholder Next needs in order to build an empty blog.
  const blogDir = join(project.dir, defaultExportDir, 'blog');
  expect((existsSync(blogDir) ? readdirSync(blogDir) : []).filter((name) => name.startsWith(PLACEHOLDER_SLUG))).toEqual([]);
  expect(readdirSync(join(project.dir, defaultExportDir)).filter((name) => name.includes(PLACEHOLDER_SLUG))).toEqual([]);
  expect(existsSync(join(project.dir, defaultExportDir, 'og/blog', `${PLACEHOLDER_SLUG}.png`))).toBe(false);
  expect(exported('sitemap.xml')).not.toContain('/blog/');
  expect(exported('feed.xml')).not.toContain('<item>');
  expect(exported('llms.txt')).not.toContain('## Blog posts');
  const site = await serveExport(project.dir);
  try {
    await page.goto(`${site.url}/blog`);
    await expect(page.getByText('Blog posts coming soon...')).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(0);

    const response = await page.goto(`${site.url}/blog/a-removed-post`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Post Not Found');
  } finally {
    site.close();
  }
});
