/**
 * What the post-export steps share: the export they rewrite (its folder and base path come with it)
 * and what one step finds for a later one. lib/export/postbuild.ts makes one and passes it to each step.
 */
import { interactiveRoutesOf } from './client-components';
import type { InlineHashes } from './csp';
import { readExport, type SiteExport } from './site-export';

export interface ExportContext {
  /** The export being rewritten: its folder, base path, pages and their HTML. */
  site: SiteExport;
  /** Routes that keep the React runtime: those rendering a client component of ours (lib/export/client-components.ts). */
  interactiveRoutes: readonly string[];
  /** Every inline-script and inline-style hash in the export, sorted; filled by the CSP step for the headers file. */
  hashes: InlineHashes;
}

/** A post-export step. */
export type ExportStep = (ctx: ExportContext) => void | Promise<void>;

/** The context for the export in EXPORT_DIR (or `dir`), its interactive routes read from the build's manifests unless given. */
export function createExportContext(options: { dir?: string; basePath?: string; interactiveRoutes?: readonly string[] } = {}): ExportContext {
  const site = readExport(options.dir, options.basePath);
  return { site, interactiveRoutes: options.interactiveRoutes ?? interactiveRoutesOf(site.pages), hashes: { scriptHashes: [], styleHashes: [] } };
}
