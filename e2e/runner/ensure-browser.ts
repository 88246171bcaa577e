/**
 * Makes sure a Chromium is available: CHROME_PATH, Playwright's browser or a system one.
 * Otherwise installs Debian's `chromium` (as root on Debian) or Playwright's own browser.
 */
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { findChromium } from '../support/browser';

function provision(): void {
  const isRoot = process.getuid?.() === 0;
  if (isRoot && existsSync('/etc/debian_version')) {
    console.log('Installing Debian chromium…');
    execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', { stdio: 'inherit' });
  } else {
    console.log("Installing Playwright's Chromium…");
    execSync('npx playwright install chromium', { stdio: 'inherit' });
  }
}

if (!findChromium()) provision();
const path = findChromium();
if (!path) {
  console.error('No Chromium found. Set CHROME_PATH to a Chrome or Chromium executable.');
  process.exit(1);
}
console.log(`Chromium: ${path}`);
