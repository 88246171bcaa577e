'use client';

/**
 * The enquiry form: the site's only client component. Server-rendered as a plain HTML form that
 * posts to the service's plain address, so it works without scripts; once hydrated it sends the
 * same fields with fetch to the service's AJAX address, keeps a draft and reports by alert.
 * Validation is the browser's own: the submit event only fires for a valid form.
 */
import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { buttonStyles } from '@/components/ui/ButtonLink';
import { enquiryAlerts, enquirySubject, formLabels as l, serviceOptions, timelineOptions, type Timeline } from '@/content/contact';
import {
  buildEnquiryFormData,
  emptyEnquiry,
  enquiryFromFormData,
  enquirySucceeded,
  isBlank,
  toggleService,
  type Enquiry,
} from '@/lib/browser/enquiry';
import { loadDraft, saveDraft } from '@/lib/browser/enquiry-draft';

interface EnquiryFormProps {
  /** The service's AJAX address (JSON reply), used when scripts run. */
  ajaxUrl: string;
  /** The service's plain address, the no-script form's action. */
  action: string;
  /** The enquiry email, sent as `_to`. */
  to: string;
  /** Id of the heading that names the form. */
  labelledBy: string;
}

type TextField = 'name' | 'email' | 'company' | 'project' | 'success';

const label = 'mb-2 block font-semibold';
const control =
  'peer block w-full rounded-card border border-ink/25 bg-white px-4 text-ink placeholder:text-muted focus:border-accent focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent user-invalid:border-red-700 user-invalid:bg-red-50';
const problem = 'mt-2 hidden text-sm font-medium text-red-700 peer-user-invalid:block';

export function EnquiryForm({ ajaxUrl, action, to, labelledBy }: EnquiryFormProps) {
  const [values, setValues] = useState<Enquiry>(emptyEnquiry);
  const [sending, setSending] = useState(false);
  const [ready, setReady] = useState(false);
  const busy = useRef(false);
  const refocus = useRef(false);
  const form = useRef<HTMLFormElement>(null);
  const honey = useRef<HTMLInputElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  // After hydration (so the server's empty form and the first client render agree): take over what
  // the visitor typed while the script was loading (hydration leaves it in the fields; the next
  // render would wipe it) or the browser restored, otherwise the stored draft.
  useEffect(() => {
    const typed = enquiryFromFormData(new FormData(form.current!));
    const start = isBlank(typed) ? loadDraft() : typed;
    if (start) {
      setValues(start);
      saveDraft(start);
    }
    setReady(true);
  }, []);

  // A disabled button drops focus; give it back to the keyboard visitor once sending is over.
  useEffect(() => {
    if (!sending && refocus.current) {
      refocus.current = false;
      button.current?.focus();
    }
  }, [sending]);

  function update(next: Enquiry) {
    setValues(next);
    saveDraft(next);
  }

  const text = (field: TextField) => ({
    id: `enquiry-${field}`,
    name: field,
    value: values[field],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => update({ ...values, [field]: event.target.value }),
  });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy.current) return;
    busy.current = true;
    refocus.current = document.activeElement === button.current;
    setSending(true);
    let sent = false;
    try {
      const response = await fetch(ajaxUrl, {
        method: 'POST',
        headers: { Accept: 'application/json' },
        body: buildEnquiryFormData(values, to, honey.current?.value),
      });
      sent = enquirySucceeded(response.status, await response.text());
    } catch {
      sent = false;
    }
    if (sent) update(emptyEnquiry);
    busy.current = false;
    setSending(false);
    window.alert(sent ? enquiryAlerts.success : enquiryAlerts.failure);
  }

  return (
    <form
      ref={form}
      method="post"
      action={action}
      encType="multipart/form-data"
      aria-labelledby={labelledBy}
      data-ready={ready || undefined}
      data-defer-hydration=""
      onSubmit={submit}
      className="grid gap-6"
    >
      <p className="text-sm text-muted">{l.requiredNote}</p>
      <div className="grid gap-6 sm:grid-cols-2">
        <div>
          <label htmlFor="enquiry-name" className={label}>
            {l.name}
          </label>
          <input {...text('name')} type="text" required autoComplete="name" placeholder={l.namePlaceholder} className={`${control} min-h-12`} />
          <p className={problem}>{l.nameProblem}</p>
        </div>
        <div>
          <label htmlFor="enquiry-email" className={label}>
            {l.email}
          </label>
          <input {...text('email')} type="email" required autoComplete="email" placeholder={l.emailPlaceholder} className={`${control} min-h-12`} />
          <p className={problem}>{l.emailProblem}</p>
        </div>
      </div>
      <div>
        <label htmlFor="enquiry-company" className={label}>
          {l.company}
        </label>
        <input {...text('company')} type="text" autoComplete="organization" placeholder={l.companyPlaceholder} className={`${control} min-h-12`} />
      </div>
      <fieldset>
        <legend className={label}>{l.services}</legend>
        <div className="grid gap-3 sm:grid-cols-2">
          {serviceOptions.map((service) => (
            <label
              key={service}
              className="flex min-h-12 cursor-pointer items-center gap-3 rounded-card border border-ink/15 bg-white px-4 py-2 transition-colors hover:border-accent has-checked:border-accent has-checked:bg-accent-tint has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-accent"
            >
              <input
                type="checkbox"
                name="services"
                value={service}
                checked={values.services.includes(service)}
                onChange={() => update({ ...values, services: toggleService(values.services, service) })}
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
            value={values.timeline}
            onChange={(event) => update({ ...values, timeline: event.target.value as Timeline | '' })}
            className={`${control} min-h-12 appearance-none pr-12`}
          >
            <option value="">{l.timelinePrompt}</option>
            {timelineOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
          {/* lucide's chevron-down, inlined: the icon library would add its runtime to this page's script */}
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
            className="pointer-events-none absolute right-4 top-1/2 size-5 -translate-y-1/2 text-muted"
          >
            <path d="m6 9 6 6 6-6" />
          </svg>
        </div>
      </div>
      <div>
        <label htmlFor="enquiry-project" className={label}>
          {l.project}
        </label>
        <textarea {...text('project')} rows={4} placeholder={l.projectPlaceholder} className={`${control} py-3`} />
      </div>
      <div>
        <label htmlFor="enquiry-success" className={label}>
          {l.success}
        </label>
        <textarea {...text('success')} rows={3} placeholder={l.successPlaceholder} className={`${control} py-3`} />
      </div>
      <input type="hidden" name="_to" value={to} />
      <input type="hidden" name="_subject" value={enquirySubject} />
      <div aria-hidden="true" className="sr-only">
        <label>
          {l.honeypot}
          <input ref={honey} type="text" name="_honey" tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
      <div>
        <button
          ref={button}
          type="submit"
          disabled={sending}
          aria-busy={sending}
          className={`${buttonStyles.primary} w-full disabled:cursor-wait disabled:opacity-75 sm:w-auto`}
        >
          {sending ? l.sending : l.submit}
        </button>
      </div>
    </form>
  );
}
