/**
 * Lighthouse CI (`npm run test:lighthouse`, a step of `npm test`): serves the export (staticDistDir), runs
 * Lighthouse once, with its default mobile emulation and simulated throttling, on one page of every template, and
 * asserts only what does not depend on how busy the machine is: the accessibility, best-practices and SEO scores,
 * layout shift, bytes per resource type, render-blocking requests and image sizing. The faces (`*.woff2`) are held
 * back, so each page paints and stays in its fallback faces: whether a face arrives before Chromium's short wait for
 * preloaded fonts ends is a race with the machine's load, and a face that loses it moves a line at the swap. The
 * layout shift judged here is the page's own; the swap's, in its worst case, is e2e/first-visit-faces.spec.ts's.
 * Timings (performance score,
 * LCP, TBT) are the benchmark's (`npm run bench:lighthouse`). Reports go to test-results/lighthouse/ (with manifest.json).
 * Never loosen a budget to get a green run: fix the page.
 * LHCI's own static server, not the site's (scripts/server/serve.ts): over its HTTP/1.1 the `_headers` rules would add
 * about 1.4 KB of headers to every response's bytes (measured: /blog's two scripts, 3,558 -> 6,389 B), which a CDN's
 * HTTP/2 header compression does not charge; the headers themselves are checked in e2e/headers.spec.ts.
 */
const { readFileSync } = require('node:fs');
const { join } = require('node:path');
const escapeRegExp = require('escape-string-regexp');
// The budgets, routes, page reader and browser are TypeScript modules, each said once there.
const { require: requireTs } = require('tsx/cjs/api');
const { jsBudgetFor, pageBudget } = requireTs('./scripts/budgets.ts', __filename);
const { discoverRoutes, sampleRoutes } = requireTs('./tests/support/routes.ts', __filename);
const { lighthouseChromeFlags, findChromium } = requireTs('./tests/support/browser.ts', __filename);
const { hasIsland, scoredCategories } = requireTs('./scripts/postbuild/site-export.ts', __filename);

const { exportDir: dir } = requireTs('./scripts/settings.ts', __filename);

/** One page of every template (tests/support/routes.ts), by file: the static server answers a missing address with its own page, not 404.html. */
const routes = sampleRoutes(discoverRoutes());
const pages = routes.map((route) => route.file);
const html = (page) => readFileSync(join(dir, page), 'utf8');

/** Pages that ask not to be indexed (404, thank-you, hubs with too few posts) have no SEO score, as in the benchmark. */
const indexable = pages.filter((page) => scoredCategories(html(page)).includes('seo'));
const pagesPattern = (list) => `/(${list.map(escapeRegExp).join('|') || '(?!)'})$`;

const common = {
  'categories:accessibility': ['error', { minScore: 1 }],
  'categories:best-practices': ['error', { minScore: 1 }],
  'cumulative-layout-shift': ['error', { maxNumericValue: pageBudget.layoutShift }],
  'render-blocking-resources': ['error', { maxLength: 0 }],
  'unsized-images': ['error', { maxLength: 0 }],
  'uses-responsive-images': ['error', { maxLength: 0 }],
  'image-size-responsive': ['error', { maxLength: 0 }],
  // No byte total here: Lighthouse's image gatherer fetches every <picture> of the page, lazy ones below the first
  // screen too, as many as fit in its 5 s, so its total moves with the machine. e2e/page-weight.spec.ts counts what a
  // phone's first visit downloads against pageBudget.totalBytes.
  'resource-summary:third-party:count': ['error', { maxNumericValue: pageBudget.thirdPartyRequests }],
};

module.exports = {
  ci: {
    collect: {
      staticDistDir: dir,
      url: pages.map((page) => `http://localhost/${page}`),
      numberOfRuns: 1,
      chromePath: findChromium(),
      settings: {
        chromeFlags: lighthouseChromeFlags.join(' '),
        // Only what the assertions read: three categories, the audits named below (Lighthouse runs the union), no screenshots.
        onlyCategories: ['accessibility', 'best-practices', 'seo'],
        onlyAudits: [...new Set(Object.keys(common).filter((key) => !key.startsWith('categories:')).map((key) => key.split(':')[0]))],
        disableFullPageScreenshot: true,
        blockedUrlPatterns: ['*.woff2'],
      },
    },
    assert: {
      assertMatrix: [
        { matchingUrlPattern: '.*', assertions: common },
        // Each page's script budget, as the size gate reads it (an island's page gets the island's).
        ...routes.map((route) => ({
          matchingUrlPattern: pagesPattern([route.file]),
          assertions: { 'resource-summary:script:size': ['error', { maxNumericValue: jsBudgetFor(hasIsland(html(route.file))) }] },
        })),
        { matchingUrlPattern: pagesPattern(indexable), assertions: { 'categories:seo': ['error', { minScore: 1 }] } },
      ],
    },
    upload: { target: 'filesystem', outputDir: 'test-results/lighthouse' },
  },
};
