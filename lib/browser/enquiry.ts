/**
 * The enquiry form's data and the call that sends it, free of React so it can be unit-tested.
 * What each form service wants and answers is in lib/form-service.
 */
import { enquirySubject, formLabels, serviceOptions, timelineOptions } from '@/lib/content/contact-form';
import { requestFields, serviceOf, type Answer, type Fields, type ServiceSettings } from '@/lib/form-service';

export interface Enquiry {
  name: string;
  email: string;
  company: string;
  /** The ticked services, as `serviceOptions` names them. */
  services: string[];
  /** A `timelineOptions` value, or '' when none is chosen. */
  timeline: string;
  project: string;
  success: string;
}

export const emptyEnquiry: Enquiry = {
  name: '',
  email: '',
  company: '',
  services: [],
  timeline: '',
  project: '',
  success: '',
};

const textFields = ['name', 'email', 'company', 'project', 'success'] as const;

/** True when nothing has been typed, ticked or chosen. */
export function isBlank(enquiry: Enquiry): boolean {
  return textFields.every((field) => enquiry[field] === '') && enquiry.services.length === 0 && enquiry.timeline === '';
}

/**
 * An enquiry from untrusted data (stored drafts, form fields): text fields must be strings,
 * services and timeline must be known options; anything else is left empty.
 */
export function coerceEnquiry(data: unknown): Enquiry {
  const record = (data && typeof data === 'object' ? data : {}) as Record<string, unknown>;
  const enquiry: Enquiry = { ...emptyEnquiry, services: [] };
  for (const field of textFields) {
    if (typeof record[field] === 'string') enquiry[field] = record[field];
  }
  const services = Array.isArray(record.services) ? record.services : [];
  enquiry.services = serviceOptions.filter((service) => services.includes(service));
  enquiry.timeline = timelineOptions.find((option) => option.value === record.timeline)?.value ?? '';
  return enquiry;
}

/** What the form's fields hold (read with `new FormData(form)` when the visitor sends). */
export function enquiryFromFormData(data: FormData): Enquiry {
  const fields: Record<string, unknown> = Object.fromEntries([...textFields, 'timeline'].map((field) => [field, data.get(field)]));
  return coerceEnquiry({ ...fields, services: data.getAll('services') });
}

/** The enquiry's own fields, in the form's order: one `services` entry per ticked service, in the order shown. */
export function enquiryFields(enquiry: Enquiry): Fields {
  return [
    ['name', enquiry.name],
    ['email', enquiry.email],
    ['company', enquiry.company],
    ...serviceOptions.filter((service) => enquiry.services.includes(service)).map((service): [string, string] => ['services', service]),
    ['timeline', enquiry.timeline],
    ['project', enquiry.project],
    ['success', enquiry.success],
  ];
}

/**
 * The scripted send's body: the enquiry's fields, then the service's own (for FormSubmit `_to` and
 * `_subject`, and any owner options) and its honeypot last (lib/form-service).
 */
export function buildEnquiryFormData(enquiry: Enquiry, settings: ServiceSettings, honey = ''): FormData {
  const data = new FormData();
  for (const [name, value] of requestFields(settings, enquiryFields(enquiry), honey)) data.append(name, value);
  return data;
}

/** Every press of Send is answered within this time. */
export const answerWithinMs = 20_000;

/** How long a held send waits for the form's script (lib/browser/island-loader.ts) before the form is posted natively. */
export const readyWithinMs = 8_000;

/** How long a send may take before it is given up: what is left of the answer's time once a held send was let go. */
export const sendTimeoutMs = answerWithinMs - readyWithinMs;

/**
 * Sends an enquiry and says what the answer means. A failed or timed-out request is `unreadable`, never refused: it
 * may have reached the service. The deadline is a plain timer, so tests can move it with a fake clock.
 */
export async function sendEnquiry(settings: ServiceSettings, body: FormData, timeoutMs: number = sendTimeoutMs): Promise<Answer> {
  const service = serviceOf(settings);
  const controller = new AbortController();
  const deadline = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await fetch(service.ajaxUrl(settings), { method: 'POST', headers: service.headers, body, signal: controller.signal });
    return service.read(response.status, await response.text());
  } catch (error) {
    return { kind: 'unreadable', reason: controller.signal.aborted ? `no answer within ${timeoutMs / 1000} s` : String(error) };
  } finally {
    clearTimeout(deadline);
  }
}

const labelOf = (label: string) => label.replace(/\s*\*$/, '');

/** An enquiry as plain text under the form's labels, for the visitor to copy into an email when sending failed. */
export function enquiryAsText(enquiry: Enquiry): string {
  const timeline = timelineOptions.find((option) => option.value === enquiry.timeline)?.label ?? '';
  const lines: Array<[string, string]> = [
    [formLabels.name, enquiry.name],
    [formLabels.email, enquiry.email],
    [formLabels.company, enquiry.company],
    [formLabels.services, enquiry.services.join(', ')],
    [formLabels.timeline, timeline],
    [formLabels.project, enquiry.project],
    [formLabels.success, enquiry.success],
  ];
  return lines
    .filter(([, value]) => value.trim() !== '')
    .map(([label, value]) => `${labelOf(label)}:\n${value}`)
    .join('\n\n');
}

/** A mailto address that opens an email to `to` with the enquiry's subject and text filled in. */
export function enquiryMailto(to: string, text: string): string {
  return `mailto:${to}?subject=${encodeURIComponent(enquirySubject)}&body=${encodeURIComponent(text)}`;
}
