/**
 * Makes sure a Chromium is available: CHROME_PATH, Playwright's browser or a system one.
 * Otherwise installs Debian's `chromium` and `chromium-headless-shell` (as root on Debian) or Playwright's own
 * browser (tests/support/browser.ts says which spec drives which).
 */
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { findChromium, findHeadlessShell } from '../support/browser';

const debianRoot = process.getuid?.() === 0 && existsSync('/etc/debian_version');

if (debianRoot && (!findChromium() || findHeadlessShell() === findChromium()) && !process.env.CHROME_PATH) {
  console.log('Installing Debian chromium and chromium-headless-shell…');
  try {
    execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium chromium-headless-shell', { stdio: 'inherit' });
  } catch (error) {
    // The shell only makes the suite faster: with a browser already there, carry on without it.
    if (!findChromium()) throw error;
    console.warn('Could not install chromium-headless-shell; every spec runs on the full browser.');
  }
} else if (!findChromium()) {
  console.log("Installing Playwright's Chromium…");
  execSync('npx playwright install chromium', { stdio: 'inherit' });
}
const path = findChromium();
if (!path) {
  console.error('No Chromium found. Set CHROME_PATH to a Chrome or Chromium executable.');
  process.exit(1);
}
console.log(`Chromium: ${path}; most e2e specs: ${findHeadlessShell()}`);
