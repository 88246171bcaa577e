import { blog } from '@/content/blog';
import { discoverability } from '@/content/discoverability';
import type { PageEntry } from '@/content/pages';
import { site } from '@/content/site';
import { topicsOf } from '@/lib/render/categories';
import { absoluteUrl } from '@/lib/render/url';
import { buildMarkdownTwin, twinPath, type TwinSource } from './markdown-twin';
import { feedPath, postDescription, postPath, type SeoPost } from './metadata';

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();
const link = (title: string, path: string, description: string) => `- [${oneLine(title)}](${absoluteUrl(path)}): ${oneLine(description)}`;
const count = (n: number) => (n === 1 ? '1 post' : `${n} posts`);

export const llmsFullPath = '/llms-full.txt';

/**
 * /llms.txt in the llmstxt.org format: an H1 with the name, a blockquote summary, a few paragraphs of detail,
 * then H2 sections of links with one-line descriptions: every page, every post (its summary when it has one),
 * every topic hub, and each post's markdown twin.
 */
export function buildLlmsTxt(pages: PageEntry[], posts: SeoPost[]): string {
  const dated = (post: SeoPost) => (post.updated ? `${post.date}, updated ${post.updated}` : post.date);
  const sections = [
    `# ${site.brand}`,
    `> ${oneLine(site.blurb)}`,
    discoverability.llmsDetails.map(oneLine).join('\n\n'),
    `Owner: ${site.owner}, ${site.role}. Enquiries: ${site.email}. Based in the ${site.location}.`,
    ['## Pages', ...pages.map((page) => link(page.label, page.path, page.description))].join('\n'),
    posts.length
      ? ['## Blog posts', ...posts.map((post) => link(post.title, postPath(post.slug), `${postDescription(post)} (${post.category}, ${dated(post)})`))].join('\n')
      : '',
    posts.length
      ? [
          '## Topics',
          ...topicsOf(posts).map((topic) => link(topic.name, topic.path, `${blog.topic.intro(topic.name, topic.posts.length)} (${count(topic.posts.length)})`)),
        ].join('\n')
      : '',
    posts.length
      ? ['## Posts as markdown', ...posts.map((post) => link(`${post.title} (markdown)`, twinPath(postPath(post.slug)), `The full text of "${oneLine(post.title)}" as markdown.`))].join('\n')
      : '',
    [
      '## Optional',
      link('Full text', llmsFullPath, 'Every post in full, as markdown, in one file.'),
      link('RSS feed', feedPath, 'Every post with its summary and date, newest first.'),
      link('Sitemap', '/sitemap.xml', 'Every page and post with its last-modified date.'),
    ].join('\n'),
  ];
  return `${sections.filter(Boolean).join('\n\n')}\n`;
}

/** /llms-full.txt: the site's name and summary, then every post's markdown twin in full, newest first. */
export function buildLlmsFullTxt(twins: TwinSource[]): string {
  const head = `# ${blog.heading}, in full\n\n> ${oneLine(site.blurb)}\n`;
  return [head, ...twins.map(buildMarkdownTwin)].join('\n---\n\n');
}
