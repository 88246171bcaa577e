import type { Action, PageIntro, SectionCopy } from './types';

/**
 * Copy and work samples for the Portfolio page.
 *
 * SAMPLE DATA: the organisations, people, titles and addresses below are realistic placeholders, each marked
 * `sample: true`. Replace each entry with your own published work (title, live address and type) and remove its
 * `sample: true` before launch (`npm run check -- --launch` lists what is left); the page, badges and links update themselves.
 */

export const portfolioMeta = {
  /** When this page's words last changed (YYYY-MM-DD): the sitemap's lastmod. Change it when you edit them. */
  updated: '2025-01-20',
  title: 'Portfolio: Selected Writing Samples',
  description:
    'Selected website copy, service content, blog posts, leaflets, landing pages and LinkedIn ghostwriting for NHS services, charities, B2B firms, tutors and campaigns.',
};

export const portfolioIntro: PageIntro = {
  eyebrow: 'Portfolio',
  headline: 'Selected work',
  lead: 'A cross-section of published writing, from NHS service pages and charity appeals to B2B websites and executive LinkedIn content. Each sample opens the live piece in a new tab.',
};

/** The kinds of work a sample can be; shown as the card's badge. */
export const portfolioTypes = [
  'Website',
  'Service Content',
  'Blog Post',
  'Leaflet',
  'Fundraiser Landing Page',
  'Personal Branding',
  'Service Page',
  'Landing Page',
] as const;

export type PortfolioType = (typeof portfolioTypes)[number];

export interface PortfolioItem {
  title: string;
  url: string;
  type: PortfolioType;
  /** Sample data shipped with the site, to replace before launch. */
  sample?: boolean;
  /** A line or two of the published piece, as it reads there: set on the card's cover (the title is printed beside it). */
  excerpt: string;
  /**
   * Optional: your own image for the card (a JPEG, PNG, WebP or AVIF file in public/, e.g. 'images/work/diabetes.jpg').
   * Without one the card gets a cover set at build time from the excerpt.
   */
  cover?: string;
  /** Optional: keep this sample's cover on phones, where the rest of its group is listed compactly. List it first. */
  featured?: boolean;
}

export interface PortfolioCategory {
  /** Anchor for the category's heading, e.g. /portfolio#b2b. */
  id: string;
  name: string;
  description: string;
  items: PortfolioItem[];
}

/** The words on the portfolio's outbound links (each followed, for screen readers, by what it opens) and the name of its jump links. */
export const portfolioLinks = {
  viewWork: 'View Work',
  viewProfile: 'View Profile',
  viewPost: 'View Post',
  jumpLinksLabel: 'Portfolio sections',
};

export const workSamples: SectionCopy & { id: string } = {
  id: 'work',
  eyebrow: 'Work samples',
  title: 'Writing by sector',
  intro: 'Grouped by the kind of organisation I wrote for. Every badge shows the format; every link opens the published piece.',
};

export const portfolioCategories: PortfolioCategory[] = [
  {
    id: 'healthcare',
    name: 'Healthcare NHS and Charity',
    description: 'Patient-facing content that is accurate, reassuring and easy to act on, plus appeals that raise money.',
    items: [
      {
        title: 'Northvale Community Diabetes Service',
        excerpt: 'You don’t need a referral to see us. Call the team, tell us what’s worrying you, and we’ll see you within two weeks.',
        url: 'https://www.northvalecommunityhealth.org.uk/services/diabetes',
        type: 'Website',
        sample: true,
      },
      {
        title: 'Talking Therapies: self-referral pages',
        excerpt: 'Feeling low, anxious or stuck? You can refer yourself. It takes about ten minutes, and nobody will ask you to justify it.',
        url: 'https://www.northvalecommunityhealth.org.uk/services/talking-therapies',
        type: 'Service Content',
        sample: true,
      },
      {
        title: 'Living well with COPD',
        excerpt: 'Feeling breathless is frightening, but it is rarely dangerous. These three positions can help you get your breath back.',
        url: 'https://www.northvalecommunityhealth.org.uk/leaflets/living-well-with-copd.pdf',
        type: 'Leaflet',
        sample: true,
      },
      {
        title: 'Harbour Hospice Winter Appeal',
        excerpt: '£30 pays for an hour of night nursing, so a family can sleep knowing someone is sitting with the person they love.',
        url: 'https://www.harbourhospice.org.uk/winter-appeal',
        type: 'Fundraiser Landing Page',
        sample: true,
      },
    ],
  },
  {
    id: 'b2b',
    name: 'B2B',
    description: 'Websites, service pages and campaigns for technology and professional services firms.',
    items: [
      {
        title: 'Kestrel Analytics website',
        excerpt: 'Forecasts your board can trust, built from the numbers you already have, and live in your finance team within a fortnight.',
        url: 'https://www.kestrelanalytics.co.uk',
        type: 'Website',
        sample: true,
      },
      {
        title: 'Managed IT Support for Law Firms',
        excerpt: 'Your fee earners bill by the hour. Every minute they spend waiting for IT is a minute you cannot invoice.',
        url: 'https://www.fenwickhale.co.uk/services/managed-it-for-law-firms',
        type: 'Service Page',
        sample: true,
      },
      {
        title: 'Cyber Essentials in 30 Days',
        excerpt: 'Certified in 30 days, or we keep working for free. Most firms need far fewer changes than they fear.',
        url: 'https://www.fenwickhale.co.uk/cyber-essentials',
        type: 'Landing Page',
        sample: true,
      },
      {
        title: 'Why finance teams are leaving spreadsheets behind',
        excerpt: 'Spreadsheets don’t fail all at once. They fail the month a formula breaks and nobody notices until the board meeting.',
        url: 'https://www.kestrelanalytics.co.uk/blog/finance-teams-leaving-spreadsheets',
        type: 'Blog Post',
        sample: true,
      },
    ],
  },
  {
    id: 'expert-tuition',
    name: 'Expert Tuition',
    description: 'Clear, warm copy that helps parents choose with confidence and tutors fill their diaries.',
    items: [
      {
        title: 'Brightpath Tutors website',
        excerpt: 'Good tutors don’t just explain the answer. They find the moment your child stopped understanding, and start there.',
        url: 'https://www.brightpathtutors.co.uk',
        type: 'Website',
        sample: true,
      },
      {
        title: '11+ exam preparation programme',
        excerpt: 'Twelve weeks, one tutor, and a plan built around the papers your child will actually sit.',
        url: 'https://www.brightpathtutors.co.uk/11-plus-preparation',
        type: 'Service Content',
        sample: true,
      },
      {
        title: 'How to choose a GCSE maths tutor',
        excerpt: 'Ask to see a lesson plan, not a CV. A good tutor can tell you what they will teach in week three.',
        url: 'https://www.brightpathtutors.co.uk/blog/choosing-a-gcse-maths-tutor',
        type: 'Blog Post',
        sample: true,
      },
    ],
  },
  {
    id: 'open-streets-alliance',
    name: 'Open Streets Alliance',
    description: 'Campaign copy for a national walking and cycling organisation, online and through the letterbox.',
    items: [
      {
        title: 'School Streets: make the school run safer',
        excerpt: 'For forty minutes a day, the road outside school belongs to children. Here is how to ask your council for one.',
        url: 'https://www.openstreetsalliance.org.uk/school-streets',
        type: 'Landing Page',
        sample: true,
      },
      {
        title: 'Safer Streets doorstep leaflet',
        excerpt: 'Your street, your say. Tell us where crossing the road feels unsafe, and we will take it to the council for you.',
        url: 'https://www.openstreetsalliance.org.uk/resources/safer-streets-leaflet.pdf',
        type: 'Leaflet',
        sample: true,
      },
      {
        title: 'Campaign director profile and speaker bio',
        excerpt: 'She has spent fifteen years persuading councils that streets are for people. Forty of them now agree.',
        url: 'https://www.openstreetsalliance.org.uk/about/team',
        type: 'Personal Branding',
        sample: true,
      },
    ],
  },
  {
    id: 'other-blogs',
    name: 'Other Blogs',
    description: 'Search-led articles across finance, hospitality, property and consumer services.',
    items: [
      {
        title: 'What AI Overviews mean for small business SEO',
        excerpt: 'AI Overviews don’t end search traffic. They end traffic to pages that never answered the question.',
        url: 'https://www.brightsidemarketing.co.uk/blog/ai-overviews-small-business-seo',
        type: 'Blog Post',
        sample: true,
      },
      {
        title: 'A plain-English guide to R&D tax credits',
        excerpt: 'If your team solved a problem nobody had solved before, you may be owed money. Here is how to tell in five minutes.',
        url: 'https://www.claritytax.co.uk/insights/rd-tax-credits-guide',
        type: 'Blog Post',
        sample: true,
      },
      {
        title: 'The real cost of staff turnover in hospitality',
        excerpt: 'Every chef who leaves takes thousands of pounds with them: recruitment, training, and the covers you lose while short-staffed.',
        url: 'https://www.tablestaff.co.uk/blog/cost-of-staff-turnover',
        type: 'Blog Post',
        sample: true,
      },
      {
        title: 'Leasehold or freehold? What first-time buyers should know',
        excerpt: 'With a freehold you own the building and the land. With a leasehold you own the right to live there, for a while.',
        url: 'https://www.keystonehomes.co.uk/guides/leasehold-vs-freehold',
        type: 'Blog Post',
        sample: true,
      },
    ],
  },
];

export interface ClientProfile {
  name: string;
  url: string;
  role: string;
  /** Sample data shipped with the site, to replace before launch. */
  sample?: boolean;
}

export interface InsightPost {
  /** Shown as 'VC Insight #n'. */
  number: number;
  hook: string;
  url: string;
  /** Sample data shipped with the site, to replace before launch. */
  sample?: boolean;
}

export const linkedinBrands: SectionCopy & {
  id: string;
  navLabel: string;
  profilesTitle: string;
  profiles: ClientProfile[];
  seriesTitle: string;
  seriesIntro: string;
  seriesName: string;
  posts: InsightPost[];
} = {
  id: 'linkedin',
  navLabel: 'LinkedIn',
  eyebrow: 'LinkedIn personal brands',
  title: 'Ghostwritten thought leadership',
  intro: 'Executives I write for on LinkedIn. The posts go out under their names, in their voices, built from their ideas.',
  profilesTitle: 'Client profiles',
  profiles: [
    {
      name: 'Daniel Reeve',
      role: 'Partner, Halden Ventures',
      url: 'https://www.linkedin.com/in/daniel-reeve-halden',
      sample: true,
    },
    {
      name: 'Priya Nair',
      role: 'Founder & CEO, Lumen Health',
      url: 'https://www.linkedin.com/in/priya-nair-lumen',
      sample: true,
    },
  ],
  seriesTitle: 'The VC Insight series',
  seriesIntro: 'A weekly series for Daniel Reeve that turns a decade of investment decisions into practical advice for founders.',
  seriesName: 'VC Insight',
  posts: [
    {
      number: 1,
      hook: 'Why most pitch decks lose me before slide four, and the simple fix.',
      url: 'https://www.linkedin.com/posts/daniel-reeve-halden_vc-insight-1-pitch-decks-activity-7236418820193447936-Qm2x',
      sample: true,
    },
    {
      number: 2,
      hook: 'The question I ask every founder that is not about revenue.',
      url: 'https://www.linkedin.com/posts/daniel-reeve-halden_vc-insight-2-founder-questions-activity-7238955163428577280-Lp7d',
      sample: true,
    },
    {
      number: 3,
      hook: 'What a good board meeting looks like from the investor’s chair.',
      url: 'https://www.linkedin.com/posts/daniel-reeve-halden_vc-insight-3-board-meetings-activity-7241491506663706624-Xv4k',
      sample: true,
    },
    {
      number: 4,
      hook: 'Bridge rounds: when they make sense and when they are a warning sign.',
      url: 'https://www.linkedin.com/posts/daniel-reeve-halden_vc-insight-4-bridge-rounds-activity-7244027849898835968-Hc9r',
      sample: true,
    },
    {
      number: 5,
      hook: 'Five metrics I check before I read your financial model.',
      url: 'https://www.linkedin.com/posts/daniel-reeve-halden_vc-insight-5-saas-metrics-activity-7246564193133965312-Tb3n',
      sample: true,
    },
  ],
};

/** The impact statistics beside the portfolio's headline. */
export const impact = {
  title: 'The numbers behind the work',
};

export const portfolioCta: SectionCopy & { cta: Action } = {
  eyebrow: 'Your project next',
  title: 'Want work like this for your organisation?',
  intro: 'Tell me about your audience and your goals. I’ll come back within 24 hours with ideas and an honest view of what it would take.',
  cta: { label: 'Start the Conversation', href: '/contact' },
};
