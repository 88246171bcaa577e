/**
 * Runs after `next build` on the exported `out/` folder. Each step is one file in lib/export/
 * and runs in the order listed.
 */
import { existsSync } from 'node:fs';
import { addCspToExport } from './csp';
import { deferHydrationInExport } from './defer-hydration';
import { preloadFontsInExport } from './font-preload';
import { writeHeadersFile } from './headers';
import { moveMarkdownTwins } from './markdown-twins';
import { removePlaceholderPost } from './remove-placeholder-post';
import { stripRuntimeFromExport } from './strip-runtime';

type Step = { name: string; run: (outDir: string) => void | Promise<void> };

/** Every inline-script hash in the export, found by the CSP step and allowed by the headers file. */
let scriptHashes: string[] = [];

const steps: Step[] = [
  // Before the placeholder's removal, which also takes an empty blog's placeholder twin.
  { name: 'markdown twins beside their pages', run: moveMarkdownTwins },
  { name: 'remove placeholder post', run: removePlaceholderPost },
  // Must run before any step that hashes or measures inline scripts.
  { name: 'strip framework runtime from content pages', run: stripRuntimeFromExport },
  { name: 'interactive routes hydrate on first interaction', run: deferHydrationInExport },
  { name: 'font preloads on every page', run: preloadFontsInExport },
  // Must run after every step that changes inline scripts or the head.
  {
    name: 'content security policy per page',
    run: (outDir) => {
      scriptHashes = addCspToExport(outDir);
    },
  },
  { name: 'headers file (_headers)', run: (outDir) => writeHeadersFile(outDir, scriptHashes) },
];

async function main() {
  const outDir = process.env.EXPORT_DIR || 'out';
  if (!existsSync(`${outDir}/index.html`)) throw new Error(`postbuild: ${outDir}/index.html is missing; did \`next build\` export?`);
  for (const step of steps) {
    const started = Date.now();
    await step.run(outDir);
    console.log(`postbuild: ${step.name} (${Date.now() - started} ms)`);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
