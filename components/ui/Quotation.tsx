/** A large quotation set in the body face, with the speaker's name and role in muted text. */
export function Quotation({ text, name, role }: { text: string; name: string; role: string }) {
  return (
    <figure className="max-w-4xl">
      <svg aria-hidden="true" viewBox="0 0 48 36" className="h-9 w-12 fill-accent">
        <path d="M0 36V22.4C0 9.6 6.7 2.1 18.4 0l1.9 4.6C13.5 6.6 10.6 10.5 10.2 16H19v20H0Zm28.7 0V22.4C28.7 9.6 35.4 2.1 47.1 0L49 4.6c-6.8 2-9.7 5.9-10.1 11.4h8.8v20h-19Z" />
      </svg>
      <blockquote className="mt-6">
        <p className="text-2xl font-medium leading-snug tracking-tight text-ink md:text-[2rem] md:leading-[1.35]">{text}</p>
      </blockquote>
      <figcaption className="mt-8 flex items-center gap-4">
        <span aria-hidden="true" className="h-px w-10 bg-accent" />
        <span>
          <span className="block font-semibold text-ink">{name}</span>
          <span className="block text-muted">{role}</span>
        </span>
      </figcaption>
    </figure>
  );
}
