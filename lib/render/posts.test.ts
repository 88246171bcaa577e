import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { tempDir } from '../../tests/support/temp-dir';
import { thrown } from '../../tests/support/thrown';
import { frontMatterLanguage } from './markdown-file';
import { MAX_POST_BYTES } from './post-limits';
import { markdownToHtml } from './markdown';
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
    const error = thrown(() => loadPosts(dir));
    expect(error).toBeInstanceOf(PostError);
    expect(error?.message.split('\n')).toEqual([
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
    const message = thrown(() => loadPosts(dir))?.message ?? '';
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
  // Whatever the owner has published: these hold for any set of posts, so publishing never turns them red.
  const posts = getAllPosts();

  it('lists every published post once, newest first, each shown with its date', () => {
    expect(getPostSlugs()).toEqual(posts.map((p) => p.slug));
    expect(new Set(getPostSlugs()).size).toBe(posts.length);
    expect(posts.map((p) => p.date)).toEqual(posts.map((p) => p.date).sort().reverse());
    for (const p of posts) expect(p.displayDate, p.file).toMatch(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
    expect(posts.every((p) => !p.summary || p.summary.split(/\s+/).length <= 60)).toBe(true);
  });

  it('renders each body once per process', () => {
    for (const p of posts) expect(getPostBySlug(p.slug)).toBe(getPostBySlug(p.slug));
    expect(getPostBySlug('no-such-post')).toBeUndefined();
  });

  it('gives every category a hub listing exactly its posts, newest first', () => {
    const topics = getTopics();
    expect(topics.map((topic) => topic.path).sort()).toEqual([...new Set(posts.map((p) => `/blog/category/${p.categorySlug}`))].sort());
    for (const topic of topics) expect(topic.posts, topic.path).toEqual(posts.filter((p) => p.categorySlug === topic.slug));
  });

  it('relates each post to others, own category first, never itself, at most two per category', () => {
    for (const p of posts) {
      const groups = getRelatedPosts(p.slug);
      const related = groups.flatMap((group) => group.posts);
      expect(related.map((other) => other.slug), p.slug).not.toContain(p.slug);
      for (const group of groups) {
        expect(group.posts.length, p.slug).toBeLessThanOrEqual(2);
        expect(group.posts.every((other) => other.category === group.category), p.slug).toBe(true);
      }
      if (groups.some((group) => group.category === p.category)) expect(groups[0].category, p.slug).toBe(p.category);
      const otherCategories = new Set(posts.filter((other) => other.slug !== p.slug).map((other) => other.category));
      expect(new Set(groups.map((group) => group.category)), p.slug).toEqual(otherCategories);
    }
  });
});

const longPost = tempDir('long-post');
it('a long post with a figure (fixture) renders with substance: three heading levels, lists, a figure with its size and caption, a long TOC', () => {
  const sections = Array.from({ length: 6 }, (_, n) => `## Part ${n + 1}\n\nWords for part ${n + 1}.\n\n### Detail ${n + 1}\n\n- one\n- two\n\n#### Note ${n + 1}\n\nMore.`).join('\n\n');
  const figure =
    '<figure>\n  <img src="/diagrams/ai-search-answer-pipeline.svg" alt="A diagram of the three stages of an answer" width="800" height="450" loading="lazy" decoding="async">\n  <figcaption>The pipeline</figcaption>\n</figure>';
  longPost.write('long.md', post(fields, `Intro.\n\n${figure}\n\n${sections}`));
  const [source] = loadPosts(longPost.dir);
  const { html, toc } = markdownToHtml(source.body, source.summary.file, source.firstLine);
  for (const tag of ['<h2 id=', '<h3 id=', '<h4 id=', '<ul>', '<figure>', '<figcaption>']) expect(html).toContain(tag);
  expect(html).toMatch(/<img src="\/diagrams\/[^"]+" alt="[^"]{20,}" width="\d+" height="\d+" loading="eager"/);
  expect(toc).toHaveLength(12);
});

it.each([
  ['---\ntitle: T', ''],
  ['---yaml\ntitle: T', ''],
  ['--- yml \r\ntitle: T', ''],
  ['\uFEFF---js\n{}', 'js'],
  ['---javascript\n{}', 'javascript'],
  ['---coffee\n{}', 'coffee'],
  ['---json\n{}', 'json'],
  ['No front matter', ''],
])('front matter language: %j -> %j', (text, language) => {
  expect(frontMatterLanguage(text)).toBe(language);
});
