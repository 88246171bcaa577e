/**
 * Playwright config for the slow content-build tests in tests/builds/ (`npm run test:builds`, and a step
 * of `npm test`): each copies the project, changes its content, runs the real build and checks the result.
 */
import { defineConfig, devices } from '@playwright/test';
import { desktop, fullBrowser } from '../support/browser';

export const buildsReport = 'test-results/builds.json';

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.build.ts',
  // Builds are CPU-heavy: one at a time.
  workers: 1,
  retries: 0,
  timeout: 15 * 60_000,
  // The editor and the copies' servers answer while the other lane of `npm test` loads both cores: a waiting assertion
  // gets 30 s before it fails (a bound, never a timing).
  expect: { timeout: 30_000 },
  forbidOnly: !!process.env.CI,
  // Its own folder, so it does not wipe the other suites' results in test-results/.
  outputDir: '../../test-results/builds',
  reporter: [['list'], ['json', { outputFile: `../../${buildsReport}` }]],
  use: {
    ...devices['Desktop Chrome'],
    ...desktop,
    launchOptions: fullBrowser,
  },
});
