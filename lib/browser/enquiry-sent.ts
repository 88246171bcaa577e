/**
 * The thank-you page a no-script enquiry returns to (app/contact/sent, marked `data-enquiry-sent`): the
 * enquiry has gone, so the draft kept in this browser goes too. Part of /enhance.js, the only script the
 * page loads; with scripts off nothing was stored.
 */
import { forgetDraft } from './enquiry-draft';

export function forgetSentEnquiry(doc: Document = document): void {
  if (doc.querySelector('[data-enquiry-sent]')) forgetDraft();
}
