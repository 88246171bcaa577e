/**
 * What the build refuses, on one copy of the project holding every kind of broken content at once: posts with a bad
 * date, no title, a second level-1 heading, a summary over the limit and front matter in a language other than YAML
 * (whose code, which would write a marker file, must never run), posts whose image is missing, corrupt, cut short,
 * over 20 MB or without a description, case studies missing required fields, and a client component that no island
 * hydrates.
 * `npm run check` and `npm run build` each list every problem at once, naming the file, the line and the field,
 * and the build leaves no export behind; the repository's push check (.github/workflows/check.yml) fails on the
 * copy, naming the files, as it would on a bad file pushed behind the editor's back.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, truncateSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { parse } from 'yaml';
import { defaultExportDir } from '../../scripts/settings';
import { caseStudyFixture } from '../../lib/render/__fixtures__/case-study';
import { MAX_IMAGE_BYTES } from '../../lib/render/post-images';
import { SUMMARY_MAX_WORDS } from '../../lib/render/post-schema';
import { buildEnv, copyProject, runBuild, type ProjectCopy } from '../support/project-copy';

test.describe.configure({ mode: 'serial' });

let project: ProjectCopy;
const marker = (language: string) => join(project.dir, `ran-${language}.txt`);
const hostile = [
  ['js-post', 'js'],
  ['javascript-post', 'javascript'],
  ['coffee-post', 'coffee'],
] as const;

/** Every problem the copy holds, as the owner reads it; the summary's line is matched by pattern. */
const problems = () => [
  'content/posts/bad-date.md:5: "date" must be an ISO date YYYY-MM-DD, e.g. 2025-01-14 (got "04/03/2025")',
  'content/posts/big-heading.md:10: "# A second title" is a level-1 heading; the post title is the page\'s only one, so start sections at "##"',
  'content/posts/no-title.md:5: "title" is missing: add it on its own line between the two "---" lines',
  new RegExp(`^content/posts/too-long\\.md:\\d+: "summary" must be at most ${SUMMARY_MAX_WORDS} words \\(it has ${SUMMARY_MAX_WORDS + 5}\\)`),
  ...hostile.map(([file, language]) => `content/posts/${file}.md:1: the front matter is marked "---${language}"; only YAML front matter is allowed`),
  'content/posts/missing-image.md:8: the image "/images/blog/gone.jpg" does not exist (no file public/images/blog/gone.jpg): upload it again',
  'content/posts/corrupt-image.md:8: the image "/images/blog/corrupt.jpg" cannot be read as a JPEG, PNG, WebP, AVIF or SVG file (public/images/blog/corrupt.jpg is damaged',
  'content/posts/cut-short-image.md: the image "/images/blog/cut-short.jpg" cannot be decoded (public/images/blog/cut-short.jpg: ',
  'content/posts/huge-image.md:8: the image "/images/blog/huge.jpg" is 21.0 MB, more than the 20.0 MB an image may be',
  'content/posts/no-alt-image.md:8: the image "/images/blog/photo.jpg" has no description, which screen readers need',
  'content/case-studies/no-client.md: "client" is missing',
  'content/case-studies/no-quote-name.md: "quote.name" is missing',
  "components/about/Loose.tsx: a 'use client' component that no island hydrates",
];

function expectEveryProblem(output: string) {
  const lines = output.split('\n');
  for (const problem of problems()) {
    expect(
      lines.some((line) => (typeof problem === 'string' ? line.startsWith(problem) : problem.test(line))),
      String(problem),
    ).toBe(true);
  }
  for (const [file, language] of hostile) expect(existsSync(marker(language)), `${file}: its code ran`).toBe(false);
}

test.beforeAll(async () => {
  project = copyProject('refusals', { buildCache: true });
  const post = (fields: string, body = 'Some words.') => `---\n${fields}\n---\n\n${body}\n`;
  const posts = {
    'bad-date.md': post('title: T\nexcerpt: E\ncategory: C\ndate: 04/03/2025'),
    'no-title.md': post('excerpt: E\ncategory: C\ndate: 2025-03-04'),
    'big-heading.md': post('title: T\nexcerpt: E\ncategory: C\ndate: 2025-03-04', 'Intro.\n\n# A second title'),
    'too-long.md': post(`title: T\nexcerpt: E\nsummary: ${Array.from({ length: SUMMARY_MAX_WORDS + 5 }, (_, i) => `word${i}`).join(' ')}\ncategory: C\ndate: 2025-03-04`),
  };
  for (const [name, text] of Object.entries(posts)) writeFileSync(join(project.postsDir, name), text);

  // Images as the editor uploads them (public/images/blog/), each wrong in one way.
  const images = join(project.dir, 'public/images/blog');
  mkdirSync(images, { recursive: true });
  const photo = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#b08468' } }).jpeg().toBuffer();
  writeFileSync(join(images, 'photo.jpg'), photo);
  writeFileSync(join(images, 'corrupt.jpg'), 'This was never a picture.');
  writeFileSync(join(images, 'cut-short.jpg'), photo.subarray(0, Math.floor(photo.length / 2)));
  writeFileSync(join(images, 'huge.jpg'), '');
  truncateSync(join(images, 'huge.jpg'), MAX_IMAGE_BYTES + 1_000_000);
  const imagePosts = { 'missing-image': '![A desk](/images/blog/gone.jpg)', 'corrupt-image': '![A desk](/images/blog/corrupt.jpg)', 'cut-short-image': '![A desk](/images/blog/cut-short.jpg)', 'huge-image': '![A desk](/images/blog/huge.jpg)', 'no-alt-image': '![](/images/blog/photo.jpg)' };
  for (const [name, body] of Object.entries(imagePosts)) writeFileSync(join(project.postsDir, `${name}.md`), post('title: T\nexcerpt: E\ncategory: C\ndate: 2025-03-04', body));
  const payload = (language: string) =>
    `{ title: (require('fs').writeFileSync(${JSON.stringify(marker(language))}, 'ran'), 'Ran'), excerpt: 'E', category: 'C', date: '2025-01-14' }`;
  writeFileSync(join(project.postsDir, 'js-post.md'), `---js\n${payload('js')}\n---\n\nBody.\n`);
  writeFileSync(join(project.postsDir, 'javascript-post.md'), `---javascript\n${payload('javascript')}\n---\n\nBody.\n`);
  writeFileSync(join(project.postsDir, 'coffee-post.md'), `---coffee\ntitle: require('fs').writeFileSync(${JSON.stringify(marker('coffee'))}, 'ran')\n---\n\nBody.\n`);

  writeFileSync(join(project.dir, 'content/case-studies/no-client.md'), caseStudyFixture.replace(/^client: .*\n/m, ''));
  writeFileSync(join(project.dir, 'content/case-studies/no-quote-name.md'), caseStudyFixture.replace(/^ {2}name: .*\n/m, ''));
  // A client component with state that no island hydrates: Next would render its HTML, and nothing would bring it to life.
  writeFileSync(join(project.dir, 'components/about/Loose.tsx'), `'use client';\nimport { useState } from 'react';\n\nexport function Loose() {\n  const [on, setOn] = useState(false);\n  return <button type="button" onClick={() => setOn(!on)}>{on ? 'On' : 'Off'}</button>;\n}\n`);
});

test.afterAll(() => project?.remove());

test('npm run check lists every broken post and case study and the island-less component at once, each with its file, line and fix, and fails', () => {
  const started = performance.now();
  const result = spawnSync('npm', ['run', '--silent', 'check'], { cwd: project.dir, env: buildEnv(), encoding: 'utf8' });
  const seconds = (performance.now() - started) / 1000;
  expect(result.status).toBe(1);
  expectEveryProblem(result.stderr);
  expect(result.stderr).toContain(`${problems().length} problems`);
  console.log(`npm run check: ${seconds.toFixed(1)} s`);
});

test('the repository’s push check fails on the copy, naming every bad file', () => {
  const workflow = parse(readFileSync('.github/workflows/check.yml', 'utf8')) as { on: Record<string, unknown>; jobs: Record<string, { steps: Array<{ run?: string }> }> };
  expect(Object.keys(workflow.on)).toContain('push');
  const commands = Object.values(workflow.jobs).flatMap((job) => job.steps.map((step) => step.run).filter((run): run is string => Boolean(run)));
  expect(commands[0]).toBe('npm ci');
  // Its steps after the install, in order, as GitHub's runner runs them: the first that fails ends the run.
  let output = '';
  let status = 0;
  for (const command of commands.slice(1)) {
    const step = spawnSync('bash', ['-e', '-c', command], { cwd: project.dir, env: buildEnv(), encoding: 'utf8' });
    output += step.stdout + step.stderr;
    status = step.status ?? 1;
    if (status !== 0) break;
  }
  expect(status).not.toBe(0);
  expectEveryProblem(output);
});

test('npm run build stops on the same problems, runs no front-matter code, and exports nothing', async () => {
  const build = await runBuild(project.dir);
  expect(build.ok).toBe(false);
  expectEveryProblem(build.output);
  expect(existsSync(join(project.dir, defaultExportDir))).toBe(false);
});
