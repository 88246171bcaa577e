/** Where the piece lives, as a reader sees it in the address bar: the site, without scheme or "www.". */
function address(url: string): string {
  return new URL(url).hostname.replace(/^www\./, '');
}

/**
 * The site's signature: a line of her published work, set as a clipping of the page it was published on: the page's
 * address over it, the line in the display serif as the page's opening (no quotation marks: these are her words, not
 * a client's), closed by a hairline and her mark (nothing stands in for text, so nothing reads as a page still loading), and who it was written for below. `label` says whose writing it is.
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
          {/* The page's end: a hairline closed by her mark, the accent ring of the monogram's seal. */}
          <div aria-hidden="true" className="mt-5 flex items-center gap-3">
            <span className="h-px flex-1 bg-line" />
            <span className="size-3 rounded-full border-2 border-accent" />
          </div>
        </div>
      </div>
      <figcaption className="mt-3 text-sm text-muted">
        <span className="font-semibold text-ink">{client}</span>, {kind}
      </figcaption>
    </figure>
  );
}
