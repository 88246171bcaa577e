/**
 * `npm run check`: the settings, every post and content file and the images they show, every problem at once;
 * then one line if anything sample or default is left. `npm run check -- --launch` prints the launch checklist
 * instead (everything still sample or default, each with its file and what to do) and fails while anything is left.
 */
import { checkAll } from '../prebuild/check-all';
import { NotReady, exitWith } from '../prebuild/problems';

async function main(launch: boolean) {
  const checked = await checkAll();
  await checked.writeImages();
  checked.stopOnProblems();
  console.log('check: the settings, every post and every content file are fine');
  // Imported after the check: the launch facts read the settings as they load.
  const { formatLaunchList, launchItems, launchWarning } = await import('../prebuild/launch');
  const { readLaunchFacts } = await import('../prebuild/launch-facts');
  const items = launchItems(readLaunchFacts());
  if (launch) {
    if (items.length) throw new NotReady(formatLaunchList(items));
    return console.log(formatLaunchList(items));
  }
  const warning = launchWarning(items);
  if (warning) console.warn(warning);
}

main(process.argv.includes('--launch')).catch(exitWith);
