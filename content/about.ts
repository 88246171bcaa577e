import { site } from './site';
import type { Action, PageIntro, SectionCopy } from './types';
import { inPlace } from '../lib/render/place';

/** Copy for the About page, top to bottom. The profile card's figures come from stats.ts. */

export const aboutMeta = {
  /** When this page's words last changed (YYYY-MM-DD): the sitemap's lastmod. Change it when you edit them. */
  updated: '2025-01-20',
  title: `About ${site.owner}`,
  description: `${site.owner} is a UK content strategist and LinkedIn ghostwriter with 10+ years of experience writing for NHS services, charities, B2B firms and senior leaders.`,
};

export const aboutIntro: PageIntro = {
  eyebrow: 'About',
  headline: 'I turn expert knowledge into content people trust',
  lead: `I’m ${site.owner}, a senior content strategist and ghostwriter for organisations where accuracy matters: NHS services, national charities, B2B technology firms, specialist educators and the leaders who run them. I help them explain complicated things clearly, rank for the questions their buyers ask, and show up when AI assistants decide who to recommend.`,
};

export const biography: SectionCopy & { paragraphs: string[]; pullQuote: string } = {
  eyebrow: 'My story',
  title: 'From patient leaflets to boardroom LinkedIn',
  paragraphs: [
    'I started out writing patient information for community health services, where every sentence had to make sense to someone anxious, distracted and reading on a phone in a waiting room. That discipline never left me: say the important thing first, in plain words, and back it up.',
    'Since then I’ve written for more than ten sectors, from clinical services and fundraising appeals to software, professional services and private tuition. Five hundred pieces later, I’ve learnt that good content is rarely about volume. It’s about answering the right question better than anyone else does.',
    'Today most of my work sits where search is heading. Buyers ask AI assistants for answers before they ever visit a website, so I build content to be quoted: clear definitions, original insight, named expertise and sources that stand up to scrutiny.',
    'Alongside that, I ghostwrite LinkedIn content for founders, investors and senior leaders. One good interview is usually enough for me to find your voice, and most clients stop editing my drafts within the first month.',
  ],
  pullQuote: 'Say the important thing first, in plain words, and back it up.',
};

export interface Strength {
  title: string;
  body: string;
}

export const strengths: SectionCopy & { items: Strength[] } = {
  eyebrow: 'What I bring',
  title: 'Three strengths clients hire me for',
  items: [
    {
      title: 'Research that holds up',
      body: 'I interview your experts, read the evidence and check every claim, so your content stands up to clinicians, procurement teams and sceptical buyers alike.',
    },
    {
      title: 'Built for search, human and AI',
      body: 'Every piece is structured for Google and for AI answers: clear questions, direct answers, tidy formatting and internal links that make sense to people and machines.',
    },
    {
      title: 'Your voice, not mine',
      body: 'Whether it’s a charity appeal or a partner’s LinkedIn post, the writing sounds like you on your best day, so it builds trust rather than raising eyebrows.',
    },
  ],
};

export interface Principle {
  title: string;
  body: string;
}

export const principles: SectionCopy & { items: Principle[] } = {
  eyebrow: 'How I work',
  title: 'Four principles behind every piece',
  items: [
    {
      title: 'Clarity beats cleverness',
      body: 'If a reader has to work out what you mean, you have already lost them. I write so the point lands the first time.',
    },
    {
      title: 'Every piece has a job',
      body: 'Before I write a word we agree what the content is for: ranking, converting, reassuring or starting a conversation.',
    },
    {
      title: 'Deadlines are promises',
      body: 'A 100% deadline hit rate is not luck. I plan in buffers, flag risks early and never go quiet on you mid-project.',
    },
    {
      title: 'Evidence over opinion',
      body: 'Claims are sourced, statistics are current and expertise is attributed, which is exactly what search engines and AI models reward.',
    },
  ],
};

export interface CtaBox {
  audience: string;
  title: string;
  body: string;
  cta: Action;
}

export const aboutCtas: SectionCopy & { boxes: CtaBox[] } = {
  eyebrow: 'Work with me',
  title: 'Where would you like to start?',
  boxes: [
    {
      audience: 'For businesses',
      title: 'Need content that brings in work?',
      body: 'Website copy, blogs, newsletters, case studies and content strategy for growing companies and the agencies that serve them.',
      cta: { label: 'Tell Me Your Content Needs', href: '/contact' },
    },
    {
      audience: 'For executives',
      title: 'Want to be known for what you know?',
      body: 'Done-for-you LinkedIn ghostwriting: 3-5 posts per week in your voice, planned around the reputation and pipeline you want to build.',
      cta: { label: 'Explore LinkedIn Ghostwriting', href: '/services#linkedin-ghostwriting' },
    },
  ],
};

export const profileCard = {
  caption: `Based in ${inPlace(site.location)}, writing for clients across the UK, Europe and North America.`,
};
