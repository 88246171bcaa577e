import { describe, expect, it } from 'vitest';
import { SHARE_POPUP_FEATURES, shareLinks } from './share';

describe('share links', () => {
  const links = shareLinks({ url: 'https://example.com/blog/a-post', title: 'A & B', excerpt: 'Why it matters?' });

  it("address each network's share page with the post's absolute address", () => {
    expect(links.map((link) => [link.label, link.href])).toEqual([
      ['Share on Twitter', 'https://twitter.com/intent/tweet?url=https%3A%2F%2Fexample.com%2Fblog%2Fa-post&text=A%20%26%20B%20-%20Why%20it%20matters%3F'],
      ['Share on LinkedIn', 'https://www.linkedin.com/sharing/share-offsite/?url=https%3A%2F%2Fexample.com%2Fblog%2Fa-post'],
      ['Share on Facebook', 'https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fexample.com%2Fblog%2Fa-post'],
    ]);
  });

  it('gives Twitter the title plus the excerpt as text', () => {
    expect(new URL(links[0].href).searchParams.get('text')).toBe('A & B - Why it matters?');
  });

  it('opens 600 x 400 popups', () => {
    expect(SHARE_POPUP_FEATURES).toContain('width=600,height=400');
  });
});
