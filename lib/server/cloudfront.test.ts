/**
 * The CloudFront Function in README.md ("Amazon S3 + CloudFront"), run as written: the README is its one copy,
 * so this test extracts the code block and runs it against the requests the preview server is tested with.
 */
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

function readmeHandler(): Handler {
  const readme = readFileSync('README.md', 'utf8');
  const section = readme.slice(readme.indexOf('### Amazon S3 + CloudFront'));
  const code = /```js\n([\s\S]*?)```/.exec(section)?.[1];
  if (!code?.includes('function handler(event)')) throw new Error('README.md: no CloudFront Function code block under "Amazon S3 + CloudFront"');
  return runInNewContext(`${code}\nhandler`) as Handler;
}

const handler = readmeHandler();
const run = (uri: string, querystring: CloudFrontRequest['querystring'] = {}) => handler({ request: { uri, querystring } });
const site = 'https://www.example.com';

describe("the README's CloudFront Function", () => {
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
