/** The preview server against hostile requests, over real HTTP. */
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tempDir } from '../../tests/support/temp-dir';
import { sameHostLocation, serveOnFreePort } from './serve';

const headersFile = '/*\n  X-Secret-Marker: from-the-headers-file\n';

/** A raw GET (fetch would normalise the path first): status, Location and body. */
function get(origin: string, path: string): Promise<{ status: number; location?: string; body: string }> {
  return new Promise((done, fail) => {
    const req = request(`${origin}/`, { path, method: 'GET' }, (res) => {
      let body = '';
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => done({ status: res.statusCode ?? 0, location: res.headers.location, body }));
    });
    req.on('error', fail);
    req.end();
  });
}

for (const basePath of ['', '/site']) {
  describe(`the preview server${basePath ? ` under ${basePath}` : ''}`, () => {
    const { dir, write } = tempDir('serve');
    let server: Awaited<ReturnType<typeof serveOnFreePort>>;
    const at = (path: string) => `${basePath}${path}`;

    beforeAll(async () => {
      write('index.html', '<p>home</p>');
      write('about.html', '<p>about</p>');
      write('blog/hello.html', '<p>hello</p>');
      write('404.html', '<p>not found</p>');
      write('_headers', headersFile);
      server = await serveOnFreePort({ dir, basePath });
    });
    afterAll(() => server.close());

    it('answers a malformed URL with 400 and keeps serving', async () => {
      for (const path of ['/%', '/100%-off', '/%E0%A4%A', '/blog/%zz']) expect((await get(server.origin, at(path))).status, path).toBe(400);
      const about = await get(server.origin, at('/about'));
      expect(about.status).toBe(200);
      expect(about.body).toContain('about');
    });

    it('never serves _headers, under any spelling', async () => {
      const spellings = ['/_headers', '/%5Fheaders', '/%5fheaders', '/_header%73', '/%5F%68eaders', '//_headers', '/./_headers', '/%2E/_headers', '/blog/../_headers', '/blog/%2E%2E/_headers', '/blog%2F..%2F_headers', '/blog\\..\\_headers', '/_headers.html', '/_headers/index.html'];
      for (const path of spellings) {
        const response = await get(server.origin, at(path));
        expect(response.status, path).not.toBe(200);
        expect(response.body, path).not.toContain('X-Secret-Marker');
      }
    });

    it('never redirects to another host', async () => {
      const attempts = ['/.//evil.example/', '//evil.example/', '///evil.example/', '/\\evil.example/', '/%2F%2Fevil.example/', '/./\\/evil.example/', '/.//evil.example/?next=1'];
      for (const path of attempts) {
        const response = await get(server.origin, at(path));
        if (response.status !== 301) continue;
        const target = new URL(response.location!, `${server.origin}${at(path)}`);
        expect(target.origin, `${path} -> ${response.location}`).toBe(server.origin);
        expect(response.location, path).toMatch(/^\/[^/\\]/);
      }
      expect((await get(server.origin, at('/.//evil.example/'))).status).toBe(301);
    });

    it('still serves clean URLs, trailing-slash redirects and the 404 page', async () => {
      expect((await get(server.origin, at('/blog/hello'))).body).toContain('hello');
      expect(await get(server.origin, at('/about/?x=1'))).toMatchObject({ status: 301, location: at('/about?x=1') });
      expect(await get(server.origin, at('/nowhere'))).toMatchObject({ status: 404, body: '<p>not found</p>' });
    });
  });
}

it.each([
  ['', '//evil.example/', '', '/evil.example'],
  ['', '/about/', '?a=1', '/about?a=1'],
  ['/site', '//evil.example//', '', '/site/evil.example'],
  ['', '///', '', '/'],
])('redirect target: base %j, path %j', (basePath, path, search, location) => {
  expect(sameHostLocation(basePath, path, search)).toBe(location);
});
