/**
 * The one place for the site's identity. The owner's settings are in content/site.json (edit them there or in the
 * editor at /admin); they are checked when read, and a problem stops the build naming the file and the field.
 * SITE_URL, ENQUIRY_EMAIL, FORM_ENDPOINT and BOOKING_URL may be set at build time (see docs/content.md, "Build-time settings").
 */
import { parseSettings } from '../render/site-settings';
import settings from '../../content/site.json';

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
  /**
   * Replaces the form service's documented address when set (FORM_ENDPOINT: a local stand-in, or a
   * self-hosted copy); empty for the service's own.
   */
  formEndpoint: string;
  /** How enquiries travel (docs/enquiries.md); checked by lib/form-service/settings.ts when building. */
  enquiries: EnquirySettings;
  /**
   * Optional address of a booking page (Calendly, Cal.com, …). When set, /contact and /about show a plain
   * "Book a 30-minute call" link to it (new tab, no embed, no script); when empty, nothing shows.
   */
  bookingUrl?: string;
  /**
   * Optional: a portrait of the owner, a JPEG, PNG, WebP or AVIF file in public/images/ (e.g. /images/hannah.jpg; in content/site.json or the editor), at least
   * 800 px wide, with its description. The build cuts it to 4:5 and writes AVIF and WebP copies; it then shows in the
   * home hero on wide screens, on About and in post bylines. Without one, the monogram is shown instead.
   */
  portrait?: { file: string; alt: string };
  locale: string;
  location: string;
  copyrightYear: number;
}

/** The enquiry form's owner settings. Run `npm run check:form` after changing any of them. */
export interface EnquirySettings {
  /**
   * The form-forwarding service, in one setting: 'formsubmit' (addressed by `email`),
   * 'formspree:<form id>' or 'web3forms:<access key>'. FORM_SERVICE overrides it at build time.
   */
  service: string;
  /** A second address that gets a copy of every enquiry (FormSubmit `_cc`), e.g. 'backup@example.com'; null for none. */
  backupAddress: string | null;
  /** Mail the visitor a copy of their enquiry with the words of `visitorCopy` in content/pages/contact.json (FormSubmit `_autoresponse`). */
  copyToVisitor: boolean;
  /** The layout of the enquiry mail (FormSubmit `_template`): 'basic', 'table' or 'box'; null for the service's own. */
  mailLayout: 'basic' | 'table' | 'box' | null;
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
  formEndpoint: trimSlash(process.env.FORM_ENDPOINT || ''),
  // Each is off until you set it; the backup address, the copy and the layout are FormSubmit features.
  enquiries: {
    service: process.env.FORM_SERVICE || 'formsubmit',
    backupAddress: null,
    copyToVisitor: false,
    mailLayout: null,
  },
  bookingUrl: optionalAddress('BOOKING_URL', process.env.BOOKING_URL) ?? owner.bookingUrl,
  locale: 'en-GB',
};
