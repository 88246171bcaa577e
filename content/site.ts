/**
 * The one place for the site's identity. Edit these values to rebrand the site.
 * SITE_URL, ENQUIRY_EMAIL and FORM_ENDPOINT may be overridden at build time (see README).
 */
export interface SiteConfig {
  /** Brand name shown in the header, titles and the Help Centre heading. */
  brand: string;
  /** Two-letter monogram used for the favicon and the author mark. */
  monogram: string;
  owner: string;
  role: string;
  /** One-sentence summary used in the footer, meta descriptions and llms.txt. */
  blurb: string;
  /** Where enquiries go: the mailto link and the form-forwarding address. */
  email: string;
  /** Public address of the site, no trailing slash (the base path is added separately). */
  url: string;
  /** The owner's professional-network profile. */
  profileUrl: string;
  profileLabel: string;
  /** Base address of the form-forwarding service. */
  formEndpoint: string;
  locale: string;
  location: string;
  copyrightYear: number;
}

const trimSlash = (value: string) => value.replace(/\/+$/, '');

export const site: SiteConfig = {
  brand: 'Mercer Content',
  monogram: 'HM',
  owner: 'Hannah Mercer',
  role: 'Senior Content Strategist & LinkedIn Ghostwriter',
  blurb:
    'Senior content strategy, copywriting and LinkedIn ghostwriting for growing companies, executives and agencies, built to be found and quoted by search engines and AI assistants.',
  email: process.env.ENQUIRY_EMAIL || 'hello@mercercontent.co.uk',
  url: trimSlash(process.env.SITE_URL || 'https://www.mercercontent.co.uk'),
  profileUrl: 'https://www.linkedin.com/in/hannah-mercer-content',
  profileLabel: 'LinkedIn',
  formEndpoint: trimSlash(process.env.FORM_ENDPOINT || 'https://formsubmit.co'),
  locale: 'en-GB',
  location: 'United Kingdom',
  copyrightYear: 2025,
};
