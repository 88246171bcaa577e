import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { PostSource } from '../render/posts';
import { checkedBodies } from './checked-posts';

const source = (body: string, file = 'content/posts/a.md'): PostSource => ({ summary: { file } as PostSource['summary'], body, firstLine: 5 });

describe('checkedBodies', () => {
  it('remembers the bodies found fine until their text, file or line changes, and forgets the rest', () => {
    const dir = mkdtempSync(join(tmpdir(), 'checked-'));
    try {
      const file = join(dir, 'checked.json');
      const first = checkedBodies(file);
      expect(first.has(source('Body.'))).toBe(false);
      first.add(source('Body.'));
      first.add(source('Other.', 'content/posts/b.md'));
      first.save();
      const second = checkedBodies(file);
      expect(second.has(source('Body.'))).toBe(true);
      expect(second.has(source('Body changed.'))).toBe(false);
      expect(second.has(source('Body.', 'content/posts/c.md'))).toBe(false);
      expect(second.has({ ...source('Body.'), firstLine: 6 })).toBe(false);
      second.save();
      const third = checkedBodies(file);
      expect(third.has(source('Other.', 'content/posts/b.md'))).toBe(false);
      expect(third.has(source('Body.'))).toBe(true);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
