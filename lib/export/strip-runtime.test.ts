import { cpSync, mkdirSync, mkdtempSync, readFileSync, existsSync, writeFileSync, rmSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { contentPage, fixturePath } from './__fixtures__/pages';
import { createExportContext, runPageSteps } from './context';
import { findElements } from './html-elements';
import { frameworkInlineScript } from './next-output';
import { stripRuntime, stripRuntimeFromExport } from './strip-runtime';

const slice = (html: string, element: { start: number; end: number }) => html.slice(element.start, element.end);

describe('stripRuntime', () => {
  const stripped = stripRuntime(contentPage);

  it('removes framework chunks, script preloads, the nomodule polyfill and inline bootstrap scripts', () => {
    expect(stripped).not.toMatch(/_next\/static\/chunks\/[^"]+\.js/);
    expect(stripped).not.toMatch(/rel="(preload|modulepreload)"[^>]*as="script"/);
    expect(stripped).not.toMatch(/noModule/i);
    expect(stripped).not.toContain('TURBOPACK');
    expect(stripped).not.toContain('__next_f');
    expect(stripped).not.toMatch(/\$R[A-Z]\(/);
  });

  it('keeps our own scripts, data scripts, styles, fonts and the content byte for byte', () => {
    const kept = findElements(contentPage, ['link', 'script', 'main']).filter(
      (element) =>
        element.name === 'main' ||
        (element.name === 'link' && /stylesheet|font/.test(`${element.attribs.rel} ${element.attribs.as}`)) ||
        (element.name === 'script' && (element.attribs.src === '/enhance.js' || element.attribs.type === 'application/ld+json' || element.attribs.type === 'speculationrules' || (element.attribs.src === undefined && !frameworkInlineScript.test(element.inner)))),
    );
    expect(kept.map((element) => element.name)).toEqual(expect.arrayContaining(['main', 'link', 'script']));
    for (const element of kept) expect(stripped).toContain(slice(contentPage, element));
  });

  it('handles a base path', () => {
    const withBase = contentPage.replaceAll('"/_next/', '"/site/_next/').replace('"/enhance.js"', '"/site/enhance.js"');
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

  it('strips content pages and their RSC payload files as Next writes them, and leaves interactive routes alone', () => {
    exportWith({
      'index.html': contentPage,
      'index.txt': readFileSync(fixturePath('about.txt'), 'utf8'),
      'blog.html': contentPage,
      'blog/hello-world.html': contentPage,
      '404.html': contentPage,
      'contact.html': contentPage,
      'contact.txt': readFileSync(fixturePath('about.txt'), 'utf8'),
      'robots.txt': 'User-agent: *',
      'notes.html': contentPage,
      'notes.txt': 'Plain notes: not a payload',
    });
    cpSync(fixturePath('about.html'), join(out, 'about.html'));
    cpSync(fixturePath('about.txt'), join(out, 'about.txt'));
    cpSync(fixturePath('about'), join(out, 'about'), { recursive: true });
    expect(readdirSync(join(out, 'about')).length).toBeGreaterThan(0);

    runPageSteps(createExportContext({ dir: out, interactiveRoutes: ['/contact'] }), [stripRuntimeFromExport]);
    for (const page of ['index.html', 'about.html', 'blog.html', 'blog/hello-world.html', '404.html']) {
      expect(readFileSync(join(out, page), 'utf8'), page).not.toContain('__next_f');
    }
    expect(readFileSync(join(out, 'contact.html'), 'utf8')).toBe(contentPage);
    for (const gone of ['index.txt', 'about.txt', 'about']) expect(existsSync(join(out, gone)), gone).toBe(false);
    for (const kept of ['contact.txt', 'robots.txt', 'blog/hello-world.html', 'notes.txt']) expect(existsSync(join(out, kept)), kept).toBe(true);
  });
});
