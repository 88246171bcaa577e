import { describe, expect, it } from 'vitest';
import { isNoindex, missingPath, routeForFile, routeLabel, routeUrl, routesFromFiles, sampleRoutes } from './routes';

describe('routeForFile', () => {
  it('maps exported HTML files to clean addresses', () => {
    expect(routeForFile('index.html')?.path).toBe('/');
    expect(routeForFile('about.html')?.path).toBe('/about');
    expect(routeForFile('blog/index.html')?.path).toBe('/blog');
    expect(routeForFile('blog/hello-world.html')).toMatchObject({ path: '/blog/hello-world', kind: 'post', status: 200 });
  });

  it('requests the 404 page at a missing address and expects status 404', () => {
    expect(routeForFile('404.html')).toMatchObject({ path: missingPath, kind: 'notFound', status: 404 });
  });

  it('skips framework files, underscore copies and non-HTML files', () => {
    expect(routeForFile('_not-found.html')).toBeUndefined();
    expect(routeForFile('_next/static/chunks/x.html')).toBeUndefined();
    expect(routeForFile('about.txt')).toBeUndefined();
    expect(routeForFile('about/__next._tree.txt')).toBeUndefined();
  });
});

describe('routesFromFiles', () => {
  const files = ['services.html', '404.html', 'about.html', 'index.html', 'blog.html', 'blog/b-post.html', 'blog/a-post.html', '_not-found.html', 'about/index.html'];

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

  it('samples one post for Lighthouse and keeps every other route', () => {
    expect(sampleRoutes(routesFromFiles(files)).map((route) => route.path)).toEqual([
      '/',
      '/about',
      '/blog',
      '/blog/a-post',
      '/services',
      `/blog${missingPath}`,
      missingPath,
    ]);
  });
});

describe('routeUrl', () => {
  it('joins origin, base path and route', () => {
    expect(routeUrl('http://127.0.0.1:4000', '', '/')).toBe('http://127.0.0.1:4000/');
    expect(routeUrl('http://127.0.0.1:4000', '', '/about')).toBe('http://127.0.0.1:4000/about');
    expect(routeUrl('http://127.0.0.1:4000', '/site', '/')).toBe('http://127.0.0.1:4000/site');
    expect(routeUrl('http://127.0.0.1:4000/', '/site/', '/about')).toBe('http://127.0.0.1:4000/site/about');
  });
});

describe('routeLabel', () => {
  it('names pages by address and not-found pages by section', () => {
    const routes = routesFromFiles(['index.html', '404.html', 'blog/a.html']);
    expect(routes.map(routeLabel)).toEqual(['/', '/blog/a', '404 page in /blog', '404 page']);
  });
});

describe('isNoindex', () => {
  it('finds a robots noindex in a page head', () => {
    expect(isNoindex('<head><meta name="robots" content="noindex, follow"/></head>')).toBe(true);
    expect(isNoindex('<head><meta name="robots" content="index, follow, max-image-preview:large"/></head>')).toBe(false);
  });
});
