/**
 * The owner's workflow for case studies, end to end: add a markdown file to content/case-studies/ and build, and
 * the case study is on /portfolio, in the sitemap and llms.txt, with its own page and share image; a file missing
 * a required field stops the build naming the file and field. The first build also sets BOOKING_URL, so the
 * "Book a 30-minute call" link shows on /contact and /about (the default build, without it, is e2e/booking.spec.ts).
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { caseStudiesSection } from '../../content/case-studies';
import { bookCall } from '../../content/contact';
import { contentMarketing } from '../../content/services';
import { site as siteConfig } from '../../content/site';
import { pngSize } from '../support/png';
import { buildEnv, copyProject, runBuild, serveExport, type ProjectCopy } from '../support/project-copy';

let project: ProjectCopy | undefined;
const exported = (name: string) => readFileSync(join(project!.dir, 'out', name), 'utf8');
const caseStudiesDir = () => join(project!.dir, 'content/case-studies');
test.afterEach(() => project?.remove());

const bookingUrl = 'https://cal.example.com/hannah/30min';

const fourthCaseStudy = `---
sample: true
title: "A tutoring website that fills the diary by September"
summary: How a rewritten website and a parents' guide series filled a tutoring company's autumn timetable before term started.
client: Brightpath Tutors
sector: Education
service: ${contentMarketing.offerings[0].title}
date: 2026-03-02
challenge: Parents found Brightpath through word of mouth, then left the website without booking.
results:
  - value: "96%"
    label: of autumn slots booked by August
  - value: "+62%"
    label: enquiries from the website
quote:
  text: The new site answers parents' questions before they ask them.
  name: Amira Shah
  role: Director, Brightpath Tutors
---

I interviewed six parents and rewrote every page around the questions they asked before booking.
`;

test('a fourth case study gets a card on /portfolio, its own page, a share image, and a place in the sitemap and llms.txt; the booking link shows when configured', async ({ page }) => {
  project = copyProject('case-study-new');
  writeFileSync(join(caseStudiesDir(), 'brightpath-tutors.md'), fourthCaseStudy);
  const build = await runBuild(project.dir, buildEnv({ BOOKING_URL: bookingUrl }));
  expect(build.ok, build.output).toBe(true);
  const address = `${siteConfig.url}/portfolio/brightpath-tutors`;
  expect(exported('sitemap.xml')).toContain(`<loc>${address}</loc>`);
  expect(exported('llms.txt')).toContain(`- [A tutoring website that fills the diary by September](${address}): `);
  expect(pngSize(join(project.dir, 'out/og/portfolio/brightpath-tutors.png'))).toEqual({ width: 1200, height: 630 });
  const site = await serveExport(project.dir);
  try {
    await page.goto(`${site.url}/portfolio`);
    const section = page.getByRole('region', { name: caseStudiesSection.title });
    await expect(section.getByRole('article')).toHaveCount(4);
    const first = section.getByRole('article').first();
    await expect(first.getByRole('link', { name: 'A tutoring website that fills the diary by September' })).toHaveAttribute('href', '/portfolio/brightpath-tutors');
    await expect(first).toContainText('96% of autumn slots booked by August');

    await page.goto(`${site.url}/portfolio/brightpath-tutors`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('A tutoring website that fills the diary by September');
    await expect(page.getByRole('listitem').filter({ hasText: '+62% enquiries from the website' })).toBeVisible();

    for (const path of ['/contact', '/about']) {
      await page.goto(`${site.url}${path}`);
      const link = page.getByRole('main').getByRole('link', { name: new RegExp(bookCall.label) });
      await expect(link, path).toHaveAttribute('href', bookingUrl);
      await expect(link, path).toHaveAttribute('target', '_blank');
      await expect(link, path).toHaveAttribute('rel', 'noopener noreferrer');
    }
  } finally {
    site.close();
  }
});

test('a case study missing a required field stops the build, naming the file and the field', async () => {
  project = copyProject('case-study-broken');
  writeFileSync(join(caseStudiesDir(), 'no-client.md'), fourthCaseStudy.replace(/^client: .*\n/m, ''));
  writeFileSync(join(caseStudiesDir(), 'no-quote-name.md'), fourthCaseStudy.replace(/^ {2}name: .*\n/m, ''));
  const build = await runBuild(project.dir);
  expect(build.ok).toBe(false);
  expect(build.output).toContain('content/case-studies/no-client.md: "client" is missing');
  expect(build.output).toContain('content/case-studies/no-quote-name.md: "quote.name" is missing');
  expect(existsSync(join(project.dir, 'out'))).toBe(false);
});
