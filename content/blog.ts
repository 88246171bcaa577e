/** Words around the blog (the Help Centre): list page, author box and sidebar. Posts are in content/posts/. */
import { site } from './site';

export const blog = {
  /** When the list page's own words last changed (YYYY-MM-DD); its sitemap date also follows the newest post. */
  updated: '2025-01-20',
  /** The list page's h1. */
  heading: `${site.brand} Help Centre`,
  eyebrow: 'Guides and insights',
  intro:
    'Practical, no-fluff guidance on content that gets found, read and quoted: AI search, website copy, blog strategy and LinkedIn for senior people.',
  /** Shown on the list page when there are no posts. */
  empty: 'Blog posts coming soon...',
  /**
   * Past this many posts the list is split into pages: /blog shows the newest, /blog/page/2 the next, and so on
   * (24 fill rows of two and of three cards).
   */
  postsPerPage: 24,
  /** The links between the list's pages, and how a later page names itself. */
  pagination: {
    label: 'Pages of the Help Centre',
    newer: 'Newer posts',
    older: 'Older posts',
    page: (n: number) => `Page ${n}`,
    pageOf: (n: number, total: number) => `Page ${n} of ${total}`,
    title: (n: number, total: number) => `Help Centre, page ${n} of ${total}`,
    description: (first: number, last: number, total: number) => `Posts ${first} to ${last} of ${total} from the Help Centre, newest first: guides on content strategy, AI search, copywriting and LinkedIn.`,
  },
  /** The search box on the list and topic pages (it shows only in a browser that runs scripts). */
  search: {
    label: 'Search the Help Centre',
    placeholder: 'Search articles, e.g. LinkedIn',
    button: 'Search',
    /** Shown and read out once a search has run: {query} is what was typed, {count} how many posts it found. */
    none: 'No articles match “{query}”.',
    one: 'One article matches “{query}”.',
    many: '{count} articles match “{query}”.',
    searching: 'Searching…',
    failed: 'Search is unavailable just now; browse the topics below instead.',
  },
  /** The marker on a draft's card and page under `npm run dev` (drafts never reach the build). */
  draftLabel: 'Draft',
  /** Meta description of the list page. */
  description: `Guides from ${site.owner} on content strategy, AI search optimisation, copywriting and LinkedIn ghostwriting.`,
  author: {
    name: site.owner,
    role: site.role,
    bio: 'I have spent more than ten years writing for NHS trusts, charities, B2B technology firms and founders, and I have published over 500 pieces of content along the way. I help businesses say clearly what they do, so people and AI assistants can find it, trust it and act on it.',
    highlights: ['10+ years of experience', '500+ pieces of content'],
  },
  about: {
    title: 'About',
    // Not her biography, which the author box under every post already gives: what a reader can ask her for.
    text: 'Want articles like this one for your own business, written to be found, read and quoted? Tell me what you are working on.',
    cta: 'Get in Touch',
    href: '/contact',
  },
  notFound: {
    title: 'Post Not Found',
    text: "The blog post you're looking for doesn't exist.",
    back: 'Back to Blog',
  },
  backToBlog: 'Back to Blog',
  /** Above a post's `summary`, before its first section. */
  inShort: 'In short',
  /** The byline under a post's title (the name links to /about) and the label before a later edit's date. */
  byline: 'By',
  updatedLabel: 'Updated',
  /** The numbered list a post's footnotes (`[^1]`) become, and the label of each link back to where it is cited. */
  sources: {
    heading: 'Sources',
    reference: (n: number) => `Source ${n}`,
    back: (n: number) => `Back to where source ${n} is cited`,
  },
  /** Topic hubs, /blog/category/{slug}: one per category. */
  topic: {
    eyebrow: 'Help Centre topic',
    title: (category: string) => `${category}: Guides and Articles`,
    intro: (category: string, count: number) =>
      `${count === 1 ? 'One article' : `${count} articles`} on ${category} from ${site.owner}, newest first.`,
    description: (category: string, count: number) =>
      `${site.owner}'s Help Centre guides on ${category}: ${count === 1 ? 'one practical article' : `${count} practical articles`} on content that gets found, read and quoted.`,
    allTopics: 'All topics',
    /** Beside each topic in the list page's index. */
    count: (count: number) => (count === 1 ? '1 article' : `${count} articles`),
  },
  /** Headings around a post: the author box's label and the sidebar cards. */
  writtenBy: 'Written by',
  tableOfContents: 'Table of contents',
  share: 'Share Article',
  related: 'Related Posts',
} as const;
