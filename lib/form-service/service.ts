/** The interface every form service module implements; pure code shared by the build, the browser and check:form. */

/** Form fields in the order they are sent. */
export type Fields = Array<[name: string, value: string]>;

/** The services the site can use (lib/content/site.ts, `enquiries.service`). */
export const serviceIds = ['formsubmit', 'formspree', 'web3forms'] as const;
export type ServiceId = (typeof serviceIds)[number];

/** The mail layouts FormSubmit offers (`_template`). */
export const mailLayouts = ['basic', 'table', 'box'] as const;
export type MailLayout = (typeof mailLayouts)[number];

/** Everything a service module needs to address a send: the owner's settings, resolved at build time. */
export interface ServiceSettings {
  service: ServiceId;
  /** Base address of the service (its documented one unless FORM_ENDPOINT overrides it, e.g. for a stand-in). */
  endpoint: string;
  /** The service's key for this form: FormSubmit uses the enquiry address, Formspree a form id, Web3Forms an access key. */
  key: string;
  /** The enquiry address (the mailto fallback, and FormSubmit's `_to`). */
  to: string;
  subject: string;
  /** A second address that gets a copy of every enquiry (FormSubmit `_cc`). */
  backupAddress?: string;
  /** Text mailed to the visitor as a copy (FormSubmit `_autoresponse`). */
  visitorCopy?: string;
  /** FormSubmit's mail layout (`_template`). */
  mailLayout?: MailLayout;
}

/** What an answer means for the visitor; `unreadable` (an HTML page, an empty body) may still have been sent. */
export type Answer =
  | { kind: 'sent' }
  | { kind: 'refused'; reason: string }
  | { kind: 'activation'; reason: string }
  | { kind: 'unreadable'; reason: string };

/** Owner settings a service may or may not support. */
export type OptionalSetting = 'backupAddress' | 'visitorCopy' | 'mailLayout';

export interface FormService {
  id: ServiceId;
  /** The service's name, as the owner knows it. */
  name: string;
  /** Its documented base address. */
  endpoint: string;
  /** What `key` is for this service, for error messages and docs. */
  keyName: string;
  /** Checks the key's shape; returns a problem in words, or undefined. */
  keyProblem(key: string): string | undefined;
  /** The owner settings this service honours. */
  supports: readonly OptionalSetting[];
  /** Where the scripted send posts (the answer is JSON). */
  ajaxUrl(settings: ServiceSettings): string;
  /** Where the plain (no-script) form posts. */
  plainUrl(settings: ServiceSettings): string;
  /** The service's own fields after the enquiry's, on both paths. */
  fields(settings: ServiceSettings): Fields;
  /** Fields only the plain post carries; `returnField` holds the thank-you address `next`, if the service returns. */
  plainFields(settings: ServiceSettings, next: string): Fields;
  returnField?: string;
  /** The honeypot field: the service drops a send that fills it. Sent last. */
  honeypot: string;
  /** Request headers the scripted send needs. */
  headers: Record<string, string>;
  /** What an answer (HTTP status and body text) means. */
  read(status: number, body: string): Answer;
}

/** The body parsed as a JSON object, or undefined when it is not one. */
export function jsonObject(body: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(body);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/** A short description of an answer that could not be read, for check:form and tests. */
export function describeUnreadable(status: number, body: string): string {
  if (body.trim() === '') return `an empty answer (HTTP ${status})`;
  if (/^\s*</.test(body)) return `a web page instead of its JSON answer (HTTP ${status})`;
  return `an answer that is not its JSON (HTTP ${status})`;
}

export const isOk = (status: number) => status >= 200 && status <= 299;

/** How one service's JSON answer says what happened; `jsonAnswerReader` does the rest the same way for every service. */
export interface AnswerShape {
  /** Whether a 2xx answer says the enquiry was taken. */
  sent(reply: Record<string, unknown>): boolean;
  /** The service's own words about a failure ('' when it gave none). */
  reason(reply: Record<string, unknown>): string;
  /** Whether the answer says the enquiry was refused, whatever its HTTP status. */
  refused(reply: Record<string, unknown>, reason: string): boolean;
  /** Words in the reason that mean the owner must confirm the form first (services with such a step). */
  activation?: RegExp;
}

/** A service's `read`: a body that is no JSON object is unreadable after a 2xx and refused otherwise. */
export function jsonAnswerReader(shape: AnswerShape): FormService['read'] {
  return (status, body) => {
    const reply = jsonObject(body);
    if (!reply) return isOk(status) ? { kind: 'unreadable', reason: describeUnreadable(status, body) } : { kind: 'refused', reason: `HTTP ${status}` };
    if (isOk(status) && shape.sent(reply)) return { kind: 'sent' };
    const reason = shape.reason(reply);
    if (shape.activation?.test(reason)) return { kind: 'activation', reason };
    if (shape.refused(reply, reason) || !isOk(status)) return { kind: 'refused', reason: reason ? `${reason} (HTTP ${status})` : `HTTP ${status}` };
    return { kind: 'unreadable', reason: describeUnreadable(status, body) };
  };
}
