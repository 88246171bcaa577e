/**
 * Runs after `next build` on the export (EXPORT_DIR, default out/). Each step is one file in
 * scripts/postbuild/ and gets the same context (scripts/postbuild/context.ts). The steps over the export as a whole run
 * in the order listed; the page steps run as one pass, each page going through all of them in order in memory
 * (read, parsed and written once).
 */
import { createExportContext, runPageSteps, type ExportStep, type PageStep } from './context';
import { addCspToExport } from './csp';
import { preloadFontsInExport } from './font-preload';
import { writeHeadersFile } from './headers';
import { inlineCssInExport } from './inline-css';
import { keepOwnScriptsInExport } from './own-scripts';
import { removeForeignTextFilesFromExport } from './own-text-files';
import { writeMarkdownTwins } from './markdown-twins';
import { removePlaceholderPost } from './remove-placeholder-post';
import { writeSearchIndex } from './search-index';
import { timed } from '../timed';

const before: Array<{ name: string; run: ExportStep }> = [
  { name: 'markdown twins beside their pages', run: writeMarkdownTwins },
  { name: 'remove placeholder post', run: removePlaceholderPost },
  { name: 'only the site\'s own text files', run: removeForeignTextFilesFromExport },
];

const pageSteps: Array<{ name: string; step: PageStep }> = [
  // Must run before any step that hashes or measures scripts.
  { name: 'only the site\'s own scripts and hints', step: keepOwnScriptsInExport },
  // After the allowlist, before the stylesheets go inline: the faces the page's own stylesheets declare.
  { name: 'font preloads from the page\'s stylesheets', step: preloadFontsInExport },
  { name: 'stylesheets inline', step: inlineCssInExport },
  // Must run after every step that changes inline scripts or the head.
  { name: 'content security policy per page', step: addCspToExport },
];

const after: Array<{ name: string; run: ExportStep }> = [
  { name: 'search index (Pagefind)', run: writeSearchIndex },
  { name: 'headers file (_headers)', run: writeHeadersFile },
];

const runTimed = (name: string, run: () => unknown) => timed('postbuild', name, run);

async function main() {
  const ctx = createExportContext();
  for (const { name, run } of before) await runTimed(name, () => run(ctx));
  const started = performance.now();
  const { pages, spent } = runPageSteps(ctx, pageSteps.map(({ step }) => step));
  console.log(`postbuild: the page steps, one pass over ${pages} pages (${Math.round(performance.now() - started)} ms)`);
  // Indented: inside the pass above, so not summed again by the build benchmark (bench/bench-build.ts).
  pageSteps.forEach(({ name }, index) => console.log(`  ${name}: ${Math.round(spent[index])} ms`));
  for (const { name, run } of after) await runTimed(name, () => run(ctx));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
