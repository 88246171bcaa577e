import { describe, expect, it } from 'vitest';
import { countWords, readMinutes, readTimeLabel, WORDS_PER_MINUTE } from './read-time';

describe('read time', () => {
  it('counts the words a reader reads, not markup, URLs or code', () => {
    const markdown = [
      '## A heading here',
      '',
      "It's a [linked phrase](https://example.com/very/long/path) and **bold** text.[^1]",
      '',
      '<figure><img src="/x.svg" alt="ignored attribute"><figcaption>Two words</figcaption></figure>',
      '',
      '```ts',
      'const notCounted = true;',
      '```',
      '- one',
      '- two',
    ].join('\n');
    // A heading here (3) + It's a linked phrase and bold text (7) + Two words (2) + one two (2)
    expect(countWords(markdown)).toBe(14);
  });

  it('rounds to whole minutes and never shows less than 1', () => {
    expect(readMinutes(0)).toBe(1);
    expect(readMinutes(50)).toBe(1);
    expect(readMinutes(WORDS_PER_MINUTE * 8)).toBe(8);
    expect(readMinutes(WORDS_PER_MINUTE * 8 + WORDS_PER_MINUTE / 2 - 1)).toBe(8);
    expect(readMinutes(WORDS_PER_MINUTE * 8 + WORDS_PER_MINUTE / 2 + 1)).toBe(9);
  });

  it('labels minutes as the spec shows them', () => {
    expect(readTimeLabel(8)).toBe('8 min read');
  });
});
