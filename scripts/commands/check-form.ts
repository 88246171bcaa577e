/**
 * `npm run check:form`: sends one clearly labelled test enquiry to the configured form service, from the
 * production origin (SITE_URL), exactly as the contact page's script does, and says in one line which
 * state the form is in. Run it after changing the enquiry address, the host, SITE_URL or the service.
 * A delivered check of the real service is recorded in content/form-check.json, which the launch checklist compares
 * with the settings, so a later change of address, host or service asks for a new check.
 *
 *   exit 0  delivered          the service accepted it: look for it in the inbox (and the spam folder)
 *   exit 1  settings           a setting in lib/content/site.ts is wrong (named)
 *   exit 2  needs activation   the service mailed an activation link: click it, then run this again
 *   exit 3  refused            the service said no, and why
 *   exit 4  unreachable        no answer in time, or one that could not be read
 */
import { pathToFileURL } from 'node:url';
import { enquirySubject } from '@/lib/content/contact';
import { site } from '@/lib/content/site';
import { serviceOf, requestFields, type ServiceSettings } from '@/lib/form-service';
import { checkedSettingsOf, writeCheckRecord } from '@/lib/form-service/check-record';
import { EnquirySettingsError, serviceSettings } from '@/lib/form-service/settings';

export const exitCodes = { delivered: 0, settings: 1, activation: 2, refused: 3, unreachable: 4 } as const;
export type FormState = keyof typeof exitCodes;

export interface CheckResult {
  state: FormState;
  line: string;
}

/** The test enquiry: labelled in every field the owner sees first, so nobody mistakes it for a client. */
export function testEnquiry(settings: ServiceSettings, origin: string, at: Date): Array<[string, string]> {
  return [
    ['name', 'Website check (npm run check:form)'],
    ['email', settings.to],
    ['company', origin],
    ['timeline', ''],
    ['project', `A test enquiry sent by npm run check:form on ${at.toISOString()} to check that the contact form at ${origin} reaches you. No reply needed.`],
    ['success', ''],
  ];
}

/** Sends the test enquiry and reads the answer. */
export async function checkForm(settings: ServiceSettings, siteUrl: string, timeoutMs = 15_000, at = new Date()): Promise<CheckResult> {
  const service = serviceOf(settings);
  const origin = new URL(siteUrl).origin;
  const body = new FormData();
  for (const [name, value] of requestFields(settings, testEnquiry(settings, origin, at), '')) body.append(name, value);
  const address = service.ajaxUrl(settings);
  let answer;
  try {
    const response = await fetch(address, {
      method: 'POST',
      // The service refuses a send without the page's origin; this is the one the live contact page has.
      headers: { ...service.headers, Origin: origin, Referer: `${origin}/contact` },
      body,
      signal: AbortSignal.timeout(timeoutMs),
    });
    answer = service.read(response.status, await response.text());
  } catch (error) {
    const why = error instanceof Error && error.name === 'TimeoutError' ? `no answer within ${timeoutMs / 1000} s` : `${error instanceof Error ? (error.cause ?? error.message) : error}`;
    return { state: 'unreachable', line: `unreachable: ${service.name} at ${address} could not be reached (${why}); check your connection and the service's status page, then run npm run check:form again` };
  }
  switch (answer.kind) {
    case 'sent':
      return {
        state: 'delivered',
        line: `delivered: ${service.name} accepted a test enquiry from ${origin} for ${settings.to}; look for "${enquirySubject}" from "Website check" in that inbox (and its spam folder) within a few minutes`,
      };
    case 'activation':
      return {
        state: 'activation',
        line: `needs activation: ${service.name} has emailed an activation link to ${settings.to} for ${origin} (look in the spam folder too); click it, then run npm run check:form again. Until then visitors are asked to email you instead`,
      };
    case 'refused':
      return { state: 'refused', line: `refused: ${service.name} refused the test enquiry from ${origin}: ${answer.reason}` };
    case 'unreadable':
      return { state: 'unreachable', line: `unreachable: ${service.name} at ${address} gave ${answer.reason}; the address or FORM_ENDPOINT may be wrong, or the service is down` };
  }
}

async function main() {
  let settings: ServiceSettings;
  try {
    settings = serviceSettings();
  } catch (error) {
    if (!(error instanceof EnquirySettingsError)) throw error;
    console.log(`settings: ${error.message.replace(/\n/g, '; ')}`);
    process.exit(exitCodes.settings);
  }
  const at = new Date();
  const { state, line } = await checkForm(settings, site.url, undefined, at);
  console.log(line);
  // The launch checklist reads this record and asks for a new check when the address, host or service changes.
  // A check against FORM_ENDPOINT (a stand-in or a copy) proves nothing about the real service, so it is not recorded.
  if (state === 'delivered' && !site.formEndpoint) writeCheckRecord(checkedSettingsOf(settings, site.url), at);
  process.exit(exitCodes[state]);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) void main();
