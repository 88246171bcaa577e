/**
 * Which Chromium the tests and audits drive: CHROME_PATH, else Playwright's, else the system's. Most e2e specs use
 * the headless shell, about twice as fast; the enquiry specs use the full browser (`fullBrowser`): the shell puts a
 * pointer over the page as it loads (an interaction to the island loader) and follows a post's redirect to an error page.
 */
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

const systemChromium = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

export function findChromium(): string | undefined {
  if (process.env.CHROME_PATH) return process.env.CHROME_PATH;
  const bundled = chromium.executablePath();
  if (bundled && existsSync(bundled)) return bundled;
  return systemChromium.find((path) => existsSync(path));
}

const systemHeadlessShell = '/usr/bin/chromium-headless-shell';

/** The browser most e2e specs drive: CHROME_PATH when set, else the system's headless shell, else findChromium(). */
export function findHeadlessShell(): string | undefined {
  if (!process.env.CHROME_PATH && existsSync(systemHeadlessShell)) return systemHeadlessShell;
  return findChromium();
}

/** Flags that keep Chromium quiet and working as root in a closed network. */
export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** The same flags for Lighthouse's own launch of Chromium, which needs to be told to run headless. */
export const lighthouseChromeFlags = [...chromiumFlags, '--headless=new'];

/** Launch options for a spec that must run on the full browser (`test.use({ launchOptions: fullBrowser })`). */
export const fullBrowser = { executablePath: findChromium(), args: chromiumFlags };

/** The two viewports every browser spec runs in (playwright.config.ts) and the benchmarks and build tests use. */
export const desktop = { viewport: { width: 1280, height: 800 } };
export const phone = { viewport: { width: 375, height: 812 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };

/** The port the browser specs serve the export on (E2E_PORT); the base-path build's specs take the next one. */
export const e2ePort = Number(process.env.E2E_PORT ?? 4173);
