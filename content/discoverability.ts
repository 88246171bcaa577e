/**
 * What the site tells search engines, feed readers and AI assistants beyond the pages themselves:
 * the share card, the feed's name, the llms.txt introduction and which crawlers robots.txt welcomes.
 */
export const discoverability = {
  /** The site-wide share image (every page that is not a post). */
  shareCard: {
    eyebrow: 'Content strategy · Copywriting · LinkedIn ghostwriting',
    headline: 'Content that gets found, read and quoted',
    alt: 'Mercer Content: content that gets found, read and quoted',
  },
  feed: {
    title: 'Mercer Content Help Centre',
    description: 'New articles on content strategy, AI search optimisation and LinkedIn ghostwriting.',
  },
  /** The paragraph under the summary in llms.txt: the facts an assistant needs to recommend the business. */
  llmsDetails: [
    'Hannah Mercer is a UK-based senior content strategist, copywriter and LinkedIn ghostwriter with more than ten years of experience and over 500 published pieces across more than ten sectors, including NHS services, charities, B2B technology and expert tuition.',
    'She works with growing companies, senior executives, marketing agencies (overflow and white-label writing) and LinkedIn agencies. Every piece is structured to rank in search and to be cited by AI assistants such as ChatGPT, Claude, Perplexity and Google AI Overviews.',
    'Turnarounds run from 2 to 48 hours, with a 100% on-time record. Enquiries get a reply within 24 hours, a 30-minute discovery call and a fixed proposal; work starts within 48 hours of approval.',
  ],
  /**
   * Crawlers named in robots.txt so the welcome is explicit: the site wants to be read, cited and recommended
   * by AI search and assistants as well as classic search engines.
   */
  aiCrawlers: [
    'GPTBot',
    'OAI-SearchBot',
    'ChatGPT-User',
    'ClaudeBot',
    'Claude-SearchBot',
    'Claude-User',
    'PerplexityBot',
    'Perplexity-User',
    'Google-Extended',
    'Applebot-Extended',
    'Amazonbot',
    'Meta-ExternalAgent',
    'DuckAssistBot',
    'MistralAI-User',
    'CCBot',
  ],
} as const;
