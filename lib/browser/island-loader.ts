/**
 * Hydration on demand for the React islands (docs/architecture.md, "The enquiry form as an island"). React's
 * recoverable errors are logged with `recoverableErrorPrefix`, which the e2e tests look for.
 */
import { answerWithinMs, enquiryAsText, enquiryFromFormData, enquiryMailto, readyWithinMs } from './enquiry';
import { islandAttribute } from '../render/own-markup';
import type { IslandModule } from './island';

const interactions = ['pointerover', 'pointerdown', 'touchstart', 'wheel', 'keydown', 'focusin'] as const;

/** How the loader logs an error React recovered from while hydrating an island. */
export const recoverableErrorPrefix = 'island: React recovered from an error while hydrating:';

/** True when a control holds something other than what the server rendered (restored or typed). */
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

const isReady = (form: HTMLFormElement) => form.dataset.ready !== undefined;

/** Shows or clears a form's busy state exactly as its script renders it, so hydration keeps the page as it is. */
const idleText = new WeakMap<Element, string>();
function showBusy(form: HTMLFormElement, busy: boolean): void {
  for (const button of form.querySelectorAll<HTMLButtonElement>('button[type="submit"]')) {
    button.disabled = busy;
    button.setAttribute('aria-busy', String(busy));
  }
  for (const element of form.querySelectorAll<HTMLElement>('[data-sending]')) {
    if (busy && !idleText.has(element)) idleText.set(element, element.textContent ?? '');
    element.textContent = busy ? (element.dataset.sending ?? '') : (idleText.get(element) ?? element.textContent);
  }
}

/** The field naming where the service returns the visitor, pointed at this page's own origin. */
function returnHere(form: HTMLFormElement): void {
  for (const input of form.querySelectorAll<HTMLInputElement>('input[data-return]')) {
    input.value = new URL(input.dataset.return!, form.ownerDocument.location.href).href;
  }
}

/** A native post still on the page at its deadline: not busy any more, and honest about what may have happened. */
function giveUp(form: HTMLFormElement): void {
  if (isReady(form)) return;
  showBusy(form, false);
  const note = form.querySelector<HTMLElement>('[data-native-unsure]');
  const status = form.querySelector<HTMLElement>('[role="status"]');
  if (!note || !status) return;
  status.textContent = note.dataset.nativeUnsure ?? '';
  const mail = note.querySelector('a');
  if (mail) mail.href = enquiryMailto(mail.textContent ?? '', enquiryAsText(enquiryFromFormData(new FormData(form))));
  note.hidden = false;
}

export function initHydration(doc: Document = document): void {
  const islands = [...doc.querySelectorAll(`[${islandAttribute}]`)];
  if (islands.length === 0) return;
  const view = doc.defaultView ?? window;

  let started = false;
  let failed = false;
  let held: HTMLFormElement | undefined;
  let deadline: ReturnType<typeof setTimeout> | undefined;
  let answerBy: ReturnType<typeof setTimeout> | undefined;

  /** Starts the press's overall deadline. */
  const answerWithin = (form: HTMLFormElement) => {
    clearTimeout(answerBy);
    answerBy = setTimeout(() => giveUp(form), answerWithinMs);
  };

  /** The island will not take the form over: post a held form natively, and let later sends go natively. */
  const fallBack = () => {
    failed = true;
    clearTimeout(deadline);
    const form = held;
    held = undefined;
    if (!form) return;
    returnHere(form);
    form.submit();
  };

  /** React could not render an island: a failure while no form is ready yet means the form stays the page's own. */
  const onUncaughtError = (error: unknown) => {
    view.reportError(error);
    if (!doc.querySelector('form[data-ready]')) fallBack();
  };
  const onRecoverableError = (error: unknown) => console.error(recoverableErrorPrefix, error);

  const hydrate = () => {
    if (started) return;
    started = true;
    for (const type of interactions) view.removeEventListener(type, hydrate, true);
    for (const container of islands) {
      import(container.getAttribute(islandAttribute)!)
        .then((island: IslandModule) => island.default(container, { onRecoverableError, onUncaughtError }))
        .catch((error: unknown) => {
          view.reportError(error);
          fallBack();
        });
    }
  };

  doc.addEventListener(
    'submit',
    (event) => {
      const form = event.target as HTMLFormElement;
      if (isReady(form)) return;
      showBusy(form, true);
      answerWithin(form);
      if (failed) return void returnHere(form); // the native post goes ahead
      event.preventDefault();
      if (!held) deadline = setTimeout(fallBack, readyWithinMs);
      held = form;
      hydrate();
    },
    true,
  );
  new MutationObserver(() => {
    if (!held || !isReady(held)) return;
    clearTimeout(deadline);
    clearTimeout(answerBy);
    const form = held;
    held = undefined;
    showBusy(form, false);
    form.requestSubmit();
  }).observe(doc.body, { subtree: true, attributeFilter: ['data-ready'] });

  if (hasRestoredValues(doc)) hydrate();
  else for (const type of interactions) view.addEventListener(type, hydrate, { capture: true, passive: true });
}
