/**
 * Every static page of the site, in menu order: the one source for each page's <title>, meta description, sitemap
 * entry and llms.txt line. Pages read their metadata from here (`pageMetadata(pages.about)`), so a title changed in
 * a page's content file changes everywhere. `updated` is the date the page's words last changed (YYYY-MM-DD),
 * kept beside them in the page's file: bump it when you edit the page, and the sitemap tells search engines to look again.
 */
import { aboutMeta } from './about';
import { blog } from './blog';
import { contactPage, sentPage } from './contact';
import { homeMeta } from './home';
import { portfolioMeta } from './portfolio';
import { servicesMeta } from './services';

export interface PageEntry {
  /** Site-internal path, without the base path. */
  path: string;
  /** The page's <title> before the brand; the brand is added unless the title already names it. */
  title: string;
  /** Meta description and link description in llms.txt: one or two sentences, ideally 120-160 characters. */
  description: string;
  /** Short name for lists and breadcrumbs. */
  label: string;
  updated: string;
  /** True for a page that lists the posts: its sitemap date follows the newest post. */
  listsPosts?: boolean;
}

const entry = (path: string, meta: { label: string; title: string; description: string; updated: string }): PageEntry => ({
  path,
  label: meta.label,
  title: meta.title,
  description: meta.description,
  updated: meta.updated,
});

export const pages = {
  home: entry('/', homeMeta),
  about: entry('/about', aboutMeta),
  services: entry('/services', servicesMeta),
  portfolio: entry('/portfolio', portfolioMeta),
  blog: { ...entry('/blog', { label: blog.label, title: blog.heading, description: blog.description, updated: blog.updated }), listsPosts: true },
  contact: entry('/contact', contactPage),
} satisfies Record<string, PageEntry>;

/** The pages in menu order, for the sitemap and llms.txt. */
export const pageList: PageEntry[] = Object.values(pages);

/**
 * Pages a visitor reaches from one place only (the no-script enquiry's thank-you page, contact.ts): `pageMetadata`
 * gives them a robots `noindex`, and the sitemap and llms.txt, which list `pageList`, leave them out.
 */
export const unlistedPaths: readonly string[] = [sentPage.path];
