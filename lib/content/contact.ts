/**
 * Words and options of the contact page and its enquiry form (content/pages/contact.json). The enquiry address and
 * the form service come from the settings (site.ts).
 */
import data from '../../content/pages/contact.json';
import { load } from './load';

const contact = load('contact', data);

export const contactPage = contact.page;
/** The proof beside the form: a case study (a file name in content/case-studies/, without .md). */
export const contactProof = contact.proof;
/** The services a visitor can tick, in the order shown (and sent). */
export const serviceOptions = contact.serviceOptions;
/** Timeline choices: the value sent to the form service and the label shown. */
export const timelineOptions = contact.timelineOptions;
export const formLabels = contact.formLabels;
/**
 * The alerts after a send. `success` and `failure` are the specification's words: `failure` follows a refusal, a
 * request that failed or timed out, or an answer that could not be read. `emailInstead` follows a send the form
 * cannot make (the service wants the owner to activate it, or a hidden spam-trap field was filled).
 */
export const enquiryAlerts = contact.alerts;
/**
 * What the form area says while and after sending, announced to screen readers. After every outcome but `sent`,
 * the visitor also gets the enquiry address and their enquiry as text, ready to copy into an email.
 */
export const enquiryOutcome = contact.outcome;
/** The copy of their enquiry the service mails the visitor when the settings' `enquiries.copyToVisitor` is on. */
export const visitorCopy = contact.visitorCopy;
/**
 * The thank-you page a visitor without scripts returns to after the form service has taken their enquiry: kept out
 * of search results, the sitemap and llms.txt.
 */
export const sentPage = { path: '/contact/sent', ...contact.sentPage };
/** The subject line the form service gives the enquiry email. */
export const enquirySubject = contact.enquirySubject;
export const contactSidebar = contact.sidebar;
/** The booking link shown beside the form and in the About page's call to action when the settings have a bookingUrl. */
export const bookCall = contact.bookCall;
