/**
 * The steps before `next build`, in a process of their own that `npm run build` (scripts/commands/build.ts) starts and
 * waits for: the check, the sizes of the posts' images, the browser scripts and islands, then the assets.
 */
import { checkAll } from './check-all';
import { exitWith } from './problems';
import { step, writeAssets } from './write-assets';

async function main() {
  const checked = await step('check the settings, posts and content', checkAll);
  await step('write the sizes of the posts’ images', checked.writeImages);
  checked.stopOnProblems();
  const { bundleBrowserScripts } = await import('./browser-bundle');
  await step('bundle browser scripts', bundleBrowserScripts);
  await writeAssets({ dev: false });
}

main().catch(exitWith);
