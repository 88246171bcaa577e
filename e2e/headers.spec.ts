import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { headersFileName } from '../scripts/postbuild/headers';
import { parseHeadersFile } from '../scripts/postbuild/headers-file';
import { getAllCaseStudies } from '../lib/render/case-studies';
import { getPostSlugs } from '../lib/render/posts';
import { exportDir, sitePath } from './support/site';

/** The headers every response carries, as the generated out/_headers declares them for Netlify and Cloudflare Pages. */
const security = {
  'strict-transport-security': /^max-age=\d{8,}; includeSubDomains$/,
  'x-content-type-options': /^nosniff$/,
  'x-frame-options': /^DENY$/,
  'referrer-policy': /^strict-origin-when-cross-origin$/,
  'cross-origin-opener-policy': /^same-origin$/,
  'permissions-policy': /camera=\(\).*microphone=\(\).*geolocation=\(\)/,
  'content-security-policy': /^default-src 'self'; script-src 'self'( 'wasm-unsafe-eval')?( 'sha256-[A-Za-z0-9+/]{43}=')+; style-src 'self'( 'sha256-[A-Za-z0-9+/]{43}=')*;.*object-src 'none'; frame-ancestors 'none'$/,
};

test.describe('response headers from out/_headers', () => {
  test('the export declares them for every path and immutable caching for build assets', () => {
    const rules = parseHeadersFile(readFileSync(join(exportDir, headersFileName), 'utf8'));
    expect(rules.map((rule) => rule.path)).toEqual([sitePath('/*'), sitePath('/_next/static/*'), sitePath('/*.md'), sitePath('/admin')]);
  });

  for (const route of ['/', '/about', '/contact', '/no-such-page']) {
    test(`${route} is served with every security header`, async ({ request }) => {
      const response = await request.get(sitePath(route));
      const headers = response.headers();
      for (const [name, value] of Object.entries(security)) expect(headers[name], name).toMatch(value);
      expect(headers['cache-control']).not.toContain('immutable');
    });
  }

  test('the header policy allows every inline script and style the page policy allows', async ({ page }) => {
    for (const route of ['/', '/contact']) {
      const response = await page.goto(sitePath(route));
      const header = response?.headers()['content-security-policy'] ?? '';
      const meta = (await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content')) ?? '';
      for (const hash of meta.match(/'sha256-[^']+'/g) ?? []) expect(header, route).toContain(hash);
    }
  });

  test('hashed build assets are cached for a year, immutably', async ({ page, request }) => {
    await page.goto(sitePath('/'));
    // The build's assets a page names: its web fonts, in the inline stylesheet's @font-face rules.
    const assets = await page.locator('style').evaluateAll((styles) =>
      styles.flatMap((style) => [...(style.textContent ?? '').matchAll(/url\(["']?([^"')]*\/_next\/static\/[^"')]*)/g)].map((match) => new URL(match[1], location.href).href)),
    );
    expect(assets.length).toBeGreaterThan(0);
    for (const asset of assets) {
      const response = await request.get(asset);
      expect(response.headers()['cache-control'], asset).toBe('public, max-age=31536000, immutable');
      expect(response.headers()['x-content-type-options']).toBe('nosniff');
    }
  });

  test('markdown twins of posts and case studies are served as text/markdown', async ({ request }) => {
    for (const path of [`/blog/${getPostSlugs()[0]}.md`, `/portfolio/${getAllCaseStudies()[0].slug}.md`]) {
      const response = await request.get(sitePath(path));
      expect(response.status(), path).toBe(200);
      expect(response.headers()['content-type'], path).toBe('text/markdown; charset=utf-8');
    }
  });

  test('the headers file itself is not served, however the address spells it', async ({ request }) => {
    for (const path of ['/_headers', '/%5Fheaders', '/%5fheaders', '/./_headers']) expect((await request.get(sitePath(path))).status(), path).toBe(404);
  });

  test('a malformed address gets 400 and the server keeps serving', async ({ request }) => {
    expect((await request.get(sitePath('/%'))).status()).toBe(400);
    expect((await request.get(sitePath('/about'))).status()).toBe(200);
  });
});
