/**
 * The one place for the site's identity. The owner's settings are in content/site.json (edit them there or in the
 * editor at /admin); they are checked when read, and a problem stops the build naming the file and the field.
 * SITE_URL, ENQUIRY_EMAIL, FORM_ENDPOINT and BOOKING_URL may be set at build time (see docs/owner.md, "Build-time settings").
 */
import { parseSettings } from '../lib/render/site-settings';
import settings from './site.json';

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
  /** Optional site path of the owner's portrait, e.g. /images/portrait.webp. */
  portrait?: string;
  locale: string;
  location: string;
  copyrightYear: number;
  /** True once a test enquiry sent from the live site has arrived (the launch checklist asks for it). */
  formChecked: boolean;
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

const owner = parseSettings(settings);

export const site: SiteConfig = {
  ...owner,
  email: process.env.ENQUIRY_EMAIL || owner.email,
  url: trimSlash(process.env.SITE_URL || owner.url),
  formEndpoint: trimSlash(process.env.FORM_ENDPOINT || 'https://formsubmit.co'),
  bookingUrl: optionalAddress('BOOKING_URL', process.env.BOOKING_URL) ?? owner.bookingUrl,
  locale: 'en-GB',
};
