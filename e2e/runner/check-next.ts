/**
 * `npm run check:next -- [version]`: would another Next (the newest by default) still fit the post-export steps?
 * Builds a throw-away copy of the project with that Next and runs the shape tests (capture-shapes.ts SHAPE_TESTS) against
 * the pages it exported, then prints one screen: the versions, whether the build passed, and each test that failed
 * with the shape it names. Changes nothing in this project.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SHAPE_TESTS, SHAPES_DIR } from '../../lib/export/capture-shapes';
import { buildEnv, copyProject, runBuild } from '../support/project-copy';

interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  testResults: Array<{ name: string; assertionResults: Array<{ fullName: string; status: string; failureMessages: string[] }> }>;
}

const run = (command: string, args: string[], cwd?: string) => spawnSync(command, args, { cwd, encoding: 'utf8', env: buildEnv() });

const installed = JSON.parse(readFileSync('node_modules/next/package.json', 'utf8')).version as string;
const wanted = process.argv[2] ?? 'latest';
const version = run('npm', ['view', `next@${wanted}`, 'version']).stdout.trim().split('\n').at(-1)?.replace(/^.*'(.+)'$/, '$1');
if (!version) {
  console.error(`check:next: the registry knows no next@${wanted}`);
  process.exit(1);
}
console.log(`check:next: Next ${installed} (installed) -> ${version}`);

async function main(): Promise<number> {
  const project = copyProject('check-next');
  let failed = 0;
  try {
    // npm replaces a package by writing new files, so this project's hard-linked node_modules stay as they are; the
    // one file it would rewrite in place, npm's hidden lockfile, is unlinked from the copy first.
    rmSync(join(project.dir, 'node_modules/.package-lock.json'), { force: true });
    const install = run('npm', ['install', '--no-save', '--no-audit', '--no-fund', `next@${version}`, `@next/eslint-plugin-next@${version}`], project.dir);
    if (install.status !== 0) throw new Error(`npm install next@${version} failed:\n${install.stderr.split('\n').slice(-15).join('\n')}`);
    const build = await runBuild(project.dir);
    console.log(`build: ${build.ok ? 'passed' : 'FAILED'} in ${Math.round(build.seconds)} s`);
    if (!build.ok) {
      failed += 1;
      console.log(build.output.split('\n').filter((line) => /error|Error|failed/.test(line)).slice(0, 15).join('\n'));
    }
    const reportDir = mkdtempSync(join(tmpdir(), 'check-next-'));
    const report = join(reportDir, 'shapes.json');
    spawnSync('npx', ['vitest', 'run', ...SHAPE_TESTS, '--reporter=json', `--outputFile=${report}`], {
      cwd: project.dir,
      env: buildEnv({ NEXT_EXPORT_SHAPES: join(project.dir, SHAPES_DIR) }),
      encoding: 'utf8',
    });
    const results = JSON.parse(readFileSync(report, 'utf8')) as VitestReport;
    rmSync(reportDir, { recursive: true, force: true });
    console.log(`shape tests on Next ${version}'s export: ${results.numPassedTests} passed, ${results.numFailedTests} failed`);
    for (const file of results.testResults) {
      for (const test of file.assertionResults.filter((t) => t.status === 'failed')) {
        failed += 1;
        const reason = (test.failureMessages[0] ?? '').split('\n')[0].slice(0, 220);
        console.log(`  FAIL ${file.name.slice(file.name.indexOf('lib/export/'))} > ${test.fullName}\n       ${reason}`);
      }
    }
    console.log(failed ? `Next ${version} changes what lib/export relies on: see lib/export/next-output.ts` : `Next ${version}: every shape lib/export relies on is unchanged`);
  } catch (error) {
    failed += 1;
    console.error(`check:next: ${error instanceof Error ? error.message : String(error)}`);
  } finally {
    project.remove();
  }
  return failed;
}

main().then((failed) => process.exit(failed ? 1 : 0));
