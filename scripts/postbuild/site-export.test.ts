import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { scriptsPage as page } from './__fixtures__/scripts-page';
import { hasIsland, isNoindex, pageScripts, readExport, routeOfFile, scriptType } from './site-export';

describe('routeOfFile', () => {
  it('maps exported files to the routes they answer', () => {
    expect(routeOfFile('index.html')).toBe('/');
    expect(routeOfFile('about.html')).toBe('/about');
    expect(routeOfFile('blog/hello-world.html')).toBe('/blog/hello-world');
    expect(routeOfFile('blog/index.html')).toBe('/blog');
    expect(routeOfFile('404.html')).toBe('/404');
  });
});

describe('readExport', () => {
  const dir = mkdtempSync(join(tmpdir(), 'site-export-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  for (const name of ['index.html', 'about.html', 'blog.html', 'blog/a-post.html', '404.html', '_not-found.html', '_next/static/x.html', 'llms.txt']) {
    mkdirSync(join(dir, name, '..'), { recursive: true });
    writeFileSync(join(dir, name), '<html></html>');
  }

  it('lists every HTML page with its route and kind, sorted by route, and nothing in _next/', () => {
    const site = readExport(dir, '/site');
    expect(site.pages.map(({ route, kind, path }) => `${route} ${kind} ${path}`)).toEqual([
      '/ page index.html',
      '/_not-found notFound _not-found.html',
      '/404 notFound 404.html',
      '/about page about.html',
      '/blog page blog.html',
      '/blog/a-post post blog/a-post.html',
    ]);
    expect(site.sitePages.map((page) => page.route)).toEqual(['/', '/about', '/blog', '/blog/a-post']);
  });

  it('maps addresses on a page to files in the export, without the base path', () => {
    const site = readExport(dir, '/site');
    expect(site.pathOfAddress('/site/_next/static/a.js', '/about')).toBe('_next/static/a.js');
    expect(site.pathOfAddress('enhance.js', '/blog/post')).toBe('blog/enhance.js');
    expect(site.pathOfAddress('/elsewhere.js', '/')).toBeUndefined();
    expect(site.pathOfAddress('https://cdn.example.com/x.js', '/')).toBeUndefined();
  });

  it('says which folder has no export', () => {
    expect(() => readExport(join(dir, 'missing'))).toThrow(/No export in .*missing.*npm run build/);
  });
});

describe('pageScripts', () => {
  it('finds scripts, script hints and island bundles in document order, and says which run', () => {
    expect(pageScripts(page).map((script) => `${script.src ?? script.element.inner} ${script.type}${script.hint ? ' hint' : ''}${script.runs ? ' runs' : ''}`)).toEqual([
      '/_next/a.js javascript hint runs',
      '/m.js javascript hint runs',
      '/_next/a.js javascript runs',
      'document.documentElement.dataset.js="" javascript runs',
      '/polyfills.js javascript',
      '{"@context":"https://schema.org"} data',
      '{"prerender":[]} rules',
      '/b.js javascript runs',
      '/islands/form.js javascript runs',
      '{"a":1} data',
      '/hydrate.js javascript runs',
      'self.__next_f.push([1,"</p>"]) javascript runs',
      '/enhance.js javascript runs',
    ]);
  });

  it('says whether a page holds an island', () => {
    expect(hasIsland(page)).toBe(true);
    expect(hasIsland('<p data-islands="x">no</p>')).toBe(false);
  });

  it('classifies script types', () => {
    expect(scriptType(undefined)).toBe('javascript');
    expect(scriptType('module')).toBe('javascript');
    expect(scriptType('text/javascript; charset=utf-8')).toBe('javascript');
    expect(scriptType('importmap')).toBe('rules');
    expect(scriptType('application/ld+json')).toBe('data');
  });
});

describe('isNoindex', () => {
  it('finds a robots noindex in a page head', () => {
    expect(isNoindex('<head><meta name="robots" content="noindex, follow"/></head>')).toBe(true);
    expect(isNoindex('<head><meta name="robots" content="index, follow, max-image-preview:large"/></head>')).toBe(false);
  });
});
