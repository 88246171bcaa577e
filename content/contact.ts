/**
 * Words and options of the contact page and its enquiry form. The enquiry address and the
 * form service come from content/site.ts.
 */

export const contactPage = {
  /** When this page's words last changed (YYYY-MM-DD): the sitemap's lastmod. Change it when you edit them. */
  updated: '2025-01-20',
  title: 'Contact',
  description:
    'Tell me about your content needs: website copy, blog strategy, LinkedIn ghostwriting or agency overflow. I reply within 24 hours with next steps.',
  eyebrow: 'Start the conversation',
  headline: 'Ready to dominate AI search results?',
  intro:
    'Tell me where your content stands and where you need it to be. A few lines are enough: I read every enquiry myself and reply with honest next steps, even when I am not the right fit.',
  formTitle: 'Your project enquiry',
} as const;

/** The proof beside the form: a case study (a file name in content/case-studies/, without .md). */
export const contactProof = {
  caseStudy: 'harbour-hospice',
  label: 'What an enquiry led to',
};

/** The services a visitor can tick, in the order shown (and sent). */
export const serviceOptions = [
  'Website content',
  'Blog strategy',
  'LinkedIn ghostwriting',
  'Agency overflow',
  'Not sure yet',
] as const;

export type Service = (typeof serviceOptions)[number];

/** Timeline choices: the value sent to the form service and the label shown. */
export const timelineOptions = [
  { value: 'this-week', label: 'This week' },
  { value: 'this-month', label: 'This month' },
  { value: 'next-quarter', label: 'Next quarter' },
  { value: 'exploring', label: 'Just exploring' },
] as const;

export type Timeline = (typeof timelineOptions)[number]['value'];

export const formLabels = {
  name: 'Name *',
  namePlaceholder: 'Your full name',
  nameProblem: 'Please tell me your name.',
  email: 'Email *',
  emailPlaceholder: 'you@company.com',
  emailProblem: 'Please enter an email address I can reply to, like you@company.com.',
  company: 'Company or website',
  companyPlaceholder: 'Company name or web address',
  services: 'Which services are you interested in?',
  timeline: 'Timeline',
  timelinePrompt: 'When do you need this?',
  project: 'Tell me about your project',
  projectPlaceholder: 'What are you working on, who is it for, and what is not working today?',
  success: 'What would success look like?',
  successPlaceholder: 'More qualified leads, a steadier posting rhythm, being cited by AI assistants…',
  requiredNote: 'Fields marked * are required.',
  honeypot: 'Leave this field empty',
  submit: 'Send my enquiry',
  sending: 'Sending…',
  draftNote: 'Until you send it, what you type stays in this browser only, and for no more than 7 days.',
} as const;

/**
 * The alerts after a send. `success` and `failure` are the specification's words: `failure` follows a
 * refusal, a request that failed or timed out, or an answer that could not be read. `emailInstead` follows
 * a send the form cannot make (the service wants the owner to activate it, or a hidden spam-trap field was
 * filled), where trying again cannot help.
 */
export const enquiryAlerts = {
  success: 'Message sent successfully!',
  failure: 'Failed to send message. Please try again.',
  emailInstead: 'This form cannot send your enquiry just now. Please email it instead: it is ready to copy below the form.',
} as const;

/**
 * What the form area says while and after sending, announced to screen readers. Each note stays in place
 * until the next send; after every outcome but `sent`, the visitor also gets the enquiry address and their
 * enquiry as text, ready to copy into an email. "Sent" means the service accepted it: it may still sit in a
 * spam folder, so nothing here says it has arrived.
 */
export const enquiryOutcome = {
  sending: 'Sending your enquiry…',
  sent: 'Thank you: your enquiry has been sent. I read every one myself and reply within 24 hours, usually the same day, to the email address you gave. No reply by then? Please email me directly: a spam filter may have caught it.',
  /** The service refused it: it has not gone. */
  failed: 'Your enquiry has not been sent, and everything you typed is still in the form. Please try again in a moment, or email it to me instead.',
  /** No answer in time, or one that could not be read: it may or may not have gone. */
  unsure:
    'Your enquiry may not have been sent: the form service gave no clear answer. Everything you typed is still in the form. Please email it to me instead; if you send it here again, it may arrive twice.',
  /** The form cannot take enquiries until the owner acts (activation), or a hidden spam-trap field was filled. */
  unavailable: 'This form cannot take your enquiry just now, and everything you typed is still in the form. Please email it to me instead: it is ready to copy below.',
  emailInstead: 'Email it to',
  copyLabel: 'Your enquiry, ready to copy into an email',
} as const;

/**
 * The copy of their enquiry the service mails the visitor when content/site.ts `enquiries.copyToVisitor`
 * is on (FormSubmit's `_autoresponse`, sent above the enquiry's fields).
 */
export const visitorCopy =
  'Thank you for your enquiry: here is a copy of what you sent. I read every enquiry myself and reply within 24 hours, usually the same day.';

/**
 * The thank-you page a visitor without scripts returns to after the form service has taken their enquiry.
 * It is kept out of search results, the sitemap and llms.txt: nobody should land on it from elsewhere.
 */
export const sentPage = {
  path: '/contact/sent',
  title: 'Enquiry sent',
  description: 'Thank you for your enquiry: it has been sent, and I reply within 24 hours with honest next steps and a time for a discovery call.',
  eyebrow: 'Enquiry sent',
  headline: 'Thank you: your enquiry has been sent',
  text: 'I read every enquiry myself and reply within 24 hours, usually the same day, to the email address you gave. No reply by then? Please check your spam folder, or email me directly: a spam filter may have caught your enquiry.',
  home: 'Return to Home',
  blog: 'Read the blog while you wait',
} as const;

/** The subject line the form service gives the enquiry email. */
export const enquirySubject = 'New Contact Form Submission';

export const contactSidebar = {
  direct: {
    title: 'Direct Contact',
    text: 'Prefer email? Write to me directly:',
  },
  response: {
    title: 'Response Time',
    text: 'I typically respond within 24 hours, often the same day.',
  },
  next: {
    title: 'What Happens Next',
    steps: [
      'I review your requirements and any examples you share.',
      'We book a 30-minute discovery call to agree goals, audience and scope.',
      'You receive a custom proposal with clear pricing: no hidden extras.',
      'Work starts within 48 hours of your approval.',
    ],
  },
} as const;

/** The booking link shown beside the form and in the About page's call to action when content/site.ts has a bookingUrl. */
export const bookCall = {
  title: 'Prefer to talk?',
  text: 'Pick a time that suits you for a free, no-obligation call about your project.',
  label: 'Book a 30-minute call',
} as const;
