'use client';

/**
 * The enquiry form: the site's only client component, rendered at build time as the island `enquiry-form`
 * (components/islands/Island.tsx; hydrated in the browser by islands/enquiry-form.island.tsx). Server-rendered as a
 * plain HTML form that posts to the service's plain address (which returns the visitor to /contact/sent), so it
 * works without scripts. Once hydrated it sends the same fields with fetch to the service's scripted address and reports
 * by alert and by a lasting status line, in honest words for each kind of answer (lib/form-service). Its
 * fields are uncontrolled: React never holds what a visitor types, it reads the fields with FormData when
 * they send, so hydration can never overwrite a value.
 * The draft is kept by plain DOM code (lib/browser/enquiry-form-draft.ts), and before hydration the
 * loader (lib/browser/island-loader.ts) shows the same busy state this renders while sending. Validation is
 * the browser's own: the submit event only fires for a valid form.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { buttonStyles } from '@/components/ui/ButtonLink';
import { Icon } from '@/components/ui/Icon';
import { enquiryAlerts, enquiryOutcome as o, formLabels as l, serviceOptions, timelineOptions } from '@/lib/content/contact-form';
import { buildEnquiryFormData, enquiryAsText, enquiryFromFormData, enquiryMailto, sendEnquiry } from '@/lib/browser/enquiry';
import { serviceOf, type Answer, type ServiceSettings } from '@/lib/form-service';

interface EnquiryFormProps {
  /** The form service and the owner's settings for it (lib/form-service/settings.ts). */
  service: ServiceSettings;
  /** Absolute address of the thank-you page the service returns a no-script visitor to (on SITE_URL's host). */
  next: string;
  /** The thank-you page's path on this site: a native post made by the loader returns to the page's own origin. */
  returnPath: string;
  /** Id of the heading that names the form. */
  labelledBy: string;
}

type Phase = 'idle' | 'sending' | 'sent' | 'failed' | 'unsure' | 'unavailable';
type Outcome = Exclude<Phase, 'idle' | 'sending'>;

/** What the visitor is told for each kind of answer. */
const outcomeOf: Record<Answer['kind'], Outcome> = { sent: 'sent', refused: 'failed', unreadable: 'unsure', activation: 'unavailable' };
const alertFor: Record<Outcome, string> = {
  sent: enquiryAlerts.success,
  failed: enquiryAlerts.failure,
  unsure: enquiryAlerts.failure,
  unavailable: enquiryAlerts.emailInstead,
};

const label = 'mb-2 block font-semibold';
const control =
  'peer block w-full rounded-card border border-ink/25 bg-white px-4 text-ink placeholder:text-muted focus:border-accent focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent user-invalid:border-red-700 user-invalid:bg-red-50';
const problem = 'mt-2 hidden text-sm font-medium text-red-700 peer-user-invalid:block';

/** What the status line says in each phase (the loader writes `o.sending` itself before hydration). */
const announcement: Record<Phase, string> = { idle: '', sending: o.sending, sent: o.sent, failed: o.failed, unsure: o.unsure, unavailable: o.unavailable };
const failedTone = 'border-red-700/40 bg-red-50 text-red-900';
const statusTone: Record<Phase, string> = {
  idle: 'border-line bg-paper',
  sending: 'border-line bg-paper',
  sent: 'border-accent/40 bg-accent-tint',
  failed: failedTone,
  unsure: failedTone,
  unavailable: failedTone,
};

export function EnquiryForm({ service, next, returnPath, labelledBy }: EnquiryFormProps) {
  const forms = serviceOf(service);
  const to = service.to;
  const [phase, setPhase] = useState<Phase>('idle');
  /** The enquiry that failed to send, as text to copy into an email. */
  const [unsent, setUnsent] = useState('');
  const busy = useRef(false);
  const refocus = useRef(false);
  const button = useRef<HTMLButtonElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const sending = phase === 'sending';

  // Marks the form as React's once hydrated: the loader (lib/browser/island-loader.ts) then hands over a send it held.
  useEffect(() => {
    formRef.current?.setAttribute('data-ready', 'true');
  }, []);

  // A disabled button drops focus; give it back to the keyboard visitor once sending is over.
  useEffect(() => {
    if (!sending && refocus.current) {
      refocus.current = false;
      button.current?.focus();
    }
  }, [sending]);

  // Driven by hand rather than by a form action: React resets a form after its action even when
  // sending failed (facebook/react#35295), and a failed send must keep every value.
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy.current) return;
    busy.current = true;
    const form = event.currentTarget;
    refocus.current = document.activeElement === button.current;
    const fields = new FormData(form);
    const enquiry = enquiryFromFormData(fields);
    const honey = String(fields.get(forms.honeypot) ?? '');
    setPhase('sending');
    // The service drops a send whose honeypot is filled while saying it succeeded: when autofill or an
    // extension filled it, the visitor is offered the email instead of a silent loss.
    const outcome: Outcome = honey ? 'unavailable' : outcomeOf[(await sendEnquiry(service, buildEnquiryFormData(enquiry, service))).kind];
    const sent = outcome === 'sent';
    // The reset empties every field, clears :user-invalid and (through its reset event) the stored draft.
    if (sent) form.reset();
    busy.current = false;
    // Shown before the alert, which blocks the page until it is dismissed.
    flushSync(() => {
      setUnsent(sent ? '' : enquiryAsText(enquiry));
      setPhase(outcome);
    });
    window.alert(alertFor[outcome]);
  }

  return (
    <form
      ref={formRef}
      method="post"
      action={forms.plainUrl(service)}
      encType="multipart/form-data"
      aria-labelledby={labelledBy}
      data-enquiry=""
      onSubmit={submit}
      className="grid gap-6"
    >
      <p className="text-sm text-muted">{l.requiredNote}</p>
      <div className="grid gap-6 sm:grid-cols-2">
        <div>
          <label htmlFor="enquiry-name" className={label}>
            {l.name}
          </label>
          <input id="enquiry-name" name="name" type="text" required autoComplete="name" placeholder={l.namePlaceholder} className={`${control} min-h-12`} />
          <p className={problem}>{l.nameProblem}</p>
        </div>
        <div>
          <label htmlFor="enquiry-email" className={label}>
            {l.email}
          </label>
          <input id="enquiry-email" name="email" type="email" required autoComplete="email" placeholder={l.emailPlaceholder} className={`${control} min-h-12`} />
          <p className={problem}>{l.emailProblem}</p>
        </div>
      </div>
      <div>
        <label htmlFor="enquiry-company" className={label}>
          {l.company}
        </label>
        <input id="enquiry-company" name="company" type="text" autoComplete="organization" placeholder={l.companyPlaceholder} className={`${control} min-h-12`} />
      </div>
      <fieldset>
        <legend className={label}>{l.services}</legend>
        <div className="grid gap-3 sm:grid-cols-2">
          {serviceOptions.map((service) => (
            <label
              key={service}
              // An odd last option (the undecided one, "Not sure yet", closes the list) spans the row from 640 px, set apart by a
              // dashed border until ticked, rather than sitting alone in a half-empty row.
              className="flex min-h-12 cursor-pointer items-center gap-3 rounded-card border border-ink/15 bg-white px-4 py-2 transition-colors sm:odd:last:col-span-2 sm:odd:last:mt-1 sm:odd:last:border-dashed sm:odd:last:border-ink/30 sm:odd:last:has-checked:border-solid hover:border-accent has-checked:border-accent has-checked:bg-accent-tint has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-accent"
            >
              <input
                type="checkbox"
                name="services"
                value={service}
                className="size-5 shrink-0 accent-accent focus-visible:outline-none"
              />
              {service}
            </label>
          ))}
        </div>
      </fieldset>
      <div>
        <label htmlFor="enquiry-timeline" className={label}>
          {l.timeline}
        </label>
        <div className="relative">
          <select
            id="enquiry-timeline"
            name="timeline"
            className={`${control} min-h-12 appearance-none pr-12`}
          >
            <option value="">{l.timelinePrompt}</option>
            {timelineOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
          <Icon name="chevron-down" className="pointer-events-none absolute right-4 top-1/2 size-5 -translate-y-1/2 text-muted" />
        </div>
      </div>
      <div>
        <label htmlFor="enquiry-project" className={label}>
          {l.project}
        </label>
        <textarea id="enquiry-project" name="project" rows={4} placeholder={l.projectPlaceholder} className={`${control} py-3`} />
      </div>
      <div>
        <label htmlFor="enquiry-success" className={label}>
          {l.success}
        </label>
        <textarea id="enquiry-success" name="success" rows={3} placeholder={l.successPlaceholder} className={`${control} py-3`} />
      </div>
      {/* The service's own fields, then those of the no-script post (where the service returns the visitor). */}
      {[...forms.fields(service), ...forms.plainFields(service, next)].map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} data-return={name === forms.returnField ? returnPath : undefined} />
      ))}
      {/* The spam trap: never displayed, so no person, keyboard, screen reader or autofill reaches it; bots that fill every field do. */}
      <div hidden>
        <label>
          {l.honeypot}
          <input type="text" name={forms.honeypot} tabIndex={-1} autoComplete="off" />
        </label>
      </div>
      <div>
        {/* The label is text the loader may replace with `data-sending` before hydration (suppressHydrationWarning keeps it). */}
        <button
          ref={button}
          type="submit"
          disabled={sending}
          aria-busy={sending}
          data-sending={l.sending}
          suppressHydrationWarning
          className={`${buttonStyles.primary} w-full disabled:cursor-wait disabled:opacity-75 sm:w-auto`}
        >
          {sending ? l.sending : l.submit}
        </button>
        <p className="mt-3 text-sm text-muted">{l.draftNote}</p>
      </div>
      <p
        role="status"
        data-sending={o.sending}
        suppressHydrationWarning
        className={`rounded-card border px-4 py-3 font-medium empty:hidden ${statusTone[phase]}`}
      >
        {announcement[phase]}
      </p>
      {/* Shown by the loader when a native post has not left the page in time (lib/browser/island-loader.ts). */}
      <p hidden data-native-unsure={o.unsure} suppressHydrationWarning>
        {o.emailInstead}{' '}
        <a href={`mailto:${to}`} className="font-semibold text-accent underline underline-offset-2 hover:text-accent-hover">
          {to}
        </a>
      </p>
      {(phase === 'failed' || phase === 'unsure' || phase === 'unavailable') && (
        <div className="grid gap-4 rounded-card border border-line bg-paper p-4 sm:p-5">
          <p>
            {o.emailInstead}{' '}
            <a href={enquiryMailto(to, unsent)} className="font-semibold text-accent underline underline-offset-2 hover:text-accent-hover">
              {to}
            </a>
          </p>
          <div>
            <label htmlFor="enquiry-unsent" className={label}>
              {o.copyLabel}
            </label>
            <textarea
              id="enquiry-unsent"
              readOnly
              rows={6}
              value={unsent}
              onFocus={(event) => event.currentTarget.select()}
              className={`${control} py-3 text-sm`}
            />
          </div>
        </div>
      )}
    </form>
  );
}
