import { expect, it } from 'vitest';
import { blogPages, pageLinks } from './blog-pages';

it('blogPages splits the list into pages of the given size, the first at /blog', () => {
  const pages = blogPages(Array.from({ length: 50 }, (_, n) => n), 24);
  expect(pages.map((page) => [page.number, page.path, page.posts.length, page.first, page.last])).toEqual([
    [1, '/blog', 24, 1, 24],
    [2, '/blog/page/2', 24, 25, 48],
    [3, '/blog/page/3', 2, 49, 50],
  ]);
});

it('blogPages has one page, /blog, for an empty or short blog', () => {
  expect(blogPages([], 24).map((page) => page.path)).toEqual(['/blog']);
  expect(blogPages([1, 2], 24).map((page) => page.posts)).toEqual([[1, 2]]);
});

it('pageLinks links the first, the last and two either side, with gaps marked', () => {
  expect(pageLinks(1, 3)).toEqual([1, 2, 3]);
  expect(pageLinks(1, 42)).toEqual([1, 2, 3, null, 42]);
  expect(pageLinks(20, 42)).toEqual([1, null, 18, 19, 20, 21, 22, null, 42]);
  expect(pageLinks(4, 42)).toEqual([1, 2, 3, 4, 5, 6, null, 42]);
});
