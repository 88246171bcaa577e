import { describe, expect, it } from 'vitest';
import { createIdAllocator, headingId, isReservedId, nestToc } from './headings';

describe('heading ids', () => {
  it.each([
    ['Why AI Search Changes the Brief', 'why-ai-search-changes-the-brief'],
    ["6. Don't block the crawlers", '6-dont-block-the-crawlers'],
    ['Hello, World!', 'hello-world'],
    ['AI & Search: what now?', 'ai-search-what-now'],
    ['  Spaces   everywhere  ', 'spaces-everywhere'],
    ['Before - after', 'before-after'],
    ['Café culture', 'café-culture'],
    ['snake_case stays', 'snake_case-stays'],
    ['?!', 'section'],
    ['A -- B', 'a-b'],
    ['- Leading and trailing -', 'leading-and-trailing'],
  ])('%j -> %s', (text, id) => {
    expect(headingId(text)).toBe(id);
  });

  it("never gives a heading an id the page keeps for its own (a double hyphen), whatever its dashes and spaces", () => {
    for (const text of ['A - B', 'A -- B', 'Before  -  after', 'x - - y', 'Sidebar -- share article']) expect(isReservedId(headingId(text)), text).toBe(false);
  });

  it('gives repeated headings -1, -2 suffixes', () => {
    const next = createIdAllocator([]);
    expect(['FAQ', 'FAQ', 'Other', 'FAQ'].map(next)).toEqual(['faq', 'faq-1', 'other', 'faq-2']);
  });

  it('never reuses an id, even one a suffix would produce', () => {
    const next = createIdAllocator([]);
    expect(['Step 1', 'Step', 'Step', 'Step 1'].map(next)).toEqual(['step-1', 'step', 'step-2', 'step-1-1']);
  });

  it("keeps clear of the page's own ids", () => {
    const next = createIdAllocator();
    expect(next('Main')).toBe('main-1');
  });
});

it('nested table of contents puts level-3 entries under the level-2 entry before them', () => {
  const nested = nestToc([
    { id: 'a', text: 'A', level: 3 },
    { id: 'b', text: 'B', level: 2 },
    { id: 'c', text: 'C', level: 3 },
    { id: 'd', text: 'D', level: 3 },
    { id: 'e', text: 'E', level: 2 },
  ]);
  expect(nested.map((entry) => [entry.id, entry.children.map((child) => child.id)])).toEqual([
    ['a', []],
    ['b', ['c', 'd']],
    ['e', []],
  ]);
});
