/**
 * Post-export step: the Help Centre's search index, written by Pagefind (its Node API, `pagefind` on npm) into
 * out/pagefind/ from the exported posts: each post's title, excerpt, summary and body (the parts marked
 * `data-pagefind-body`; components/blog/PostHeader.tsx, app/blog/[slug]/page.tsx) and its category (as metadata).
 * Only published posts are exported, so only they can be found. Each is indexed at its route; the browser's
 * Pagefind adds the base path it was loaded from. Of Pagefind's files only the engine the search box loads
 * (lib/browser/search.ts) is kept: not its ready-made interfaces, which the site does not use.
 */
import { readdirSync, rmSync } from 'node:fs';
import type { ExportContext } from './context';

export const searchIndexDir = 'pagefind';

/** Pagefind's own interfaces and its worker (the site searches on the page's thread), left out of the export. */
const unused = /^pagefind-(?:component-ui|modular-ui|ui|highlight|worker)\.(?:js|css)$/;

export async function writeSearchIndex({ site }: ExportContext): Promise<void> {
  // Imported when it runs: the package is ES modules only, and the post-export steps load as CommonJS.
  const { close, createIndex } = await import('pagefind');
  const problems = (step: string, errors: readonly string[]) => {
    if (errors.length) throw new Error(`search index: ${step}: ${errors.join('; ')}`);
  };
  try {
    const { index, errors } = await createIndex();
    problems('start Pagefind', errors);
    if (!index) throw new Error('search index: Pagefind made no index');
    for (const page of site.pages.filter((each) => each.kind === 'post')) {
      problems(page.path, (await index.addHTMLFile({ url: page.route, content: site.read(page) })).errors);
    }
    const output = site.file(searchIndexDir);
    rmSync(output, { recursive: true, force: true });
    problems('write', (await index.writeFiles({ outputPath: output })).errors);
    for (const name of readdirSync(output)) if (unused.test(name)) rmSync(site.file(`${searchIndexDir}/${name}`));
  } finally {
    await close();
  }
}
