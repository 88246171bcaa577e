import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { frontMatterLanguage } from './markdown-file';
import { MAX_POST_BYTES } from './post-limits';
import { checkPosts, getAllPosts, getPostBySlug, getPostSlugs, getRelatedPosts, getTopics, loadPosts, PostError } from './posts';

const post = (fields: Record<string, string | number | boolean>, body = 'Some words here.') =>
  `---\n${Object.entries(fields)
    .map(([key, value]) => `${key}: ${typeof value === 'string' ? JSON.stringify(value) : value}`)
    .join('\n')}\n---\n\n${body}\n`;
const fields = { title: 'T', excerpt: 'E', category: 'C', date: '2025-01-14' };

describe('loading posts from a folder', () => {
  let dir: string;
  const write = (name: string, text: string) => {
    mkdirSync(join(dir, name, '..'), { recursive: true });
    writeFileSync(join(dir, name), text);
  };
  const shown = (name: string) => relative(process.cwd(), join(dir, name));

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'posts-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('sorts newest first, takes the slug from the file name and leaves drafts out', () => {
    write('older.md', post({ ...fields, date: '2024-05-01' }));
    write('newer.md', post({ ...fields, date: '2025-03-01', readTime: 4 }));
    write('2025/nested.md', post({ ...fields, date: '2025-02-01' }));
    write('secret.md', post({ ...fields, draft: true }));
    const posts = loadPosts(dir).map((source) => source.summary);
    expect(posts.map((p) => [p.slug, p.displayDate, p.readTime])).toEqual([
      ['newer', 'March 1, 2025', '4 min read'],
      ['nested', 'February 1, 2025', '1 min read'],
      ['older', 'May 1, 2024', '1 min read'],
    ]);
    expect(loadPosts(dir, { includeDrafts: true }).map((source) => source.summary.slug)).toContain('secret');
  });

  it('treats a missing or empty folder as no posts', () => {
    expect(loadPosts(join(dir, 'nowhere'))).toEqual([]);
    expect(loadPosts(dir)).toEqual([]);
  });

  it('fails with one message listing every problem, each naming the file and the field', () => {
    write('good.md', post(fields));
    write('bad-date.md', post({ ...fields, date: '14/01/2025' }));
    write('no-title.md', post({ excerpt: 'E', category: 'C', date: '2025-01-14' }));
    write('Bad Name.md', post(fields));
    write('broken-yaml.md', '---\ntitle: [unclosed\n---\nBody');
    write('sub/good.md', post(fields));
    let error: unknown;
    try {
      loadPosts(dir);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(PostError);
    expect((error as Error).message.split('\n')).toEqual([
      `${shown('Bad Name.md')}:1: the file name must be a slug of lowercase letters, digits and single hyphens: rename it to "bad-name.md"`,
      `${shown('bad-date.md')}:5: "date" must be an ISO date YYYY-MM-DD, e.g. 2025-01-14 (got "14/01/2025")`,
      expect.stringMatching(new RegExp(`^${shown('broken-yaml.md')}:\\d+: the front matter is not valid YAML \\(.+\\); put text holding a colon in quotes`)),
      `${shown('no-title.md')}:5: "title" is missing: add it on its own line between the two "---" lines`,
      `${shown('sub/good.md')}:1: duplicate slug "good": ${shown('good.md')} already uses it; rename one of the files`,
    ]);
  });

  it('checks every post at once, drafts and bodies included, with the line in the file', () => {
    write('good.md', post(fields));
    write('draft-heading.md', post({ ...fields, draft: true }, 'Intro\n\n# Big'));
    write('bad-date.md', post({ ...fields, date: '14/01/2025' }, '# Not reached: the front matter failed first'));
    expect(checkPosts(dir)).toEqual([
      `${shown('bad-date.md')}:5: "date" must be an ISO date YYYY-MM-DD, e.g. 2025-01-14 (got "14/01/2025")`,
      `${shown('draft-heading.md')}:11: "# Big" is a level-1 heading; the post title is the page's only one, so start sections at "##"`,
    ]);
  });

  it('refuses front matter in any language but YAML without running it, naming the file', () => {
    const marker = join(dir, 'ran.txt');
    const payload = `{ title: (require('fs').writeFileSync(${JSON.stringify(marker)}, 'ran'), 'T'), excerpt: 'E', category: 'C', date: '2025-01-14' }`;
    write('js.md', `---js\n${payload}\n---\nBody`);
    write('javascript.md', `---javascript\n${payload}\n---\nBody`);
    write('spaced.md', `--- JS \n${payload}\n---\nBody`);
    write('coffee.md', `---coffee\ntitle: 'T'\n---\nBody`);
    write('toml.md', `---toml\ntitle = "T"\n---\nBody`);
    write('yaml.md', `---yaml\ntitle: T\nexcerpt: E\ncategory: C\ndate: 2025-01-14\n---\nBody`);
    let message = '';
    try {
      loadPosts(dir);
    } catch (error) {
      message = (error as Error).message;
    }
    const refused = (name: string, language: string) =>
      `${shown(name)}:1: the front matter is marked "---${language}"; only YAML front matter is allowed (start the file with a line of just "---"), and it is never run`;
    expect(message.split('\n')).toEqual([refused('coffee.md', 'coffee'), refused('javascript.md', 'javascript'), refused('js.md', 'js'), refused('spaced.md', 'JS'), refused('toml.md', 'toml')]);
    expect(existsSync(marker)).toBe(false);
  });

  it(`refuses a file over ${MAX_POST_BYTES.toLocaleString('en')} bytes before reading it`, () => {
    write('huge.md', post(fields, 'word '.repeat(MAX_POST_BYTES / 5 + 1)));
    expect(() => loadPosts(dir)).toThrow(new RegExp(`^${shown('huge.md')}:1: the file is [\\d,]+ bytes; it may be at most ${MAX_POST_BYTES.toLocaleString('en')}`));
  });

  it('keeps an updated date only when it is later, and dates the last change from it', () => {
    write('edited.md', post({ ...fields, updated: '2025-03-02' }));
    write('same-day.md', post({ ...fields, updated: '2025-01-14' }));
    write('unedited.md', post(fields));
    const bySlug = Object.fromEntries(loadPosts(dir).map(({ summary }) => [summary.slug, summary]));
    expect(bySlug.edited).toMatchObject({ date: '2025-01-14', updated: '2025-03-02', modified: '2025-03-02' });
    expect(bySlug['same-day'].updated).toBeUndefined();
    expect(bySlug['same-day'].modified).toBe('2025-01-14');
    expect(bySlug.unedited).toMatchObject({ modified: '2025-01-14', categorySlug: 'c' });
  });

  it('refuses two spellings of one category address and a category with no letters, naming the files', () => {
    write('a.md', post({ ...fields, category: 'AI & Search' }));
    write('b.md', post({ ...fields, category: 'AI Search' }));
    write('c.md', post({ ...fields, category: '&&' }));
    expect(() => loadPosts(dir)).toThrow(
      [
        `${shown('b.md')}: "category" "AI Search" has the same address (/blog/category/ai-search) as "AI & Search" in ${shown('a.md')}; use one spelling`,
        `${shown('c.md')}: "category" needs at least one letter or digit for its address (got "&&")`,
      ].join('\n'),
    );
  });

  it('reads an unquoted YAML date as the date written', () => {
    write('plain.md', '---\ntitle: T\nexcerpt: E\ncategory: C\ndate: 2025-01-14\n---\nBody');
    expect(loadPosts(dir)[0].summary.date).toBe('2025-01-14');
  });
});

describe('the blog in content/posts', () => {
  it('has the two known posts, newest first', () => {
    expect(getPostSlugs()).toEqual(['ai-search-business', 'hello-world']);
    const [ai, hello] = getAllPosts();
    expect([ai.category, hello.category]).toEqual(['AI & Search Strategy', 'Personal']);
    expect(ai.displayDate).toMatch(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
  });

  it('renders the AI search post with substance: 1,200+ words, three heading levels, lists and a figure', () => {
    const post = getPostBySlug('ai-search-business')!;
    expect(post.wordCount).toBeGreaterThanOrEqual(1200);
    for (const tag of ['<h2 id=', '<h3 id=', '<h4 id=', '<ul>', '<figure>', '<figcaption>']) expect(post.html).toContain(tag);
    expect(post.html).toMatch(/<img src="\/images\/blog\/[^"]+" alt="[^"]{20,}" width="\d+" height="\d+" loading="lazy"/);
    expect(post.toc.length).toBeGreaterThan(5);
  });

  it('renders each body once per process', () => {
    expect(getPostBySlug('hello-world')).toBe(getPostBySlug('hello-world'));
    expect(getPostBySlug('no-such-post')).toBeUndefined();
  });

  it('gives every category a hub listing its posts, newest first', () => {
    const topics = getTopics();
    expect(topics.map((topic) => [topic.path, topic.posts.map((p) => p.slug)])).toEqual([
      ['/blog/category/ai-search-strategy', ['ai-search-business']],
      ['/blog/category/personal', ['hello-world']],
    ]);
    expect(topics.every((topic) => !topic.indexable)).toBe(true);
    expect(getAllPosts().every((p) => !p.summary || p.summary.split(/\s+/).length <= 60)).toBe(true);
  });

  it('relates the two posts across their categories', () => {
    expect(getRelatedPosts('hello-world').map((group) => [group.category, group.posts.map((p) => p.slug)])).toEqual([
      ['AI & Search Strategy', ['ai-search-business']],
    ]);
  });
});

describe('the front matter language', () => {
  it.each([
    ['---\ntitle: T', ''],
    ['---yaml\ntitle: T', ''],
    ['--- yml \r\ntitle: T', ''],
    ['\uFEFF---js\n{}', 'js'],
    ['---javascript\n{}', 'javascript'],
    ['---coffee\n{}', 'coffee'],
    ['---json\n{}', 'json'],
    ['No front matter', ''],
  ])('%j -> %j', (text, language) => {
    expect(frontMatterLanguage(text)).toBe(language);
  });
});
