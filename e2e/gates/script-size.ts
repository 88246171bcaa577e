/**
 * How much JavaScript an exported page loads: every classic or module script it references
 * (<script src>, <link rel=modulepreload>, <link rel=preload as=script>) and every inline script,
 * measured as gzip bytes. `nomodule` polyfills and non-script types (JSON-LD, speculation rules,
 * import maps) are not JavaScript the page runs, so they do not count.
 */
import { gzipSync } from 'node:zlib';
import { Parser } from 'htmlparser2';

export type PageScript = { kind: 'external'; src: string } | { kind: 'inline'; code: string };

/** MIME types (and 'module') that make a <script> run as JavaScript; '' is the default. */
const javascriptTypes = new Set([
  '',
  'module',
  'text/javascript',
  'application/javascript',
  'application/x-javascript',
  'text/ecmascript',
  'application/ecmascript',
  'text/jscript',
]);

export function isJavaScriptType(type: string | undefined): boolean {
  return javascriptTypes.has((type ?? '').split(';')[0].trim().toLowerCase());
}

const relTokens = (rel: string | undefined) => (rel ?? '').toLowerCase().split(/\s+/).filter(Boolean);

/** The scripts a page loads, in document order, each external address once. */
export function scriptsInHtml(html: string): PageScript[] {
  const scripts: PageScript[] = [];
  const seen = new Set<string>();
  const addExternal = (src: string) => {
    if (seen.has(src)) return;
    seen.add(src);
    scripts.push({ kind: 'external', src });
  };
  let inline: string | undefined;

  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name === 'link' && attributes.href) {
          const rel = relTokens(attributes.rel);
          const isScriptPreload = rel.includes('preload') && (attributes.as ?? '').toLowerCase() === 'script';
          if (rel.includes('modulepreload') || isScriptPreload) addExternal(attributes.href);
        }
        if (name !== 'script') return;
        if ('nomodule' in attributes || !isJavaScriptType(attributes.type)) return;
        if (attributes.src) addExternal(attributes.src);
        else inline = '';
      },
      ontext(text) {
        if (inline !== undefined) inline += text;
      },
      onclosetag(name) {
        if (name !== 'script' || inline === undefined) return;
        if (inline.trim()) scripts.push({ kind: 'inline', code: inline });
        inline = undefined;
      },
    },
    { lowerCaseAttributeNames: true, decodeEntities: true },
  );
  parser.end(html);
  return scripts;
}

export const gzipBytes = (content: string | Uint8Array) => gzipSync(content).length;

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
  const scripts = scriptsInHtml(html);
  const external = scripts
    .filter((script) => script.kind === 'external')
    .map(({ src }) => {
      const content = readScript(src);
      return { src, gzip: content === undefined ? undefined : gzipBytes(content) };
    });
  const inlineCode = scripts.flatMap((script) => (script.kind === 'inline' ? [script.code] : []));
  const inline = inlineCode.length ? gzipBytes(inlineCode.join('\n')) : 0;
  const total = external.reduce((sum, file) => sum + (file.gzip ?? 0), inline);
  return { external, inline, total, missing: external.filter((file) => file.gzip === undefined).map((file) => file.src) };
}

/**
 * Maps a script address found on the page at `pagePath` to a file path inside the export, or
 * undefined when it points elsewhere (another origin). The base path is removed.
 */
export function exportPathFor(src: string, pagePath: string, basePath = ''): string | undefined {
  const origin = 'http://export.invalid';
  const base = basePath.replace(/\/$/, '');
  const url = new URL(src, `${origin}${base}${pagePath}`);
  if (url.origin !== origin) return undefined;
  const path = decodeURIComponent(url.pathname);
  if (base && !path.startsWith(`${base}/`)) return undefined;
  return path.slice(base.length).replace(/^\//, '');
}

export const formatKiB = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
