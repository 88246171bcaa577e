import type { SeoPost } from '../metadata';

/** Two posts for the unit tests, newest first, as the blog returns them. */
export const samplePosts: SeoPost[] = [
  {
    slug: 'ai-search-business',
    title: 'How AI Search Is Changing the Way Buyers Find Your Business',
    excerpt: 'What ChatGPT, Perplexity and AI Overviews quote, and how to become the source they cite.',
    category: 'AI & Search Strategy',
    categorySlug: 'ai-search-strategy',
    date: '2025-01-14',
    modified: '2025-01-14',
    wordCount: 1840,
    readMinutes: 8,
  },
  {
    slug: 'hello-world',
    title: 'Hello & welcome <to> the Help Centre',
    excerpt: 'Why this blog exists and what you will find here.',
    category: 'Personal',
    categorySlug: 'personal',
    date: '2025-01-02',
    modified: '2025-01-02',
    wordCount: 420,
    readMinutes: 2,
  },
];
