import { expect, it } from 'vitest';
import { absoluteUrl, isCurrent, localHref, sameAddress } from './url';
import { site } from '@/lib/content/site';

it('localHref keeps internal paths and anchors at the root', () => {
  expect(localHref('/about')).toBe('/about');
  expect(localHref('/')).toBe('/');
  expect(localHref('#how-it-works')).toBe('#how-it-works');
});
it('localHref passes external and mailto hrefs through', () => {
  expect(localHref('https://example.com')).toBe('https://example.com');
  expect(localHref('mailto:a@b.c')).toBe('mailto:a@b.c');
});

it('absoluteUrl joins the site URL and the path', () => {
  expect(absoluteUrl('/blog/hello-world')).toBe(`${site.url}/blog/hello-world`);
});

it('isCurrent matches home only on home', () => {
  expect(isCurrent('/', '/')).toBe(true);
  expect(isCurrent('/', '/about')).toBe(false);
});
it('isCurrent matches a section and its children', () => {
  expect(isCurrent('/blog', '/blog')).toBe(true);
  expect(isCurrent('/blog', '/blog/hello-world')).toBe(true);
  expect(isCurrent('/blog', '/blogger')).toBe(false);
  expect(isCurrent('/about', undefined)).toBe(false);
});

it('sameAddress compares pages, not spellings: www., a closing slash and case aside', () => {
  expect(sameAddress('https://www.client.example/Story/', 'https://client.example/story')).toBe(true);
  expect(sameAddress('https://client.example/story', 'https://client.example/other')).toBe(false);
  expect(sameAddress('https://shop.client.example/story', 'https://client.example/story')).toBe(false);
});
