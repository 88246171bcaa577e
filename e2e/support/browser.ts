/**
 * Which Chromium the tests and audits drive: CHROME_PATH when set, else Playwright's own
 * browser when installed, else the system's (Debian's `chromium`). See e2e/runner/ensure-browser.ts.
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
