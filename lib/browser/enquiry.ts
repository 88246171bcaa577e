/**
 * The enquiry form's data and the call that sends it, free of React so it can be unit-tested.
 * The form service is formsubmit.co by default (see docs/owner.md, "Enquiries").
 */
import { enquirySubject, formLabels, serviceOptions, timelineOptions, type Service, type Timeline } from '@/content/contact';

export interface Enquiry {
  name: string;
  email: string;
  company: string;
  services: Service[];
  timeline: Timeline | '';
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

/** The service's AJAX address for an enquiry email: answers JSON, used when scripts run. */
export function ajaxEndpoint(base: string, email: string): string {
  return `${base}/ajax/${email}`;
}

/** The service's plain address: the no-script form posts here, and the service then returns the visitor to `_next`. */
export function plainEndpoint(base: string, email: string): string {
  return `${base}/${email}`;
}

/**
 * The request body, fields in the form's order: name, email, company, one `services` entry per
 * ticked service (in the order shown, whatever order they were ticked in), timeline, project,
 * success, then the service's own fields `_to`, `_subject` and the `_honey` trap.
 */
export function buildEnquiryFormData(enquiry: Enquiry, to: string, honey = ''): FormData {
  const data = new FormData();
  data.append('name', enquiry.name);
  data.append('email', enquiry.email);
  data.append('company', enquiry.company);
  for (const service of serviceOptions) {
    if (enquiry.services.includes(service)) data.append('services', service);
  }
  data.append('timeline', enquiry.timeline);
  data.append('project', enquiry.project);
  data.append('success', enquiry.success);
  data.append('_to', to);
  data.append('_subject', enquirySubject);
  data.append('_honey', honey);
  return data;
}

/**
 * Whether the service accepted the enquiry. Unlike the original spec, an HTTP error status or a
 * reply that does not say `success: "true"` (the service sends a string) is a failure, so the
 * visitor keeps what they typed instead of an enquiry being silently lost.
 */
export function enquirySucceeded(status: number, body: string): boolean {
  if (status < 200 || status > 299) return false;
  try {
    const reply: unknown = JSON.parse(body);
    const success = (reply as { success?: unknown } | null)?.success;
    return success === true || success === 'true';
  } catch {
    return false;
  }
}

/** How long a send may take before it is given up as a failure (a held send waits for the form's script first). */
export const sendTimeoutMs = 12_000;

/**
 * Sends an enquiry to the AJAX address: true when the service confirmed it, false on any failure,
 * including a request that has not answered within `timeoutMs` (it is aborted).
 */
export async function sendEnquiry(url: string, body: FormData, timeoutMs: number = sendTimeoutMs): Promise<boolean> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { Accept: 'application/json' },
      body,
      signal: AbortSignal.timeout(timeoutMs),
    });
    return enquirySucceeded(response.status, await response.text());
  } catch {
    return false;
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
