import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { caseStudyEditFields, caseStudyFields } from '../../lib/render/case-study-schema';
import { postFields } from '../../lib/render/post-schema';
import { siteSettingsSchema } from '../../lib/render/site-settings';
import { arrayInside, objectInside } from '../../lib/content/order';
import { dataFiles } from '../../lib/content/schemas';
import { cmsConfig, fieldsFor, repositoryFromEnv, type CmsField } from './admin-config';

const config = cmsConfig({ backend: { repo: 'owner/site', branch: 'main' }, siteUrl: 'https://www.example.com', portfolioTypes: ['Website', 'Leaflet'] });
interface Collection {
  name: string;
  fields?: CmsField[];
  files?: Array<{ file: string; fields: CmsField[] }>;
}
const collections = config.collections as Collection[];
const fieldsOf = (name: string) => collections.find((collection) => collection.name === name)!;
/** A field list as `name: required`, nested fields as `parent.name: required`. */
const describeFields = (fields: readonly CmsField[], prefix = ''): string[] =>
  fields.flatMap((field) => [`${prefix}${field.name}: ${field.required ? 'required' : 'optional'}`, ...describeFields((field.fields as CmsField[] | undefined) ?? [], `${prefix}${field.name}.`)]);
const describeSchema = (shape: Record<string, z.ZodType>, prefix = ''): string[] =>
  Object.entries(shape).map(([name, schema]) => `${prefix}${name}: ${schema.safeParse(undefined).success ? 'optional' : 'required'}`);

/** A schema's fields as `name: required`, groups and lists of groups with their fields. */
const describeNested = (schema: z.ZodType, prefix = ''): string[] => {
  const object = objectInside(schema);
  if (!object) return [];
  return Object.entries(object.shape).flatMap(([name, each]) => {
    const inner = arrayInside(each as z.ZodType)?.element ?? each;
    return [`${prefix}${name}: ${(each as z.ZodType).safeParse(undefined).success ? 'optional' : 'required'}`, ...describeNested(inner as z.ZodType, `${prefix}${name}.`)];
  });
};

describe("the editor's configuration", () => {
  it('has every field of the post schema, required exactly where the schema requires it, and the body', () => {
    expect(describeFields(fieldsOf('posts').fields!)).toEqual([...describeSchema(postFields.shape), 'body: optional']);
    expect(describeFields(fieldsOf('posts').fields!)).toContain('title: required');
    expect(describeFields(fieldsOf('posts').fields!)).toContain('updated: optional');
  });

  it('has every field of the case-study schema, its figures, its quote, its edit and its pieces not online included', () => {
    expect(describeFields(fieldsOf('case-studies').fields!)).toEqual([
      ...describeSchema(caseStudyFields.shape).flatMap((line) =>
        line.startsWith('results:')
          ? [line, ...describeSchema(caseStudyFields.shape.results.element.shape, 'results.')]
          : line.startsWith('quote:')
            ? [line, ...describeSchema(caseStudyFields.shape.quote.shape, 'quote.')]
            : line.startsWith('edit:')
              ? [line, ...describeSchema(caseStudyEditFields.shape, 'edit.')]
              : line.startsWith('offline:')
                ? [line, ...describeSchema(caseStudyFields.shape.offline.unwrap().element.shape, 'offline.')]
                : [line],
      ),
      'body: optional',
    ]);
  });

  it('edits every owner setting in content/site.json', () => {
    const [settings] = fieldsOf('settings').files!;
    expect(settings.file).toBe('content/site.json');
    expect(describeFields(settings.fields)).toEqual(
      describeSchema(siteSettingsSchema.shape).flatMap((line) =>
        line.startsWith('portrait:') ? [line, ...describeSchema(siteSettingsSchema.shape.portrait.unwrap().shape, 'portrait.')] : [line],
      ),
    );
  });

  it('edits every content file, each in a form made from its schema, required where the schema requires it', () => {
    const files = collections.flatMap((collection) => (collection.files ?? []).map((entry) => ({ ...entry, collection: collection.name })));
    for (const { file, schema } of Object.values(dataFiles)) {
      const entry = files.find((each) => each.file === file);
      expect(entry, file).toBeDefined();
      expect(describeFields(entry!.fields), file).toEqual(describeNested(schema));
    }
    const portfolio = files.find((each) => each.file === dataFiles.portfolio.file)!;
    const items = (portfolio.fields.find((field) => field.name === 'categories')!.fields as CmsField[]).find((field) => field.name === 'items')!;
    expect((items.fields as CmsField[]).find((field) => field.name === 'type')).toMatchObject({ widget: 'select', options: ['Website', 'Leaflet'] });
    expect((items.fields as CmsField[]).find((field) => field.name === 'sample')).toMatchObject({ widget: 'boolean', default: false, required: false });
  });

  it('offers the services of content/pages/services.json and asks for at least two figures', () => {
    const fields = fieldsOf('case-studies').fields!;
    expect(fields.find((field) => field.name === 'service')).toMatchObject({ widget: 'select', multiple: true, min: 1 });
    expect((fields.find((field) => field.name === 'service')!.options as string[]).length).toBeGreaterThan(1);
    expect(fields.find((field) => field.name === 'results')).toMatchObject({ widget: 'list', min: 2 });
  });

  it('puts uploads where posts take their images from, signs in with a GitHub token, and offers OAuth only with a helper', () => {
    expect(config).toMatchObject({ media_folder: 'public/images/blog', public_folder: '/images/blog', backend: { name: 'github', repo: 'owner/site', auth_methods: ['token'] } });
    expect(config).not.toHaveProperty('local_backend');
    expect(config.backend).not.toHaveProperty('base_url');
    const withHelper = cmsConfig({ backend: { repo: 'owner/site', branch: 'main', authUrl: 'https://auth.example.workers.dev' }, siteUrl: 'https://www.example.com', portfolioTypes: [] });
    expect(withHelper).toMatchObject({ backend: { base_url: 'https://auth.example.workers.dev', auth_endpoint: 'auth', auth_methods: ['token', 'oauth'] } });
  });

  it('leaves empty optional fields out of the files and takes dates as text, so a date typed 25/11/2026 is never lost', () => {
    expect(config).toMatchObject({ output: { omit_empty_optional_fields: true } });
    for (const field of [...fieldsOf('posts').fields!, ...fieldsOf('case-studies').fields!].filter((each) => ['date', 'updated'].includes(each.name))) {
      expect(field.widget, field.name).toBe('string');
    }
  });

  it('refuses a schema and an editor table that differ, naming each field', () => {
    const shape = { title: z.string(), subtitle: z.string().optional() };
    expect(() => fieldsFor('x.ts', shape, { title: { label: 'Title', widget: 'string' }, teaser: { label: 'Teaser', widget: 'string' } } as never)).toThrow(
      'x.ts: the editor\'s fields differ from the schema: "subtitle" has no editor field; "teaser" is not in the schema',
    );
  });
});

it('repositoryFromEnv takes CMS_REPO, else the repository the host builds', () => {
  expect(repositoryFromEnv({ CMS_REPO: 'me/site', GITHUB_REPOSITORY: 'other/x' })).toBe('me/site');
  expect(repositoryFromEnv({ GITHUB_REPOSITORY: 'me/site' })).toBe('me/site');
  expect(repositoryFromEnv({ REPOSITORY_URL: 'https://github.com/me/site' })).toBe('me/site');
  expect(repositoryFromEnv({ REPOSITORY_URL: 'git@github.com:me/site.git' })).toBe('me/site');
  expect(repositoryFromEnv({})).toBeUndefined();
});
