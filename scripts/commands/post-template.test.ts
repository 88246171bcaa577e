import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkPosts, loadPosts } from '../../lib/render/posts';
import { postTemplate, today } from './post-template';

let dir: string | undefined;
afterEach(() => dir && rmSync(dir, { recursive: true, force: true }));

function written(title: string) {
  const { slug, text } = postTemplate(title, { date: '2026-11-23', category: 'LinkedIn' });
  dir = mkdtempSync(join(tmpdir(), 'new-post-'));
  writeFileSync(join(dir, `${slug}.md`), text);
  return { slug, dir };
}

describe('postTemplate', () => {
  it('writes a draft that passes every check, dated as given, at the slug of its title', () => {
    const { slug, dir } = written('LinkedIn for Founders: Where to Start');
    expect(slug).toBe('linkedin-for-founders-where-to-start');
    expect(checkPosts(dir)).toEqual([]);
    expect(loadPosts(dir)).toEqual([]);
    const [draft] = loadPosts(dir, { includeDrafts: true });
    expect(draft.summary).toMatchObject({ slug, title: 'LinkedIn for Founders: Where to Start', date: '2026-11-23', category: 'LinkedIn', draft: true });
  });

  it('keeps quotes, colons and accents in the title and out of the slug', () => {
    const { slug, dir } = written('“Café” tips: the "real" #1 \\ guide');
    expect(slug).toBe('cafe-tips-the-real-1-guide');
    expect(loadPosts(dir, { includeDrafts: true })[0].summary.title).toBe('“Café” tips: the "real" #1 \\ guide');
  });

  it('refuses a title with nothing to make an address from', () => {
    expect(() => postTemplate('?!', { date: '2026-11-23', category: 'LinkedIn' })).toThrow(/title/);
  });

  it('dates the post with the local calendar day', () => {
    expect(today(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
  });
});
