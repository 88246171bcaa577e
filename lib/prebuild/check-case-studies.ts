/**
 * Runs before `next build` (npm prebuild), after the posts' check: reads every case study and stops the build
 * with one line per problem, each naming the file and the field, e.g.
 *   content/case-studies/foo.md: "client" is missing
 */
import { CASE_STUDIES_DIR, CaseStudyError, loadCaseStudies } from '../render/case-studies';

try {
  const studies = loadCaseStudies();
  console.log(`case studies: ${studies.length} in ${CASE_STUDIES_DIR}/`);
} catch (error) {
  if (!(error instanceof CaseStudyError)) throw error;
  console.error(`\nThe portfolio cannot be built until these case studies are fixed:\n\n${error.message}\n`);
  process.exit(1);
}
