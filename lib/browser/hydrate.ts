/**
 * Entry of /hydrate.js, the islands' loader, written by components/islands/Island.tsx after each island (so content
 * pages do not carry it). A page with two islands names it twice: it runs once.
 */
import { keepEnquiryDraft } from './enquiry-form-draft';
import { initHydration } from './island-loader';

const loaded = 'data-islands-loader';
if (!document.documentElement.hasAttribute(loaded)) {
  document.documentElement.setAttribute(loaded, '');
  // The draft first, so the loader finds it in the fields (values to restore hydrate at once).
  keepEnquiryDraft();
  initHydration();
}
