import { describe, expect, it } from 'vitest';
import { displayDate, isIsoDate } from './dates';
import { isValidSlug, SUMMARY_MAX_WORDS, validateFrontMatter } from './post-schema';

const file = 'content/posts/example.md';
const missing = 'is missing: add it on its own line between the two "---" lines';
const good = { title: 'A title', excerpt: 'An excerpt.', category: 'Personal', date: '2025-01-14' };

function errorsFor(data: Record<string, unknown>, raw = '') {
  const result = validateFrontMatter(data, file, raw);
  return result.ok ? [] : result.errors;
}

describe('front matter validation', () => {
  it('accepts a complete post and defaults draft to false', () => {
    expect(validateFrontMatter(good, file)).toEqual({ ok: true, value: { ...good, draft: false } });
  });

  it.each([
    ['title', { ...good, title: undefined }, `${file}: "title" ${missing}`],
    ['excerpt', { ...good, excerpt: undefined }, `${file}: "excerpt" ${missing}`],
    ['category', { ...good, category: undefined }, `${file}: "category" ${missing}`],
    ['date', { ...good, date: undefined }, `${file}: "date" ${missing}`],
  ])('names a missing "%s"', (_field, data, message) => {
    expect(errorsFor(data)).toEqual([message]);
  });

  it.each([
    [{ ...good, title: 42 }, `${file}: "title" must be text (put it in quotes if it holds a colon)`],
    [{ ...good, excerpt: '   ' }, `${file}: "excerpt" must not be empty: write the text after the colon`],
    [{ ...good, category: ['a', 'b'] }, `${file}: "category" must be text (put it in quotes if it holds a colon)`],
    [{ ...good, date: '14/01/2025' }, `${file}: "date" must be an ISO date YYYY-MM-DD, e.g. 2025-01-14 (got "14/01/2025")`],
    [{ ...good, date: '2025-02-30' }, `${file}: "date" must be an ISO date YYYY-MM-DD, e.g. 2025-01-14 (got "2025-02-30")`],
    [{ ...good, date: 'next Tuesday' }, `${file}: "date" must be an ISO date YYYY-MM-DD, e.g. 2025-01-14 (got "next Tuesday")`],
    [{ ...good, readTime: 'a while' }, `${file}: "readTime" must be a whole number of minutes, e.g. 8 (or leave it out to have it worked out)`],
    [{ ...good, readTime: 0 }, `${file}: "readTime" must be a whole number of minutes, e.g. 8 (or leave it out to have it worked out)`],
    [{ ...good, readTime: 2.5 }, `${file}: "readTime" must be a whole number of minutes, e.g. 8 (or leave it out to have it worked out)`],
    [{ ...good, draft: 'yes' }, `${file}: "draft" must be true or false (without quotes)`],
    [{ ...good, titel: 'Typo' }, `${file}: unknown field "titel": correct the spelling or remove it (allowed: title, excerpt, summary, category, date, updated, readTime, draft)`],
  ])('rejects %j with one message naming the file and field', (data, message) => {
    expect(errorsFor(data)).toEqual([message]);
  });

  it('reports every problem in a file, one line each', () => {
    expect(errorsFor({ date: 'soon' })).toEqual([
      `${file}: "title" ${missing}`,
      `${file}: "excerpt" ${missing}`,
      `${file}: "category" ${missing}`,
      `${file}: "date" must be an ISO date YYYY-MM-DD, e.g. 2025-01-14 (got "soon")`,
    ]);
  });

  it('names the line of each field, and the closing "---" for a missing one, when given the front matter', () => {
    expect(errorsFor({ ...good, title: undefined, draft: 'no' }, '\nexcerpt: E\ncategory: C\ndate: 2025-01-14\ndraft: "no"')).toEqual([
      `${file}:6: "title" ${missing}`,
      `${file}:5: "draft" must be true or false (without quotes)`,
    ]);
  });

  it('checks a YAML timestamp as written, so 2025-02-30 is not quietly read as 2 March', () => {
    const yamlRolledOver = new Date('2025-03-02T00:00:00Z');
    expect(errorsFor({ ...good, date: yamlRolledOver }, '\ntitle: x\ndate: 2025-02-30')).toEqual([
      `${file}:3: "date" must be an ISO date YYYY-MM-DD, e.g. 2025-01-14 (got "2025-02-30")`,
    ]);
    const result = validateFrontMatter({ ...good, date: new Date('2025-01-14T00:00:00Z') }, file, 'date: 2025-01-14');
    expect(result.ok && result.value.date).toBe('2025-01-14');
  });

  it(`takes a summary of up to ${SUMMARY_MAX_WORDS} words and names the file when it is longer`, () => {
    const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');
    const fits = validateFrontMatter({ ...good, summary: words(SUMMARY_MAX_WORDS) }, file);
    expect(fits.ok && fits.value.summary).toBe(words(SUMMARY_MAX_WORDS));
    expect(errorsFor({ ...good, summary: words(SUMMARY_MAX_WORDS + 1) })).toEqual([
      `${file}: "summary" must be at most ${SUMMARY_MAX_WORDS} words (it has ${SUMMARY_MAX_WORDS + 1}); keep it to the answer in brief`,
    ]);
    expect(errorsFor({ ...good, summary: '  ' })).toEqual([`${file}: "summary" must not be empty: write the text after the colon`]);
  });

  it('takes an updated date, checked as written, never before the date', () => {
    const result = validateFrontMatter({ ...good, updated: new Date('2025-03-02T00:00:00Z') }, file, 'date: 2025-01-14\nupdated: 2025-03-02\n');
    expect(result.ok && result.value.updated).toBe('2025-03-02');
    expect(errorsFor({ ...good, updated: '2025-02-30' })).toEqual([
      `${file}: "updated" must be an ISO date YYYY-MM-DD, e.g. 2025-01-14 (got "2025-02-30")`,
    ]);
    expect(errorsFor({ ...good, updated: '2024-12-31' })).toEqual([`${file}: "updated" must not be earlier than "date"`]);
  });

  it('takes readTime as minutes or as "N min read" text', () => {
    for (const readTime of [8, '8', '8 min read', '8 minutes']) {
      const result = validateFrontMatter({ ...good, readTime }, file);
      expect(result.ok && result.value.readTime).toBe(8);
    }
  });

  it('trims text fields', () => {
    const result = validateFrontMatter({ ...good, title: '  Spaced  ' }, file);
    expect(result.ok && result.value.title).toBe('Spaced');
  });
});

describe('dates and slugs', () => {
  it('shows dates as "January 14, 2025" whatever the machine time zone', () => {
    expect(displayDate('2025-01-14')).toBe('January 14, 2025');
    expect(displayDate('2024-12-31')).toBe('December 31, 2024');
  });

  it('knows real calendar dates', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2025-02-29')).toBe(false);
    expect(isIsoDate('2025-1-4')).toBe(false);
  });

  it.each(['hello-world', 'ai-search-business', '2025-review', 'a'])('accepts the slug %s', (slug) => {
    expect(isValidSlug(slug)).toBe(true);
  });

  it.each(['Hello-World', 'hello world', 'hello_world', '-hello', 'hello-', 'hello--world', 'café', ''])('rejects the slug %j', (slug) => {
    expect(isValidSlug(slug)).toBe(false);
  });
});
