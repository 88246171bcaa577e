import { describe, expect, it } from 'vitest';
import { formatLaunchList, launchItems, launchWarning, shipped, type LaunchFacts } from './launch';
import { readLaunchFacts } from './launch-facts';

/** A site as shipped: the sample owner, the default addresses, the placeholder post and samples everywhere. */
const asShipped: LaunchFacts = {
  settingsFile: 'content/site.json',
  site: { url: shipped.url, email: shipped.email, owner: shipped.owner },
  formCheck: { file: 'content/form-check.json', now: { service: 'formsubmit', to: shipped.email, origin: shipped.url } },
  posts: [
    { slug: 'ai-search-business', file: 'content/posts/ai-search-business.md' },
    { slug: 'hello-world', file: 'content/posts/hello-world.md' },
  ],
  caseStudies: [
    { file: 'content/case-studies/kestrel-analytics.md', title: 'Named by ChatGPT', sample: true },
    { file: 'content/case-studies/mine.md', title: 'My own project', sample: false },
  ],
  portfolioFile: 'content/portfolio.json',
  samplePortfolioEntries: ['Kestrel Analytics website', 'Brightpath Tutors website', 'Daniel Reeve', 'VC Insight #1'],
  aboutFile: 'content/pages/about.json',
  sampleCareerEntries: ['Freelance content strategist, Mercer Content', 'Senior content writer, Wexcombe Digital', 'Content officer, Hollybrook Family Carers'],
};

/** The same site once the owner has replaced everything. */
const replaced: LaunchFacts = {
  ...asShipped,
  site: { url: 'https://www.janedoe.co.uk', email: 'jane@janedoe.co.uk', owner: 'Jane Doe', portrait: { file: 'images/portrait.jpg' } },
  formCheck: {
    file: 'content/form-check.json',
    record: { checkedAt: '2026-03-01T10:00:00.000Z', service: 'formsubmit', to: 'jane@janedoe.co.uk', origin: 'https://www.janedoe.co.uk' },
    now: { service: 'formsubmit', to: 'jane@janedoe.co.uk', origin: 'https://www.janedoe.co.uk' },
  },
  posts: [{ slug: 'my-first-post', file: 'content/posts/my-first-post.md' }],
  caseStudies: [{ file: 'content/case-studies/mine.md', title: 'My own project', sample: false }],
  samplePortfolioEntries: [],
  sampleCareerEntries: [],
};

describe('launchItems', () => {
  it('lists everything still sample or default, each with its file and what to do', () => {
    const items = launchItems(asShipped);
    expect(items.map((item) => `${item.file}: ${item.what}`)).toEqual([
      'content/site.json: the owner is the sample\'s, Hannah Mercer',
      'content/site.json: "url" is the default https://www.mercercontent.co.uk',
      'content/site.json: "email" is the default hello@mercercontent.co.uk',
      'content/site.json: no portrait',
      'content/posts/hello-world.md: the placeholder post is still there',
      'content/case-studies/kestrel-analytics.md: sample case study "Named by ChatGPT"',
      'content/portfolio.json: 4 sample portfolio entries ("Kestrel Analytics website", "Brightpath Tutors website", "Daniel Reeve", …)',
      'content/pages/about.json: 3 sample career entries ("Freelance content strategist, Mercer Content", "Senior content writer, Wexcombe Digital", …)',
      'content/form-check.json: the enquiry form has never been checked',
    ]);
    for (const item of items) expect(item.todo, item.what).toMatch(/\w/);
    expect(items.at(-1)!.todo).toContain('npm run check:form');
    expect(items.find((item) => item.what === 'no portrait')!.todo).toContain('"portrait"');
  });

  it('is empty once everything is replaced', () => {
    expect(launchItems(replaced)).toEqual([]);
  });

  it('takes each item back as it is replaced', () => {
    expect(launchItems({ ...replaced, formCheck: { ...replaced.formCheck, record: undefined } }).map((item) => item.what)).toEqual(['the enquiry form has never been checked']);
    const moved = { ...replaced.formCheck, now: { ...replaced.formCheck.now, origin: 'https://janedoe.com', service: 'formspree:xyz' } };
    expect(launchItems({ ...replaced, formCheck: moved }).map((item) => item.what)).toEqual([
      'the enquiry form was checked on 2026-03-01, but its service, origin changed since (formsubmit → formspree:xyz, https://www.janedoe.co.uk → https://janedoe.com)',
    ]);
    expect(launchItems({ ...replaced, samplePortfolioEntries: ['One'] }).map((item) => item.what)).toEqual(['1 sample portfolio entry ("One")']);
    expect(launchItems({ ...replaced, sampleCareerEntries: ['Editor, Somewhere'] }).map((item) => item.what)).toEqual(['1 sample career entry ("Editor, Somewhere")']);
  });
});

it('the checklist as printed prints one line per item with the file first, and a one-line warning for plain npm run check', () => {
  const items = launchItems(asShipped);
  const list = formatLaunchList(items);
  expect(list).toContain('9 things to replace before launch:');
  expect(list).toContain('\ncontent/posts/hello-world.md: the placeholder post is still there: delete it, or rewrite it as your own first post under a new file name\n');
  expect(launchWarning(items)).toBe('launch: 9 sample or default things still to replace before launch; `npm run check -- --launch` lists them');
  expect(launchWarning(items)).not.toContain('\n');
});

it('the checklist as printed says the site is ready when nothing is left, and plain npm run check then says nothing', () => {
  expect(formatLaunchList([])).toBe('launch: nothing sample or default is left; the site is ready to launch');
  expect(launchWarning([])).toBeUndefined();
});

it('readLaunchFacts reads the content as the build does: every post, case study, portfolio and career entry', () => {
  // Shapes only: the owner may publish, rename or remove every post and case study (an empty blog builds too).
  const facts = readLaunchFacts();
  for (const post of facts.posts) expect(post.file).toMatch(new RegExp(`^content/posts/(.+/)?${post.slug}\\.md$`));
  for (const study of facts.caseStudies) expect(study.file).toMatch(/^content\/case-studies\/.+\.md$/);
  expect(facts.site.url).toMatch(/^https?:\/\//);
  expect(facts.aboutFile).toBe('content/pages/about.json');
  for (const entry of facts.sampleCareerEntries) expect(entry).toMatch(/\S, \S/);
});
