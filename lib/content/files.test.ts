/** The content files are written as the editor writes them, and the build and the editor refuse alike. */
import { cpSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../../tests/support/temp-dir';
import { checkContent } from '../../scripts/prebuild/check-content';
import { entryProblems } from '../render/entry-rules';
import { fill, fillSite, siteValues } from './fill';
import { editorText } from './order';
import { validateData } from './read';
import { dataFiles, type DataFileKey } from './schemas';

const { dir: root } = tempDir('content-files');
let copies = 0;

const shipped = (key: DataFileKey) => JSON.parse(readFileSync(dataFiles[key].file, 'utf8')) as Record<string, unknown>;

/** The build's check on a copy of content/ in which `key`'s file holds `value`. */
function buildCheck(key: DataFileKey, value: unknown): string[] {
  const dir = join(root, String(copies++));
  cpSync('content', join(dir, 'content'), { recursive: true, filter: (source) => !source.includes('/posts/') && !source.includes('/case-studies/') });
  const file = join(dir, dataFiles[key].file);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`);
  return checkContent(dir);
}

/** The editor's check on the same value, as its form hands it over (in the editor's collection of that file). */
const editorCheck = (key: DataFileKey, value: unknown) => entryProblems({ collection: 'pages', file: dataFiles[key].file, data: value as Record<string, unknown> });

/** `value` with `path` set to `to` (undefined removes it). */
function edit(value: Record<string, unknown>, path: Array<string | number>, to: unknown): Record<string, unknown> {
  const copy = structuredClone(value);
  let here: Record<string | number, unknown> = copy;
  for (const part of path.slice(0, -1)) here = here[part] as Record<string | number, unknown>;
  const last = path.at(-1)!;
  if (to === undefined) delete here[last];
  else here[last] = to;
  return copy;
}

describe('the shipped content files', () => {
  for (const [key, { file, schema }] of Object.entries(dataFiles)) {
    it(`${file} is valid and written as the editor writes it (keys in the form's order, two-space JSON, a final newline)`, () => {
      const text = readFileSync(file, 'utf8');
      expect(validateData(schema, JSON.parse(text), file)).toMatchObject({ ok: true });
      expect(text).toBe(editorText(schema, JSON.parse(text)));
      expect(key in dataFiles).toBe(true);
    });
  }

  it('keeps every portfolio entry marked as sample data, for the launch checklist', () => {
    const work = shipped('portfolio') as { categories: Array<{ items: Array<{ sample: boolean }> }> };
    expect(work.categories.flatMap((category) => category.items).every((item) => item.sample)).toBe(true);
  });

  it('keeps every career entry on About marked as sample data, for the launch checklist', () => {
    const about = shipped('about') as { career: { entries: Array<{ sample: boolean }> } };
    expect(about.career.entries.length).toBeGreaterThan(0);
    expect(about.career.entries.every((entry) => entry.sample)).toBe(true);
  });
});

describe('one set of rules for the content files, in the build and in the editor', () => {
  const cases: Array<[string, DataFileKey, Record<string, unknown>, string[]]> = [
    ['empty text', 'home', edit(shipped('home'), ['hero', 'headline'], '  '), ['content/pages/home.json: "hero.headline" must not be empty: write its text']],
    [
      'an emphasis the headline does not contain',
      'home',
      edit(shipped('home'), ['hero', 'emphasis'], 'cited'),
      ['content/pages/home.json: "hero.emphasis" must be a phrase of the headline, word for word (got "cited", the headline is "Content that gets found, read and quoted")'],
    ],
    ['a missing field', 'about', edit(shipped('about'), ['intro', 'lead'], undefined), ['content/pages/about.json: "intro.lead" is missing: add it to the file']],
    ['a misspelt field', 'testimonial', { ...shipped('testimonial'), qoute: 'Hello' }, ['content/testimonial.json: has an unknown field "qoute": correct its spelling or remove it']],
    [
      'a link that goes nowhere',
      'navigation',
      edit(shipped('navigation'), ['mainNav', 1, 'href'], 'about'),
      ['content/navigation.json: "mainNav.2.href" must be a page of the site such as /contact, an anchor such as #how-it-works, or a full address such as https://example.com'],
    ],
    [
      'a placeholder the text cannot fill',
      'blog',
      edit(shipped('blog'), ['pagination', 'pageOf'], 'Page {n} of {count}'),
      ['content/pages/blog.json: "pagination.pageOf" uses {count}, which this text cannot fill: use {brand}, {owner}, {role}, {location}, {n}, {total}, or remove it'],
    ],
    ['a number in quotes', 'blog', edit(shipped('blog'), ['postsPerPage'], '24'), ['content/pages/blog.json: "postsPerPage" must be a whole number (without quotes), at least 1']],
    [
      'a sample of an unknown type',
      'portfolio',
      edit(shipped('portfolio'), ['categories', 0, 'items', 0, 'type'], 'Podcast'),
      [expect.stringMatching(/^content\/portfolio\.json: "categories\.1\.items\.1\.type" must be one of the types of work in "types" \(got "Podcast"\): Website, /)],
    ],
    [
      'more work samples opening the Portfolio page than it holds',
      'portfolio',
      // Every sample of the first sector marked, whichever the shipped file marks: more than the page holds.
      [0, 1, 2].reduce((data, i) => edit(data, ['categories', 0, 'items', i, 'showcase'], true), shipped('portfolio')),
      [expect.stringMatching(/^content\/portfolio\.json: "categories" must mark 1 to 2 work samples "showcase": true, whose covers open the Portfolio page \(marked: "categories\.1\.items\.1\.showcase", "categories\.1\.items\.2\.showcase", "categories\.1\.items\.3\.showcase", /)],
    ],
    ['a work address that is not one', 'portfolio', edit(shipped('portfolio'), ['profiles', 0, 'url'], 'linkedin.com/in/someone'), ['content/portfolio.json: "profiles.1.url" must be a full address such as https://example.com/page (got "linkedin.com/in/someone")']],
    [
      'a house colour that is not a colour',
      'portfolio',
      edit(shipped('portfolio'), ['houseColours', 0, 'colour'], '005EB8'),
      ['content/portfolio.json: "houseColours.1.colour" must be a colour written #rrggbb, e.g. #005EB8 (got "005EB8")'],
    ],
    [
      'a house colour too light to carry white type',
      'portfolio',
      edit(shipped('portfolio'), ['houseColours', 0, 'colour'], '#FFD700'),
      ['content/portfolio.json: "houseColours.1.colour" is too light: white reads on #FFD700 at 1.4:1, and needs 4.5:1; choose a darker shade'],
    ],
    [
      'a house colour for a site written as an address',
      'portfolio',
      edit(shipped('portfolio'), ['houseColours', 0, 'site'], 'https://www.northvalecommunityhealth.org.uk'),
      ['content/portfolio.json: "houseColours.1.site" must be a site as its address shows it, lowercase, without https:// or www., e.g. harbourhospice.org.uk (got "https://www.northvalecommunityhealth.org.uk")'],
    ],
    [
      'two house colours for one site',
      'portfolio',
      edit(shipped('portfolio'), ['houseColours', 1, 'site'], 'northvalecommunityhealth.org.uk'),
      ['content/portfolio.json: "houseColours.2.site" names "northvalecommunityhealth.org.uk" a second time: give each site one house colour'],
    ],
    [
      'a price written as text',
      'services',
      edit(shipped('services'), ['pricing', 'guide', 'projectsFrom'], '£5,000'),
      ['content/pages/services.json: "pricing.guide.projectsFrom" must be a sum in whole pounds, written as a number without £, commas or quotes, e.g. 3500 (got "£5,000")'],
    ],
    [
      'an offering’s price in pence',
      'services',
      edit(shipped('services'), ['contentMarketing', 'offerings', 0, 'price', 'from'], 3500.5),
      ['content/pages/services.json: "contentMarketing.offerings.1.price.from" must be a sum in whole pounds, written as a number without £, commas or quotes, e.g. 3500 (got 3500.5)'],
    ],
    [
      'a price range whose top is not above its start',
      'services',
      edit(shipped('services'), ['pricing', 'guide', 'projectsTo'], 5000),
      ['content/pages/services.json: "pricing.guide.projectsTo" must be more than "projectsFrom" (got 5000, which is not more than 5000)'],
    ],
    [
      'a figure the answers cannot fill',
      'services',
      edit(shipped('services'), ['faq', 'items', 0, 'answer', 0], 'Most projects start at {projectFrom}.'),
      ['content/pages/services.json: "faq.items.1.answer.1" uses {projectFrom}, which this text cannot fill: use {brand}, {owner}, {role}, {location}, {projectsFrom}, {projectsTo}, {monthlyFrom}, or remove it'],
    ],
    ['an empty list', 'stats', edit(shipped('stats'), ['homeStats'], []), ['content/stats.json: "homeStats" must have at least one entry']],
    ['a page date that is not one', 'contact', edit(shipped('contact'), ['page', 'updated'], '20/01/2025'), ['content/pages/contact.json: "page.updated" must be a date written YYYY-MM-DD, e.g. 2025-01-20']],
    ['a page date that does not exist', 'contact', edit(shipped('contact'), ['page', 'updated'], '2025-02-30'), ['content/pages/contact.json: "page.updated" must be a real date, e.g. 2025-01-20']],
  ];
  for (const [rule, key, value, expected] of cases) {
    it(`refuses ${rule} in both, in the same words`, () => {
      expect(buildCheck(key, value)).toEqual(expected);
      expect(editorCheck(key, value)).toEqual(expected);
    });
  }

  it('passes a valid file in both, and drops an optional field the editor left empty', () => {
    const work = edit(shipped('portfolio'), ['categories', 0, 'items', 0, 'cover'], '');
    expect(buildCheck('home', shipped('home'))).toEqual([]);
    expect(editorCheck('home', shipped('home'))).toEqual([]);
    expect(editorCheck('portfolio', work)).toEqual([]);
  });

  it('passes an offering without a price, and one priced without saying what for', () => {
    const unpriced = edit(shipped('services'), ['contentMarketing', 'offerings', 0, 'price'], undefined);
    const perLeftEmpty = edit(shipped('services'), ['linkedinGhostwriting', 'offerings', 0, 'price', 'per'], '');
    expect(buildCheck('services', unpriced)).toEqual([]);
    expect(editorCheck('services', unpriced)).toEqual([]);
    expect(editorCheck('services', perLeftEmpty)).toEqual([]);
  });
});

it('placeholders fills named values and leaves unknown ones as written', () => {
  expect(fill('Page {n} of {total}', { n: 2, total: 5 })).toBe('Page 2 of 5');
  expect(fill('{count} articles match “{query}”.', { count: 3 })).toBe('3 articles match “{query}”.');
});

it("fills the settings' name, brand, role and location everywhere, the location as it reads after “in”", () => {
  const values = siteValues({ brand: 'Ink & Co', owner: 'Ada Lovelace', role: 'Writer', location: 'United Kingdom' });
  expect(fillSite({ title: 'About {owner}', list: ['{brand} Help Centre'], caption: 'Based in {location}', count: 3 }, values)).toEqual({
    title: 'About Ada Lovelace',
    list: ['Ink & Co Help Centre'],
    caption: 'Based in the United Kingdom',
    count: 3,
  });
});
