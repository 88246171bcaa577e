/** Where the piece lives, as a reader sees it in the address bar: the site, without scheme or "www.". */
function address(url: string): string {
  return new URL(url).hostname.replace(/^www\./, '');
}

/**
 * The site's signature: a line of her published work, set as a clipping of the page it was published on: the page's
 * address over it, the line in the display serif as the page's opening (no quotation marks: these are her words, not
 * a client's), the rest of the page greeked under it, and who it was written for below. `label` says whose writing it is.
 */
export function WorkExcerpt({ excerpt, label, url, client, kind, className = '' }: { excerpt: string; label: string; url?: string; client: string; kind: string; className?: string }) {
  return (
    <figure className={className}>
      <p className="flex items-center gap-3 text-sm font-semibold uppercase tracking-wider text-accent">
        <span aria-hidden="true" className="h-0.5 w-8 bg-accent" />
        {label}
      </p>
      <div className="mt-4 overflow-hidden rounded-card border border-line bg-white shadow-[0_1px_2px_rgb(15_23_42/0.06)]">
        {url && (
          <p className="border-b border-line bg-paper px-4 py-2 text-xs leading-5 text-muted [overflow-wrap:anywhere]">
            <cite className="not-italic">{address(url)}</cite>
          </p>
        )}
        <div className="border-l-4 border-accent px-5 pb-5 pt-4 md:px-6">
          <blockquote cite={url}>
            <p className="text-pretty font-display text-xl leading-snug text-ink md:text-2xl">{excerpt}</p>
          </blockquote>
          <div aria-hidden="true" className="mt-4 space-y-2">
            <div className="h-1.5 w-full rounded-full bg-line" />
            <div className="h-1.5 w-4/5 rounded-full bg-line" />
          </div>
        </div>
      </div>
      <figcaption className="mt-3 text-sm text-muted">
        <span className="font-semibold text-ink">{client}</span>, {kind}
      </figcaption>
    </figure>
  );
}
