/**
 * The enquiry form's draft, kept by plain DOM code (part of /hydrate.js) rather than by React, so it works
 * from the moment the page is parsed, before and after React takes the form over, and React never owns
 * a value the visitor typed. A stored draft is put back into a blank form (what the visitor or the browser
 * already put there wins); every input or change saves it; a reset, which the form does after a successful
 * send, forgets it.
 */
import { enquiryFromFormData, isBlank, type Enquiry } from './enquiry';
import { forgetDraft, loadDraft, saveDraft } from './enquiry-draft';

/** The enquiry form, marked `data-enquiry` by components/contact/EnquiryForm.tsx. */
export const enquiryFormSelector = 'form[data-enquiry]';

const textFields = ['name', 'email', 'company', 'project', 'success'] as const;

/** Puts an enquiry into the form's fields. */
export function fillEnquiryForm(form: HTMLFormElement, enquiry: Enquiry): void {
  for (const field of textFields) {
    const control = form.elements.namedItem(field);
    if (control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement) control.value = enquiry[field];
  }
  for (const box of form.querySelectorAll<HTMLInputElement>('input[type="checkbox"][name="services"]')) {
    box.checked = enquiry.services.some((service) => service === box.value);
  }
  const timeline = form.elements.namedItem('timeline');
  if (timeline instanceof HTMLSelectElement) timeline.value = enquiry.timeline;
}

const readForm = (form: HTMLFormElement) => enquiryFromFormData(new FormData(form));

/** Restores the stored draft into the enquiry form, if the page has one, and keeps the draft from then on. */
export function keepEnquiryDraft(doc: Document = document): void {
  const form = doc.querySelector<HTMLFormElement>(enquiryFormSelector);
  if (!form) return;
  const present = readForm(form);
  if (isBlank(present)) {
    const draft = loadDraft();
    if (draft) fillEnquiryForm(form, draft);
  } else {
    saveDraft(present);
  }
  const save = () => saveDraft(readForm(form));
  form.addEventListener('input', save);
  form.addEventListener('change', save);
  form.addEventListener('reset', () => forgetDraft());
}
