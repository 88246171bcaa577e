import { describe, expect, it } from 'vitest';
import { exportedPage } from '../../scripts/postbuild/site-export';
import { missingPath, routeLabel, routeUrl, routesOf, sampleRoutes } from './routes';

const routesFromFiles = (files: string[]) => routesOf(files.map((file) => exportedPage('out', file)));

describe('routesFromFiles', () => {
  const files = ['services.html', '404.html', 'about.html', 'index.html', 'blog.html', 'blog/b-post.html', 'blog/a-post.html', '_not-found.html'];

  it('lists each address once, home first and the not-found pages last', () => {
    expect(routesFromFiles(files).map((route) => route.path)).toEqual([
      '/',
      '/about',
      '/blog',
      '/blog/a-post',
      '/blog/b-post',
      '/services',
      `/blog${missingPath}`,
      missingPath,
    ]);
  });

  it('requests the 404 page inside every section with pages of its own', () => {
    const inBlog = routesFromFiles(files).find((route) => route.path === `/blog${missingPath}`);
    expect(inBlog).toMatchObject({ kind: 'notFound', status: 404, file: '404.html' });
    expect(routesFromFiles(['index.html', 'blog/a.html']).map((route) => route.path)).toEqual(['/', '/blog/a']);
    const nested = routesFromFiles(['404.html', 'blog/a.html', 'blog/category/topic.html']).map((route) => route.path);
    expect(nested).toEqual(expect.arrayContaining([`/blog${missingPath}`, `/blog/category${missingPath}`]));
    expect(nested.filter((path) => path.endsWith(missingPath))).toHaveLength(3);
  });

  it('routes every page that is not a post or the 404 as a page, listed or not (the HTML says whether it is noindex)', () => {
    expect(routesFromFiles(['index.html', 'contact.html', 'contact/sent.html']).map((route) => [route.path, route.kind])).toEqual([
      ['/', 'page'],
      ['/contact', 'page'],
      ['/contact/sent', 'page'],
    ]);
  });

  it('samples one page per template for Lighthouse: every top-level page, the first of each folder, one 404', () => {
    const nested = routesFromFiles([...files, 'blog/category/a.html', 'blog/category/b.html', 'contact/sent.html']);
    expect(sampleRoutes(nested).map((route) => route.path)).toEqual([
      '/',
      '/about',
      '/blog',
      '/blog/a-post',
      '/blog/category/a',
      '/contact/sent',
      '/services',
      missingPath,
    ]);
  });
});

it('routeUrl joins origin, base path and route', () => {
  expect(routeUrl('http://127.0.0.1:4000', '', '/')).toBe('http://127.0.0.1:4000/');
  expect(routeUrl('http://127.0.0.1:4000', '', '/about')).toBe('http://127.0.0.1:4000/about');
  expect(routeUrl('http://127.0.0.1:4000', '/site', '/')).toBe('http://127.0.0.1:4000/site');
  expect(routeUrl('http://127.0.0.1:4000/', '/site', '/about')).toBe('http://127.0.0.1:4000/site/about');
});

it('routeLabel names pages by address and not-found pages by section', () => {
  const routes = routesFromFiles(['index.html', '404.html', 'blog/a.html']);
  expect(routes.map(routeLabel)).toEqual(['/', '/blog/a', '404 page in /blog', '404 page']);
});
