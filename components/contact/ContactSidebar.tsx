import type { ReactNode } from 'react';
import { Icon } from '@/components/ui/Icon';
import { bookCall, contactSidebar as c } from '@/lib/content/contact';
import { site } from '@/lib/content/site';
import { headingId } from '@/lib/render/headings';
import { BookCallLink } from '@/components/ui/BookCallLink';
import { Figures } from '@/components/ui/Figures';

function SidebarCard({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  const id = `contact--${headingId(title)}`;
  return (
    <section aria-labelledby={id} className="rounded-card border border-line bg-white p-5 sm:p-8">
      <h2 id={id} className="flex items-center gap-3 font-sans text-lg font-semibold tracking-tight">
        <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-card bg-accent-tint text-accent">{icon}</span>
        {title}
      </h2>
      <div className="mt-4 text-muted">{children}</div>
    </section>
  );
}

/**
 * Beside the form (after it on phones): a booking link when one is configured, the direct address, the response
 * promise and the next steps.
 */
export function ContactSidebar() {
  return (
    <aside aria-label="Other ways to get in touch" className="grid content-start gap-6">
      {site.bookingUrl && (
        <SidebarCard icon={<Icon name="calendar-days" className="size-5" />} title={bookCall.title}>
          <p>{bookCall.text}</p>
          <BookCallLink className="mt-4 w-full" />
        </SidebarCard>
      )}
      <SidebarCard icon={<Icon name="mail" className="size-5" />} title={c.direct.title}>
        <p>{c.direct.text}</p>
        <a
          href={`mailto:${site.email}`}
          className="mt-1 inline-flex min-h-11 items-center font-semibold break-all text-accent underline decoration-accent/40 underline-offset-4 hover:text-accent-hover hover:decoration-accent-hover"
        >
          {site.email}
        </a>
      </SidebarCard>
      <SidebarCard icon={<Icon name="clock" className="size-5" />} title={c.response.title}>
        <p>{c.response.text}</p>
      </SidebarCard>
      <SidebarCard icon={<Icon name="route" className="size-5" />} title={c.next.title}>
        <ol className="grid gap-4">
          {c.next.steps.map((step, index) => (
            <li key={step} className="flex gap-3">
              <span
                aria-hidden="true"
                className="inline-flex size-7 shrink-0 items-center justify-center rounded-full bg-accent text-sm font-bold text-white"
              >
                {index + 1}
              </span>
              <span className="text-ink">
                <Figures text={step} />
              </span>
            </li>
          ))}
        </ol>
      </SidebarCard>
    </aside>
  );
}
