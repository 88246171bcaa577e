/** One zod schema per content file, shared by the site, `npm run check` and the editor; field order is key order. */
import type { z } from 'zod';
import { edit } from './edit-schema';
import { action, anchor, card, count, darkColour, editorUi, flag, group, href, line, list, paragraph, paragraphTemplate, plural, pounds, sectionCopy, siteHost, stat, template, updated, webAddress } from './fields';

/** A page's own entry in the sitemap, llms.txt and its <title>. */
const meta = (ui: { title?: string } = {}) =>
  group(
    {
      label: line({ hint: 'Its short name in lists and breadcrumbs.' }),
      updated: updated(),
      title: line({ hint: 'The browser tab and search results (your brand is added unless the title already names it).', ...(ui.title ? { label: ui.title } : {}) }),
      description: paragraph({ hint: 'Search results and link previews: one or two sentences, ideally 120-160 characters.' }),
    },
    { label: 'Page title and description' },
  );

/** An optional phrase of a headline set in the serif's italic; the build refuses one the headline does not contain. */
const emphasis = () => line({ hint: 'Optional: a phrase of the headline, word for word, to set in italics (e.g. quoted).' }).optional();

function emphasisInHeadline(intro: { headline: string; emphasis?: string }, context: z.core.$RefinementCtx) {
  if (intro.emphasis !== undefined && intro.headline.trim() && !intro.headline.includes(intro.emphasis)) {
    context.addIssue({ code: 'custom', path: ['emphasis'], message: `must be a phrase of the headline, word for word (got "${intro.emphasis}", the headline is "${intro.headline}")` });
  }
}

const pageIntro = group({ eyebrow: line({ hint: 'Optional: a line above the heading, set in italics.' }).optional(), headline: line({ hint: "The page's main heading." }), emphasis: emphasis(), lead: paragraph() }, { label: 'Top of the page' }).superRefine(emphasisInHeadline);

const closing = (label: string) => group({ ...sectionCopy, intro: paragraph(), cta: action({ label: 'Button' }) }, { label });

/** A client's words of a page's own, with who said them (the proof beside a headline, About's profile card). */
const clientQuote = () =>
  group(
    {
      text: paragraph({ label: 'Quotation' }),
      name: line(),
      role: line({ hint: 'Their role and organisation, e.g. Director, Brightpath Tutors.' }),
      sample: flag({ label: 'Sample (replace before launch)' }),
    },
    { label: 'A client’s words for this page' },
  );

/**
 * A case study's headline result shown beside a headline (its file name in content/case-studies/, without .md), and a
 * client's words of the page's own, so each page carries proof about its own decision rather than the study's quote.
 */
const proof = group(
  {
    caseStudy: line({ label: 'Case study', hint: 'Its file name in content/case-studies/, without .md, e.g. harbour-hospice.' }),
    label: line(),
    quote: clientQuote(),
  },
  { label: 'Proof on this page' },
);

export const homeSchema = group({
  meta: meta(),
  hero: group(
    {
      eyebrow: line({ hint: '{role} is your role from the settings.' }),
      headline: line(),
      emphasis: emphasis(),
      subtext: paragraph({ hint: '{owner} is your name from the settings.' }),
      primary: action({ label: 'First button' }),
      secondary: action({ label: 'Second button' }),
      badgesLabel: line({ label: 'Name of the experience badges (read by screen readers)' }),
    },
    { label: 'Hero' },
  ).superRefine(emphasisInHeadline),
  painPoints: group(
    {
      ...sectionCopy,
      eyebrow: sectionCopy.eyebrow.optional(),
      items: list(card, 1, { label: 'Cards' }),
      cta: action({ label: 'Button' }),
    },
    { label: 'Pain points' },
  ),
  howItWorks: group(
    {
      ...sectionCopy,
      eyebrow: sectionCopy.eyebrow.optional(),
      columns: list(group({ name: line(), tagline: line(), points: list(line({ label: 'Point' })), bestFor: line({ label: 'Best for' }), link: action({ label: 'Link to this service', hint: 'A quiet link under the column, e.g. to its part of /services.' }) }), 1, { label: 'Services compared' }),
      bestForLabel: line({ label: 'Words before each audience' }),
      processEyebrow: line({ label: 'Line above the steps', hint: 'Set in italics; the hero’s second button lands on the steps.' }),
      processLabel: line({ label: 'Heading of the steps' }),
      steps: list(card, 1, { label: 'Steps' }),
      cta: action({ label: 'Button' }),
    },
    { label: 'How it works' },
  ),
  audiences: group({ ...sectionCopy, eyebrow: sectionCopy.eyebrow.optional(), items: list(card, 1, { label: 'Audiences' }) }, { label: 'Who I work with' }),
  proof: group({ title: line() }, { label: 'Client results (testimonial, clients and statistics)' }),
  results: group({ title: line() }, { label: 'Statistics heading' }),
  work: group(
    {
      title: line(),
      samples: list(line({ label: 'Address', hint: 'A work sample’s View Work link or a series post’s View Post link, as the portfolio has it.' }), 1, {
        label: 'Work shown',
        hint: 'One to three pieces (work samples or LinkedIn series posts), by the address of their View Work or View Post link (a rename keeps them here): their covers are shown under the client results, in this order.',
      }).max(3, 'must list at most three work samples'),
      cta: action({ label: 'Link to the portfolio' }),
    },
    { label: 'Work shown on the home page' },
  ),
  closingCta: closing('Closing call to action'),
});

export const aboutSchema = group({
  meta: meta(),
  intro: pageIntro,
  biography: group({ ...sectionCopy, paragraphs: list(paragraph({ label: 'Paragraph' })), pullQuote: line({ label: 'Your rule', hint: 'One line you write by, set large beside your story (not a sentence from it).' }) }, { label: 'My story' }),
  career: group(
    {
      ...sectionCopy,
      entries: list(
        group({
          years: line({ hint: 'The years, with an en dash between them, e.g. 2018–2021, 2021–now, or one year for a qualification.' }),
          role: line({ hint: 'Your job title, or the qualification, e.g. Senior content writer.' }),
          organisation: line({ hint: 'The employer, or the body that awarded the qualification; {brand} is your brand.' }),
          summary: paragraph({ label: 'What you did there', hint: 'One sentence.' }),
          sample: flag({ label: 'Sample (replace before launch)' }),
        }),
        1,
        { label: 'Career entries', hint: 'Roles and qualifications, newest first, in the order they are shown.' },
      ),
    },
    { label: 'Career' },
  ),
  strengths: group({ ...sectionCopy, eyebrow: sectionCopy.eyebrow.optional(), items: list(card, 1, { label: 'Strengths' }) }, { label: 'Strengths' }),
  principles: group({ ...sectionCopy, eyebrow: sectionCopy.eyebrow.optional(), items: list(card, 1, { label: 'Principles' }) }, { label: 'Principles' }),
  ctas: group({ ...sectionCopy, boxes: list(group({ audience: line(), title: line(), body: paragraph(), cta: action({ label: 'Button' }) }), 1, { label: 'Boxes' }) }, { label: 'Calls to action' }),
  profileCard: group(
    {
      caption: line({ hint: '{location} is your location from the settings, as it reads after "in".' }),
      clientsLabel: line({ label: 'Line above your clients', hint: 'The names are the client strip’s (content/clients.json).' }),
      quote: clientQuote(),
    },
    { label: 'Profile card' },
  ),
});

/** What an offering usually starts at, shown under its title in the words of the price guide's `offering`. */
const offeringPrice = group(
  {
    from: pounds({ label: 'From (£)', hint: 'The fee you usually start at, in whole pounds, e.g. 3500 (shown as £3,500).' }),
    per: line({ label: 'Per', hint: 'Optional: what the figure is for, e.g. a month, or a month per executive; leave it empty for a one-off fee.' }).optional(),
  },
  { label: 'Price guide', hint: 'Optional: leave it empty to show no figure for this offering.' },
).optional();

/** The figures a buyer weighs before enquiring: the usual range of a project and where monthly work starts. */
const priceGuideFigures = ['projectsFrom', 'projectsTo', 'monthlyFrom'] as const;

const priceGuide = group(
  {
    label: line({ label: 'Words over the range', hint: 'Set in small capitals over the range of a project, e.g. Most projects.' }),
    projectsFrom: pounds({ label: 'Most projects: from (£)', hint: 'Whole pounds, e.g. 5000 (shown as £5,000); {projectsFrom} in the answers to the questions.' }),
    projectsTo: pounds({ label: 'Most projects: up to (£)', hint: 'Whole pounds, more than the figure above, e.g. 20000; {projectsTo} in the answers.' }),
    monthlyFrom: pounds({ label: 'Monthly work: from (£ a month)', hint: 'Whole pounds, e.g. 2000; {monthlyFrom} in the note under the range and in the answers.' }),
    note: template(['monthlyFrom'], { label: 'Under the range', hint: 'e.g. Monthly programmes from {monthlyFrom} a month.' }),
    offering: template(['price'], { label: 'Under each offering’s title', hint: '{price} is the offering’s figure and what it is for, e.g. From {price} shows From £2,500 a month.' }),
  },
  { label: 'Price guide' },
).superRefine((guide, context) => {
  if (guide.projectsTo <= guide.projectsFrom) {
    context.addIssue({ code: 'custom', path: ['projectsTo'], message: `must be more than "projectsFrom" (got ${guide.projectsTo}, which is not more than ${guide.projectsFrom})` });
  }
});

const serviceFamily = (label: string) =>
  group(
    {
      ...sectionCopy,
      intro: paragraph(),
      summary: line({ hint: 'One line for the jump card at the top of the page.' }),
      work: line({ label: 'Work beside the intro', hint: 'The address of a work sample in the portfolio (its View Work link), so renaming the sample keeps it here: its excerpt is set beside the intro. A different one for each family.' }),
      offerings: list(group({ title: line(), price: offeringPrice, description: paragraph(), features: list(line({ label: 'Feature' })) }), 1, { label: 'Offerings' }),
    },
    { label },
  );

export const servicesSchema = group({
  meta: meta(),
  intro: pageIntro,
  proof,
  contentMarketing: serviceFamily('Content Marketing'),
  linkedinGhostwriting: serviceFamily('LinkedIn Ghostwriting'),
  pricing: group({ ...sectionCopy, intro: paragraph(), guide: priceGuide, terms: list(line({ label: 'Term' }), 1, { label: 'Terms' }) }, { label: 'How pricing works' }),
  cta: group({ ...sectionCopy, intro: paragraph(), edit: edit(), cta: action({ label: 'Button' }) }, { label: 'Call to action' }),
  faq: group(
    { ...sectionCopy, intro: paragraph(), items: list(group({ question: line(), answer: list(paragraphTemplate(priceGuideFigures, { label: 'Paragraph', hint: 'Placeholders: {projectsFrom}, {projectsTo} and {monthlyFrom} write the price guide’s figures (under How pricing works).' })) }), 1, { label: 'Questions' }) },
    { label: 'Questions' },
  ),
});

export const portfolioPageSchema = group({
  meta: meta(),
  intro: pageIntro,
  links: group({ viewWork: line(), viewProfile: line(), viewPost: line(), jumpLinksLabel: line({ label: 'Name of the jump links' }) }, { label: 'Link words' }),
  workSamples: group({ ...sectionCopy, intro: paragraph(), sampleCount: plural(['count'], { label: 'Number of samples' }), scrollHint: line({ label: 'Scroll hint', hint: 'Beside the number of samples on screens where a row of samples scrolls sideways (a sector here; the work on the home page, on phones), e.g. swipe.' }) }, { label: 'Work samples' }),
  linkedin: group(
    { navLabel: line({ label: 'Jump link' }), ...sectionCopy, intro: paragraph(), profilesTitle: line(), seriesTitle: line(), seriesIntro: paragraph(), seriesName: line({ hint: 'Each post shows as this name and its number.' }), seriesResult: line({ label: 'Label over the series’ result', hint: 'Over the headline result of the case study whose quote is by the series’ author, shown beside the posts.' }), pieceTitle: template(['post', 'author'], { label: 'A post’s title on the home page', hint: 'When the home page shows a series post among its work: {post} is the series’ name and the post’s number, {author} whose name it went out under.' }) },
    { label: 'LinkedIn personal brands' },
  ),
  impact: group(
    {
      title: line(),
      figures: group(
        {
          pieces: plural([], { label: 'Published pieces', hint: 'Under the number of pieces on the page: the work samples and the LinkedIn posts.' }),
          clients: plural([], { label: 'Clients', hint: 'Under the number of clients: the sites the samples were published on, and the LinkedIn client profiles.' }),
          formats: plural([], { label: 'Formats', hint: 'Under the number of different types (badges) the samples carry.' }),
        },
        { label: 'Figures (the numbers are counted from the work itself)' },
      ),
    },
    { label: 'Impact statistics' },
  ),
  cta: closing('Call to action'),
});

const sample = () => flag({ label: 'Sample (replace before launch)' });
/** How many work samples may open the Portfolio page beside its headline (`showcase`). */
export const maxShowcase = 2;

export const portfolioSchema = group({
  categories: list(
    group({
      id: anchor(),
      name: line(),
      kind: line({ label: 'What kind of work', hint: 'A few words under the name, e.g. “Patient information and appeals”.' }),
      description: paragraph(),
      items: list(
        group({
          title: line(),
          excerpt: paragraph({ hint: 'A line or two of the published piece, as it reads there: set on the card.' }),
          url: webAddress({ label: 'Published work' }),
          type: line({ hint: 'One of the types of work above.' }),
          sample: sample(),
          showcase: flag({ label: 'Open the Portfolio page with it', hint: 'Its cover opens the page beside the headline: one or two samples, the first alone on phones. Not a piece a case study shows: its card follows straight after.' }),
          cover: line({ label: 'Cover image', widget: 'image', media_folder: '/public/images/work', public_folder: 'images/work', choose_url: false, hint: 'Optional: your own picture; without one a cover is set from the excerpt.' }).optional(),
        }),
        1,
        { label: 'Samples' },
      ),
    }),
    1,
    { label: 'Sectors' },
  ),
  profiles: list(group({ name: line(), role: line(), url: webAddress({ label: 'Profile' }), sample: sample() }), 1, { label: 'LinkedIn client profiles' }),
  posts: list(group({ number: count(1), hook: line(), url: webAddress({ label: 'Post' }), sample: sample() }), 1, { label: 'LinkedIn series posts' }),
  types: list(line({ label: 'Type' }), 1, { label: 'Types of work', label_singular: 'type of work', hint: 'The badges a sample can carry; a new type is offered for samples once the site is rebuilt.' }),
  houseColours: list(group({ site: siteHost(), colour: darkColour({ label: 'House colour' }) }), 0, {
    label: 'House colours',
    hint: 'Optional: one per client site, so the covers drawn for its work carry its brand (its header, rules and buttons). A site your work samples or case studies link to; a client without one is drawn in your colours.',
  }).default([]),
}).superRefine((work, context) => {
  const sites = new Set<string>();
  work.houseColours.forEach((entry, h) => {
    if (sites.has(entry.site)) context.addIssue({ code: 'custom', path: ['houseColours', h, 'site'], message: `names "${entry.site}" a second time: give each site one house colour` });
    sites.add(entry.site);
  });
  const showcased: string[] = [];
  work.categories.forEach((category, c) =>
    category.items.forEach((item, i) => {
      if (!work.types.includes(item.type)) {
        context.addIssue({ code: 'custom', path: ['categories', c, 'items', i, 'type'], message: `must be one of the types of work in "types" (got "${item.type}"): ${work.types.join(', ')}` });
      }
      if (item.showcase) showcased.push(`"categories.${c + 1}.items.${i + 1}.showcase"`);
    }),
  );
  if (showcased.length === 0 || showcased.length > maxShowcase) {
    context.addIssue({
      code: 'custom',
      path: ['categories'],
      message: `must mark 1 to ${maxShowcase} work samples "showcase": true, whose covers open the Portfolio page (${showcased.length ? `marked: ${showcased.join(', ')}` : 'none is marked'})`,
    });
  }
});

export const blogSchema = group({
  label: line({ hint: 'Its short name in lists and breadcrumbs.' }),
  updated: updated(),
  heading: line({ hint: "The list page's main heading and title; {brand} is your brand." }),
  eyebrow: line(),
  intro: paragraph(),
  empty: line({ label: 'With no posts' }),
  cta: closing('Call to action under the list'),
  postsPerPage: count(1, { label: 'Posts per page' }),
  pagination: group(
    {
      label: line({ label: 'Name of the page links' }),
      newer: line(),
      older: line(),
      page: template(['n']),
      pageOf: template(['n', 'total']),
      title: template(['n', 'total']),
      description: template(['first', 'last', 'total']),
    },
    { label: 'Pages of the list' },
  ),
  search: group(
    {
      label: line(),
      placeholder: line(),
      button: line(),
      none: template(['query']),
      one: template(['query']),
      many: template(['count', 'query']),
      searching: line(),
      failed: line(),
    },
    { label: 'Search' },
  ),
  draftLabel: line({ label: 'Draft marker' }),
  description: paragraph({ hint: 'Search results and link previews of the list page.' }),
  author: group({ bio: paragraph(), highlights: list(line({ label: 'Highlight' })) }, { label: 'Author box (your name and role come from the settings)' }),
  about: group({ title: line(), text: paragraph(), cta: line({ label: 'Button' }), href: href({ label: 'Button goes to' }) }, { label: 'About card' }),
  notFound: group({ title: line(), text: line(), back: line() }, { label: 'Post not found' }),
  backToBlog: line(),
  inShort: line({ label: 'In short' }),
  byline: line(),
  updatedLabel: line(),
  sources: group({ heading: line(), reference: template(['n']), back: template(['n']), backShort: line(), again: template(['k']) }, { label: 'Sources' }),
  topic: group(
    {
      eyebrow: line(),
      title: template(['category']),
      intro: plural(['category', 'count']),
      description: plural(['category', 'count']),
      allTopics: line(),
      count: plural(['count']),
    },
    { label: 'Topic pages' },
  ),
  writtenBy: line(),
  tableOfContents: line(),
  share: line(),
  related: line(),
});

export const contactSchema = group({
  page: group(
    {
      label: line({ hint: 'Its short name in lists and breadcrumbs.' }),
      updated: updated(),
      title: line(),
      description: paragraph(),
      eyebrow: line(),
      headline: line(),
      emphasis: emphasis(),
      intro: paragraph(),
      formTitle: line(),
    },
    { label: 'Page' },
  ).superRefine(emphasisInHeadline),
  proof,
  serviceOptions: list(line({ label: 'Service' }), 1, { label: 'Services a visitor can tick' }),
  timelineOptions: list(group({ value: anchor({ label: 'Value sent', hint: 'Lowercase letters and hyphens, e.g. this-week.' }), label: line() }), 1, { label: 'Timeline choices' }),
  formLabels: group(
    Object.fromEntries(
      ['name', 'namePlaceholder', 'nameProblem', 'email', 'emailPlaceholder', 'emailProblem', 'company', 'companyPlaceholder', 'services', 'timeline', 'timelinePrompt', 'project', 'projectPlaceholder', 'success', 'successPlaceholder', 'requiredNote', 'honeypot', 'submit', 'sending', 'draftNote'].map(
        (key) => [key, line()],
      ),
    ) as Record<'name' | 'namePlaceholder' | 'nameProblem' | 'email' | 'emailPlaceholder' | 'emailProblem' | 'company' | 'companyPlaceholder' | 'services' | 'timeline' | 'timelinePrompt' | 'project' | 'projectPlaceholder' | 'success' | 'successPlaceholder' | 'requiredNote' | 'honeypot' | 'submit' | 'sending' | 'draftNote', ReturnType<typeof line>>,
    { label: 'Form labels' },
  ),
  alerts: group({ success: line(), failure: line(), emailInstead: paragraph() }, { label: 'Alerts after sending' }),
  outcome: group({ sending: line(), sent: paragraph(), failed: paragraph(), unsure: paragraph(), unavailable: paragraph(), emailInstead: line(), copyLabel: line() }, { label: 'Notes beside the form after sending' }),
  visitorCopy: paragraph({ label: 'Copy mailed to the visitor', hint: 'Sent only when the copy to visitors is switched on.' }),
  sentPage: group({ title: line(), description: paragraph(), eyebrow: line(), headline: line(), text: paragraph(), home: line(), blog: line() }, { label: 'Thank-you page (without scripts)' }),
  enquirySubject: line({ label: 'Subject of the enquiry email' }),
  sidebar: group(
    {
      direct: group({ title: line(), text: line() }, { label: 'Direct contact' }),
      response: group({ title: line(), text: line() }, { label: 'Response time' }),
      next: group({ title: line(), steps: list(line({ label: 'Step' })) }, { label: 'What happens next' }),
    },
    { label: 'Sidebar' },
  ),
  bookCall: group({ title: line(), text: line(), label: line() }, { label: 'Booking link (shown when a booking page is set)' }),
});

export const caseStudyWordsSchema = group({
  readCaseStudy: line({ label: 'Link on every case-study card' }),
  section: group({ navLabel: line({ label: 'Jump link' }), ...sectionCopy, intro: paragraph() }, { label: 'Case studies on /portfolio' }),
  heroProof: group({ label: line(), workLabel: line(), cta: line() }, { label: 'Featured case study on the home page' }),
  page: group(
    {
      ...(Object.fromEntries(
        ['eyebrow', 'breadcrumbLabel', 'headlineLabel', 'clientLabel', 'sectorLabel', 'serviceLabel', 'challenge', 'approach', 'results', 'quoteLabel', 'published', 'services', 'servicesTitle', 'serviceLink', 'next'].map((key) => [key, line()]),
      ) as Record<'eyebrow' | 'breadcrumbLabel' | 'headlineLabel' | 'clientLabel' | 'sectorLabel' | 'serviceLabel' | 'challenge' | 'approach' | 'results' | 'quoteLabel' | 'published' | 'services' | 'servicesTitle' | 'serviceLink' | 'next', ReturnType<typeof line>>),
      work: line({ label: 'Heading over the published pieces', hint: 'Small capitals over the client’s pieces from your portfolio (the work samples on the site of the case study’s address), under "What I did", e.g. "The pieces, as published".' }),
      offline: line({ label: 'Heading over the pieces not online', hint: 'Small capitals over the pieces a case study names under "Pieces not online" (emails, print: no address to link to), e.g. "Also in the project, not online".' }),
      editLabel: line({ label: 'Heading over an edit', hint: 'Small capitals over a case study’s line before and after, e.g. "One line, before and after".' }),
      editBefore: line({ label: 'Word before the original', hint: 'e.g. Before (screen readers hear it too).' }),
      editAfter: line({ label: 'Word before the rewrite', hint: 'e.g. After.' }),
    },
    { label: 'Headings of a case study' },
  ),
  cta: closing('Call to action'),
});

export const testimonialSchema = group({ quote: paragraph(), name: line(), role: line(), company: line() });

export const clientsSchema = group({ label: line(), names: list(line({ label: 'Client' }), 1, { label: 'Clients' }) });

export const statsSchema = group({
  experienceBadges: list(stat, 1, { label: 'Experience badges (home hero)' }),
  homeStats: list(stat, 1, { label: 'Home statistics' }),
});

const navLink = group({ label: line(), href: href() });

export const navigationSchema = group({
  mainNav: list(navLink, 1, { label: 'Top bar' }),
  getStarted: group({ label: line(), href: href() }, { label: 'Button in the top bar' }),
  menuToggleLabel: line({ label: 'Name of the phone menu button' }),
  notFoundPage: group({ title: line(), code: line(), headline: line(), text: paragraph(), home: navLink }, { label: 'Page not found' }),
  footerServices: list(navLink, 1, { label: 'Footer: services' }),
  footerCompany: list(navLink, 1, { label: 'Footer: company' }),
});

export const discoverabilitySchema = group({
  shareCard: group({ eyebrow: line(), headline: line(), alt: line({ label: 'Description of the image' }) }, { label: 'Share image' }),
  feed: group({ title: line(), description: line() }, { label: 'Feed' }),
  llmsDetails: list(paragraph({ label: 'Paragraph' }), 1, { label: 'About you, for AI assistants (llms.txt)' }),
  aiCrawlers: list(line({ label: 'Crawler' }), 1, { label: 'AI crawlers welcome in robots.txt' }),
});

/** Every content file the site reads beside the posts, case studies and settings: its path, its schema and its name in the editor. */
export const dataFiles = {
  home: { file: 'content/pages/home.json', schema: homeSchema, label: 'Home' },
  about: { file: 'content/pages/about.json', schema: aboutSchema, label: 'About' },
  services: { file: 'content/pages/services.json', schema: servicesSchema, label: 'Services' },
  portfolioPage: { file: 'content/pages/portfolio.json', schema: portfolioPageSchema, label: 'Portfolio page' },
  blog: { file: 'content/pages/blog.json', schema: blogSchema, label: 'Blog (Help Centre)' },
  contact: { file: 'content/pages/contact.json', schema: contactSchema, label: 'Contact' },
  caseStudyWords: { file: 'content/pages/case-studies.json', schema: caseStudyWordsSchema, label: 'Case-study pages' },
  portfolio: { file: 'content/portfolio.json', schema: portfolioSchema, label: 'Work samples' },
  testimonial: { file: 'content/testimonial.json', schema: testimonialSchema, label: 'Testimonial' },
  clients: { file: 'content/clients.json', schema: clientsSchema, label: 'Clients' },
  stats: { file: 'content/stats.json', schema: statsSchema, label: 'Figures' },
  navigation: { file: 'content/navigation.json', schema: navigationSchema, label: 'Menus and page not found' },
  discoverability: { file: 'content/discoverability.json', schema: discoverabilitySchema, label: 'Search and AI assistants' },
} as const satisfies Record<string, { file: string; schema: z.ZodType; label: string }>;

export type DataFileKey = keyof typeof dataFiles;

export { editorUi };
