/**
 * The enquiry form's data and the call that sends it, free of React so it can be unit-tested.
 * The form service is formsubmit.co by default (see README, "Enquiries").
 */
import { enquirySubject, serviceOptions, type Service, type Timeline } from '@/content/contact';

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

/** Adds the service when absent, removes it when present (ticking twice leaves the list as it was). */
export function toggleService(services: readonly Service[], service: Service): Service[] {
  return services.includes(service) ? services.filter((s) => s !== service) : [...services, service];
}

/** The service's AJAX address for an enquiry email: answers JSON, used when scripts run. */
export function ajaxEndpoint(base: string, email: string): string {
  return `${base}/ajax/${email}`;
}

/** The service's plain address: the no-script form posts here and the service shows its own thank-you page. */
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
