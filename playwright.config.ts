import { defineConfig, devices } from '@playwright/test';
import { chromiumFlags, desktop, e2ePort as port, findHeadlessShell, phone } from './tests/support/browser';
import { basePath, exportDir } from './scripts/settings';

/** The export served is EXPORT_DIR built for BASE_PATH (scripts/settings.ts); the JSON report goes to E2E_REPORT. */
export const e2eReport = process.env.E2E_REPORT ?? 'test-results/e2e.json';

/** The base-path spec runs only against the sub-path build (a step of `npm test`). */
const basePathSpec = basePath ? [] : ['**/base-path.spec.ts'];

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  testIgnore: basePathSpec,
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: 2,
  reporter: [['list'], ['json', { outputFile: e2eReport }]],
  // Its own folder: Playwright empties it at the start, and the build tests run meanwhile (tests/runner/test-all.ts).
  outputDir: 'test-results/e2e',
  use: {
    baseURL: `http://127.0.0.1:${port}${basePath}`,
    launchOptions: { executablePath: findHeadlessShell(), args: chromiumFlags },
    trace: 'retain-on-failure',
  },
  projects: [
    {
      name: 'desktop',
      // A phone scenario runs in the phone project only: the enquiry under a slow phone's CPU.
      testIgnore: [...basePathSpec, '**/enquiry-stress.spec.ts'],
      use: { ...devices['Desktop Chrome'], ...desktop },
    },
    {
      name: 'phone',
      // What does not depend on the viewport runs once, in the desktop project: whole specs listed here,
      // single groups tagged '@any-viewport'.
      testIgnore: ['seo', 'headers', 'built-css', 'answers', 'blog-not-found', 'booking', 'services-faq', 'footer', 'base-path', 'enquiry-answers'].map((name) => `**/${name}.spec.ts`),
      grepInvert: /@any-viewport/,
      use: { ...devices['Desktop Chrome'], ...phone },
    },
  ],
  webServer: {
    command: `tsx scripts/server/serve.ts ${exportDir}`,
    env: { PORT: String(port), BASE_PATH: basePath },
    url: `http://127.0.0.1:${port}${basePath}/`,
    reuseExistingServer: !process.env.CI,
  },
});
