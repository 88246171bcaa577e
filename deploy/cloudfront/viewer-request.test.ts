/** deploy/cloudfront/viewer-request.js, run as written against the requests the preview server is tested with. */
import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';

interface CloudFrontRequest {
  uri: string;
  querystring: Record<string, { value: string }>;
}
interface CloudFrontRedirect {
  statusCode: number;
  headers: { location: { value: string } };
}
type Handler = (event: { request: CloudFrontRequest }) => CloudFrontRequest | CloudFrontRedirect;

const functionFile = 'deploy/cloudfront/viewer-request.js';

function loadHandler(): Handler {
  const code = readFileSync(functionFile, 'utf8');
  if (!code.includes('function handler(event)')) throw new Error(`${functionFile}: no top-level "function handler(event)"`);
  return runInNewContext(`${code}\nhandler`) as Handler;
}

const handler = loadHandler();
const run = (uri: string, querystring: CloudFrontRequest['querystring'] = {}) => handler({ request: { uri, querystring } });
const site = 'https://www.example.com';

describe('the CloudFront Function', () => {
  it('asks S3 for the .html file of a clean URL and leaves files and the root alone', () => {
    expect(run('/about')).toMatchObject({ uri: '/about.html' });
    expect(run('/blog/hello-world')).toMatchObject({ uri: '/blog/hello-world.html' });
    expect(run('/')).toMatchObject({ uri: '/' });
    expect(run('/_next/static/a.js')).toMatchObject({ uri: '/_next/static/a.js' });
  });

  it('redirects a trailing slash away, keeping the query', () => {
    expect(run('/about/', { a: { value: '1' } })).toMatchObject({ statusCode: 301, headers: { location: { value: '/about?a=1' } } });
  });

  it.each(['//evil.example/', '///evil.example/', '/\\evil.example/', '/\\/evil.example/', '/.//evil.example/', '/%2F%2Fevil.example/'])(
    'never redirects %j to another host',
    (uri) => {
      const response = run(uri) as CloudFrontRedirect;
      expect(response.statusCode).toBe(301);
      const location = response.headers.location.value;
      expect(location).toMatch(/^\/[^/\\]/);
      expect(new URL(location, `${site}${uri}`).origin).toBe(site);
    },
  );
});
