/**
 * The site's signature: a line of her published work set large in the display serif, as a magazine sets a pull quote,
 * under the kind of work and over who it was for. The words are hers (the piece's own), so it is a quotation.
 */
export function WorkExcerpt({ excerpt, kind, client, className = '' }: { excerpt: string; kind: string; client: string; className?: string }) {
  return (
    <figure className={className}>
      <p className="flex items-center gap-3 text-sm font-semibold uppercase tracking-wider text-accent">
        <span aria-hidden="true" className="h-0.5 w-8 bg-accent" />
        {kind}
      </p>
      <blockquote className="mt-4">
        <p className="font-display text-2xl leading-snug text-ink before:-ml-[0.45em] before:text-accent before:content-['“'] after:text-accent after:content-['”']">
          {excerpt}
        </p>
      </blockquote>
      <figcaption className="mt-4 text-muted">{client}</figcaption>
    </figure>
  );
}
