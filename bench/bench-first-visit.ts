/**
 * The first visit on a phone, timed (never part of `npm test`; how to run it: docs/performance.md): each template
 * (`sampleRoutes` in tests/support/routes.ts) loaded cold, in a fresh browser context, under real throttling
 * (tests/support/throttle.ts; not Lighthouse's simulation), BENCH_RUNS times at 375 px. Prints per route and per site
 * the median LCP, first contentful paint and load event, the layout shift, and in how many runs the <h1> ended in the
 * display face, with the load average at the start and the end. Several sites (`name=address`, the address with its
 * base path) alternate run by run, so a change in load hits each alike; BENCH_ROUTES='/,/contact' narrows the routes.
 */
import { chromium, type Browser } from '@playwright/test';
import { loadavg } from 'node:os';
import { chromiumFlags, findChromium, phone } from '../tests/support/browser';
import { discoverRoutes, sampleRoutes } from '../tests/support/routes';
import { connectionLabel, throttle } from '../tests/support/throttle';
import { median } from './median';

interface Visit {
  lcp: number;
  fcp: number;
  load: number;
  shift: number;
  /** Whether the <h1> ended in the display face (the subset's family name). */
  displayFace: boolean;
}

const runs = Number(process.env.BENCH_RUNS ?? 5);
const routes = process.env.BENCH_ROUTES ? process.env.BENCH_ROUTES.split(',').map((route) => route.trim()) : sampleRoutes(discoverRoutes()).map((route) => route.path);
const sites = process.argv.slice(2).map((arg) => {
  const [name, url] = arg.includes('=') ? arg.split(/=(.*)/s) : [arg, arg];
  return { name, url: url.replace(/\/$/, '') };
});
const load = () => loadavg()[0].toFixed(2);

async function visit(browser: Browser, url: string): Promise<Visit> {
  const context = await browser.newContext(phone);
  const page = await context.newPage();
  await page.addInitScript(() => {
    const figures = { lcp: 0, shift: 0 };
    Object.assign(window, { firstVisit: figures });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) figures.lcp = entry.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) figures.shift += (entry as PerformanceEntry & { value: number }).value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const cdp = await context.newCDPSession(page);
  await throttle(cdp);
  await page.goto(url, { waitUntil: 'load' });
  await page.evaluate(() => document.fonts.ready);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  const figures = await page.evaluate(() => {
    const { lcp, shift } = Reflect.get(window, 'firstVisit') as { lcp: number; shift: number };
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
    return { lcp, shift, fcp, load: navigation.loadEventStart };
  });
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector: 'main h1' });
  const { fonts } = nodeId ? await cdp.send('CSS.getPlatformFontsForNode', { nodeId }) : { fonts: [] };
  const drawn = fonts.sort((a, b) => b.glyphCount - a.glyphCount)[0]?.familyName;
  await context.close();
  // A heading whose text sits in a child element reports no fonts of its own: counted as not in the face.
  return { ...figures, displayFace: drawn === 'Fraunces' };
}

async function main() {
  if (!sites.length) throw new Error('usage: npx tsx bench/bench-first-visit.ts name=http://127.0.0.1:PORT [name=http://...]');
  const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumFlags });
  console.log(`first visit at 375 px, ${connectionLabel()}, ${runs} cold loads a route; load average ${load()} at the start`);
  for (const route of routes) {
    const visits = new Map(sites.map((site) => [site.name, [] as Visit[]]));
    for (let run = 0; run < runs; run += 1) {
      for (const site of sites) visits.get(site.name)!.push(await visit(browser, `${site.url}${route}`));
    }
    for (const [name, list] of visits) {
      const ms = (key: 'lcp' | 'fcp' | 'load') => `${Math.round(median(list.map((entry) => entry[key])))} ms`;
      const row = `${route} ${name}: LCP ${ms('lcp')}, FCP ${ms('fcp')}, load ${ms('load')}, layout shift ${median(list.map((entry) => entry.shift)).toFixed(4)}, <h1> in the display face ${list.filter((entry) => entry.displayFace).length}/${list.length} (load ${load()})`;
      console.log(row);
    }
  }
  await browser.close();
  console.log(`\nmedians of ${runs}; load average ${load()} at the end`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
