/** The site's identity from content/site.json, with build-time settings (docs/content.md, "Build-time settings"). */
import { parseSettings, siteSettingsSchema, type SiteSettings } from '../render/site-settings';
import settings from '../../content/site.json';

/**
 * The owner's settings (`siteSettingsSchema` in lib/render/site-settings.ts says what each holds), with the build's
 * environment applied and what only the build sets.
 */
export type SiteConfig = SiteSettings & {
  /**
   * Replaces the form service's documented address when set (FORM_ENDPOINT: a local stand-in, or a
   * self-hosted copy); empty for the service's own.
   */
  formEndpoint: string;
  /** How enquiries travel (docs/enquiries.md); checked by lib/form-service/settings.ts when building. */
  enquiries: EnquirySettings;
  locale: string;
};

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

/** BOOKING_URL, checked as the setting it overrides is: empty means unset; a bad address stops the build, naming it. */
function bookingUrlFromEnv(): string | undefined {
  const checked = siteSettingsSchema.shape.bookingUrl.safeParse(process.env.BOOKING_URL ?? '');
  if (!checked.success) throw new Error(`BOOKING_URL ${checked.error.issues[0].message}`);
  return checked.data;
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
  bookingUrl: bookingUrlFromEnv() ?? owner.bookingUrl,
  locale: 'en-GB',
};
