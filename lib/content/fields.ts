/**
 * The building blocks of the content files' schemas (lib/content/schemas.ts): short text, paragraphs, templates,
 * links, dates, figures and lists, each with the words of its problem and what the editor at /admin shows for it
 * (`editorUi`, read by scripts/prebuild/admin-config.ts). Pure: no file access, no React.
 */
import { z } from 'zod';
import { SITE_PLACEHOLDERS } from './fill';
import { isIsoDate } from '../render/dates';
import { contrastRatio, hexColourPattern, minimumContrast } from '../render/colours';

/** What the editor shows for a field beyond its name: its label, widget and hint (Sveltia CMS's widget options). */
export interface EditorUi {
  label?: string;
  /** Sveltia CMS's widget; by default from the schema (text, number, true/false, list, group). */
  widget?: 'string' | 'text' | 'number' | 'boolean' | 'select' | 'image' | 'color';
  hint?: string;
  [option: string]: unknown;
}

/** The editor's label, widget and hint of a schema, attached where the schema is made. */
export const editorUi = z.registry<EditorUi>();

export const missing = 'is missing: add it to the file';

const textError = (issue: { input: unknown }) => (issue.input === undefined ? missing : 'must be text in quotes');

/** Placeholders written in `value` as {name}. */
export const placeholdersIn = (value: string) => [...value.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);

const placeholderRule = (allowed: readonly string[]) => (value: string, context: z.RefinementCtx) => {
  const names = [...SITE_PLACEHOLDERS, ...allowed];
  for (const name of placeholdersIn(value)) {
    if (!names.includes(name)) {
      context.addIssue({ code: 'custom', message: `uses {${name}}, which this text cannot fill: use ${names.map((each) => `{${each}}`).join(', ')}, or remove it` });
    }
  }
};

function plainText(widget: 'string' | 'text', placeholders: readonly string[], ui: EditorUi) {
  const schema = z.string({ error: textError }).trim().min(1, 'must not be empty: write its text').superRefine(placeholderRule(placeholders));
  return schema.register(editorUi, { widget, ...ui });
}

/** A short line of text (a heading, a label, a button's words); {brand}, {owner}, {role} and {location} are filled from the settings. */
export const line = (ui: EditorUi = {}) => plainText('string', [], ui);

/** A paragraph (a box of several lines in the editor); {brand}, {owner}, {role} and {location} are filled from the settings. */
export const paragraph = (ui: EditorUi = {}) => plainText('text', [], ui);

/** The editor's hint for a field with placeholders of its own: "Placeholders: {n}, {total}." */
const placeholdersHint = (names: readonly string[]) => `Placeholders: ${names.map((name) => `{${name}}`).join(', ')}.`;

/** Text with values of its own, e.g. "Page {n} of {total}": `names` are the placeholders it may use beside the settings'. */
export const template = (names: readonly string[], ui: EditorUi = {}) => plainText('string', names, { hint: placeholdersHint(names), ...ui });

/** A paragraph with values of its own, e.g. a price guide's figures: `names` are the placeholders it may use beside the settings'. */
export const paragraphTemplate = (names: readonly string[], ui: EditorUi = {}) => plainText('text', names, { hint: placeholdersHint(names), ...ui });

/** The words for one and for several, e.g. "One article" and "{count} articles". */
export const plural = (names: readonly string[], ui: EditorUi = {}) =>
  z.strictObject({ one: template(names, { label: 'For one' }), many: template(names, { label: 'For several' }) }).register(editorUi, ui);

const LINK = /^(?:\/|#|https?:\/\/|mailto:)/;

/** A link: a page of the site ("/contact"), an anchor ("#how-it-works"), or a full address ("https://…"). */
export const href = (ui: EditorUi = {}) =>
  z
    .string({ error: textError })
    .trim()
    .regex(LINK, 'must be a page of the site such as /contact, an anchor such as #how-it-works, or a full address such as https://example.com')
    .register(editorUi, { widget: 'string', hint: 'A page such as /contact, an anchor such as #how-it-works, or a full address.', ...ui });

/** A full web address, e.g. a published piece of work. */
export const webAddress = (ui: EditorUi = {}) =>
  z
    .url({ protocol: /^https?$/, error: (issue) => (issue.input === undefined ? missing : `must be a full address such as https://example.com/page (got "${String(issue.input)}")`) })
    .register(editorUi, { widget: 'string', hint: 'The full address, starting https://', ...ui });

/** A colour written #rrggbb that white type reads on (and that reads on a white page) at 4.5:1, e.g. a client's house colour. */
export const darkColour = (ui: EditorUi = {}) =>
  z
    .string({ error: textError })
    .trim()
    .regex(hexColourPattern, { error: (issue) => `must be a colour written #rrggbb, e.g. #005EB8 (got "${String(issue.input)}")`, abort: true })
    .superRefine((value, context) => {
      const ratio = contrastRatio(value, '#ffffff');
      if (ratio < minimumContrast) context.addIssue({ code: 'custom', message: `is too light: white reads on ${value} at ${ratio.toFixed(1)}:1, and needs ${minimumContrast}:1; choose a darker shade` });
    })
    .register(editorUi, { widget: 'color', allowInput: true, hint: 'A dark shade, written #rrggbb: white must read on it.', ...ui });

/** A website's host as its address shows it, without https:// or www., e.g. harbourhospice.org.uk. */
export const siteHost = (ui: EditorUi = {}) =>
  z
    .string({ error: textError })
    .trim()
    .regex(/^(?!www\.)[a-z0-9-]+(?:\.[a-z0-9-]+)+$/, { error: (issue) => `must be a site as its address shows it, lowercase, without https:// or www., e.g. harbourhospice.org.uk (got "${String(issue.input)}")` })
    .register(editorUi, { widget: 'string', hint: 'The site as its address shows it, without https:// or www., e.g. harbourhospice.org.uk.', ...ui });

/** The day the words last changed, YYYY-MM-DD: the sitemap's date for the page. */
export const updated = () =>
  z
    .string({ error: textError })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'must be a date written YYYY-MM-DD, e.g. 2025-01-20', abort: true })
    .refine(isIsoDate, 'must be a real date, e.g. 2025-01-20')
    .register(editorUi, { widget: 'string', label: 'Words last changed', hint: 'YYYY-MM-DD: change it when you edit this page, so search engines look again.' });

/** A whole number from `min`. */
export const count = (min: number, ui: EditorUi = {}) =>
  z
    .int({ error: (issue) => (issue.input === undefined ? missing : `must be a whole number (without quotes), at least ${min}`) })
    .min(min, `must be at least ${min}`)
    .register(editorUi, { widget: 'number', value_type: 'int', min, ...ui });

/** A sum in whole pounds, written as a number (3500, shown as £3,500 by `pounds` in lib/render/figures.ts). */
export const pounds = (ui: EditorUi = {}) =>
  z
    .int({
      error: (issue) =>
        issue.input === undefined ? missing : `must be a sum in whole pounds, written as a number without £, commas or quotes, e.g. 3500 (got ${JSON.stringify(issue.input)})`,
    })
    .min(1, 'must be at least 1 (whole pounds)')
    .register(editorUi, { widget: 'number', value_type: 'int', min: 1, ...ui });

/** True or false, false when left out. */
export const flag = (ui: EditorUi = {}) => z.boolean({ error: 'must be true or false' }).default(false).register(editorUi, { widget: 'boolean', default: false, ...ui });

/** An anchor name for a link to a part of a page, e.g. "b2b" for /portfolio#b2b. */
export const anchor = (ui: EditorUi = {}) =>
  z
    .string({ error: textError })
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be lowercase letters, digits and hyphens, e.g. "expert-tuition"')
    .register(editorUi, { widget: 'string', hint: 'Lowercase letters, digits and hyphens: the end of its address, e.g. /portfolio#b2b.', ...ui });

/** A list of at least `min` entries. */
export const list = <T extends z.ZodType>(of: T, min = 1, ui: EditorUi = {}) =>
  z.array(of, { error: (issue) => (issue.input === undefined ? missing : 'must be a list') }).min(min, `must have at least ${min === 1 ? 'one entry' : `${min} entries`}`).register(editorUi, { min, ...ui });

/** A group of fields; a field it does not know is refused. */
export const group = <S extends z.ZodRawShape>(shape: S, ui: EditorUi = {}) =>
  z.strictObject(shape, { error: (issue) => (issue.input === undefined ? missing : 'must be a group of fields in braces { … }') }).register(editorUi, ui);

/** A link styled as a button: its words and where it goes. */
export const action = (ui: EditorUi = {}) => group({ label: line({ label: 'Words' }), href: href({ label: 'Goes to' }) }, ui);

/** The heading block a section opens with. */
export const sectionCopy = { eyebrow: line({ hint: 'The line above the heading, set in italics.' }), title: line() };

/** A marketing figure: the big numeral and the words after it, read together as one claim. */
export const stat = group({ value: line({ label: 'Figure', hint: 'e.g. 10+ years' }), label: line({ label: 'Words after it' }) });

/** A title and a paragraph: a card. */
export const card = group({ title: line(), body: paragraph() });
