/**
 * `npm run check` (and the first step of every build): checks every post, case study and content module, and that
 * every client component is an island, and reports every problem at once, one line each: the file, the line, what
 * is wrong and the fix.
 *   content/posts/foo.md:5: "date" must be an ISO date YYYY-MM-DD, e.g. 2025-01-14 (got "14/01/2025")
 */
import { CaseStudyError, loadCaseStudies } from '../render/case-studies';
import { checkPosts } from '../render/posts';
import { enquirySettingsProblems } from '../form-service/settings';
import { checkContent } from './check-content';
import { checkIslands } from './check-islands';
import { checkedBodies } from './checked-posts';

const fileAndLine = (problem: string) => /^(.*?):(\d+):/.exec(problem) ?? [problem, problem, '0'];
const byFileAndLine = (a: string, b: string) => {
  const [, fileA, lineA] = fileAndLine(a);
  const [, fileB, lineB] = fileAndLine(b);
  return fileA.localeCompare(fileB) || Number(lineA) - Number(lineB);
};

function checkCaseStudies(): string[] {
  try {
    loadCaseStudies();
    return [];
  } catch (error) {
    if (error instanceof CaseStudyError) return error.message.split('\n');
    throw error;
  }
}

/** Every problem with the posts (drafts included), the case studies, the content modules, the enquiry settings and the islands, sorted by file and line. */
export function checkSite(): string[] {
  const checked = checkedBodies();
  const problems = [...checkPosts(undefined, checked), ...checkCaseStudies(), ...checkContent(), ...enquirySettingsProblems(), ...checkIslands()];
  checked.save();
  return problems.sort(byFileAndLine);
}

