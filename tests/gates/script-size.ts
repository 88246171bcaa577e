/**
 * How much JavaScript an exported page loads, as gzip bytes: every script that runs
 * (scripts/postbuild/site-export.ts says which), external addresses once each.
 */
import { gzipBytes } from '../../scripts/budgets';
import { pageScripts } from '../../scripts/postbuild/site-export';


export interface ScriptSize {
  /** External files: address and gzip bytes (undefined when the file cannot be found). */
  external: Array<{ src: string; gzip: number | undefined }>;
  /** Gzip bytes of all inline scripts together, as they travel inside the HTML. */
  inline: number;
  /** External plus inline gzip bytes. */
  total: number;
  /** Addresses that did not resolve to a file in the export. */
  missing: string[];
}

/**
 * Gzip bytes of the JavaScript in `html`. `readScript` returns a referenced file's content
 * (or undefined when the address is not in the export).
 */
export function measureScripts(html: string, readScript: (src: string) => Uint8Array | undefined): ScriptSize {
  const scripts = pageScripts(html).filter((script) => script.runs);
  const external = [...new Set(scripts.flatMap((script) => script.src ?? []))].map((src) => {
    const content = readScript(src);
    return { src, gzip: content === undefined ? undefined : gzipBytes(content) };
  });
  const inlineCode = scripts.flatMap((script) => (script.src === undefined ? [script.element.inner] : []));
  const inline = inlineCode.length ? gzipBytes(inlineCode.join('\n')) : 0;
  const total = external.reduce((sum, file) => sum + (file.gzip ?? 0), inline);
  return { external, inline, total, missing: external.filter((file) => file.gzip === undefined).map((file) => file.src) };
}

export const formatKiB = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
