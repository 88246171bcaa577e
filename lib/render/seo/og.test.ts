import { describe, expect, it } from 'vitest';
import { ogSafeText, ogTitleSize, ogFileName, postOgImagePath, slugFromOgFileName } from './og';

describe('share image text', () => {
  it('keeps Latin text, punctuation and typographic quotes', () => {
    expect(ogSafeText('AI & Search: “what’s next?” — £5 café')).toBe('AI & Search: “what’s next?” — £5 café');
  });

  it('drops emoji and other glyphs the bundled font cannot draw, so nothing is fetched at build time', () => {
    expect(ogSafeText('Launch day 🚀 is here 👩‍💻 ✨')).toBe('Launch day is here');
    expect(ogSafeText('Tokyo 東京 notes')).toBe('Tokyo notes');
  });

  it('shrinks long headlines', () => {
    expect(ogTitleSize('Hello')).toBeGreaterThan(ogTitleSize('x'.repeat(80)));
    expect(ogTitleSize('x'.repeat(80))).toBeGreaterThan(ogTitleSize('x'.repeat(120)));
  });
});

it('share image paths are PNG files a static host serves as images', () => {
  expect(postOgImagePath('hello-world')).toBe('/og/blog/hello-world.png');
  expect(slugFromOgFileName(ogFileName('ai-search-business'))).toBe('ai-search-business');
});
