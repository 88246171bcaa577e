/**
 * The enquiry form's words and options for the visitor's browser (lib/browser/enquiry.ts, the enquiry form island):
 * content/pages/contact.json as written, without its schema, so the browser's scripts carry neither zod nor the
 * rest of the content. `npm run check` and every build check the file through its schema first
 * (lib/content/contact.ts), so what the browser reads has passed the same rules. These fields take no placeholders.
 */
// Named imports, so a bundle keeps only these parts of the file.
import { alerts, enquirySubject as subject, formLabels as labels, outcome, serviceOptions as services, timelineOptions as timelines } from '../../content/pages/contact.json';

export const serviceOptions: readonly string[] = services;
export const timelineOptions: ReadonlyArray<{ value: string; label: string }> = timelines;
export const formLabels = labels;
export const enquiryAlerts = alerts;
export const enquiryOutcome = outcome;
export const enquirySubject: string = subject;
