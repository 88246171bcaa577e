import { describe, expect, it } from 'vitest';
import { pageList } from '@/lib/content/pages';
import { site } from '@/lib/content/site';
import { samplePosts } from './__fixtures__/posts';
import { buildLlmsTxt } from './llms';
import { caseStudyMetadata, type SeoCaseStudy } from './metadata';
import { buildSitemap } from './sitemap';
import { caseStudyNode, ids } from './structured-data';

const study: SeoCaseStudy & { services: Array<{ title: string; path: string }> } = {
  slug: 'example-ltd',
  title: 'Doubling enquiries for a software firm',
  summary: 'How rewritten service pages doubled enquiries in three months.',
  client: 'Example Ltd',
  sector: 'B2B software',
  date: '2025-02-03',
  headline: { value: '2x', label: 'enquiries in three months' },
  services: [{ title: 'Website Copy', path: '/services#content-marketing' }],
};
const address = `${site.url}/portfolio/example-ltd`;

describe('a case study for crawlers', () => {
  it('is an article with its own share image, title and description', () => {
    const meta = caseStudyMetadata(study);
    expect(meta.description).toBe(study.summary);
    expect(meta.alternates?.canonical).toBe(address);
    expect(meta.openGraph).toMatchObject({
      type: 'article',
      publishedTime: '2025-02-03',
      section: 'B2B software',
      images: [expect.objectContaining({ url: `${site.url}/og/portfolio/example-ltd.png`, width: 1200, height: 630 })],
    });
  });

  it('is in the sitemap with its date and share image, after the pages and posts', () => {
    const map = buildSitemap(pageList, samplePosts, [study]);
    expect(map.at(-1)).toEqual({ url: address, lastModified: '2025-02-03', images: [`${site.url}/og/portfolio/example-ltd.png`] });
    expect(map).toHaveLength(pageList.length + samplePosts.length + 1);
  });

  it('has a described link in llms.txt, in its own section', () => {
    const text = buildLlmsTxt(pageList, samplePosts, [study]);
    expect(text).toContain(`## Case studies\n- [${study.title}](${address}): ${study.summary} (Example Ltd, B2B software: 2x enquiries in three months)`);
    expect(buildLlmsTxt(pageList, samplePosts, [])).not.toContain('## Case studies');
  });

  it('is an Article by the owner, published by the business, about the client and the services', () => {
    expect(caseStudyNode(study)).toMatchObject({
      '@type': 'Article',
      '@id': `${address}#article`,
      headline: study.title,
      datePublished: '2025-02-03',
      mainEntityOfPage: { '@id': address },
      image: `${site.url}/og/portfolio/example-ltd.png`,
      author: { '@type': 'Person', '@id': ids.person() },
      publisher: { '@id': ids.business() },
      about: [
        { '@type': 'Organization', name: 'Example Ltd' },
        { '@type': 'Service', name: 'Website Copy', url: `${site.url}/services#content-marketing`, provider: { '@id': ids.business() } },
      ],
    });
  });
});
