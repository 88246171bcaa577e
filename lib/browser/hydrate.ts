/**
 * Hydration on demand for the routes that keep React (the enquiry form). The build moves their
 * framework scripts into an inert `<template data-hydrate>` (lib/export/defer-hydration.ts); this runs
 * them on the visitor's first interaction (pointer, touch, wheel, key or focus), or at once when the
 * page has form values to restore: a stored draft, or values the browser put back. So the page loads
 * with no framework work at all, and the form is React's by the time anyone uses it.
 *
 * A form sent before its script has taken over (the form marks itself `data-ready`) is held and sent
 * again once it has; if the scripts cannot load, it is sent natively to its plain action instead.
 */
import { draftKey } from './enquiry-draft';

const interactions = ['pointerover', 'pointerdown', 'touchstart', 'wheel', 'keydown', 'focusin'] as const;

/** True when a control holds something other than what the server rendered (the browser restored it). */
function hasRestoredValues(doc: Document): boolean {
  return [...doc.forms].some((form) =>
    [...form.elements].some((control) => {
      if (control instanceof HTMLInputElement) {
        return control.type === 'checkbox' || control.type === 'radio' ? control.checked !== control.defaultChecked : control.value !== control.defaultValue;
      }
      if (control instanceof HTMLTextAreaElement) return control.value !== control.defaultValue;
      if (control instanceof HTMLSelectElement) {
        // With no option marked selected in the markup, the browser shows the first one.
        const initial = Math.max(0, [...control.options].findIndex((option) => option.defaultSelected));
        return control.options.length > 0 && control.selectedIndex !== initial;
      }
      return false;
    }),
  );
}

function hasDraft(): boolean {
  try {
    return localStorage.getItem(draftKey) !== null;
  } catch {
    return false;
  }
}

const isReady = (form: HTMLFormElement) => form.dataset.ready !== undefined;

export function initHydration(doc: Document = document): void {
  const template = doc.querySelector<HTMLTemplateElement>('template[data-hydrate]');
  if (!template) return;

  let started = false;
  let failed = false;
  let held: HTMLFormElement | undefined;

  const hydrate = () => {
    if (started) return;
    started = true;
    for (const type of interactions) removeEventListener(type, hydrate, true);
    for (const inert of template.content.querySelectorAll('script[src]')) {
      const script = doc.createElement('script');
      // The address as written (root-relative): the runtime identifies its chunks by it.
      script.setAttribute('src', inert.getAttribute('src')!);
      script.onerror = () => {
        failed = true;
        held?.submit();
        held = undefined;
      };
      doc.body.append(script);
    }
  };

  doc.addEventListener(
    'submit',
    (event) => {
      const form = event.target as HTMLFormElement;
      if (isReady(form) || failed) return;
      event.preventDefault();
      held = form;
      hydrate();
    },
    true,
  );
  new MutationObserver(() => {
    if (!held || !isReady(held)) return;
    const form = held;
    held = undefined;
    form.requestSubmit();
  }).observe(doc.body, { subtree: true, attributeFilter: ['data-ready'] });

  if (hasDraft() || hasRestoredValues(doc)) hydrate();
  else for (const type of interactions) addEventListener(type, hydrate, { capture: true, passive: true });
}
