/**
 * The owner's settings in content/site.json (edited by hand or in the editor at /admin): what each may hold, and
 * one message per problem naming the file and the field, e.g.
 *   content/site.json: "email" must be an email address, e.g. hello@example.com (got "hello at example")
 */
import { z } from 'zod';

export const settingsFile = 'content/site.json';

const missing = 'is missing: add it to the file';
const text = z
  .string({ error: (issue) => (issue.input === undefined ? missing : 'must be text in quotes') })
  .trim()
  .min(1, 'must not be empty: write its text');

const webAddress = (example: string) =>
  z.url({ protocol: /^https?$/, error: (issue) => `must be a full address such as ${example}${issue.input === undefined ? '' : ` (got "${String(issue.input)}")`}` });

/** An optional address: empty text means unset. */
const optionalAddress = (example: string) =>
  z
    .string({ error: `must be a full address such as ${example}, or empty` })
    .trim()
    .transform((value) => value || undefined)
    .pipe(webAddress(example).optional());

export const siteSettingsSchema = z.strictObject({
  /** Brand name shown in the header, titles and the Help Centre heading. */
  brand: text,
  /** Two letters for the favicon and the author mark. */
  monogram: text.pipe(z.string().max(3, 'must be at most 3 letters, e.g. "HM"')),
  owner: text,
  role: text,
  /** One sentence for the footer, meta descriptions and llms.txt. */
  blurb: text,
  /** Where enquiries go: the mailto link and the form-forwarding address (ENQUIRY_EMAIL overrides it). */
  email: z.email({ error: (issue) => (issue.input === undefined ? missing : `must be an email address, e.g. hello@example.com (got "${String(issue.input)}")`) }),
  /** Public address of the site, no trailing slash (SITE_URL overrides it). */
  url: webAddress('https://www.example.com').transform((value) => value.replace(/\/+$/, '')),
  /** The owner's professional-network profile and the words on its link. */
  profileUrl: webAddress('https://www.linkedin.com/in/your-name'),
  profileLabel: text,
  /** A booking page (Calendly, Cal.com…): /contact and /about link to it when set (BOOKING_URL overrides it). */
  bookingUrl: optionalAddress('https://cal.com/your-name/30min').optional(),
  /**
   * The owner's portrait (optional): `file`, a photo in public/images/ at least 800 px wide (e.g. /images/portrait.jpg),
   * and `alt`, its description. The build cuts it to 4:5 in AVIF and WebP; without it the monogram shows.
   */
  portrait: z
    .strictObject(
      {
        file: z
          .string({ error: 'must be a site path such as /images/portrait.jpg' })
          .trim()
          .regex(/^\/?images\/\S+\.(?:avif|webp|jpe?g|png)$/i, 'must be a site path such as /images/portrait.jpg')
          .transform((value) => value.replace(/^\//, '')),
        alt: text,
      },
      { error: 'must be { "file": "/images/portrait.jpg", "alt": "a description of the photo" }' },
    )
    .optional(),
  location: text,
  copyrightYear: z.int({ error: 'must be a year, e.g. 2025 (without quotes)' }).min(2000, 'must be a year, e.g. 2025').max(2100, 'must be a year, e.g. 2025'),
});

export type SiteSettings = z.output<typeof siteSettingsSchema>;

export type SettingsValidation = { ok: true; value: SiteSettings } | { ok: false; errors: string[] };

/** Checks the settings as read from `file` (parsed JSON, or the text when it is not JSON). */
export function validateSettings(data: unknown, file = settingsFile): SettingsValidation {
  const result = siteSettingsSchema.safeParse(data);
  if (result.success) return { ok: true, value: result.data };
  const errors = result.error.issues.map((issue) => {
    if (issue.code === 'unrecognized_keys') {
      return `${file}: unknown field ${issue.keys.map((key) => `"${key}"`).join(', ')}: correct the spelling or remove it (allowed: ${Object.keys(siteSettingsSchema.shape).join(', ')})`;
    }
    return issue.path.length ? `${file}: "${issue.path.join('.')}" ${issue.message}` : `${file}: must be one object of settings in braces, { "brand": "…", … }`;
  });
  return { ok: false, errors };
}

/** The settings, or an error listing every problem. */
export function parseSettings(data: unknown, file = settingsFile): SiteSettings {
  const checked = validateSettings(data, file);
  if (!checked.ok) throw new Error(checked.errors.join('\n'));
  return checked.value;
}
