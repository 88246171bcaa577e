import { blog } from '@/lib/content/blog';
import { discoverability } from '@/lib/content/discoverability';
import type { PageEntry } from '@/lib/content/pages';
import { site } from '@/lib/content/site';
import { blogPages } from '@/lib/render/blog-pages';
import { topicsOf } from '@/lib/render/categories';
import { absoluteUrl } from '@/lib/render/url';
import { buildMarkdownTwin, twinPath, type TwinSource } from './markdown-twin';
import { caseStudyPath, feedPath, postDescription, postPath, type SeoCaseStudy, type SeoPost } from './metadata';
import { inPlace } from '../place';

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
const count = (n: number) => (n === 1 ? '1 post' : `${n} posts`);

export const llmsFullPath = '/llms-full.txt';

/**
 * /llms.txt in the llmstxt.org format: an H1 with the name, a blockquote summary, a few paragraphs of detail,
 * then H2 sections of links with one-line descriptions: every page, case study and post (its summary when it has
 * one), the list's later pages when it has them, every topic hub, and each post's markdown twin.
 */
export function buildLlmsTxt(pages: PageEntry[], posts: SeoPost[], caseStudies: SeoCaseStudy[] = []): string {
  const dated = (post: SeoPost) => (post.updated ? `${post.date}, updated ${post.updated}` : post.date);
  const sections = [
    `# ${site.brand}`,
    `> ${markdownText(site.blurb)}`,
    discoverability.llmsDetails.map(markdownText).join('\n\n'),
    `Owner: ${site.owner}, ${site.role}. Enquiries: ${site.email}. Based in ${inPlace(site.location)}.`,
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
      ? ['## Blog posts', ...posts.map((post) => link(post.title, postPath(post.slug), `${postDescription(post)} (${post.category}, ${dated(post)})`))].join('\n')
      : '',
    blogPages(posts).length > 1
      ? [
          '## Help Centre pages',
          ...blogPages(posts)
            .slice(1)
            .map((page, _, later) => link(blog.pagination.title(page.number, later.length + 1), page.path, blog.pagination.description(page.first, page.last, posts.length))),
        ].join('\n')
      : '',
    posts.length
      ? [
          '## Topics',
          ...topicsOf(posts).map((topic) => link(topic.name, topic.path, `${blog.topic.intro(topic.name, topic.posts.length)} (${count(topic.posts.length)})`)),
        ].join('\n')
      : '',
    posts.length
      ? ['## Posts as markdown', ...posts.map((post) => link(`${post.title} (markdown)`, twinPath(postPath(post.slug)), `The full text of "${post.title}" as markdown.`))].join('\n')
      : '',
    caseStudies.length
      ? [
          '## Case studies as markdown',
          ...caseStudies.map((study) => link(`${study.title} (markdown)`, twinPath(caseStudyPath(study.slug)), `The whole case study "${study.title}" as markdown.`)),
        ].join('\n')
      : '',
    [
      '## Optional',
      link('Full text', llmsFullPath, 'Every post and case study in full, as markdown, in one file.'),
      link('RSS feed', feedPath, 'Every post with its summary and date, newest first.'),
      link('Sitemap', '/sitemap.xml', 'Every page, post and case study with its last-modified date.'),
    ].join('\n'),
  ];
  return `${sections.filter(Boolean).join('\n\n')}\n`;
}

/** /llms-full.txt: the site's name and summary, then every post's and case study's markdown twin in full. */
export function buildLlmsFullTxt(twins: TwinSource[]): string {
  const head = `# ${blog.heading}, in full\n\n> ${markdownText(site.blurb)}\n`;
  return [head, ...twins.map(buildMarkdownTwin)].join('\n---\n\n');
}
