/**
 * The one place for the site's identity. Edit these values to rebrand the site.
 * SITE_URL, ENQUIRY_EMAIL, FORM_ENDPOINT and BOOKING_URL may be set at build time (see README).
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
  /**
   * Optional address of a booking page (Calendly, Cal.com, …). When set, /contact and /about show a plain
   * "Book a 30-minute call" link to it (new tab, no embed, no script); when empty, nothing shows.
   */
  bookingUrl?: string;
  /**
   * Optional: a portrait of the owner, a JPEG, PNG, WebP or AVIF file in public/ (e.g. 'images/hannah.jpg'), at least
   * 800 px wide, with its description. The build cuts it to 4:5 and writes AVIF and WebP copies; it then shows in the
   * home hero on wide screens, on About and in post bylines. Without one, the monogram is shown instead.
   */
  portrait?: { file: string; alt: string };
  locale: string;
  location: string;
  copyrightYear: number;
}

const trimSlash = (value: string) => value.replace(/\/+$/, '');

/** An optional web address: empty means unset; anything but a full http(s) address stops the build, naming the setting. */
function optionalAddress(name: string, value: string | undefined): string | undefined {
  const address = value?.trim();
  if (!address) return undefined;
  if (!URL.canParse(address) || !/^https?:$/.test(new URL(address).protocol)) {
    throw new Error(`${name} must be a full address such as https://cal.com/your-name/30min (got "${address}")`);
  }
  return address;
}

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
  // Write the address here, or set BOOKING_URL when building; leave both empty to show no booking link.
  bookingUrl: optionalAddress('BOOKING_URL', process.env.BOOKING_URL || ''),
  // portrait: { file: 'images/portrait.jpg', alt: 'Hannah Mercer at her desk' },
  locale: 'en-GB',
  location: 'United Kingdom',
  copyrightYear: 2025,
};
