/**
 * Entry of /hydrate.js, loaded only by the routes that keep React (lib/export/defer-hydration.ts adds
 * it), so content pages do not carry the loader.
 */
import { keepEnquiryDraft } from './enquiry-form-draft';
import { initHydration } from './hydrate';

// The draft first, so the loader finds it in the fields (values to restore hydrate at once).
keepEnquiryDraft();
initHydration();
