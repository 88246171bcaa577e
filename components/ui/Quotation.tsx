/** A large quotation in the display face, with the speaker's name and role in muted text. */
export function Quotation({ text, name, role, size = 'large' }: { text: string; name: string; role: string; size?: 'large' | 'compact' }) {
  return (
    <figure>
      <blockquote>
        <p
          className={`text-pretty md:text-balance font-display text-ink before:-ml-[0.45em] before:text-accent before:content-['“'] after:text-accent after:content-['”'] ${size === 'large' ? 'max-w-4xl text-quote' : 'text-xl leading-snug md:text-2xl'}`}>
          {text}
        </p>
      </blockquote>
      <figcaption className={`flex items-center gap-4 ${size === 'large' ? 'mt-8' : 'mt-5'}`}>
        <span aria-hidden="true" className="h-px w-10 shrink-0 bg-accent" />
        <span>
          <span className="block font-semibold text-ink">{name}</span>
          <span className="block text-muted">{role}</span>
        </span>
      </figcaption>
    </figure>
  );
}
