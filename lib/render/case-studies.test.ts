import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { contentMarketing, linkedinGhostwriting } from '@/lib/content/services';
import { caseStudyPage } from '@/lib/content/case-studies';
import { CASE_STUDIES_DIR, CaseStudyError, caseStudyTwin, loadCaseStudies } from './case-studies';
import { buildMarkdownTwin } from './seo/markdown-twin';
import { absoluteUrl } from './url';

const website = contentMarketing.offerings[0].title;
const ghostwriting = linkedinGhostwriting.offerings[0].title;

/** A complete case study; `drop` leaves out front-matter lines starting with those keys, `extra` adds lines. */
function caseStudy({ drop = [] as string[], extra = '', date = '2025-01-14', body = 'I rewrote the service pages.\n\n- One\n- Two' } = {}) {
  const lines = [
    'title: "Doubling enquiries"',
    'summary: How rewritten pages doubled enquiries.',
    'client: Example Ltd',
    'sector: B2B software',
    `service: ${JSON.stringify(website)}`,
    `date: ${date}`,
    'challenge: Nobody *read* the pages.',
    'results:\n  - value: "2x"\n    label: enquiries\n  - value: "+40%"\n    label: organic sessions',
    'quote:\n  text: It worked.\n  name: Ann Example\n  role: Director, Example Ltd',
    'sample: true',
  ].filter((line) => !drop.some((key) => line.startsWith(`${key}:`)));
  return `---\n${lines.join('\n')}\n${extra}---\n\n${body}\n`;
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
    write('older.md', caseStudy({ date: '2024-03-01' }));
    write('newer.md', caseStudy({ extra: `url: https://example.com/story\nfeatured: true\n` }).replace(`service: ${JSON.stringify(website)}`, `service:\n  - ${website}\n  - ${ghostwriting}`));
    const [newer, older] = loadCaseStudies(dir);
    expect([newer.slug, older.slug]).toEqual(['newer', 'older']);
    expect(newer).toMatchObject({
      client: 'Example Ltd',
      sector: 'B2B software',
      headline: { value: '2x', label: 'enquiries' },
      quote: { text: 'It worked.', name: 'Ann Example', role: 'Director, Example Ltd' },
      url: 'https://example.com/story',
      featured: true,
      sample: true,
      displayDate: 'January 14, 2025',
      services: [
        { title: website, path: `/services#${contentMarketing.id}` },
        { title: ghostwriting, path: `/services#${linkedinGhostwriting.id}` },
      ],
    });
    expect(newer.results).toHaveLength(2);
    expect(newer.challengeHtml.trim()).toBe('<p>Nobody <em>read</em> the pages.</p>');
    expect(newer.approachHtml).toContain('<li>One</li>');
    expect(older.featured).toBe(false);
  });

  it('fails naming the file and the field for each missing or wrong field', () => {
    write('no-client.md', caseStudy({ drop: ['client'] }));
    write('one-figure.md', caseStudy().replace(/ {2}- value: "\+40%"\n {4}label: organic sessions\n/, ''));
    write('bad-figure.md', caseStudy().replace('    label: enquiries\n', ''));
    write('no-role.md', caseStudy().replace('  role: Director, Example Ltd\n', ''));
    write('bad-service.md', caseStudy().replace(`service: ${JSON.stringify(website)}`, 'service: Interpretive dance'));
    write('bad-url.md', caseStudy({ extra: 'url: example.com\n' }));
    write('no-approach.md', caseStudy({ body: '' }));
    write('typo.md', caseStudy({ extra: 'clinet: Oops\n' }));
    write('Bad Name.md', caseStudy());
    let message = '';
    try {
      loadCaseStudies(dir);
    } catch (error) {
      expect(error).toBeInstanceOf(CaseStudyError);
      message = (error as Error).message;
    }
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

describe('a case study as markdown', () => {
  it('tells the page’s story in its order, every figure and the quote included, with absolute links', () => {
    for (const study of loadCaseStudies(CASE_STUDIES_DIR)) {
      const twin = buildMarkdownTwin(caseStudyTwin(study));
      expect(twin.startsWith(`# ${study.title}\n\n> ${study.summary}`), study.file).toBe(true);
      const order = [caseStudyPage.challenge, caseStudyPage.approach, caseStudyPage.results, caseStudyPage.quoteLabel].map((heading) => twin.indexOf(`\n## ${heading}\n`));
      expect(order.every((at) => at > 0), study.file).toBe(true);
      expect(order, study.file).toEqual([...order].sort((a, b) => a - b));
      for (const result of study.results) expect(twin, study.file).toContain(`- **${result.value}** ${result.label}`);
      expect(twin, study.file).toContain(`> ${study.quote.name}, ${study.quote.role}`);
      for (const service of study.services) expect(twin, study.file).toContain(`[${service.title}](${absoluteUrl(service.path)})`);
    }
  });
});
