import type { ReactNode } from 'react';
import { siteOf } from '@/lib/render/url';
import { CreditRule } from './Quotation';

/**
 * The site's signature: a line of her published work, set as a clipping of the page it ran on rather than as a
 * quotation. `label` (whose writing it is) heads it on a rule in ink; the line itself stands in the display serif
 * behind a thin accent rule at its left, with no quotation marks (the oversized hanging mark is kept for clients'
 * words, `Quotation`, so her lines never read as praise); then the credit (`WorkCredit`).
 */
export function WorkExcerpt({
  excerpt,
  label,
  url,
  client,
  kind,
  compact = false,
  className = '',
}: {
  excerpt: string;
  label: string;
  url?: string;
  client: string;
  kind: string;
  /**
   * A step smaller below 1,024 px, where it shares a section's opening with its intro.
   */
  compact?: boolean;
  className?: string;
}) {
  return (
    <figure className={`border-t-[3px] border-ink ${compact ? 'pt-2 md:pt-3' : 'pt-3'} ${className}`}>
      <p className="max-w-none label-caps text-muted">{label}</p>
      <blockquote cite={url} className={compact ? 'mt-2 border-l-2 border-accent pl-4 md:pl-5 lg:mt-7 lg:pl-6' : 'mt-5 border-l-2 border-accent pl-5 md:mt-7 md:pl-6'}>
        <p
          className={`text-pretty font-display tracking-[-0.015em] text-ink ${compact ? 'text-lg leading-snug md:text-xl lg:text-balance lg:text-[1.875rem] lg:leading-[1.25]' : 'text-[1.5rem] leading-[1.25] md:text-balance md:text-[1.875rem]'}`}
        >
          {excerpt}
        </p>
      </blockquote>
      <WorkCredit client={client} kind={kind} url={url} className={compact ? 'mt-2 md:mt-3 lg:mt-5' : 'mt-4 md:mt-5'} />
    </figure>
  );
}

/**
 * The credit under a piece of her work, as a magazine sets one: a short rule, the piece (or whom it was for) in ink,
 * then what it was and where it was published, parted by a slash. The address moves to the next line whole when the
 * two do not fit, and then takes no slash: each part carries its slash in the gap before it, and a part that starts a
 * line has that gap clipped (the row is shifted left by one gap inside a box that hides its overflow). `children`
 * (a link to the piece) follow the words, aligned with them.
 */
export function WorkCredit({ client, kind, url, className = '', children }: { client: string; kind: string; url?: string; className?: string; children?: ReactNode }) {
  return (
    <figcaption className={`flex gap-3 text-sm leading-6 text-muted ${className}`}>
      <CreditRule className="bg-accent" />
      <span className="min-w-0">
        <span className="block font-semibold text-ink">
          {client}
          <span className="sr-only">,</span>
        </span>
        <span className="block overflow-hidden">
          <span className="-ml-5 flex flex-wrap">
            <span className="ml-5">{kind}</span>
            {url && <cite className="relative ml-5 min-w-0 not-italic [overflow-wrap:anywhere] before:absolute before:-left-3.5 before:text-accent before:content-['/'_/_'']">{siteOf(url)}</cite>}
          </span>
        </span>
        {children}
      </span>
    </figcaption>
  );
}
