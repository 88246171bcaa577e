import { discoverability } from '@/content/discoverability';
import type { PageEntry } from '@/content/pages';
import { site } from '@/content/site';
import { absoluteUrl } from '@/lib/render/url';
import { caseStudyPath, feedPath, postPath, type SeoCaseStudy, type SeoPost } from './metadata';

/**
 * Text as one line of markdown that reads as written: line breaks (U+2028 too) and control characters become
 * spaces, and the characters markdown would act on (links, images, HTML, emphasis, code) are backslash-escaped,
 * so a title such as `Evil](https://evil.example) [x` stays text.
 */
export function markdownText(text: string): string {
  return text
    .replace(/[\s\p{Cc}]+/gu, ' ')
    .trim()
    .replace(/[\\`*_[\]<>!]/g, '\\$&');
}

const link = (title: string, path: string, description: string) => `- [${markdownText(title)}](${absoluteUrl(path)}): ${markdownText(description)}`;

/**
 * /llms.txt in the llmstxt.org format: an H1 with the name, a blockquote summary, a few paragraphs of detail,
 * then H2 sections of links with one-line descriptions, for every page, case study and post.
 */
export function buildLlmsTxt(pages: PageEntry[], posts: SeoPost[], caseStudies: SeoCaseStudy[] = []): string {
  const sections = [
    `# ${site.brand}`,
    `> ${markdownText(site.blurb)}`,
    discoverability.llmsDetails.map(markdownText).join('\n\n'),
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
