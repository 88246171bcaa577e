/**
 * What a case study's front matter may hold, checked the way posts are (lib/render/post-schema.ts), with one
 * message per problem naming the file and the field, e.g.
 *   content/case-studies/foo.md: "client" is missing
 *   content/case-studies/foo.md: "results" figure 2: "label" is missing
 * The markdown under the front matter is the approach (what was done); lib/render/case-studies.ts checks it.
 */
import { z } from 'zod';
import { refuseUnchanged } from '@/lib/content/edit-schema';
import { serviceFamilies } from '@/lib/content/services';
import { dateAsWritten, isoDate, text } from './post-schema';

/** Every offering on /services by title, with the anchor of the family it sits in. */
export const serviceAnchors: ReadonlyMap<string, string> = new Map(
  serviceFamilies.flatMap((family) => family.offerings.map((offering) => [offering.title, family.id] as const)),
);

const serviceList = [...serviceAnchors.keys()].map((title) => `"${title}"`).join(', ');

const serviceName = z
  .string({ error: (issue) => (issue.input === undefined ? 'is missing' : `must be a service title from content/pages/services.json: ${serviceList}`) })
  .refine((title) => serviceAnchors.has(title.trim()), {
    error: (issue) => `must be a service title from content/pages/services.json (got "${String(issue.input)}"): ${serviceList}`,
  })
  .transform((title) => title.trim());

const figure = z.strictObject(
  { value: text, label: text },
  { error: 'must be a figure with a "value" (e.g. "3x") and a "label" (e.g. "more demo requests")' },
);

/**
 * One line of the project, before and after (shown with components/ui/Edit.tsx): only what belongs to the case; the
 * client is the case study's own, the words around it are the case-study page's (content/pages/case-studies.json).
 */
export const caseStudyEditFields = z.strictObject(
  { before: text, after: text, note: text, kind: text },
  { error: (issue) => (issue.input === undefined ? 'is missing' : 'must have "before", "after", "note" and "kind"') },
);

const optionalFlag = z.boolean({ error: 'must be true or false' }).default(false);

/** The fields of a case study's front matter (the editor's configuration is generated from them, scripts/prebuild/admin-config.ts). */
export const caseStudyFields = z.strictObject({
  title: text,
  summary: text,
  client: text,
  sector: text,
  /** One service title or a list of them; the page links each to its family on /services. */
  service: z
    .union([serviceName, z.array(serviceName).min(1, 'must name at least one service')], {
      error: `must be a service title from content/pages/services.json, or a list of them: ${serviceList}`,
    })
    .transform((value) => (Array.isArray(value) ? value : [value])),
  date: isoDate,
  challenge: text,
  /** The first figure is the headline result shown on cards and at the top of the page. */
  results: z
    .array(figure, { error: (issue) => (issue.input === undefined ? 'is missing' : 'must be a list of figures, each with a "value" and a "label"') })
    .min(2, 'must list at least two figures, each with a "value" and a "label"'),
  quote: z.strictObject(
    { text, name: text, role: text },
    { error: (issue) => (issue.input === undefined ? 'is missing' : 'must have "text", "name" and "role"') },
  ),
  /** Optional: a line of the client's as it was and her rewrite of it; an edit must change the line, as everywhere. */
  edit: caseStudyEditFields.superRefine(refuseUnchanged).optional(),
  /**
   * Optional: the project's pieces with no address to link to (emails, print), each named with what it was; the page
   * names them under the client's published pieces, without links, so the work shown matches the story told.
   */
  offline: z
    .array(z.strictObject({ title: text, kind: text }, { error: 'must be a piece with a "title" (e.g. "Three supporter emails") and a "kind" (e.g. "Email sequence")' }), {
      error: 'must be a list of pieces, each with a "title" and a "kind"',
    })
    .optional(),
  /** A line or two of the published work itself, set on its cover as it reads on its page (never the title). */
  excerpt: text.optional(),
  url: z.url({ protocol: /^https?$/, error: 'must be the full address of the published work, e.g. https://example.com/story' }).optional(),
  /** The owner's image for the cover, a file in public/ (e.g. images/work/harbour.jpg); without one a cover is drawn. */
  cover: z.string({ error: 'must be the path of an image file in public/, e.g. images/work/cover.jpg' }).trim().min(1).optional(),
  featured: optionalFlag,
  sample: optionalFlag,
});

/** Validated front matter: `service` is always a list, `date` an ISO calendar date. */
export type CaseStudyFrontMatter = z.output<typeof caseStudyFields>;

const fields = Object.keys(caseStudyFields.shape);

/** `"results" figure 2: "label"` for a nested path, `"client"` for a top-level one. */
function fieldName(path: PropertyKey[]): string {
  const [top, index, ...rest] = path.map(String);
  if (index === undefined) return `"${top}"`;
  if (/^\d+$/.test(index)) return rest.length ? `"${top}" figure ${Number(index) + 1}: "${rest.join('.')}"` : `"${top}" item ${Number(index) + 1}`;
  return `"${[top, index, ...rest].join('.')}"`;
}

/** The message for a case study without its approach (the markdown body: what was done). */
export const approachMissing = (file: string) => `${file}: "approach" is missing: write what was done as markdown under the front matter`;

export type CaseStudyValidation = { ok: true; value: CaseStudyFrontMatter } | { ok: false; errors: string[] };

/** Checks one case study's front matter; `file` is the path shown in messages. */
export function validateCaseStudy(data: Record<string, unknown>, file: string, rawMatter = ''): CaseStudyValidation {
  const result = caseStudyFields.safeParse({ ...data, date: dateAsWritten('date', data.date, rawMatter) });
  if (result.success) return { ok: true, value: result.data };
  const errors = result.error.issues.map((issue) => {
    if (issue.code === 'unrecognized_keys') {
      const keys = issue.keys.map((key) => `"${key}"`).join(', ');
      const where = issue.path.length ? ` in ${fieldName(issue.path)}` : '';
      const allowed =
        issue.path.length === 0 ? fields : issue.path[0] === 'quote' ? ['text', 'name', 'role'] : issue.path[0] === 'edit' ? Object.keys(caseStudyEditFields.shape) : ['value', 'label'];
      return `${file}: unknown field ${keys}${where} (allowed: ${allowed.join(', ')})`;
    }
    return issue.path.length ? `${file}: ${fieldName(issue.path)} ${issue.message}` : `${file}: front matter ${issue.message}`;
  });
  return { ok: false, errors };
}
