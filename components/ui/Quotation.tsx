const tones = {
  paper: { text: 'text-ink', marks: 'before:text-accent after:text-accent', rule: 'bg-accent', name: 'text-ink', role: 'text-muted' },
  ink: { text: 'text-white', marks: 'before:text-teal-300 after:text-teal-300', rule: 'bg-teal-300', name: 'text-white', role: 'text-slate-300' },
};

/** A large quotation in the display face, with the speaker's name and role under a short rule; on white or paper, or on ink. */
export function Quotation({
  text,
  name,
  role,
  size = 'large',
  tone = 'paper',
}: {
  text: string;
  name: string;
  role: string;
  size?: 'large' | 'compact';
  tone?: keyof typeof tones;
}) {
  const colours = tones[tone];
  return (
    <figure>
      <blockquote>
        <p
          className={`text-pretty font-display md:text-balance ${colours.text} before:-ml-[0.45em] before:content-['“'] after:content-['”'] ${colours.marks} ${size === 'large' ? 'max-w-4xl text-quote' : 'text-xl leading-snug md:text-2xl'}`}
        >
          {text}
        </p>
      </blockquote>
      <figcaption className={`flex items-center gap-3 sm:gap-4 ${size === 'large' ? 'mt-6 md:mt-8' : 'mt-5'}`}>
        <span aria-hidden="true" className={`h-px w-6 shrink-0 sm:w-10 ${colours.rule}`} />
        <span>
          <span className={`block font-semibold ${colours.name}`}>{name}</span>
          <span className={`block ${colours.role}`}>{role}</span>
        </span>
      </figcaption>
    </figure>
  );
}
