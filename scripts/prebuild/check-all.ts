import { NotReady, formatProblems } from './problems';

/**
 * The first step of `npm run build`, `dev` and `check`: the settings, then every post, case study and content file
 * (every problem at once), and a step that decodes each image they show at every size (a damaged file is found there).
 */
export async function checkAll() {
  const { checkSettings } = await import('./check-settings');
  const settingsProblems = checkSettings();
  if (settingsProblems.length) throw new NotReady(formatProblems(settingsProblems));
  // Imported once the settings are known good: the content files read them as they load.
  const { checkSite, sortProblems } = await import('./check');
  const { writePostImages } = await import('./post-images');
  const { problems, images } = checkSite();
  return {
    problems,
    writeImages: async () => void problems.push(...(await writePostImages(images))),
    /** Throws every problem found so far, by file and line. */
    stopOnProblems: () => {
      if (problems.length) throw new NotReady(formatProblems(sortProblems(problems)));
    },
  };
}
