import type { Action, PageIntro, SectionCopy } from './types';

/** Copy for the Services page: the two service families, their offerings, and the closing call to action. */

export const servicesMeta = {
  /** When this page's words last changed (YYYY-MM-DD): the sitemap's lastmod. Change it when you edit them. */
  updated: '2025-01-20',
  title: 'Content Marketing and LinkedIn Ghostwriting',
  description:
    'Website copy, blog strategy, newsletters, case studies, AI search content strategy and done-for-you LinkedIn ghostwriting (3-5 posts per week) from a senior UK writer.',
};

export const servicesIntro: PageIntro = {
  eyebrow: 'Services',
  headline: 'Senior writing for search results, sales pipelines and the LinkedIn feed',
  lead: 'Two families of services, one standard. Every piece is researched properly, written by me, structured to be found by search engines and AI assistants, and delivered when I said it would be.',
};

/** The proof beside the Services headline: a case study (a file name in content/case-studies/, without .md). */
export const servicesProof = {
  caseStudy: 'halden-ventures',
  label: 'A client’s result',
};

/** One thing a client can buy: what it is and what is included. */
export interface Offering {
  title: string;
  description: string;
  features: string[];
}

export interface ServiceFamily extends SectionCopy {
  /** The section's anchor, linked from the footer and elsewhere as /services#id. */
  id: string;
  /** One line for the jump card at the top of the page. */
  summary: string;
  offerings: Offering[];
}

export const contentMarketing: ServiceFamily = {
  id: 'content-marketing',
  eyebrow: 'Content Marketing',
  title: 'Content that earns its place in search',
  intro: 'For growing companies and marketing agencies that need to be found, understood and chosen, by people and by AI.',
  summary: 'Website copy, blogs, newsletters, case studies and strategy.',
  offerings: [
    {
      title: 'Website Copy',
      description:
        'Homepages, service pages and landing pages that explain what you do within seconds and give visitors a clear reason to get in touch.',
      features: [
        'Messaging and page-structure workshop',
        'Keyword and search-intent research',
        'Conversion-focused calls to action',
        'Copy structured for AI Overviews and answer engines',
        'Two rounds of revisions included',
      ],
    },
    {
      title: 'Blog Posts & Blog Strategy',
      description:
        'In-depth articles that answer the questions your buyers really ask, planned as a strategy rather than a list of topics.',
      features: [
        'Topic clusters mapped to commercial goals',
        'Expert interviews and original insight',
        'On-page SEO: meta titles, headings and internal links',
        'FAQ sections written to be quoted by AI search',
        'An editorial calendar your team can keep to',
      ],
    },
    {
      title: 'Email Newsletters',
      description:
        'Regular newsletters that keep you front of mind, nurture leads and give subscribers something genuinely worth opening.',
      features: [
        'Subject lines written for opens, not clicks-at-any-cost',
        'Company news and blog content repurposed with care',
        'A consistent voice across every issue',
        'Delivered ready for Mailchimp, HubSpot or Substack',
      ],
    },
    {
      title: 'Case Studies',
      description:
        'Customer stories built from real interviews, with the numbers and detail that persuade a cautious buyer to shortlist you.',
      features: [
        'Customer interview planned and led for you',
        'Challenge, approach and measurable results',
        'Quotes approved by your customer before publication',
        'Versions for your website, sales decks and LinkedIn',
      ],
    },
    {
      title: 'Content Strategy & AI Search Optimisation',
      description:
        'A clear plan for what to publish, where and why, so each piece moves you up Google and into AI-generated answers.',
      features: [
        'Content audit and competitor gap analysis',
        'AI visibility review across ChatGPT, Perplexity and AI Overviews',
        'A prioritised 90-day content roadmap',
        'Tone of voice and style guidelines for your team',
      ],
    },
  ],
};

export const linkedinGhostwriting: ServiceFamily = {
  id: 'linkedin-ghostwriting',
  eyebrow: 'LinkedIn Ghostwriting',
  title: 'Thought leadership, written in your voice',
  intro: 'For founders, investors and senior leaders with valuable ideas and no time to write, and for the agencies that represent them.',
  summary: 'Done-for-you posts, profile rewrites, strategy and agency support.',
  offerings: [
    {
      title: 'Executive Ghostwriting Package',
      description:
        'Done-for-you LinkedIn content that builds your reputation and opens conversations while you get on with running the business.',
      features: [
        '3-5 posts per week, written in your voice',
        'A monthly interview to capture your ideas and opinions',
        'Content calendar tied to your commercial goals',
        'Post formats that suit you: stories, insights, carousels and polls',
        'Monthly performance review and next-month plan',
      ],
    },
    {
      title: 'LinkedIn Profile Optimisation',
      description:
        'A profile rewrite that tells visitors who you help, how, and why you are credible, all within the first scroll.',
      features: [
        'Headline and About section rewrite',
        'Featured section and banner messaging',
        'Experience entries reframed around results',
        'Keywords chosen for LinkedIn and Google search',
      ],
    },
    {
      title: 'LinkedIn Content Strategy',
      description:
        'For leaders who would rather write their own posts but want a plan, a framework and an honest editor in their corner.',
      features: [
        'Content pillars and positioning',
        'A 90-day theme calendar',
        'Hook and post templates in your voice',
        'Line-by-line editing of your drafts',
      ],
    },
    {
      title: 'Agency Overflow & White-Label Writing',
      description:
        'Reliable senior capacity for marketing and LinkedIn agencies, delivered under your brand and to your process.',
      features: [
        '2-48hr turnarounds on agreed briefs',
        'Strictly white-label, with an NDA on request',
        'Voice matching across multiple client accounts',
        'A 100% deadline hit rate you can promise your clients',
      ],
    },
  ],
};

export const serviceFamilies: ServiceFamily[] = [contentMarketing, linkedinGhostwriting];

/** How a project is priced: set between the two families, so a buyer knows what to expect before enquiring. */
export const servicesPricing: SectionCopy & { terms: string[] } = {
  eyebrow: 'How pricing works',
  title: 'A fixed fee, agreed before any writing starts',
  intro: 'No hourly billing and no retainers you cannot leave. After a 30-minute discovery call you get a written proposal with one price for the whole piece of work.',
  terms: [
    'Proposal with clear pricing within 24 hours of our call',
    'Two rounds of revisions included in every fee',
    'Work starts within 48 hours of your approval',
  ],
};

export const servicesCta: SectionCopy & { cta: Action } = {
  eyebrow: 'Not sure where to start?',
  title: 'Tell me what isn’t working, and I’ll tell you how I’d fix it',
  intro: 'Send a few lines about your goals and your current content. You’ll get a straight answer within 24 hours, with a proposal and clear pricing if we’re a good fit.',
  cta: { label: 'Fix my content', href: '/contact' },
};

export interface FaqEntry {
  question: string;
  /** One or more paragraphs, shown as written. */
  answer: string[];
}

/** Questions buyers ask before enquiring, shown on /services as disclosure widgets (answers are in the HTML). */
export const servicesFaq: SectionCopy & { id: string; items: FaqEntry[] } = {
  id: 'faq',
  eyebrow: 'Questions',
  title: 'What buyers ask before they enquire',
  intro: 'Straight answers to the questions I hear most often. Anything else, ask me directly.',
  items: [
    {
      question: 'How does pricing work?',
      answer: [
        'Every project is priced as a fixed fee for an agreed scope, so you know the cost before work starts. Ongoing work, such as LinkedIn ghostwriting or a monthly blog programme, is a fixed monthly retainer.',
        'After our first call you get a written proposal with the price, what is included and what is not. There are no hourly surprises and no hidden extras.',
      ],
    },
    {
      question: 'How quickly can you turn work around?',
      answer: [
        'A typical website or blog project takes two to four weeks from the first interview to final copy. Agency partners on an agreed brief get 2-48hr turnarounds, and I have never missed a deadline I agreed to.',
      ],
    },
    {
      question: 'How many revisions are included?',
      answer: [
        'Two rounds of revisions are included on every piece. Most clients need one: I interview your experts and agree the angle before I write, so the first draft is close to right.',
      ],
    },
    {
      question: 'How does AI search change the brief?',
      answer: [
        'Buyers now ask ChatGPT, Perplexity and Google’s AI Overviews before they visit a website. Those tools quote pages that answer a question directly, show named expertise and back claims with sources.',
        'So the brief gains a few things: the exact questions your buyers ask, the original figures or opinions only you can give, and a structure of clear headings and short answers. It is still written for people first.',
      ],
    },
    {
      question: 'Do you work with agencies under NDA?',
      answer: [
        'Yes. Agency work is strictly white-label: your clients never hear my name unless you want them to. I sign your NDA, or provide mine, before you share a brief.',
      ],
    },
    {
      question: 'What does the first call cover?',
      answer: [
        'Thirty minutes on your audience, your goals, what you have tried and what a good result would look like. I will tell you honestly whether I am the right fit, and if not, who might be.',
        'Within 24 hours you get a short proposal with the scope, timeline and a fixed price.',
      ],
    },
    {
      question: 'Will the writing sound like us?',
      answer: [
        'It should sound like you on your best day. I learn your voice from an interview and your existing material, and most clients stop editing my drafts within the first month.',
      ],
    },
  ],
};
