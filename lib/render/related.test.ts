import { describe, expect, it } from 'vitest';
import { createRelatedIndex } from './related';

const post = (slug: string, category: string) => ({ slug, category });
// Newest first.
const posts = [
  post('a1', 'AI'),
  post('p1', 'Personal'),
  post('a2', 'AI'),
  post('l1', 'LinkedIn'),
  post('a3', 'AI'),
  post('p2', 'Personal'),
  post('a4', 'AI'),
];
const view = (groups: ReturnType<ReturnType<typeof createRelatedIndex>>) => groups.map((g) => [g.category, g.posts.map((p) => p.slug)]);

describe('related posts', () => {
  const relatedTo = createRelatedIndex(posts);

  it('gives at most 2 per category, newest first, own category first, never the current post', () => {
    expect(view(relatedTo('a1'))).toEqual([
      ['AI', ['a2', 'a3']],
      ['Personal', ['p1', 'p2']],
      ['LinkedIn', ['l1']],
    ]);
    expect(view(relatedTo('a3'))).toEqual([
      ['AI', ['a1', 'a2']],
      ['Personal', ['p1', 'p2']],
      ['LinkedIn', ['l1']],
    ]);
  });

  it('leaves out a category with nothing else in it', () => {
    expect(view(relatedTo('l1'))).toEqual([
      ['AI', ['a1', 'a2']],
      ['Personal', ['p1', 'p2']],
    ]);
  });

  it('has nothing to relate when there is one post', () => {
    expect(createRelatedIndex([post('only', 'X')])('only')).toEqual([]);
  });

  it('does work in proportion to posts plus categories per lookup, never posts x posts', () => {
    let reads = 0;
    const counted = (i: number) => ({
      get slug() {
        reads += 1;
        return `p${i}`;
      },
      category: `c${i % 5}`,
    });
    const many = Array.from({ length: 2_000 }, (_, i) => counted(i));
    const index = createRelatedIndex(many);
    for (let i = 0; i < many.length; i += 1) index(`p${i}`);
    // Building reads each slug once; each lookup looks at no more than 3 posts in each of the 5 categories.
    expect(reads).toBeLessThanOrEqual(many.length + many.length * 5 * 3);
    expect(view(index('p0'))[0]).toEqual(['c0', ['p5', 'p10']]);
  });
});
