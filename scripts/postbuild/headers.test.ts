import { describe, expect, it } from 'vitest';
import { formatHeadersFile, headersForPath, parseHeadersFile } from './headers-file';
import { siteHeaderRules } from './headers';

describe('siteHeaderRules', () => {
  const rules = parseHeadersFile(formatHeadersFile(siteHeaderRules({ scriptHashes: ["'sha256-abc='"], basePath: '/site' })));

  it('sends the security headers on every path under the base path', () => {
    const headers = headersForPath(rules, '/site/about');
    expect(Object.keys(headers).sort()).toEqual([
      'Content-Security-Policy',
      'Cross-Origin-Opener-Policy',
      'Permissions-Policy',
      'Referrer-Policy',
      'Strict-Transport-Security',
      'X-Content-Type-Options',
      'X-Frame-Options',
    ]);
    expect(headers['Content-Security-Policy']).toContain("script-src 'self' 'sha256-abc='");
    expect(headers['Content-Security-Policy']).toContain("frame-ancestors 'none'");
    expect(headers['Cross-Origin-Opener-Policy']).toBe('same-origin');
    // The header also covers the routes that keep React; Trusted Types comes with each content page's own policy.
    expect(headers['Content-Security-Policy']).not.toContain('require-trusted-types-for');
  });

  it('caches hashed build assets immutably, and nothing else', () => {
    expect(headersForPath(rules, '/site/_next/static/chunks/a.js')['Cache-Control']).toBe('public, max-age=31536000, immutable');
    expect(headersForPath(rules, '/site/enhance.js')).not.toHaveProperty('Cache-Control');
    expect(headersForPath(rules, '/about')).toEqual({});
  });
});

it('the editor at /admin gets its own policy, a popup-friendly opener policy and noindex, replacing the site-wide values', () => {
  const rules = parseHeadersFile(formatHeadersFile(siteHeaderRules({ scriptHashes: ["'sha256-abc='"], basePath: '/site' })));
  const headers = headersForPath(rules, '/site/admin');
  expect(headers['Content-Security-Policy']).toContain("script-src 'self' 'wasm-unsafe-eval';");
  expect(headers['Content-Security-Policy']).not.toContain("'unsafe-eval'");
  expect(headers['Content-Security-Policy']).not.toContain('sha256-abc=');
  expect(headers['Content-Security-Policy']).toContain("frame-ancestors 'none'");
  expect(headers['Cross-Origin-Opener-Policy']).toBe('same-origin-allow-popups');
  expect(headers['X-Robots-Tag']).toBe('noindex, nofollow');
  expect(headers['X-Frame-Options']).toBe('DENY');
  // No other path gets any of it.
  expect(headersForPath(rules, '/site/about')['Content-Security-Policy']).not.toContain("'unsafe-inline'");
  expect(headersForPath(rules, '/site/administration')).not.toHaveProperty('X-Robots-Tag');
});

it('the editor at /admin on Cloudflare Pages, removes the site-wide policies there instead of replacing them (Pages would join the values)', () => {
  const text = formatHeadersFile(siteHeaderRules({ basePath: '', cloudflarePages: true }));
  expect(text).toContain('/admin\n  ! Content-Security-Policy\n  ! Cross-Origin-Opener-Policy\n  X-Robots-Tag: noindex, nofollow\n');
  const headers = headersForPath(parseHeadersFile(text), '/admin');
  expect(headers).not.toHaveProperty('Content-Security-Policy');
  expect(headers).not.toHaveProperty('Cross-Origin-Opener-Policy');
  expect(headers['Strict-Transport-Security']).toBeDefined();
});
