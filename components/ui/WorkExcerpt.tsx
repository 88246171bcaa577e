import { siteOf } from '@/lib/render/url';

/**
 * The site's signature: a line of her published work set as a magazine sets a pull quote. A rule in ink over it with
 * `label` (whose writing it is) in small capitals, the line large in the display serif (no quotation marks: these are
 * her words, not a client's), then a hairline and the source in small type: who it was for, what it was, and where it
 * was published. No box, no chrome: print, not a widget.
 */
export function WorkExcerpt({ excerpt, label, url, client, kind, className = '' }: { excerpt: string; label: string; url?: string; client: string; kind: string; className?: string }) {
  return (
    <figure className={`border-t-[3px] border-ink pt-3 ${className}`}>
      <p className="max-w-none text-xs font-semibold uppercase leading-5 tracking-[0.14em] text-muted">{label}</p>
      <blockquote cite={url} className="mt-3 md:mt-6">
        <p className="text-balance font-display text-[1.375rem] leading-[1.22] tracking-[-0.01em] text-ink md:text-[1.75rem]">{excerpt}</p>
      </blockquote>
      <figcaption className="mt-3 border-t border-line pt-3 text-sm leading-6 text-muted md:mt-6">
        <span className="block font-semibold text-ink">
          {client}
          <span className="sr-only">,</span>
        </span>
        {kind}
        {url && (
          <>
            <span aria-hidden="true" className="mx-2 text-accent">
              /
            </span>
            <cite className="not-italic [overflow-wrap:anywhere]">{siteOf(url)}</cite>
          </>
        )}
      </figcaption>
    </figure>
  );
}
