/**
 * The editor's configuration (Sveltia CMS, /admin/config.yml), generated from the zod schemas the build checks content
 * with. The tables below are typed by the schemas' keys, so a field without a line here (or the reverse) does not compile.
 */
import type { z } from 'zod';
import { caseStudyEditFields, caseStudyFields, serviceAnchors } from '../../lib/render/case-study-schema';
import { MAX_IMAGE_BYTES } from '../../lib/render/post-images';
import { postFields, SUMMARY_MAX_WORDS } from '../../lib/render/post-schema';
import { settingsFile, siteSettingsSchema } from '../../lib/render/site-settings';
import { editorFields, type EditorField } from '../../lib/content/editor-fields';
import { dataFiles, type DataFileKey } from '../../lib/content/schemas';

/** What the editor shows for a field (Sveltia CMS's widget options): everything but its name and whether it is required. */
interface FieldUi {
  label: string;
  widget: 'string' | 'text' | 'markdown' | 'datetime' | 'boolean' | 'number' | 'list' | 'object' | 'select' | 'image';
  hint?: string;
  default?: unknown;
  pattern?: [string, string];
  [option: string]: unknown;
}

/** One field of a collection. */
export interface CmsField extends FieldUi {
  name: string;
  required?: boolean;
}

type Shape = Record<string, z.ZodType>;

/** A schema's fields as editor fields, in its order; nested objects take their sub-fields from `nested`. */
export function fieldsFor<S extends Shape>(
  where: string,
  shape: S,
  ui: { [K in keyof S]: FieldUi },
  nested: Partial<{ [K in keyof S]: { shape: Shape; ui: Record<string, FieldUi> } }> = {},
): CmsField[] {
  const described = Object.keys(ui);
  const extra = described.filter((name) => !(name in shape));
  const missing = Object.keys(shape).filter((name) => !(name in ui));
  if (extra.length || missing.length) {
    throw new Error(`${where}: the editor's fields differ from the schema: ${[...missing.map((name) => `"${name}" has no editor field`), ...extra.map((name) => `"${name}" is not in the schema`)].join('; ')}`);
  }
  return Object.entries(shape).map(([name, schema]) => {
    const field: CmsField = { name, ...ui[name as keyof S], required: !schema.safeParse(undefined).success };
    const inner = nested[name as keyof S];
    if (inner) field.fields = fieldsFor(`${where} "${name}"`, inner.shape, inner.ui);
    return field;
  });
}

/** A date is typed as text: a date picker follows the browser's language and turned 25/11/2026 into "mm/dd/112026". */
const dateWidget = { widget: 'string' } as const;

const postUi: { [K in keyof typeof postFields.shape]: FieldUi } = {
  title: { label: 'Title', widget: 'string', hint: "The post's heading, title tag and share card." },
  excerpt: { label: 'Excerpt', widget: 'text', hint: 'One or two sentences for the card, search results and share previews.' },
  summary: {
    label: 'In short',
    widget: 'text',
    hint: `Optional: the answer in brief, at most ${SUMMARY_MAX_WORDS} words, shown above the body and used as the description.`,
  },
  category: { label: 'Category', widget: 'string', hint: 'Posts in one category share a topic page; spell an existing category exactly as before.' },
  date: { label: 'Date', ...dateWidget, hint: 'The day it is first published, e.g. 25/11/2026.' },
  updated: { label: 'Updated', ...dateWidget, hint: 'Optional: the date of your last real edit, never earlier than the date.' },
  readTime: { label: 'Reading time (minutes)', widget: 'number', value_type: 'int', min: 1, hint: 'Optional: worked out from the length when left empty.' },
  draft: { label: 'Draft', widget: 'boolean', default: false, hint: 'Switch on to keep the post off the site (it shows on your computer only) until you switch it off.' },
};

const caseStudyUi: { [K in keyof typeof caseStudyFields.shape]: FieldUi } = {
  title: { label: 'Title', widget: 'string' },
  summary: { label: 'Summary', widget: 'text', hint: 'One or two sentences for the card, search results and share previews.' },
  client: { label: 'Client', widget: 'string' },
  sector: { label: 'Sector', widget: 'string', hint: 'e.g. B2B software' },
  service: { label: 'Services', widget: 'select', multiple: true, min: 1, options: [...serviceAnchors.keys()], hint: 'One or more services from the Services page.' },
  date: { label: 'Date', ...dateWidget, hint: 'When the work was published, e.g. 25/11/2026; orders the list.' },
  challenge: { label: 'The challenge', widget: 'markdown', minimal: true, buttons: ['bold', 'italic', 'link'], editor_components: [], hint: 'What was wrong before you started, in a short paragraph.' },
  results: { label: 'Results', widget: 'list', min: 2, hint: 'At least two; the first is the headline figure.' },
  quote: { label: 'Client quote', widget: 'object' },
  edit: {
    label: 'One line, before and after',
    widget: 'object',
    required: false,
    collapsed: true,
    hint: 'Optional: one line of the client’s as it was and your rewrite of it, shown beside "What I did". The client is this case study’s; the headings come from the case-study page words.',
  },
  offline: { label: 'Pieces not online', widget: 'list', required: false, hint: 'Optional: pieces of the project with no address to link to (emails, print), named under the published ones without a link, e.g. "Doorstep leaflet" / "Leaflet".' },
  excerpt: { label: 'Excerpt of the work', widget: 'text', required: false, hint: 'Optional: a line or two of the published piece, set on its cover. Without one the cover shows the first line of what you did.' },
  url: { label: 'Published work', widget: 'string', hint: 'Optional: the full address of the live work, e.g. https://example.com/story. Your work samples on the same site are shown under What I did.' },
  cover: { label: 'Cover image', widget: 'image', required: false, media_folder: '/public/images/work', public_folder: '/images/work', choose_url: false, hint: 'Optional: your own cover picture; without one a cover is set from the excerpt.' },
  featured: { label: 'Featured on the home page', widget: 'boolean', default: false },
  sample: { label: 'Sample (replace before launch)', widget: 'boolean', default: false },
};

const figureUi = {
  value: { label: 'Figure', widget: 'string', hint: 'e.g. 3.1x or +184%' },
  label: { label: 'What it measures', widget: 'string' },
} satisfies Record<keyof typeof caseStudyFields.shape.results.element.shape, FieldUi>;

const quoteUi = {
  text: { label: 'Quote', widget: 'text' },
  name: { label: 'Name', widget: 'string' },
  role: { label: 'Role', widget: 'string' },
} satisfies Record<keyof typeof caseStudyFields.shape.quote.shape, FieldUi>;

const offlinePieceUi = {
  title: { label: 'Piece', widget: 'string', hint: 'e.g. Three supporter emails' },
  kind: { label: 'What it was', widget: 'string', hint: 'e.g. Email sequence, Leaflet' },
} satisfies Record<'title' | 'kind', FieldUi>;

const caseEditUi = {
  before: { label: 'Before (the line as the client had it)', widget: 'text', hint: 'Shown struck through, e.g. the old headline of the page.' },
  after: { label: 'After (your rewrite)', widget: 'text', hint: 'Set large in the display face; it must differ from the line before.' },
  note: { label: 'Margin note', widget: 'string', hint: 'What the edit did, in a sentence, e.g. "Led with the buyer’s question, not the product’s name."' },
  kind: { label: 'What it was', widget: 'string', hint: 'e.g. Landing page, Service page, LinkedIn post.' },
} satisfies Record<keyof typeof caseStudyEditFields.shape, FieldUi>;

const settingsUi: { [K in keyof typeof siteSettingsSchema.shape]: FieldUi } = {
  brand: { label: 'Brand', widget: 'string' },
  monogram: { label: 'Monogram', widget: 'string', hint: 'Two letters for the favicon and the author mark.' },
  owner: { label: 'Your name', widget: 'string' },
  role: { label: 'Role', widget: 'string' },
  blurb: { label: 'Blurb', widget: 'text', hint: 'One sentence for the footer, descriptions and llms.txt.' },
  email: { label: 'Enquiry email', widget: 'string', hint: 'Where enquiries go (ENQUIRY_EMAIL overrides it when building).' },
  url: { label: 'Site address', widget: 'string', hint: 'e.g. https://www.example.com (SITE_URL overrides it when building).' },
  profileUrl: { label: 'Profile link', widget: 'string', hint: 'Your LinkedIn (or other) profile address.' },
  profileLabel: { label: 'Profile link words', widget: 'string' },
  bookingUrl: { label: 'Booking page', widget: 'string', hint: 'Optional: a Calendly or Cal.com address; shows "Book a 30-Minute Call".' },
  portrait: {
    label: 'Portrait',
    widget: 'object',
    required: false,
    hint: 'A photo of you, at least 800 px wide; without one your monogram shows.',
    fields: [
      { name: 'file', label: 'Photo', widget: 'image', required: true, media_folder: '/public/images', public_folder: '/images', choose_url: false },
      { name: 'alt', label: 'Description of the photo', widget: 'string', required: true },
    ],
  },
  location: { label: 'Location', widget: 'string', hint: 'e.g. United Kingdom' },
  copyrightYear: { label: 'Copyright year', widget: 'number', value_type: 'int' },
};

/** Where the editor commits: the site's GitHub repository, signed in with an access token (or `authUrl`'s OAuth). */
export interface CmsBackend {
  repo: string;
  branch: string;
  authUrl?: string;
}

export interface CmsOptions {
  backend: CmsBackend;
  siteUrl: string;
  /** The types of work a portfolio sample can carry (content/portfolio.json `types`), offered as a choice. */
  portfolioTypes: readonly string[];
}

/** One content file as an entry of a file collection: its form made from its schema (lib/content/editor-fields.ts). */
function dataFileEntry(key: DataFileKey, portfolioTypes: readonly string[]) {
  const { file, schema, label } = dataFiles[key];
  const withTypes = (fields: EditorField[]): EditorField[] =>
    fields.map((field) => {
      const inner = Array.isArray(field.fields) ? { ...field, fields: withTypes(field.fields as EditorField[]) } : field;
      return key === 'portfolio' && field.name === 'type' ? { ...inner, widget: 'select', options: [...portfolioTypes] } : inner;
    });
  return { name: key, label, file, format: 'json', fields: withTypes(editorFields(schema)) };
}

/** What the body tells her about images: any photo as it comes, a description always (lib/render/post-images.ts). */
const imageHint = `Images: upload any photo as it comes from your phone or camera (JPEG, PNG, WebP or AVIF up to ${MAX_IMAGE_BYTES / 1_000_000} MB, or an SVG); the build makes the sizes readers need. Describe each one in "Alt text".`;

/** Where uploaded images go and how posts refer to them (docs/content.md, "Posts as files"). */
export const mediaFolder = 'public/images/blog';
export const publicFolder = '/images/blog';

/** The editor's whole configuration. */
export function cmsConfig({ backend, siteUrl, portfolioTypes }: CmsOptions): Record<string, unknown> {
  return {
    backend: {
      name: 'github',
      repo: backend.repo,
      branch: backend.branch,
      auth_methods: backend.authUrl ? ['token', 'oauth'] : ['token'],
      ...(backend.authUrl ? { base_url: backend.authUrl, auth_endpoint: 'auth' } : {}),
      commit_messages: { create: 'Create {{collection}} “{{slug}}”', update: 'Update {{collection}} “{{slug}}”', uploadMedia: 'Upload “{{path}}”' },
    },
    // An optional field left empty is left out of the file, as the schemas expect; strings keep their quotes as typed.
    output: { omit_empty_optional_fields: true },
    site_url: siteUrl,
    display_url: siteUrl,
    media_folder: mediaFolder,
    public_folder: publicFolder,
    // Uploads only: the stock photo services would load pictures from their sites, which the editor's policy refuses.
    media_libraries: { stock_assets: false },
    slug: { encoding: 'ascii', clean_accents: true, sanitize_replacement: '-' },
    collections: [
      {
        name: 'posts',
        label: 'Posts',
        label_singular: 'Post',
        folder: 'content/posts',
        create: true,
        extension: 'md',
        format: 'frontmatter',
        slug: '{{slug}}',
        summary: '{{title}} ({{date}})',
        sortable_fields: ['date', 'title', 'category'],
        fields: [...fieldsFor('lib/render/post-schema.ts', postFields.shape, postUi), { name: 'body', label: 'Body', widget: 'markdown', hint: `Start sections at heading 2; cite sources with footnotes [^name]. ${imageHint}` }],
      },
      {
        name: 'case-studies',
        label: 'Case studies',
        label_singular: 'Case study',
        folder: 'content/case-studies',
        create: true,
        extension: 'md',
        format: 'frontmatter',
        slug: '{{slug}}',
        summary: '{{title}} ({{client}})',
        fields: [
          ...fieldsFor('lib/render/case-study-schema.ts', caseStudyFields.shape, caseStudyUi, {
            results: { shape: caseStudyFields.shape.results.element.shape, ui: figureUi },
            quote: { shape: caseStudyFields.shape.quote.shape, ui: quoteUi },
            edit: { shape: caseStudyEditFields.shape, ui: caseEditUi },
            offline: { shape: caseStudyFields.shape.offline.unwrap().element.shape, ui: offlinePieceUi },
          }),
          { name: 'body', label: 'What I did', widget: 'markdown', hint: imageHint },
        ],
      },
      {
        name: 'pages',
        label: 'Pages',
        label_singular: 'Page',
        editor: { preview: false },
        files: (['home', 'about', 'services', 'portfolioPage', 'blog', 'contact', 'caseStudyWords'] as const).map((key) => dataFileEntry(key, portfolioTypes)),
      },
      {
        name: 'work',
        label: 'Work and figures',
        editor: { preview: false },
        files: (['portfolio', 'stats', 'testimonial', 'clients'] as const).map((key) => dataFileEntry(key, portfolioTypes)),
      },
      {
        name: 'settings',
        label: 'Settings',
        editor: { preview: false },
        files: [
          { name: 'site', label: 'Your details', file: settingsFile, format: 'json', fields: fieldsFor('lib/render/site-settings.ts', siteSettingsSchema.shape, settingsUi) },
          ...(['navigation', 'discoverability'] as const).map((key) => dataFileEntry(key, portfolioTypes)),
        ],
      },
    ],
  };
}

/** The git repository the editor commits to, from the build's environment: CMS_REPO, or what the host's build says. */
export function repositoryFromEnv(env: Record<string, string | undefined>): string | undefined {
  if (env.CMS_REPO) return env.CMS_REPO;
  if (env.GITHUB_REPOSITORY) return env.GITHUB_REPOSITORY;
  // Netlify's builds give the repository's address.
  return /github\.com[/:]([^/]+\/[^/.]+)/.exec(env.REPOSITORY_URL ?? '')?.[1];
}
