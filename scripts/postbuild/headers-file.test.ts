import { describe, expect, it } from 'vitest';
import { formatHeadersFile, headersForPath, matchesPath, parseHeadersFile } from './headers-file';

const text = `# comment
/*
  X-Content-Type-Options: nosniff
  Content-Security-Policy: default-src 'self'; img-src 'self' data:

/_next/static/*
  Cache-Control: public, max-age=31536000, immutable
/blog/:slug
  X-Robots-Tag: all
`;

describe('parseHeadersFile', () => {
  it('reads paths and their indented headers, keeping colons inside values', () => {
    expect(parseHeadersFile(text)).toEqual([
      { path: '/*', headers: { 'X-Content-Type-Options': 'nosniff', 'Content-Security-Policy': "default-src 'self'; img-src 'self' data:" } },
      { path: '/_next/static/*', headers: { 'Cache-Control': 'public, max-age=31536000, immutable' } },
      { path: '/blog/:slug', headers: { 'X-Robots-Tag': 'all' } },
    ]);
  });

  it('rejects a header without a path', () => {
    expect(() => parseHeadersFile('  X-A: b')).toThrow(/line 1/);
  });

  it('round-trips what formatHeadersFile writes', () => {
    const rules = parseHeadersFile(text);
    expect(parseHeadersFile(formatHeadersFile(rules))).toEqual(rules);
  });
});

it('formatHeadersFile refuses lines a host would truncate', () => {
  expect(() => formatHeadersFile([{ path: '/*', headers: { 'X-Long': 'a'.repeat(2000) } }])).toThrow(/longer than 2000/);
});

it('matching supports splats and placeholders, literally otherwise', () => {
  expect(matchesPath('/*', '/')).toBe(true);
  expect(matchesPath('/_next/static/*', '/_next/static/chunks/a.js')).toBe(true);
  expect(matchesPath('/_next/static/*', '/about')).toBe(false);
  expect(matchesPath('/blog/:slug', '/blog/hello-world')).toBe(true);
  expect(matchesPath('/blog/:slug', '/blog/a/b')).toBe(false);
  expect(matchesPath('/enhance.js', '/enhanceXjs')).toBe(false);
});

it('matching combines every matching rule, later ones winning', () => {
  const rules = parseHeadersFile(text);
  expect(headersForPath(rules, '/_next/static/chunks/a.js')).toMatchObject({
    'X-Content-Type-Options': 'nosniff',
    'Cache-Control': 'public, max-age=31536000, immutable',
  });
  expect(headersForPath(rules, '/about')).not.toHaveProperty('Cache-Control');
});
