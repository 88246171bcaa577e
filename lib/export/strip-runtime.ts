/**
 * Post-build step: removes the Next.js/React runtime from every exported page except the declared
 * interactive routes. Content pages are server-rendered HTML already; what they need at run time is
 * /enhance.js. Removed: framework chunk scripts, the RSC payload and bootstrap inline scripts,
 * script preloads, the nomodule polyfill, and the route's RSC payload files (.txt), which only
 * the client router reads. Kept byte for byte: everything else, including our own inline scripts,
 * JSON-LD and speculation rules.
 */
import { existsSync, readdirSync, readFileSync, rmSync, rmdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { exportedPages } from './exported-pages';
import { findElements, removeElements, type ElementSpan } from './html-elements';
import { interactiveRoutes } from './interactive-routes';

/** A URL inside the framework's asset folder (any base path). */
const frameworkUrl = /(^|\/)_next\//;
/** Inline scripts the framework writes: RSC payload (self.__next_f), Turbopack/webpack bootstrap, React streaming helpers. */
const frameworkInline = /self\.__next_[a-z]|__next_f|TURBOPACK|webpackChunk|__NEXT_|\$R[A-Z]\s*=|\$R[A-Z]\(/;
/** Script types that carry data or browser hints rather than framework code. */
const dataScriptTypes = new Set(['application/ld+json', 'speculationrules', 'importmap']);

/** True when the element is part of the framework runtime (and not a stylesheet, font or our own script). */
export function isRuntimeElement(element: ElementSpan): boolean {
  const { name, attribs } = element;
  if (name === 'link') {
    const rel = (attribs.rel ?? '').toLowerCase().split(/\s+/);
    const scriptHint = rel.includes('modulepreload') || (rel.includes('preload') && attribs.as === 'script');
    return scriptHint && frameworkUrl.test(attribs.href ?? '');
  }
  if (name !== 'script') return false;
  if (dataScriptTypes.has((attribs.type ?? '').toLowerCase())) return false;
  if (attribs.src !== undefined) return frameworkUrl.test(attribs.src);
  return frameworkInline.test(element.inner);
}

/** The page without the framework runtime; every other byte is unchanged. */
export function stripRuntime(html: string): string {
  const runtime = findElements(html, ['script', 'link']).filter(isRuntimeElement);
  const stripped = removeElements(html, runtime);
  const left = findElements(stripped, ['script']).find((script) => frameworkUrl.test(script.attribs.src ?? '') || /__next_f|TURBOPACK/.test(script.inner));
  if (left) throw new Error(`strip-runtime: framework script survived: ${stripped.slice(left.start, left.start + 120)}`);
  return stripped;
}

/** An RSC payload is rows of `id:value` (`1:"$Sreact.fragment"`) or hints (`:HL[...]`); llms.txt and the like are not. */
const isRscPayload = (file: string) => existsSync(file) && /^[0-9a-f]*:[A-Z"[{]/.test(readFileSync(file, 'utf8').slice(0, 64));

/** Removes the RSC payload files the client router would fetch for `route` (e.g. about.txt, about/__next.*.txt). */
function removePayloadFiles(outDir: string, route: string) {
  const base = route === '/' ? 'index' : route.slice(1);
  const folder = route === '/' ? outDir : join(outDir, base);
  const candidates = [join(outDir, `${base}.txt`)];
  if (existsSync(folder)) candidates.push(...readdirSync(folder).filter((name) => name.startsWith('__next.') && name.endsWith('.txt')).map((name) => join(folder, name)));
  for (const file of candidates.filter(isRscPayload)) rmSync(file);
  if (folder !== outDir && existsSync(folder) && readdirSync(folder).length === 0) rmdirSync(folder);
}

/** Strips every exported page whose route is not interactive. */
export function stripRuntimeFromExport(outDir: string, interactive: readonly string[] = interactiveRoutes) {
  const pages = exportedPages(outDir);
  const missing = interactive.filter((route) => !pages.some((page) => page.route === route));
  if (missing.length) throw new Error(`strip-runtime: interactive route(s) not in the export: ${missing.join(', ')}`);
  for (const { file, route } of pages) {
    if (interactive.includes(route)) continue;
    writeFileSync(file, stripRuntime(readFileSync(file, 'utf8')));
    removePayloadFiles(outDir, route);
  }
}
