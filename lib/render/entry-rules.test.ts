/** Rule by rule, the build's check and the editor's (entryProblems) refuse a broken sample in the same words. */
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { checkSettings } from '../../scripts/prebuild/check-settings';
import { CaseStudyError, loadCaseStudies } from './case-studies';
import { caseStudyFixture as caseStudy } from './__fixtures__/case-study';
import { entryProblems, type EditorCollection } from './entry-rules';
import { SUMMARY_MAX_WORDS } from './post-schema';
import { checkPosts } from './posts';
import { tempDir } from '../../tests/support/temp-dir';

const { dir: root, write } = tempDir('entry-rules');
let folders = 0;

/** The fields of a markdown file as the editor reads them (YAML 1.2, as Sveltia CMS parses it), its body as `body`. */
function editorFields(text: string): Record<string, unknown> {
  const [, matter, body] = /^---\n([\s\S]*?)\n---\n?([\s\S]*)$/.exec(text)!;
  return { ...(parse(matter) as Record<string, unknown>), body };
}

/** The build's lines without their line numbers: the editor has no file yet to number. */
const withoutLines = (problems: string[]) => problems.map((problem) => problem.replace(/^([^:]+\.md):\d+:/, '$1:'));

function buildCheck(collection: EditorCollection, files: Record<string, string>): { problems: string[]; dir: string } {
  const folder = String(folders++);
  const dir = join(root, folder);
  for (const [name, text] of Object.entries(files)) write(join(folder, name), text);
  if (collection === 'settings') return { problems: checkSettings(join(dir, 'site.json')), dir };
  if (collection === 'posts') return { problems: withoutLines(checkPosts(dir)), dir };
  try {
    loadCaseStudies(dir);
    return { problems: [], dir };
  } catch (error) {
    if (error instanceof CaseStudyError) return { problems: error.message.split('\n'), dir };
    throw error;
  }
}

/** Both checks on `name` (with `others` beside it in the folder, as other posts are): the build's problems for that file, and the editor's. */
function bothChecks(collection: EditorCollection, name: string, text: string, others: Record<string, string> = {}) {
  const { problems, dir } = buildCheck(collection, { ...others, [name]: text });
  // The build names a markdown file by its path from the project folder, the settings file as it was given.
  const file = collection === 'settings' ? join(dir, name) : relative(process.cwd(), join(dir, name));
  const build = problems.filter((problem) => problem.startsWith(file));
  const known = Object.entries(others).map(([other, otherText]) => ({ name: String(editorFields(otherText).category), file: relative(process.cwd(), join(dir, other)) }));
  const data = collection === 'settings' ? (JSON.parse(text) as Record<string, unknown>) : editorFields(text);
  return { build, editor: entryProblems({ collection, file, data }, known) };
}

const post = `---
title: "LinkedIn for Founders: Where to Start"
excerpt: One or two sentences for the card.
summary: The answer in brief.
category: LinkedIn
date: 2026-11-25
updated: 2026-11-30
readTime: 6
draft: false
---

An opening paragraph.
`;
/** One test per broken sample: the build refuses it, and the editor with the same lines, among them these words. */
function refusesEach(collection: EditorCollection, name: string, broken: Array<[rule: string, text: string, words: string]>) {
  for (const [rule, text, words] of broken) {
    it(`refuses ${rule}`, () => {
      const { build, editor } = bothChecks(collection, name, text);
      expect(build.length, build.join('\n')).toBeGreaterThan(0);
      expect(editor).toEqual(build);
      expect(editor.join('\n')).toContain(words);
    });
  }
}

const edit = (text: string, from: RegExp, to: string) => {
  const edited = text.replace(from, to);
  expect(edited, String(from)).not.toBe(text);
  return edited;
};

describe('a post: the build and the editor refuse the same things with the same words', () => {
  it('passes both when valid', () => {
    expect(bothChecks('posts', 'valid.md', post)).toEqual({ build: [], editor: [] });
  });

  refusesEach('posts', 'broken.md', [
    ['a missing title', edit(post, /^title: .*\n/m, ''), '"title" is missing'],
    ['an empty excerpt', edit(post, /^excerpt: .*$/m, 'excerpt: ""'), '"excerpt" must not be empty'],
    ['a missing category', edit(post, /^category: .*\n/m, ''), '"category" is missing'],
    ['a date that is not one', edit(post, /^date: .*$/m, 'date: next Tuesday'), '"date" must be an ISO date YYYY-MM-DD, e.g. 2025-01-14 (got "next Tuesday")'],
    ['a day that does not exist, typed the British way', edit(post, /^date: .*$/m, 'date: 31/02/2026'), '"date" must be an ISO date YYYY-MM-DD'],
    ['"updated" before "date"', edit(post, /^updated: .*$/m, 'updated: 2020-02-01'), '"updated" must not be earlier than "date"'],
    ['an "In short" over the word limit', edit(post, /^summary: .*$/m, `summary: ${'word '.repeat(SUMMARY_MAX_WORDS + 5).trim()}`), `"summary" must be at most ${SUMMARY_MAX_WORDS} words (it has ${SUMMARY_MAX_WORDS + 5})`],
    ['a reading time that is not minutes', edit(post, /^readTime: .*$/m, 'readTime: soon'), '"readTime" must be a whole number of minutes'],
    ['a draft flag that is not true or false', edit(post, /^draft: .*$/m, 'draft: "yes"'), '"draft" must be true or false'],
    ['an unknown field', edit(post, /^draft: .*$/m, 'draft: false\nsubtitle: Extra'), 'unknown field "subtitle"'],
    ['a category without a letter or digit', edit(post, /^category: .*$/m, 'category: "&"'), '"category" needs at least one letter or digit'],
  ]);

  it('refuses a second spelling of a category in use (known categories)', () => {
    const { build, editor } = bothChecks('posts', 'z-second.md', edit(post, /^category: .*$/m, 'category: Linkedin'), { 'a-first.md': post });
    expect(build).toHaveLength(1);
    expect(editor).toEqual(build);
    expect(editor[0]).toContain('"category" "Linkedin" has the same address (/blog/category/linkedin) as "LinkedIn"');
  });

  it('understands a date typed the British way, and the build never sees it so', () => {
    const typed = edit(post, /^date: .*$/m, 'date: 25/11/2026');
    expect(entryProblems({ collection: 'posts', file: 'content/posts/x.md', data: editorFields(typed) })).toEqual([]);
    expect(bothChecks('posts', 'uk.md', typed).build.join('\n')).toContain('"date" must be an ISO date YYYY-MM-DD, e.g. 2025-01-14 (got "25/11/2026")');
  });
});

describe('a case study: the build and the editor refuse the same things with the same words', () => {
  it('passes both when valid', () => {
    expect(bothChecks('case-studies', 'valid.md', caseStudy)).toEqual({ build: [], editor: [] });
  });

  refusesEach('case-studies', 'broken.md', [
    ['a missing client', edit(caseStudy, /^client: .*\n/m, ''), '"client" is missing'],
    ['fewer than two results', edit(caseStudy, /^ {2}- value: "\+62%"\n {4}label: .*\n/m, ''), '"results" must list at least two figures'],
    ['a result without its label', edit(caseStudy, /^ {4}label: enquiries.*\n/m, ''), '"results" figure 2: "label" is missing'],
    ['a quote without a name', edit(caseStudy, /^ {2}name: .*\n/m, ''), '"quote.name" is missing'],
    ['a service not on the Services page', edit(caseStudy, /^service: .*$/m, 'service: SEO'), '"service" must be a service title from content/pages/services.json'],
    ['a published-work address that is not one', edit(caseStudy, /^url: .*$/m, 'url: example dot com'), '"url" must be the full address of the published work'],
    ['a missing approach', edit(caseStudy, /\n\nI interviewed.*\n$/, '\n'), '"approach" is missing'],
    ['a date that is not one', edit(caseStudy, /^date: .*$/m, 'date: spring'), '"date" must be an ISO date YYYY-MM-DD'],
  ]);
});

const settings = {
  brand: 'Mercer Content',
  monogram: 'HM',
  owner: 'Hannah Mercer',
  role: 'Content Strategist',
  blurb: 'Content that gets found.',
  email: 'hello@example.com',
  url: 'https://www.example.com',
  profileUrl: 'https://www.linkedin.com/in/someone',
  profileLabel: 'LinkedIn',
  location: 'Bristol, United Kingdom',
  copyrightYear: 2026,
};

describe('the settings: the build and the editor refuse the same things with the same words', () => {
  const check = (data: object) => bothChecks('settings', 'site.json', JSON.stringify(data));

  it('pass both when valid, with or without a portrait', () => {
    expect(check(settings)).toEqual({ build: [], editor: [] });
    expect(check({ ...settings, portrait: { file: '/images/portrait.jpg', alt: 'Hannah at her desk' } })).toEqual({ build: [], editor: [] });
  });

  const broken: Array<[string, object, string]> = [
    ['an empty brand', { ...settings, brand: ' ' }, '"brand" must not be empty'],
    ['a monogram too long', { ...settings, monogram: 'HMXY' }, '"monogram" must be at most 3 letters'],
    ['an email that is not one', { ...settings, email: 'hello at example' }, '"email" must be an email address, e.g. hello@example.com (got "hello at example")'],
    ['a site address that is not one', { ...settings, url: 'www.example.com' }, '"url" must be a full address'],
    ['a copyright year that is not one', { ...settings, copyrightYear: 99 }, '"copyrightYear" must be a year'],
    ['a portrait that is not an image in public/images', { ...settings, portrait: { file: 'portrait.pdf', alt: 'Me' } }, '"portrait.file" must be a site path such as /images/portrait.jpg'],
    ['a portrait without its description', { ...settings, portrait: { file: '/images/portrait.jpg', alt: '' } }, '"portrait.alt" must not be empty'],
  ];
  refusesEach('settings', 'site.json', broken.map(([rule, data, words]) => [rule, JSON.stringify(data), words]));
});
