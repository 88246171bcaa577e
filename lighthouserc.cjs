/**
 * Lighthouse CI (`npm run test:lighthouse`, a step of `npm test`): serves the export (staticDistDir), runs
 * Lighthouse once, with its default mobile emulation and simulated throttling, on one page of every template, and
 * asserts only what does not depend on how busy the machine is: the accessibility, best-practices and SEO scores,
 * layout shift, bytes per resource type, render-blocking requests and image sizing. Timings (performance score,
 * LCP, TBT) are the benchmark's (`npm run audit`). Reports go to .lighthouseci/.
 * Never loosen a budget to get a green run: fix the page.
 */
const { existsSync, readdirSync, readFileSync } = require('node:fs');
const { join } = require('node:path');
// The budgets and the page reader are TypeScript modules, said once there.
const { require: requireTs } = require('tsx/cjs/api');
const { jsBudget } = requireTs('./e2e/gates/budgets.ts', __filename);
const { hasIsland } = requireTs('./lib/export/site-export.ts', __filename);

const { exportDir: dir } = requireTs('./lib/export/settings.ts', __filename);
const KiB = 1024;

/** The first exported page of a folder (every page there shares one template), e.g. 'blog/ai-search-business.html'. */
const firstPage = (folder) => {
  const name = existsSync(join(dir, folder)) ? readdirSync(join(dir, folder)).filter((file) => file.endsWith('.html')).sort()[0] : undefined;
  return name ? [`${folder}/${name}`] : [];
};
/** Every top-level page, one post, one topic hub, one case study, and the unlisted pages (404, thank-you). */
const pages = [
  // Not the editor (admin.html): it is the owner's tool, under its own policy, not a page of the site.
  ...readdirSync(dir).filter((file) => file.endsWith('.html') && !['_not-found.html', 'admin.html'].includes(file)),
  ...firstPage('blog'),
  ...firstPage('blog/category'),
  ...firstPage('portfolio'),
  ...firstPage('contact'),
];

/** Pages that ask not to be indexed (404, thank-you, hubs with too few posts) cannot score on SEO. */
const indexable = pages.filter((page) => !/<meta name="robots" content="[^"]*noindex/.test(readFileSync(join(dir, page), 'utf8')));
const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Pages with a React island (the enquiry form's), whose script budget is the island's. */
const islandPages = pages.filter((page) => hasIsland(readFileSync(join(dir, page), 'utf8')));
const pagesPattern = (list) => `/(${list.map(escape).join('|') || '(?!)'})$`;

const common = {
  'categories:accessibility': ['error', { minScore: 1 }],
  'categories:best-practices': ['error', { minScore: 1 }],
  'cumulative-layout-shift': ['error', { maxNumericValue: 0 }],
  'render-blocking-resources': ['error', { maxLength: 0 }],
  'unsized-images': ['error', { maxLength: 0 }],
  'uses-responsive-images': ['error', { maxLength: 0 }],
  'image-size-responsive': ['error', { maxLength: 0 }],
  'resource-summary:total:size': ['error', { maxNumericValue: 80 * KiB }],
  'resource-summary:third-party:count': ['error', { maxNumericValue: 0 }],
};

const chromePath =
  process.env.CHROME_PATH ||
  [require('@playwright/test').chromium.executablePath(), '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'].find((path) => path && existsSync(path));

module.exports = {
  ci: {
    collect: {
      staticDistDir: dir,
      url: pages.map((page) => `http://localhost/${page}`),
      numberOfRuns: 1,
      chromePath,
      settings: {
        chromeFlags: '--no-sandbox --disable-gpu --headless=new',
        // Only what the assertions read: three categories, the audits named below (Lighthouse runs the union), no screenshots.
        onlyCategories: ['accessibility', 'best-practices', 'seo'],
        onlyAudits: [...new Set(Object.keys(common).filter((key) => !key.startsWith('categories:')).map((key) => key.split(':')[0]))],
        disableFullPageScreenshot: true,
      },
    },
    assert: {
      assertMatrix: [
        { matchingUrlPattern: '.*', assertions: common },
        { matchingUrlPattern: pagesPattern(pages.filter((page) => !islandPages.includes(page))), assertions: { 'resource-summary:script:size': ['error', { maxNumericValue: jsBudget.default }] } },
        { matchingUrlPattern: pagesPattern(islandPages), assertions: { 'resource-summary:script:size': ['error', { maxNumericValue: jsBudget.island }] } },
        { matchingUrlPattern: pagesPattern(indexable), assertions: { 'categories:seo': ['error', { minScore: 1 }] } },
      ],
    },
    upload: { target: 'filesystem', outputDir: '.lighthouseci/reports' },
  },
};
