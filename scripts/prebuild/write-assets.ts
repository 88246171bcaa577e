import { timed } from '../timed';

/** Runs one step before the build, logging its name and time. */
export const step = <T>(name: string, run: () => T | Promise<T>) => timed('prebuild', name, run);

/**
 * What the pages read from public/ and app/, written before `next build` and `next dev`: fonts, diagrams, icons, the
 * portrait, the editor. Imported here, after the check (scripts/prebuild/check-all.ts): some read the settings as they load.
 */
export async function writeAssets({ dev }: { dev: boolean }) {
  const { subsetSiteFonts } = await import('./subset-font');
  const { writeDiagrams } = await import('./diagrams');
  const { writeIconSprite } = await import('./icon-sprite');
  const { writePortrait } = await import('./portrait');
  const { writeAdmin } = await import('./admin');
  await step('subset the web fonts', async () => void (await subsetSiteFonts()));
  await step('set the diagrams in the site faces', async () => void (await writeDiagrams()));
  await step('draw the icon sprite', () => writeIconSprite());
  await step('write the portrait', async () => void (await writePortrait()));
  await step('the editor at /admin', () => writeAdmin({ dev }));
}
