import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { contentMarketing, linkedinGhostwriting } from '@/lib/content/services';
import { caseStudyPage } from '@/lib/content/case-studies';
import { CASE_STUDIES_DIR, CaseStudyError, caseStudyTwin, loadCaseStudies } from './case-studies';
import { buildMarkdownTwin } from './seo/markdown-twin';
import { absoluteUrl } from './url';
import { caseStudyFixture } from './__fixtures__/case-study';
import { thrown } from '../../tests/support/thrown';

const website = contentMarketing.offerings[0].title;
const ghostwriting = linkedinGhostwriting.offerings[0].title;

/** The fixture with `fields` (front-matter lines, by key) replaced, or dropped when given ''. */
function caseStudy(fields: Record<string, string> = {}) {
  return Object.entries(fields).reduce((text, [key, line]) => text.replace(new RegExp(`^${key}:.*\\n`, 'm'), line && `${line}\n`), caseStudyFixture);
}

/** An edit's front-matter lines, each field replaced (or dropped when given ''). */
function edit(fields: Partial<Record<'before' | 'after' | 'note' | 'kind' | 'client', string>> = {}) {
  const all = { before: 'We offer tuition across a range of subjects.', after: 'Your child’s GCSE maths, one evening a week.', note: 'Led with the parent’s worry.', kind: 'Home page', ...fields };
  return ['edit:', ...Object.entries(all).filter(([, value]) => value).map(([key, value]) => `  ${key}: ${value}`)].join('\n');
}

describe('loading case studies from a folder', () => {
  let dir: string;
  const write = (name: string, text: string) => writeFileSync(join(dir, name), text);
  const shown = (name: string) => relative(process.cwd(), join(dir, name));

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'case-studies-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('reads every field, renders challenge and approach, and sorts newest first', () => {
    write('older.md', caseStudy({ date: 'date: 2024-03-01', url: '' }));
    const services = `service:\n  - ${website}\n  - ${ghostwriting}`;
    const written = caseStudy({ service: services, challenge: 'challenge: Nobody *read* the pages.', url: 'url: https://example.com/story\nfeatured: true\nsample: true' });
    write('newer.md', written.replace(/\n\nI interviewed.*\n$/, '\n\nI rewrote the service pages.\n\n- One\n- Two\n'));
    const [newer, older] = loadCaseStudies(dir);
    expect([newer.slug, older.slug]).toEqual(['newer', 'older']);
    expect(newer).toMatchObject({
      client: 'Brightpath Tutors',
      sector: 'Education',
      headline: { value: '96%', label: 'of autumn slots booked by August' },
      quote: { text: "The new site answers parents' questions before they ask them.", name: 'Amira Shah', role: 'Director, Brightpath Tutors' },
      url: 'https://example.com/story',
      featured: true,
      sample: true,
      displayDate: 'March 2, 2026',
      services: [
        { title: website, path: `/services#${contentMarketing.id}` },
        { title: ghostwriting, path: `/services#${linkedinGhostwriting.id}` },
      ],
    });
    expect(newer.results).toHaveLength(2);
    expect(newer.challengeHtml.trim()).toBe('<p>Nobody <em>read</em> the pages.</p>');
    expect(newer.approachHtml).toContain('<li>One</li>');
    expect(older).toMatchObject({ featured: false, sample: false });
  });

  it('fails naming the file and the field for each missing or wrong field', () => {
    write('no-client.md', caseStudy({ client: '' }));
    write('one-figure.md', caseStudy().replace(/ {2}- value: "\+62%"\n {4}label: .*\n/, ''));
    write('bad-figure.md', caseStudy({ '    label': '' }));
    write('no-role.md', caseStudy({ '  role': '' }));
    write('bad-service.md', caseStudy({ service: 'service: Interpretive dance' }));
    write('bad-url.md', caseStudy({ url: 'url: example.com' }));
    write('no-approach.md', caseStudy().replace(/\n\nI interviewed.*\n$/, '\n'));
    write('typo.md', caseStudy({ url: 'clinet: Oops' }));
    write('Bad Name.md', caseStudy());
    const error = thrown(() => loadCaseStudies(dir));
    expect(error).toBeInstanceOf(CaseStudyError);
    const message = error?.message;
    expect(message).toContain(`${shown('no-client.md')}: "client" is missing`);
    expect(message).toContain(`${shown('one-figure.md')}: "results" must list at least two figures`);
    expect(message).toContain(`${shown('bad-figure.md')}: "results" figure 1: "label" is missing`);
    expect(message).toContain(`${shown('no-role.md')}: "quote.role" is missing`);
    expect(message).toContain(`${shown('bad-service.md')}: "service" must be a service title from content/pages/services.json`);
    expect(message).toContain(`${shown('bad-url.md')}: "url" must be the full address of the published work`);
    expect(message).toContain(`${shown('no-approach.md')}: "approach" is missing`);
    expect(message).toContain(`${shown('typo.md')}: unknown field "clinet"`);
    expect(message).toContain(`${shown('Bad Name.md')}:1: the file name must be a slug`);
  });

  it('reads an edit from the project, its client the case study’s own', () => {
    write('edited.md', caseStudy({ url: `url: https://www.example.com/story\n${edit()}` }));
    write('plain.md', caseStudy());
    const [edited, plain] = loadCaseStudies(dir).sort((a, b) => a.slug.localeCompare(b.slug));
    expect(edited.edit).toEqual({ before: 'We offer tuition across a range of subjects.', after: 'Your child’s GCSE maths, one evening a week.', note: 'Led with the parent’s worry.', kind: 'Home page' });
    expect(edited.client).toBe('Brightpath Tutors');
    expect(plain.edit).toBeUndefined();
  });

  it('refuses a hostile edit, naming the file and the field', () => {
    const cases: Array<[string, string, string]> = [
      ['empty-before.md', edit({ before: "''" }), '"edit.before" must not be empty'],
      ['no-after.md', edit({ after: '' }), '"edit.after" is missing'],
      ['no-note.md', edit({ note: '' }), '"edit.note" is missing'],
      ['no-kind.md', edit({ kind: '' }), '"edit.kind" is missing'],
      ['unchanged.md', edit({ after: "'  we OFFER tuition, across a range of subjects '" }), '"edit.after" must differ from "before": an edit shows the line changed'],
      ['client.md', edit({ client: 'Someone Else' }), 'unknown field "client" in "edit" (allowed: before, after, note, kind)'],
      ['not-a-group.md', 'edit: Before and after', '"edit" must have "before", "after", "note" and "kind"'],
      ['list.md', 'edit:\n  - before\n  - after', '"edit" must have "before", "after", "note" and "kind"'],
      ['number.md', edit({ after: '42' }), '"edit.after" must be text'],
    ];
    for (const [name, lines] of cases) write(name, caseStudy({ url: `url: https://www.example.com/story\n${lines}` }));
    const message = thrown(() => loadCaseStudies(dir))?.message;
    for (const [name, , problem] of cases) expect(message).toContain(`${shown(name)}: ${problem}`);
  });

  it('refuses front matter in any language but YAML without running it, naming the file', () => {
    const marker = join(dir, 'ran');
    write('evil.md', `---js\n{ title: require('fs').writeFileSync(${JSON.stringify(marker)}, 'x') }\n---\n\nBody.\n`);
    expect(() => loadCaseStudies(dir)).toThrow(`${shown('evil.md')}:1: the front matter is marked "---js"; only YAML front matter is allowed`);
    expect(readdirSync(dir)).toEqual(['evil.md']);
  });

  it('treats a missing folder as no case studies', () => {
    expect(loadCaseStudies(join(dir, 'nowhere'))).toEqual([]);
  });

  it('accepts every case study in content/, sample or real', () => {
    const studies = loadCaseStudies(CASE_STUDIES_DIR);
    expect(studies.map((study) => `${study.slug}.md`).sort()).toEqual(readdirSync(CASE_STUDIES_DIR).filter((name) => name.endsWith('.md')).sort());
  });
});

it('a case study as markdown tells the page’s story in its order, every figure and the quote included, with absolute links', () => {
  for (const study of loadCaseStudies(CASE_STUDIES_DIR)) {
    const twin = buildMarkdownTwin(caseStudyTwin(study));
    expect(twin.startsWith(`# ${study.title}\n\n> ${study.summary}`), study.file).toBe(true);
    const order = [caseStudyPage.challenge, caseStudyPage.approach, caseStudyPage.results, caseStudyPage.quoteLabel].map((heading) => twin.indexOf(`\n## ${heading}\n`));
    expect(order.every((at) => at > 0), study.file).toBe(true);
    expect(order, study.file).toEqual([...order].sort((a, b) => a - b));
    for (const result of study.results) expect(twin, study.file).toContain(`- **${result.value}** ${result.label}`);
    expect(twin, study.file).toContain(`> ${study.quote.name}, ${study.quote.role}`);
    if (study.edit) expect(twin, study.file).toContain(`- ${caseStudyPage.editBefore}: ~~${study.edit.before}~~\n- ${caseStudyPage.editAfter}: ${study.edit.after}`);
    for (const service of study.services) expect(twin, study.file).toContain(`[${service.title}](${absoluteUrl(service.path)})`);
  }
});
