import { describe, expect, it } from 'vitest';
import { clientComponentsByRoute, parseManifest, rendersRoute } from './client-components';
import { exportedPage } from './site-export';

const manifest = (appPath: string, ids: string[]) =>
  `globalThis.__RSC_MANIFEST = globalThis.__RSC_MANIFEST || {};\nglobalThis.__RSC_MANIFEST[${JSON.stringify(appPath)}] = ${JSON.stringify({
    moduleLoading: { prefix: '' },
    clientModules: Object.fromEntries(ids.map((id) => [id, { id: 1, name: '*', chunks: [], async: false }])),
    entryJSFiles: {},
  })};`;

describe('parseManifest', () => {
  it('keeps our client components and drops the framework, libraries and error boundaries', () => {
    const text = manifest('/contact/page', [
      '[project]/node_modules/next/dist/esm/client/components/layout-router.js',
      '[project]/node_modules/lucide-react/dist/esm/Icon.mjs',
      '[project]/app/error.tsx',
      '[project]/app/global-error.tsx',
      '[project]/app/blog/error.tsx',
      '[project]/components/contact/EnquiryForm.tsx',
    ]);
    expect(parseManifest(text, 'x.js')).toEqual({ appPath: '/contact/page', components: ['components/contact/EnquiryForm.tsx'] });
  });

  it('reads webpack-style absolute module ids with export names', () => {
    const text = manifest('/about/page', ['/project/components/about/Counter.tsx#default', '/project/components/about/Counter.tsx', '/project/node_modules/x/y.js']);
    expect(parseManifest(text, 'x.js', '/project').components).toEqual(['components/about/Counter.tsx']);
  });

  it('names the file when the format is not the one it reads', () => {
    expect(() => parseManifest('self.__RSC_MANIFEST = {}', '.next/server/app/about/page_client-reference-manifest.js')).toThrow(
      /about\/page_client-reference-manifest\.js is not a client reference manifest/,
    );
    expect(() => parseManifest('globalThis.__RSC_MANIFEST["/page"] = {"modules":{}};', 'x.js')).toThrow(/has Next's build output changed/);
  });
});

describe('rendersRoute', () => {
  const page = (path: string) => exportedPage('out', path);

  it('matches static, dynamic, catch-all, grouped and not-found app paths', () => {
    expect(rendersRoute('/page', page('index.html'))).toBe(true);
    expect(rendersRoute('/page', page('about.html'))).toBe(false);
    expect(rendersRoute('/about/page', page('about.html'))).toBe(true);
    expect(rendersRoute('/blog/[slug]/page', page('blog/hello-world.html'))).toBe(true);
    expect(rendersRoute('/blog/[slug]/page', page('blog.html'))).toBe(false);
    expect(rendersRoute('/docs/[...slug]/page', page('docs/a/b.html'))).toBe(true);
    expect(rendersRoute('/docs/[[...slug]]/page', page('docs.html'))).toBe(true);
    expect(rendersRoute('/(marketing)/about/page', page('about.html'))).toBe(true);
    expect(rendersRoute('/_not-found/page', page('404.html'))).toBe(true);
    expect(rendersRoute('/_not-found/page', page('_not-found.html'))).toBe(true);
  });
});

describe('clientComponentsByRoute', () => {
  it('lists the routes that render a client component of ours, with the components', () => {
    const pages = ['index.html', 'about.html', 'contact.html', 'blog/a.html'].map((path) => exportedPage('out', path));
    const manifests = [
      { appPath: '/page', components: [] },
      { appPath: '/about/page', components: ['components/about/Counter.tsx'] },
      { appPath: '/contact/page', components: ['components/contact/EnquiryForm.tsx'] },
      { appPath: '/blog/[slug]/page', components: [] },
    ];
    expect([...clientComponentsByRoute(pages, manifests)]).toEqual([
      ['/about', ['components/about/Counter.tsx']],
      ['/contact', ['components/contact/EnquiryForm.tsx']],
    ]);
  });
});
