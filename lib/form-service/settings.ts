/**
 * The owner's enquiry settings (lib/content/site.ts `email`, `formEndpoint`, `enquiries`) checked with zod and
 * resolved into what a service module needs. Run by the build's check (every problem named by file and
 * field), the contact page, the page policy and `npm run check:form`. Never shipped to the browser.
 */
import { z } from 'zod';
import { enquirySubject, visitorCopy } from '@/lib/content/contact';
import { site, type SiteConfig } from '@/lib/content/site';
import { formServices } from './index';
import { mailLayouts, serviceIds, type OptionalSetting, type ServiceSettings } from './service';

const file = 'lib/content/site.ts';

const settingNames: Record<OptionalSetting, string> = {
  backupAddress: 'enquiries.backupAddress',
  visitorCopy: 'enquiries.copyToVisitor',
  mailLayout: 'enquiries.mailLayout',
};

const schema = z
  .object({
    email: z.email({ error: 'must be an email address such as hello@example.com' }),
    formEndpoint: z.union([z.literal(''), z.url({ protocol: /^https?$/, error: 'must be empty or a full address such as https://formsubmit.co' })]),
    enquiries: z.object({
      service: z.string().regex(new RegExp(`^(?:${serviceIds.join('|')})(?::.+)?$`), {
        error: `must be ${serviceIds.map((id) => (id === 'formsubmit' ? `'${id}'` : `'${id}:<key>'`)).join(', ')}`,
      }),
      backupAddress: z.email({ error: 'must be null or an email address' }).nullable(),
      copyToVisitor: z.boolean(),
      mailLayout: z.enum(mailLayouts, { error: `must be null or one of ${mailLayouts.map((layout) => `'${layout}'`).join(', ')}` }).nullable(),
    }),
  })
  .transform((config, context): ServiceSettings => {
    const [id, ...rest] = config.enquiries.service.split(':');
    const service = formServices[id as keyof typeof formServices];
    const key = service.id === 'formsubmit' ? config.email : rest.join(':');
    const keyProblem = service.keyProblem(key);
    if (keyProblem) context.addIssue({ code: 'custom', path: service.id === 'formsubmit' ? ['email'] : ['enquiries', 'service'], message: `${service.name} needs ${service.keyName}: ${keyProblem}` });
    const settings: ServiceSettings = {
      service: service.id,
      endpoint: (config.formEndpoint || service.endpoint).replace(/\/+$/, ''),
      key,
      to: config.email,
      subject: enquirySubject,
      ...(config.enquiries.backupAddress ? { backupAddress: config.enquiries.backupAddress } : {}),
      ...(config.enquiries.copyToVisitor ? { visitorCopy } : {}),
      ...(config.enquiries.mailLayout ? { mailLayout: config.enquiries.mailLayout } : {}),
    };
    for (const option of Object.keys(settingNames) as OptionalSetting[]) {
      if (settings[option] !== undefined && !service.supports.includes(option)) {
        context.addIssue({ code: 'custom', path: settingNames[option].split('.'), message: `is a FormSubmit feature: switch it off for ${service.name}` });
      }
    }
    return settings;
  });

export class EnquirySettingsError extends Error {}

/** One line per problem: the file, the setting and what is wrong. */
function problemsOf(error: z.ZodError): string[] {
  return error.issues.map((issue) => `${file}: ${issue.path.join('.') || 'site'} ${issue.message}`);
}

type Checked = Pick<SiteConfig, 'email' | 'formEndpoint' | 'enquiries'>;

/** Every problem with the enquiry settings, one line each; empty when they are fine. */
export function enquirySettingsProblems(config: Checked = site): string[] {
  const result = schema.safeParse(config);
  return result.success ? [] : problemsOf(result.error);
}

/** The resolved settings a service module needs; throws naming every problem. */
export function serviceSettings(config: Checked = site): ServiceSettings {
  const result = schema.safeParse(config);
  if (!result.success) throw new EnquirySettingsError(problemsOf(result.error).join('\n'));
  return result.data;
}
