/**
 * The launch checklist (`npm run check -- --launch`): everything still sample or default, each with its file and
 * what to do. Pure: `launchItems` takes the facts, `readLaunchFacts` (scripts/prebuild/launch-facts.ts) gathers them.
 */

import { changedSince, type CheckRecord, type CheckedSettings } from '../../lib/form-service/check-record';

/** What the project shipped with: the sample owner's addresses and the placeholder post. */
export const shipped = {
  url: 'https://www.mercercontent.co.uk',
  email: 'hello@mercercontent.co.uk',
  owner: 'Hannah Mercer',
  placeholderPost: 'hello-world',
} as const;

export interface LaunchFacts {
  settingsFile: string;
  /** The settings as the build uses them (content/site.json, with SITE_URL and ENQUIRY_EMAIL applied). */
  site: { url: string; email: string; owner: string; portrait?: { file: string } };
  /** The last delivered `npm run check:form` (content/form-check.json) and the settings enquiries travel with today. */
  formCheck: { file: string; record?: CheckRecord; now: CheckedSettings };
  /** Every post file, drafts included, by slug. */
  posts: ReadonlyArray<{ slug: string; file: string }>;
  caseStudies: ReadonlyArray<{ file: string; title: string; sample: boolean }>;
  portfolioFile: string;
  /** Entries of the portfolio still marked `sample: true`, by title (or name). */
  samplePortfolioEntries: readonly string[];
  aboutFile: string;
  /** About's career entries still marked `sample: true`, as "role, organisation": a made-up history must not go live as hers. */
  sampleCareerEntries: readonly string[];
}

export interface LaunchItem {
  file: string;
  what: string;
  todo: string;
}

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

/** Everything still sample or default, in the order to deal with it; empty when the site is ready to launch. */
export function launchItems(facts: LaunchFacts): LaunchItem[] {
  const { site, settingsFile } = facts;
  const items: LaunchItem[] = [];
  if (site.owner === shipped.owner) {
    items.push({ file: settingsFile, what: `the owner is the sample's, ${shipped.owner}`, todo: 'write your name, brand, role, blurb, monogram and profile link (in /admin: Settings)' });
  }
  if (site.url === shipped.url) {
    items.push({ file: settingsFile, what: `"url" is the default ${shipped.url}`, todo: "write your site's address, or set SITE_URL when building" });
  }
  if (site.email === shipped.email) {
    items.push({ file: settingsFile, what: `"email" is the default ${shipped.email}`, todo: 'write the address enquiries should reach, or set ENQUIRY_EMAIL when building' });
  }
  if (!site.portrait) {
    items.push({ file: settingsFile, what: 'no portrait', todo: 'put a photo of yourself (at least 800 px wide) in public/images/ and set "portrait" to its path and a description, e.g. { "file": "/images/portrait.jpg", "alt": "…" } (in /admin: Settings)' });
  }
  const placeholder = facts.posts.find((post) => post.slug === shipped.placeholderPost);
  if (placeholder) {
    items.push({ file: placeholder.file, what: 'the placeholder post is still there', todo: 'delete it, or rewrite it as your own first post under a new file name' });
  }
  for (const study of facts.caseStudies.filter((study) => study.sample)) {
    items.push({ file: study.file, what: `sample case study "${study.title}"`, todo: 'replace it with one of your own projects (with the client\'s permission) or delete it' });
  }
  if (facts.samplePortfolioEntries.length) {
    const count = facts.samplePortfolioEntries.length;
    items.push({
      file: facts.portfolioFile,
      what: `${plural(count, 'sample portfolio entry', 'sample portfolio entries')} (${facts.samplePortfolioEntries.slice(0, 3).map((title) => `"${title}"`).join(', ')}${count > 3 ? ', …' : ''})`,
      todo: 'replace each with your own published work and switch off its "Sample" (in /admin: Work and figures → Work samples), or set "sample" to false',
    });
  }
  if (facts.sampleCareerEntries.length) {
    const count = facts.sampleCareerEntries.length;
    items.push({
      file: facts.aboutFile,
      what: `${plural(count, 'sample career entry', 'sample career entries')} (${facts.sampleCareerEntries.slice(0, 2).map((entry) => `"${entry}"`).join(', ')}${count > 2 ? ', …' : ''})`,
      todo: 'replace each with your own roles and qualifications and switch off its "Sample" (in /admin: Pages → About → Career), or set "sample" to false',
    });
  }
  const { record, now, file } = facts.formCheck;
  const changed = record ? changedSince(record, now) : [];
  if (!record || changed.length) {
    items.push({
      file,
      what: record
        ? `the enquiry form was checked on ${record.checkedAt.slice(0, 10)}, but its ${changed.join(', ')} changed since (${changed.map((key) => `${record[key]} → ${now[key]}`).join(', ')})`
        : 'the enquiry form has never been checked',
      todo: 'after deploying, run `npm run check:form` until it says "delivered" (it writes this file), then send yourself an enquiry from the live site',
    });
  }
  return items;
}

/** The checklist as `npm run check -- --launch` prints it: one line per item, `file: what: what to do`. */
export function formatLaunchList(items: readonly LaunchItem[]): string {
  if (!items.length) return 'launch: nothing sample or default is left; the site is ready to launch';
  const lines = items.map((item) => `${item.file}: ${item.what}: ${item.todo}`);
  return `\n${plural(items.length, 'thing')} to replace before launch:\n\n${lines.join('\n')}\n`;
}

/** The one line plain `npm run check` prints while anything is left; undefined when nothing is. */
export function launchWarning(items: readonly LaunchItem[]): string | undefined {
  if (!items.length) return undefined;
  return `launch: ${plural(items.length, 'sample or default thing')} still to replace before launch; \`npm run check -- --launch\` lists them`;
}
