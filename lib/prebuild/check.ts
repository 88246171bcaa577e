/**
 * `npm run check` (and the first step of every build): checks every post and every content module and prints
 * every problem at once, one line each: the file, the line, what is wrong and the fix. Exits 1 when there is any.
 *   content/posts/foo.md:5: "date" must be an ISO date YYYY-MM-DD, e.g. 2025-01-14 (got "14/01/2025")
 */
import { checkPosts, POSTS_DIR } from '../render/posts';
import { checkContent } from './check-content';

const fileAndLine = (problem: string) => /^(.*?):(\d+):/.exec(problem) ?? [problem, problem, '0'];
const byFileAndLine = (a: string, b: string) => {
  const [, fileA, lineA] = fileAndLine(a);
  const [, fileB, lineB] = fileAndLine(b);
  return fileA.localeCompare(fileB) || Number(lineA) - Number(lineB);
};

const started = performance.now();
const problems = [...checkPosts(), ...checkContent()].sort(byFileAndLine);
const seconds = ((performance.now() - started) / 1000).toFixed(1);

if (problems.length) {
  const count = problems.length === 1 ? '1 problem' : `${problems.length} problems`;
  console.error(`\n${count} to fix before the site can be built:\n\n${problems.join('\n')}\n`);
  process.exit(1);
}
console.log(`check: every post in ${POSTS_DIR}/ and every content module is fine (${seconds} s)`);
