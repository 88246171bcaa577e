/**
 * `npm run fixtures:export`: replaces the fixtures in lib/export/__fixtures__/export/ with pages as the
 * installed Next exports them, before any post-export step (lib/export/capture-shapes.ts): /about (a content
 * page), its RSC payload files, and /contact (an interactive page). Builds a throw-away copy of the project with
 * `next build` alone, so out/ and .next/ here are left alone. Then `npx vitest run lib/export`
 * says whether the steps still understand Next's output (lib/export/next-output.test.ts names the shape that changed).
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { copyProject } from '../../../e2e/support/project-copy';
import { captureShapes, SHAPE_FILES } from '../capture-shapes';

const target = join(import.meta.dirname, 'export');
const project = copyProject('fixtures');
try {
  const build = spawnSync('npx', ['next', 'build'], { cwd: project.dir, stdio: 'inherit', env: { ...process.env, BASE_PATH: '', EXPORT_DIR: '', NEXT_TELEMETRY_DISABLED: '1' } });
  if (build.status !== 0) throw new Error('fixtures: next build failed');
  captureShapes(join(project.dir, 'out'), target);
  console.log(`fixtures: wrote ${SHAPE_FILES.join(', ')} to ${target}`);
} finally {
  project.remove();
}
