import { discoverability } from '@/content/discoverability';
import type { PageEntry } from '@/content/pages';
import { site } from '@/content/site';
import { absoluteUrl } from '@/lib/render/url';
import { caseStudyPath, feedPath, postPath, type SeoCaseStudy, type SeoPost } from './metadata';

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();
const link = (title: string, path: string, description: string) => `- [${oneLine(title)}](${absoluteUrl(path)}): ${oneLine(description)}`;

/**
 * /llms.txt in the llmstxt.org format: an H1 with the name, a blockquote summary, a few paragraphs of detail,
 * then H2 sections of links with one-line descriptions, for every page, case study and post.
 */
export function buildLlmsTxt(pages: PageEntry[], posts: SeoPost[], caseStudies: SeoCaseStudy[] = []): string {
  const sections = [
    `# ${site.brand}`,
    `> ${oneLine(site.blurb)}`,
    discoverability.llmsDetails.map(oneLine).join('\n\n'),
    `Owner: ${site.owner}, ${site.role}. Enquiries: ${site.email}. Based in the ${site.location}.`,
    ['## Pages', ...pages.map((page) => link(page.label, page.path, page.description))].join('\n'),
    caseStudies.length
      ? [
          '## Case studies',
          ...caseStudies.map((study) =>
            link(study.title, caseStudyPath(study.slug), `${study.summary} (${study.client}, ${study.sector}: ${study.headline.value} ${study.headline.label})`),
          ),
        ].join('\n')
      : '',
    posts.length
      ? ['## Blog posts', ...posts.map((post) => link(post.title, postPath(post.slug), `${post.excerpt} (${post.category}, ${post.date})`))].join('\n')
      : '',
    [
      '## Optional',
      link('RSS feed', feedPath, 'Every post with its summary and date, newest first.'),
      link('Sitemap', '/sitemap.xml', 'Every page, post and case study with its last-modified date.'),
    ].join('\n'),
  ];
  return `${sections.filter(Boolean).join('\n\n')}\n`;
}
