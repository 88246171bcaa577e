import { mkdirSync, mkdtempSync, readFileSync, existsSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { nextPage } from './__fixtures__/next-page';
import { createExportContext } from './context';
import { stripRuntime, stripRuntimeFromExport } from './strip-runtime';

describe('stripRuntime', () => {
  const stripped = stripRuntime(nextPage);

  it('removes framework chunks, preloads, the nomodule polyfill and inline bootstrap scripts', () => {
    expect(stripped).not.toContain('/_next/static/chunks/3ik41dfief61k.js');
    expect(stripped).not.toMatch(/_next\/static\/chunks\/[^"]+\.js/);
    expect(stripped).not.toContain('rel="preload" as="script"');
    expect(stripped).not.toContain('noModule');
    expect(stripped).not.toContain('TURBOPACK');
    expect(stripped).not.toContain('__next_f');
    expect(stripped).not.toContain('$RC(');
  });

  it('keeps our own scripts, data scripts, styles and fonts byte for byte', () => {
    expect(stripped).toBe(
      '<!DOCTYPE html><html lang="en-GB"><head><meta charSet="utf-8"/><meta name="viewport" content="width=device-width, initial-scale=1"/>' +
        '<link rel="preload" href="/_next/static/media/inter.woff2" as="font" crossorigin="" type="font/woff2"/>' +
        '<link rel="stylesheet" href="/_next/static/chunks/0cxb6dcuz-_u2.css" data-precedence="next"/>' +
        '<title>About | Mercer Content</title>' +
        '<script>document.documentElement.dataset.js=""</script>' +
        '<script type="speculationrules">{"prerender":[{"source":"document","eagerness":"moderate"}]}</script></head>' +
        '<body><div hidden=""><!--$--><!--/$--></div><main id="main"><h1>About</h1><p>Text &amp; more</p></main>' +
        '<script type="application/ld+json">{"@context":"https://schema.org","@type":"Person","name":"Hannah Mercer"}</script>' +
        '<script src="/enhance.js" defer=""></script></body></html>',
    );
  });

  it('handles a base path', () => {
    const withBase = nextPage.replaceAll('"/_next/', '"/site/_next/').replace('"/enhance.js"', '"/site/enhance.js"');
    const result = stripRuntime(withBase);
    expect(result).not.toMatch(/\/site\/_next\/static\/chunks\/[^"]+\.js/);
    expect(result).toContain('<script src="/site/enhance.js" defer=""></script>');
  });

  it('keeps script hints for our own files', () => {
    const own = '<head><link rel="preload" as="script" href="/enhance.js"/><link rel="modulepreload" href="/_next/static/chunks/a.js"/></head>';
    expect(stripRuntime(own)).toBe('<head><link rel="preload" as="script" href="/enhance.js"/></head>');
  });

  it('leaves a page without runtime unchanged', () => {
    expect(stripRuntime(stripped)).toBe(stripped);
  });
});

describe('stripRuntimeFromExport', () => {
  let out = '';
  afterEach(() => rmSync(out, { recursive: true, force: true }));

  function exportWith(files: Record<string, string>) {
    out = mkdtempSync(join(tmpdir(), 'strip-'));
    for (const [name, text] of Object.entries(files)) {
      mkdirSync(join(out, name, '..'), { recursive: true });
      writeFileSync(join(out, name), text);
    }
  }

  const rsc = '1:"$Sreact.fragment"\n2:I[39756,["$2"],"default"]\n';
  const hints = ':HL["/_next/static/chunks/a.css","style"]\n1:"$Sreact.fragment"\n';

  it('strips content pages and their RSC payload files, and leaves interactive routes alone', () => {
    exportWith({
      'index.html': nextPage,
      'index.txt': rsc,
      '__next._tree.txt': hints,
      'about.html': nextPage,
      'about.txt': rsc,
      'about/__next._full.txt': rsc,
      'blog.html': nextPage,
      'blog/__next._tree.txt': rsc,
      'blog/hello-world.html': nextPage,
      'blog/hello-world/__next._tree.txt': rsc,
      '404.html': nextPage,
      'contact.html': nextPage,
      'contact.txt': rsc,
      'contact/__next._full.txt': rsc,
      'robots.txt': 'User-agent: *',
      'notes.html': nextPage,
      'notes.txt': 'Plain notes: not a payload',
    });
    stripRuntimeFromExport(createExportContext({ dir: out, interactiveRoutes: ['/contact'] }));
    for (const page of ['index.html', 'about.html', 'blog.html', 'blog/hello-world.html', '404.html']) {
      expect(readFileSync(join(out, page), 'utf8'), page).not.toContain('__next_f');
    }
    expect(readFileSync(join(out, 'contact.html'), 'utf8')).toBe(nextPage);
    for (const gone of ['index.txt', '__next._tree.txt', 'about.txt', 'about', 'blog/__next._tree.txt', 'blog/hello-world']) {
      expect(existsSync(join(out, gone)), gone).toBe(false);
    }
    for (const kept of ['contact.txt', 'contact/__next._full.txt', 'robots.txt', 'blog/hello-world.html', 'notes.txt']) {
      expect(existsSync(join(out, kept)), kept).toBe(true);
    }
  });

  it('fails when a declared interactive route is not exported', () => {
    exportWith({ 'index.html': nextPage });
    expect(() => stripRuntimeFromExport(createExportContext({ dir: out, interactiveRoutes: ['/contact'] }))).toThrow(/\/contact/);
  });
});
