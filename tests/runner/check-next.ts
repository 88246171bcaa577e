/**
 * `npm run check:next -- [version]`: does the site still build and pass with another Next (the newest by default)?
 * Builds a throw-away copy of the project with that Next and runs the whole suite there (`npm test`), then prints
 * the versions and the suite's closing line. Nothing in the build reads Next's private output, so the suite is the
 * whole question: it sees what a visitor gets. Changes nothing in this project.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { buildEnv, copyProject } from '../support/project-copy';

const run = (command: string, args: string[], cwd?: string, stdio: 'pipe' | 'inherit' = 'pipe') => spawnSync(command, args, { cwd, encoding: 'utf8', env: buildEnv(), stdio });

const installed = JSON.parse(readFileSync('node_modules/next/package.json', 'utf8')).version as string;
const wanted = process.argv[2] ?? 'latest';
// One version answers as a string, a range as an array (newest last), an unknown one as an error object.
const viewed: unknown = JSON.parse(run('npm', ['view', `next@${wanted}`, 'version', '--json']).stdout || 'null');
const version = [viewed].flat().filter((answer) => typeof answer === 'string').at(-1);
if (!version) {
  console.error(`check:next: the registry knows no next@${wanted}`);
  process.exit(1);
}
console.log(`check:next: Next ${installed} (installed) -> ${version}`);

const project = copyProject('check-next');
let status = 1;
try {
  // npm replaces a package by writing new files, so this project's hard-linked node_modules stay as they are; the
  // one file it would rewrite in place, npm's hidden lockfile, is unlinked from the copy first.
  rmSync(join(project.dir, 'node_modules/.package-lock.json'), { force: true });
  const install = run('npm', ['install', '--no-save', '--no-audit', '--no-fund', `next@${version}`, `@next/eslint-plugin-next@${version}`], project.dir);
  if (install.status !== 0) throw new Error(`npm install next@${version} failed:\n${install.stderr.split('\n').slice(-15).join('\n')}`);
  status = run('npm', ['test'], project.dir, 'inherit').status ?? 1;
  console.log(`check:next: the suite ${status === 0 ? 'passed' : 'FAILED'} on Next ${version}`);
} catch (error) {
  console.error(`check:next: ${error instanceof Error ? error.message : String(error)}`);
} finally {
  project.remove();
}
process.exit(status);
