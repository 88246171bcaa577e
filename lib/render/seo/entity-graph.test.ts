/** Every reference to the owner in every JSON-LD node resolves to the one Person @id; a new page type joins `everyNode`. */
import { describe, expect, it } from 'vitest';
import { getAllCaseStudies } from '@/lib/render/case-studies';
import { topicsOf } from '@/lib/render/categories';
import { samplePosts } from './__fixtures__/posts';
import {
  blogPostingNode,
  breadcrumbNode,
  businessNode,
  caseStudyNode,
  collectionPageNode,
  ids,
  personNode,
  serviceNode,
  websiteNode,
} from './structured-data';

const everyNode = () => [
  websiteNode(),
  businessNode(),
  personNode(),
  serviceNode({ name: 'Website copy', description: 'Pages that say what you do.', category: 'Content marketing', path: '/services#content-marketing' }),
  ...samplePosts.map(blogPostingNode),
  ...topicsOf(samplePosts).map(collectionPageNode),
  ...getAllCaseStudies().map(caseStudyNode),
  breadcrumbNode([{ name: 'Home', path: '/' }]),
];

/** Every value under `key` anywhere in a JSON value. */
function valuesOf(key: string, value: unknown): unknown[] {
  if (Array.isArray(value)) return value.flatMap((item) => valuesOf(key, item));
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([name, child]) => [...(name === key ? [child] : []), ...valuesOf(key, child)]);
}

describe('the entity graph', () => {
  it('has every author, founder and employee resolve to the one Person @id', () => {
    const nodes = everyNode();
    const people = ['author', 'founder', 'employee'].flatMap((key) => valuesOf(key, nodes)).flat();
    expect(people.length).toBeGreaterThan(samplePosts.length * 2);
    for (const person of people) expect(person).toMatchObject({ '@id': ids.person() });
  });

  it('describes the Person in full once; everything else refers to it', () => {
    const full = everyNode().filter((node) => '@type' in node && node['@type'] === 'Person');
    expect(full).toHaveLength(1);
    expect(full[0]).toMatchObject({ '@id': ids.person(), jobTitle: expect.any(String), sameAs: expect.any(Array) });
  });

  it('has every publisher, provider and isPartOf reference the business or the website', () => {
    const refs = ['publisher', 'provider'].flatMap((key) => valuesOf(key, everyNode()));
    for (const ref of refs) expect([ids.business(), ids.website()]).toContain((ref as { '@id': string })['@id']);
  });
});
