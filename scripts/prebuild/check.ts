/**
 * The check behind `npm run check` and the first step of every build (scripts/prebuild/check-all.ts): checks every post, case study and content file, and that
 * every client component is an island, and reports every problem at once, one line each: the file, the line, what
 * is wrong and the fix.
 *   content/posts/foo.md:5: "date" must be an ISO date YYYY-MM-DD, e.g. 2025-01-14 (got "14/01/2025")
 */
import { CaseStudyError, loadCaseStudies } from '../../lib/render/case-studies';
import { checkPosts } from '../../lib/render/posts';
import { enquirySettingsProblems } from '../../lib/form-service/settings';
import { checkContent } from './check-content';
import { checkIslands } from './check-islands';
import { checkedBodies } from './checked-posts';
import type { ImageUse } from './post-images';

const fileAndLine = (problem: string) => /^(.*?):(\d+):/.exec(problem) ?? [problem, problem, '0'];
const byFileAndLine = (a: string, b: string) => {
  const [, fileA, lineA] = fileAndLine(a);
  const [, fileB, lineB] = fileAndLine(b);
  return fileA.localeCompare(fileB) || Number(lineA) - Number(lineB);
};

/** Problems in the order the owner reads them: by file, then line. */
export const sortProblems = (problems: string[]) => problems.sort(byFileAndLine);

function checkCaseStudies(images: ImageUse[]): string[] {
  try {
    for (const study of loadCaseStudies()) images.push(...study.images.map((image) => ({ image, shownIn: study.file })));
    return [];
  } catch (error) {
    if (error instanceof CaseStudyError) return error.message.split('\n');
    throw error;
  }
}

/**
 * Every problem with the posts (drafts included), the case studies, the content files, the enquiry settings and the
 * islands,
 * sorted by file and line; and the images the published posts and the case studies show, whose sizes the build writes.
 */
export function checkSite(): { problems: string[]; images: ImageUse[] } {
  const checked = checkedBodies();
  const images: ImageUse[] = [];
  const posts = checkPosts(undefined, checked, (post, shown) => {
    if (!post.draft) images.push(...shown.map((image) => ({ image, shownIn: post.file })));
  });
  const problems = [...posts, ...checkCaseStudies(images), ...checkContent(), ...enquirySettingsProblems(), ...checkIslands()];
  checked.save();
  return { problems: sortProblems(problems), images };
}

