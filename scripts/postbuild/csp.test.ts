import { describe, expect, it } from 'vitest';
import { scriptsPage } from './__fixtures__/scripts-page';
import { addCspToExport, contentSecurityPolicy, inlineScriptHashes, inlineStyleHashes } from './csp';
import { findElements } from './html-elements';
import { exportedPage } from './site-export';
import { keepOwnScripts } from './own-scripts';

it('inlineScriptHashes hashes the exact text of each inline script (the CSP spec example)', () => {
  expect(inlineScriptHashes("<script>alert('Hello, world.');</script>")).toEqual(["'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='"]);
});

it('inlineScriptHashes covers classic, module and speculation-rules scripts but not JSON-LD or external scripts', () => {
  const html =
    '<script>a()</script><script type="module">b()</script><script type="speculationrules">{}</script>' +
    '<script type="application/ld+json">{}</script><script src="/enhance.js"></script><script>a()</script>';
  expect(inlineScriptHashes(html)).toHaveLength(3);
});

it('inlineStyleHashes hashes the exact text of each <style>, once', () => {
  expect(inlineStyleHashes('<style>p{}</style><style>p{}</style>')).toEqual(["'sha256-gG2yISYereRMiG2lMXrbiUgi0Ubw9p7QCeWcroOvy9Y='"]);
});

describe('contentSecurityPolicy', () => {
  const policy = contentSecurityPolicy({ scriptHashes: ["'sha256-abc='"], formEndpoint: 'https://forms.example.com/send', siteUrl: 'https://www.example.com' });

  it('allows the site itself, the hashed scripts and the form service origin only; forms may also return to SITE_URL from any host', () => {
    expect(policy).toBe(
      "default-src 'self'; script-src 'self' 'sha256-abc='; style-src 'self'; img-src 'self' data:; font-src 'self'; " +
        "connect-src 'self' https://forms.example.com; form-action 'self' https://forms.example.com https://www.example.com; base-uri 'self'; object-src 'none'",
    );
    expect(policy).not.toContain('unsafe');
  });

  it('allows inline styles by hash only', () => {
    expect(contentSecurityPolicy({ scriptHashes: [], styleHashes: ["'sha256-def='"] })).toContain("style-src 'self' 'sha256-def=';");
  });

  it('adds frame-ancestors only to the header form (a meta policy ignores it)', () => {
    expect(policy).not.toContain('frame-ancestors');
    expect(contentSecurityPolicy({ scriptHashes: [], header: true })).toMatch(/; frame-ancestors 'none'$/);
  });
});

describe('addCspToExport', () => {
  /** One page through the build's step, as scripts/postbuild/postbuild.ts runs it. */
  const addCspMeta = (html: string) => addCspToExport({ hashes: { scriptHashes: [], styleHashes: [] }, wasm: false }).rewrite(html, exportedPage('out', 'index.html'));
  const page = addCspMeta(keepOwnScripts(scriptsPage));

  it('puts the policy right after <meta charset>, before every script and stylesheet', () => {
    expect(page).toContain('<head><meta charSet="utf-8"/><meta http-equiv="Content-Security-Policy" content="default-src');
    const [meta] = findElements(page, ['meta']).filter((element) => element.attribs['http-equiv']);
    const firstLoad = findElements(page, ['script', 'link'])[0];
    expect(meta.start).toBeLessThan(firstLoad.start);
  });

  it('allows exactly the page’s inline scripts', () => {
    const content = findElements(page, ['meta']).find((element) => element.attribs['http-equiv'])?.attribs.content ?? '';
    const hashes = inlineScriptHashes(page);
    expect(hashes.length).toBeGreaterThanOrEqual(2); // at least the js flag and the speculation rules
    for (const hash of hashes) expect(content).toContain(hash);
    expect(content.match(/'sha256-/g)).toHaveLength(hashes.length);
  });

  it('requires Trusted Types for scripts', () => {
    const policy = findElements(page, ['meta']).find((element) => element.attribs['http-equiv'])?.attribs.content ?? '';
    expect(policy).toContain("; require-trusted-types-for 'script'");
  });

  it("lets only a page with the search box run WebAssembly ('wasm-unsafe-eval'), and never evaluate strings", () => {
    const policyOf = (html: string) => findElements(html, ['meta']).find((element) => element.attribs['http-equiv'])?.attribs.content ?? '';
    const searching = addCspMeta('<html><head><meta charSet="utf-8"/></head><body><form role="search" data-search=""></form></body></html>');
    expect(policyOf(searching)).toContain("script-src 'self' 'wasm-unsafe-eval'");
    expect(policyOf(page)).not.toContain('wasm-unsafe-eval');
    for (const html of [searching, page]) expect(policyOf(html)).not.toContain("'unsafe-eval'");
  });

  it('allows exactly the page’s inline styles', () => {
    const styled = addCspMeta('<html><head><meta charSet="utf-8"/><style>b{}</style></head></html>');
    expect(styled).toContain(`style-src 'self' ${inlineStyleHashes(styled)[0]};`);
  });

  it('replaces its own policy when run again', () => {
    expect(addCspMeta(page)).toBe(page);
  });

  it('falls back to the start of <head> without a charset meta', () => {
    expect(addCspMeta('<html><head><title>t</title></head></html>')).toMatch(/^<html><head><meta http-equiv="Content-Security-Policy"/);
  });
});
