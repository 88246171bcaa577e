import { describe, expect, it } from 'vitest';
import { absoluteUrl, isCurrent, localHref } from './url';
import { site } from '@/lib/content/site';

describe('localHref', () => {
  it('keeps internal paths and anchors at the root', () => {
    expect(localHref('/about')).toBe('/about');
    expect(localHref('/')).toBe('/');
    expect(localHref('#how-it-works')).toBe('#how-it-works');
  });
  it('passes external and mailto hrefs through', () => {
    expect(localHref('https://example.com')).toBe('https://example.com');
    expect(localHref('mailto:a@b.c')).toBe('mailto:a@b.c');
  });
});

describe('absoluteUrl', () => {
  it('joins the site URL and the path', () => {
    expect(absoluteUrl('/blog/hello-world')).toBe(`${site.url}/blog/hello-world`);
  });
});

describe('isCurrent', () => {
  it('matches home only on home', () => {
    expect(isCurrent('/', '/')).toBe(true);
    expect(isCurrent('/', '/about')).toBe(false);
  });
  it('matches a section and its children', () => {
    expect(isCurrent('/blog', '/blog')).toBe(true);
    expect(isCurrent('/blog', '/blog/hello-world')).toBe(true);
    expect(isCurrent('/blog', '/blogger')).toBe(false);
    expect(isCurrent('/about', undefined)).toBe(false);
  });
});
