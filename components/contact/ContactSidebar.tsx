import type { ReactNode } from 'react';
import { bookCall, contactSidebar as c } from '@/lib/content/contact';
import { site } from '@/lib/content/site';
import { headingId } from '@/lib/render/headings';
import { BookCallLink } from '@/components/ui/BookCallLink';
import { NumberedLines } from '@/components/ui/NumberedLines';
import { ProofQuote, type PageQuote } from '@/components/case-studies/CaseStudyProof';

/** One note of the sidebar, set as the site sets a running head: its title in small capitals on a rule in ink. */
function SidebarCard({ title, wide = false, children }: { title: string; wide?: boolean; children: ReactNode }) {
  const id = `contact--${headingId(title)}`;
  return (
    <section aria-labelledby={id} className={`border-t-[3px] border-ink pt-3 ${wide ? 'md:max-lg:col-span-2' : ''}`}>
      <h2 id={id} className="font-sans label-caps text-ink">
        {title}
      </h2>
      <div className="mt-4 text-muted">{children}</div>
    </section>
  );
}

/**
 * Beside the form (after it on phones): a client's words about what followed an enquiry (the page's own proof,
 * beside the button that sends one), a booking link when one is configured, the direct address, the response promise
 * and the next steps.
 */
export function ContactSidebar({ quote }: { quote?: PageQuote }) {
  return (
    <aside aria-label="Other ways to get in touch" className="grid content-start gap-10 md:max-lg:grid-cols-2 md:max-lg:gap-x-10">
      {quote && <ProofQuote quote={quote} className="md:max-lg:col-span-2" />}
      {site.bookingUrl && (
        <SidebarCard title={bookCall.title} wide>
          <p>{bookCall.text}</p>
          <BookCallLink className="mt-4 w-full" />
        </SidebarCard>
      )}
      <SidebarCard title={c.direct.title}>
        <p>{c.direct.text}</p>
        <a
          href={`mailto:${site.email}`}
          className="mt-1 inline-flex min-h-11 items-center font-semibold break-all text-accent underline decoration-accent/40 underline-offset-4 hover:text-accent-hover hover:decoration-accent-hover"
        >
          {site.email}
        </a>
      </SidebarCard>
      <SidebarCard title={c.response.title}>
        <p>{c.response.text}</p>
      </SidebarCard>
      <SidebarCard title={c.next.title} wide>
        <NumberedLines items={c.next.steps} tone="paper" />
      </SidebarCard>
    </aside>
  );
}
