/**
 * Runs after `next build` on the export (EXPORT_DIR, default out/). Each step is one file in
 * lib/export/, runs in the order listed and gets the same context (lib/export/context.ts).
 */
import { createExportContext, type ExportStep } from './context';
import { addCspToExport } from './csp';
import { deferHydrationInExport } from './defer-hydration';
import { writeHeadersFile } from './headers';
import { inlineCssInExport } from './inline-css';
import { moveMarkdownTwins } from './markdown-twins';
import { removePlaceholderPost } from './remove-placeholder-post';
import { stripRuntimeFromExport } from './strip-runtime';

const steps: Array<{ name: string; run: ExportStep }> = [
  // Before the placeholder's removal, which also takes an empty blog's placeholder twin.
  { name: 'markdown twins beside their pages', run: moveMarkdownTwins },
  { name: 'remove placeholder post', run: removePlaceholderPost },
  // Must run before any step that hashes or measures inline scripts.
  { name: 'strip framework runtime from content pages', run: stripRuntimeFromExport },
  { name: 'interactive routes hydrate on first interaction', run: deferHydrationInExport },
  { name: 'stylesheets inline', run: inlineCssInExport },
  // Must run after every step that changes inline scripts or the head.
  { name: 'content security policy per page', run: addCspToExport },
  { name: 'headers file (_headers)', run: writeHeadersFile },
];

async function main() {
  const ctx = createExportContext();
  for (const step of steps) {
    const started = Date.now();
    await step.run(ctx);
    console.log(`postbuild: ${step.name} (${Date.now() - started} ms)`);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
