/**
 * The case studies under content/case-studies/, newest first, read like posts; the markdown body is the approach.
 * Read once per process (each request under `next dev`); every problem is thrown in one CaseStudyError.
 */
import type { Stat } from '@/lib/content/types';
import { approachMissing, serviceAnchors, validateCaseStudy, type CaseStudyFrontMatter } from './case-study-schema';
import { caseStudyPage } from '@/lib/content/case-studies';
import type { EditWords } from '@/lib/content/edit-schema';
import { markdownToHtml } from './markdown';
import type { PostImage } from './post-images';
import type { TwinSource } from './seo/markdown-twin';
import { caseStudyPath } from './seo/metadata';
import { displayDate } from './dates';
import { readCollection, type CollectionEntry } from './markdown-file';
import { PLACEHOLDER_SLUG } from './posts';
import { isDev } from './dev-mode';

/** Where case studies live, relative to the project root. */
export const CASE_STUDIES_DIR = 'content/case-studies';

export interface RelatedService {
  title: string;
  /** Where it is described, e.g. /services#content-marketing. */
  path: string;
}

export interface CaseStudy extends Omit<CaseStudyFrontMatter, 'service' | 'results' | 'challenge' | 'excerpt'> {
  /** A line of the work itself for its cover: the front matter's `excerpt`, else the first sentence of the approach. */
  excerpt: string;
  /** The file name without `.md`; the page lives at /portfolio/{slug}. */
  slug: string;
  /** The first figure, shown on cards, in the hero and at the top of the page. */
  headline: Stat;
  results: Stat[];
  services: RelatedService[];
  /** The date as shown, e.g. 'January 14, 2025'. */
  displayDate: string;
  /** Sanitized HTML of the challenge (front matter) and the approach (the markdown body). */
  challengeHtml: string;
  approachHtml: string;
  /** The same two as written, for the markdown twin. */
  challengeMarkdown: string;
  approachMarkdown: string;
  /** The images the two show (lib/render/post-images.ts), whose sizes the build writes. */
  images: PostImage[];
  /** The source file relative to the project root. */
  file: string;
}

export class CaseStudyError extends Error {
  override name = 'CaseStudyError';
}

/** Reads, checks and renders every case study in `dir` (lib/render/markdown-file.ts readCollection, as posts are). */
export function loadCaseStudies(dir = CASE_STUDIES_DIR): CaseStudy[] {
  const { items: studies, errors } = readCollection(dir, (read): CollectionEntry<CaseStudy> => {
    const { file, slug } = read;
    const checked = validateCaseStudy(read.data, file, read.matter);
    const problems = checked.ok ? [] : [...checked.errors];
    if (!read.body.trim()) problems.push(approachMissing(file));
    if (!checked.ok || problems.length) return { ok: false, errors: problems };
    const { service, results, challenge, ...facts } = checked.value;
    try {
      const challengeRendered = markdownToHtml(challenge, `${file}: "challenge"`);
      const approachRendered = markdownToHtml(read.body, file, read.firstLine);
      return {
        ok: true,
        value: {
          ...facts,
          slug,
          excerpt: facts.excerpt ?? firstSentence(read.body),
          headline: results[0],
          results,
          services: service.map((title) => ({ title, path: `/services#${serviceAnchors.get(title)}` })),
          displayDate: displayDate(facts.date),
          challengeHtml: challengeRendered.html,
          approachHtml: approachRendered.html,
          challengeMarkdown: challenge,
          approachMarkdown: read.body,
          images: [...challengeRendered.images, ...approachRendered.images],
          file,
        },
      };
    } catch (error) {
      return { ok: false, errors: [error instanceof Error ? error.message : String(error)] };
    }
  });
  if (errors.length) throw new CaseStudyError(errors.join('\n'));
  return studies.sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));
}

/** The first sentence of some markdown, as plain text (links, emphasis and list markers dropped). */
export function firstSentence(markdown: string): string {
  const paragraph = markdown.trim().split(/\n\s*\n/)[0] ?? '';
  const plain = paragraph
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^\s*(?:[-*+]|\d+\.)\s+/gm, '')
    .replace(/[*_`#>]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  return /^.+?[.!?](?=\s|$)/.exec(plain)?.[0] ?? plain;
}

let cache: CaseStudy[] | undefined;

/** Every case study, newest first. */
export function getAllCaseStudies(): CaseStudy[] {
  if (!cache || isDev) cache = loadCaseStudies();
  return cache;
}

export function getCaseStudy(slug: string): CaseStudy | undefined {
  return getAllCaseStudies().find((study) => study.slug === slug);
}

/** The case study its quoted client speaks in by name (e.g. the one a LinkedIn series' author gave his words to). */
export function caseStudyQuoting(name: string): CaseStudy | undefined {
  return getAllCaseStudies().find((study) => study.quote.name === name);
}

/** The case study the home page features: the first marked `featured: true`, else the newest. */
export function getFeaturedCaseStudy(): CaseStudy | undefined {
  const studies = getAllCaseStudies();
  return studies.find((study) => study.featured) ?? studies[0];
}

/** The slugs /portfolio/{slug} prerenders: with none, the posts' placeholder (Next needs one), removed after. */
export function getExportedCaseStudySlugs(): string[] {
  const slugs = getAllCaseStudies().map((study) => study.slug);
  return slugs.length ? slugs : [PLACEHOLDER_SLUG];
}

/**
 * The case's edit as components/ui/Edit.tsx sets it: its client the study's, the words around it the case-study page's,
 * said once for all (the study's page and, for the featured study, the home hero).
 */
export function caseStudyEdit(study: CaseStudy): EditWords | undefined {
  if (!study.edit) return undefined;
  return { label: caseStudyPage.editLabel, beforeLabel: caseStudyPage.editBefore, afterLabel: caseStudyPage.editAfter, ...study.edit, client: study.client, sample: study.sample };
}

/** The case's edit as the twin tells it: its heading and kind, the line struck through, the rewrite, the note. */
const editTwin = (edit: NonNullable<CaseStudy['edit']>) =>
  `**${caseStudyPage.editLabel}** (${edit.kind})\n\n- ${caseStudyPage.editBefore}: ~~${edit.before}~~\n- ${caseStudyPage.editAfter}: ${edit.after}\n\n${edit.note}`;

/** A case study's markdown twin (/portfolio/{slug}.md): the page's story in its order, with the page's headings. */
export function caseStudyTwin(study: CaseStudy): TwinSource {
  const facts = [
    `- ${caseStudyPage.clientLabel}: ${study.client}`,
    `- ${caseStudyPage.sectorLabel}: ${study.sector}`,
    `- ${caseStudyPage.serviceLabel}: ${study.services.map((service) => `[${service.title}](${service.path})`).join(', ')}`,
    ...(study.url ? [`- ${caseStudyPage.published}: <${study.url}>`] : []),
  ];
  const body = [
    facts.join('\n'),
    `## ${caseStudyPage.challenge}\n\n${study.challengeMarkdown.trim()}`,
    `## ${caseStudyPage.approach}\n\n${study.approachMarkdown.trim()}${study.edit ? `\n\n${editTwin(study.edit)}` : ''}`,
    `## ${caseStudyPage.results}\n\n${study.results.map((result) => `- **${result.value}** ${result.label}`).join('\n')}`,
    `## ${caseStudyPage.quoteLabel}\n\n> ${study.quote.text.replace(/\s+/g, ' ').trim()}\n>\n> ${study.quote.name}, ${study.quote.role}`,
  ].join('\n\n');
  return { title: study.title, summary: study.summary, path: caseStudyPath(study.slug), published: study.date, body };
}
