import { site } from './site';
import type { Action, SectionCopy } from './types';

/** Copy for the home page, top to bottom. Figures live in stats.ts, the quote in testimonial.ts. */

export const homeMeta = {
  /** When this page's words last changed (YYYY-MM-DD): the sitemap's lastmod. Change it when you edit them. */
  updated: '2025-01-20',
  title: `${site.brand} | Content Strategist & LinkedIn Ghostwriter, UK`,
  description:
    'Website copy, blogs, case studies and LinkedIn ghostwriting from a senior UK content strategist. Content built to rank on Google and be quoted by AI search.',
};

export const hero = {
  eyebrow: site.role,
  headline: 'Content that gets found, read and quoted',
  subtext: `I'm ${site.owner}. I write website copy, blogs and thought leadership for growing companies, senior executives and agencies, built to rank on Google and to be cited when buyers ask ChatGPT, Perplexity and AI Overviews who to trust.`,
  primary: { label: 'Tell Me Your Content Needs', href: '/contact' } satisfies Action,
  secondary: { label: 'See How It Works', href: '#how-it-works' } satisfies Action,
  badgesLabel: 'Experience at a glance',
};

export interface PainPoint {
  title: string;
  body: string;
}

export const painPoints: SectionCopy & { items: PainPoint[]; closing: string; cta: Action; marginalia: string } = {
  eyebrow: 'Sound familiar?',
  /** The title of a work sample in content/portfolio.ts whose line is set beside the list on wide screens. */
  marginalia: 'What AI Overviews mean for small business SEO',
  title: 'Good businesses lose work to weak content every day',
  intro: 'You know your subject better than anyone. The trouble is getting that expertise onto the page, consistently, in a way that search engines and buyers reward.',
  items: [
    {
      title: 'Your blog isn’t bringing in leads',
      body: 'You publish regularly, yet traffic flatlines and nobody gets in touch. Posts written to fill a calendar rarely answer the questions buyers are really asking.',
    },
    {
      title: 'AI search doesn’t mention you',
      body: 'When prospects ask ChatGPT, Perplexity or Google’s AI Overviews for a recommendation, your competitors are named and you are not.',
    },
    {
      title: 'Nobody has time to write',
      body: 'Your experts are busy doing the work. Content slips to the bottom of the list, or gets rushed out the night before it’s due.',
    },
    {
      title: 'Your leaders are invisible on LinkedIn',
      body: 'Your founders and directors have hard-won insight, but their profiles have been quiet for months while the people they want to reach scroll past.',
    },
  ],
  closing: 'Recognise one of these? Most can be fixed within a month.',
  cta: { label: 'Fix my content', href: '/contact' },
};

export interface ServiceColumn {
  name: string;
  tagline: string;
  points: string[];
  bestFor: string;
}

export interface ProcessStep {
  title: string;
  body: string;
}

/** The comparison doubles as the page's "how it works" section (the hero's in-page link lands here). */
export const howItWorks: SectionCopy & {
  id: string;
  columns: ServiceColumn[];
  /** Before each column's audience; shown from 640 px (on phones the audiences section follows with the same). */
  bestForLabel: string;
  processLabel: string;
  steps: ProcessStep[];
  cta: Action;
} = {
  id: 'how-it-works',
  eyebrow: 'How it works',
  title: 'Two ways to put your expertise to work',
  intro: 'Most clients start with one and add the other. Either way you work with one senior writer from brief to publication, not a relay of juniors.',
  columns: [
    {
      name: 'Content Marketing',
      tagline: 'For companies and agencies that need to be found and chosen.',
      points: [
        'Website and service-page copy that turns visits into enquiries',
        'Blog posts and strategy built for Google and AI search',
        'Newsletters and case studies that nurture cautious buyers',
        'Overflow writing for agencies, with 2-48hr turnarounds',
      ],
      bestFor: 'Growing companies and marketing agencies',
    },
    {
      name: 'LinkedIn Ghostwriting',
      tagline: 'For leaders who need to be heard by the right people.',
      points: [
        '3-5 posts per week, written in your voice',
        'A profile rewrite that makes your expertise obvious',
        'Monthly themes tied to your commercial goals',
        'White-label writing for LinkedIn agencies',
      ],
      bestFor: 'Senior executives and LinkedIn agencies',
    },
  ],
  bestForLabel: 'Best for',
  processLabel: 'Every project runs the same way',
  steps: [
    {
      title: 'Tell me what you need',
      body: 'Share a short brief or book a 30-minute call. I’ll ask about your audience, your goals and what hasn’t worked before.',
    },
    {
      title: 'I research and write',
      body: 'I interview your experts, study your market and draft content structured for readers, search engines and AI answers.',
    },
    {
      title: 'You review, we publish',
      body: 'Two rounds of revisions are included. You get polished, ready-to-publish work on the date we agreed, every time.',
    },
  ],
  cta: { label: 'Explore Services', href: '/services' },
};

export interface Audience {
  title: string;
  body: string;
}

export const audiences: SectionCopy & { items: Audience[] } = {
  eyebrow: 'Who I work with',
  title: 'Built for people with real expertise to share',
  items: [
    {
      title: 'Growing Companies',
      body: 'Scale-ups and SMEs that need a steady flow of content that ranks and converts, without hiring a full in-house team.',
    },
    {
      title: 'Senior Executives',
      body: 'Founders, partners and directors who want a credible LinkedIn presence without spending their evenings writing it.',
    },
    {
      title: 'Marketing Agencies',
      body: 'Agencies that need a dependable senior writer for overflow, specialist sectors and tight deadlines, under your brand.',
    },
    {
      title: 'LinkedIn Agencies',
      body: 'Ghostwriting studios that need extra capacity able to match each client’s voice from the first draft.',
    },
  ],
};

/** The band right under the hero: the testimonial, the client names and the four statistics. */
export const proof: SectionCopy = {
  eyebrow: 'Client results',
  title: 'Trusted with the words that matter',
};

/** The four statistics, at the foot of the proof band. */
export const results = {
  id: 'results',
  title: 'A decade of deadlines, in four numbers',
};

export const closingCta: SectionCopy & { cta: Action } = {
  eyebrow: 'Ready when you are',
  title: 'Let’s make your expertise impossible to ignore',
  intro: 'Tell me what you’re working on. I’ll reply within 24 hours with honest advice on what will move the needle, even if that isn’t me.',
  cta: { label: 'Start the Conversation', href: '/contact' },
};
