import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../../tests/support/temp-dir';
import { scriptsPage as page } from './__fixtures__/scripts-page';
import { cssUrlPath, exportPathOfAddress, hasIsland, isNoindex, pageScripts, readExport, routeOfFile, scriptType } from './site-export';

it('routeOfFile maps exported files to the routes they answer', () => {
  expect(routeOfFile('index.html')).toBe('/');
  expect(routeOfFile('about.html')).toBe('/about');
  expect(routeOfFile('blog/hello-world.html')).toBe('/blog/hello-world');
  expect(routeOfFile('blog/index.html')).toBe('/blog');
  expect(routeOfFile('404.html')).toBe('/404');
});

describe('readExport', () => {
  const { dir, write } = tempDir('site-export');
  for (const name of ['index.html', 'about.html', 'blog.html', 'blog/a-post.html', '404.html', '_not-found.html', '_next/static/x.html', 'llms.txt']) {
    write(name, '<html></html>');
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
    expect(site.pathOfAddress('/site/a%20b.css?v=1#top', '/')).toBe('a b.css');
    expect(site.pathOfAddress('/site', '/')).toBeUndefined();
  });

  it('maps public addresses of the site to files in the export', () => {
    expect(exportPathOfAddress('https://example.com/site/og/a.png', '/site', '/', 'https://example.com')).toBe('og/a.png');
    expect(exportPathOfAddress('https://example.com/og/a.png', '', '/', 'https://example.com/')).toBe('og/a.png');
    expect(exportPathOfAddress('https://example.org/og/a.png', '', '/', 'https://example.com')).toBeUndefined();
  });

  it('resolves a stylesheet url() against the sheet, leaving absolute ones alone', () => {
    expect(cssUrlPath('../media/a.woff2', '/site/_next/static/css/x.css')).toBe('/site/_next/static/media/a.woff2');
    expect(cssUrlPath('/media/a.woff2', '/x.css')).toBe('/media/a.woff2');
    expect(cssUrlPath('data:font/woff2;base64,AA', '/x.css')).toBe('data:font/woff2;base64,AA');
    expect(cssUrlPath('#clip', '/x.css')).toBe('#clip');
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

it('isNoindex finds a robots noindex in a page head, in any attribute order or case', () => {
  expect(isNoindex('<head><meta name="robots" content="noindex, follow"/></head>')).toBe(true);
  expect(isNoindex('<head><meta content="NOINDEX" name="Robots"></head>')).toBe(true);
  expect(isNoindex('<head><meta name="robots" content="index, follow, max-image-preview:large"/></head>')).toBe(false);
});
