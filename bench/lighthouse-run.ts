/**
 * Runs Lighthouse on routes of an export for the timing benchmark, as its own CLI in plain Node: under tsx, esbuild's
 * keepNames adds `__name(...)` calls to the functions Lighthouse serialises into the page, which then fail there.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launch } from 'chrome-launcher';
import type { Config, Result } from 'lighthouse';
import type { SiteExport } from '../scripts/postbuild/site-export';
import { serveOnFreePort } from '../scripts/server/serve';
import { findChromium, lighthouseChromeFlags } from '../tests/support/browser';
import { scoredCategories } from '../scripts/postbuild/site-export';
import { discoverRoutes, missingPath, routeLabel, routeUrl, sampleRoutes, type Route } from '../tests/support/routes';

/** Lighthouse's errors for a run whose trace it failed to record (a busy machine), not for anything the page did. */
const unrecordedRun = new Set(['NO_NAVSTART', 'NO_TRACING_STARTED', 'NO_RESOURCE_REQUEST', 'PROTOCOL_TIMEOUT']);
const maxAttempts = 3;

/** What Chromium logs when a document answers 404: expected on the not-found page, nowhere else. */
const documentNotFoundLog = 'Failed to load resource: the server responded with a status of 404';

/** Lighthouse settings for a route; the not-found page answers 404 on purpose, so only there the status is ignored. */
function configFor(site: SiteExport, route: Route): Config {
  const notFound = route.kind === 'notFound';
  return {
    extends: 'lighthouse:default',
    settings: { onlyCategories: scoredCategories(readFileSync(site.file(route.file), 'utf8')), ignoreStatusCode: notFound },
    ...(notFound ? { audits: [{ path: 'errors-in-console', options: { ignoredPatterns: [documentNotFoundLog] } }] } : {}),
  };
}

const lighthouseCli = createRequire(import.meta.url).resolve('lighthouse/cli/index.js');

/** One Lighthouse run attached to the running Chromium (asynchronous: this process serves the export). */
async function runLighthouse(url: string, port: number, configPath: string, outputPath: string): Promise<Result> {
  const args = [lighthouseCli, url, `--port=${port}`, `--config-path=${configPath}`, '--output=json', '--output=html', `--output-path=${outputPath}`, '--quiet'];
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'inherit', 'inherit'] });
  const status = await new Promise<number | null>((resolve) => child.on('close', resolve));
  const json = `${outputPath}.report.json`;
  if (status !== 0 && !existsSync(json)) throw new Error(`lighthouse: Lighthouse failed on ${url} (exit ${status})`);
  return JSON.parse(readFileSync(json, 'utf8')) as Result;
}

/** File name stem of a route's report: home, about, blog-hello-world, 404, 404-blog. */
export const reportName = (route: Route) => {
  const path = route.kind === 'notFound' ? `/404${route.path.slice(0, -missingPath.length)}` : route.path;
  return path === '/' ? 'home' : path.slice(1).replace(/[^a-z0-9]+/gi, '-');
};

/** The routes worth a Lighthouse run (one page per template: sampleRoutes), narrowed by AUDIT_ROUTES when set. */
export function auditedRoutes(site: SiteExport): Route[] {
  const only = process.env.AUDIT_ROUTES ? process.env.AUDIT_ROUTES.split(',').map((route) => route.trim()) : undefined;
  const routes = sampleRoutes(discoverRoutes(site)).filter((route) => !only || only.includes(route.path) || only.includes(routeLabel(route)));
  if (!routes.length) throw new Error(`lighthouse: no route of ${site.dir}/ matches AUDIT_ROUTES=${process.env.AUDIT_ROUTES}`);
  return routes;
}

export interface RouteRun {
  route: Route;
  url: string;
  lhr: Result;
  /** The run's HTML report, in a temporary folder that is removed when withLighthouse returns. */
  htmlReport: string;
}

/** Runs Lighthouse once on `route` of the export `site`. */
export type Audit = (site: SiteExport, route: Route) => Promise<RouteRun>;

/** Starts one Chromium for `session`, serving each export on a free port, and stops everything when it settles. */
export async function withLighthouse<T>(session: (audit: Audit) => Promise<T>): Promise<T> {
  const chromePath = findChromium();
  if (!chromePath) throw new Error('lighthouse: no Chromium found (see tests/runner/ensure-browser.ts).');
  const chrome = await launch({ chromePath, chromeFlags: lighthouseChromeFlags, logLevel: 'error' });
  const workDir = mkdtempSync(join(tmpdir(), 'lighthouse-'));
  const servers = new Map<string, Awaited<ReturnType<typeof serveOnFreePort>>>();
  let count = 0;
  const audit: Audit = async (site, route) => {
    if (!servers.has(site.dir)) servers.set(site.dir, await serveOnFreePort({ dir: site.dir, basePath: site.basePath }));
    const url = routeUrl(servers.get(site.dir)!.origin, site.basePath, route.path);
    for (let attempt = 1; ; attempt += 1) {
      count += 1;
      const configPath = join(workDir, `${count}.config.json`);
      writeFileSync(configPath, JSON.stringify(configFor(site, route)));
      const output = join(workDir, `${reportName(route)}-${count}`);
      const lhr = await runLighthouse(url, chrome.port, configPath, output);
      // A run whose trace was not recorded measured nothing about the page: run it again (a verdict is never retried).
      if (lhr.runtimeError && unrecordedRun.has(lhr.runtimeError.code) && attempt < maxAttempts) {
        console.log(`${routeLabel(route)}: ${lhr.runtimeError.code}, the run recorded nothing; running it again`);
        continue;
      }
      return { route, url, lhr, htmlReport: `${output}.report.html` };
    }
  };
  try {
    return await session(audit);
  } finally {
    chrome.kill();
    for (const server of servers.values()) server.close();
    rmSync(workDir, { recursive: true, force: true });
  }
}
