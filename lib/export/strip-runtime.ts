/**
 * Post-export step: removes the Next.js/React runtime from every exported page except the
 * interactive routes (those rendering a client component of ours: lib/export/client-components.ts).
 * Content pages are server-rendered HTML already; what they need at run time is /enhance.js. Removed: framework chunk scripts, the RSC payload and bootstrap inline scripts,
 * script preloads, the nomodule polyfill, and the route's RSC payload files (.txt), which only
 * the client router reads. Kept byte for byte: everything else, including our own inline scripts,
 * JSON-LD and speculation rules.
 */
import { existsSync, readdirSync, rmSync, rmdirSync } from 'node:fs';
import { join } from 'node:path';
import type { PageStep } from './context';
import { removeElements } from './html-elements';
import { frameworkInlineScript, frameworkUrl, isRscPayload, payloadFileName } from './next-output';
import { pageScripts, type PageScript } from './site-export';

/** True when the script or hint is part of the framework runtime (and not our own script, JSON-LD or rules). */
export function isRuntimeScript(script: PageScript): boolean {
  if (script.type !== 'javascript') return false;
  return script.src !== undefined ? frameworkUrl.test(script.src) : frameworkInlineScript.test(script.element.inner);
}

/** The page without the framework runtime; every other byte is unchanged. */
export function stripRuntime(html: string): string {
  const stripped = removeElements(html, pageScripts(html).filter(isRuntimeScript).map((script) => script.element));
  const left = pageScripts(stripped).find(isRuntimeScript);
  if (left) throw new Error(`strip-runtime: framework script survived: ${stripped.slice(left.element.start, left.element.start + 120)}`);
  return stripped;
}

/** Removes the RSC payload files the client router would fetch for `route` (e.g. about.txt, about/__next.*.txt). */
function removePayloadFiles(outDir: string, route: string) {
  const base = route === '/' ? 'index' : route.slice(1);
  const folder = route === '/' ? outDir : join(outDir, base);
  const candidates = [join(outDir, `${base}.txt`)];
  if (existsSync(folder)) candidates.push(...readdirSync(folder).filter((name) => payloadFileName.test(name)).map((name) => join(folder, name)));
  for (const file of candidates.filter(isRscPayload)) rmSync(file);
  if (folder !== outDir && existsSync(folder) && readdirSync(folder).length === 0) rmdirSync(folder);
}

/** Post-export step: strips every exported page whose route is not interactive. */
export const stripRuntimeFromExport: PageStep = ({ site, interactiveRoutes }) => ({
  rewrite(html, page) {
    if (interactiveRoutes.includes(page.route)) return html;
    removePayloadFiles(site.dir, page.route);
    return stripRuntime(html);
  },
});
