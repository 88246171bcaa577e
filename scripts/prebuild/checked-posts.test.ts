import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { PostSource } from '../../lib/render/posts';
import { tempDir } from '../../tests/support/temp-dir';
import { checkedBodies } from './checked-posts';

const source = (body: string, file = 'content/posts/a.md'): PostSource => ({ summary: { file } as PostSource['summary'], body, firstLine: 5 });

describe('checkedBodies', () => {
  const { dir } = tempDir('checked');
  it('remembers the bodies found fine, with their images, until their text, file or line changes, and forgets the rest', () => {
    const file = join(dir, 'checked.json');
    const first = checkedBodies(file);
    expect(first.get(source('Body.'))).toBeUndefined();
    first.add(source('Body.'), ['/images/blog/a.jpg']);
    first.add(source('Other.', 'content/posts/b.md'), []);
    first.save();
    const second = checkedBodies(file);
    expect(second.get(source('Body.'))).toEqual(['/images/blog/a.jpg']);
    expect(second.get(source('Body changed.'))).toBeUndefined();
    expect(second.get(source('Body.', 'content/posts/c.md'))).toBeUndefined();
    expect(second.get({ ...source('Body.'), firstLine: 6 })).toBeUndefined();
    second.save();
    const third = checkedBodies(file);
    expect(third.get(source('Other.', 'content/posts/b.md'))).toBeUndefined();
    expect(third.get(source('Body.'))).toEqual(['/images/blog/a.jpg']);
  });
});
