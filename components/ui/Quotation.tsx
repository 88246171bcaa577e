import type { ReactNode } from 'react';

const tones = {
  paper: { text: 'text-ink', mark: 'text-accent', rule: 'bg-accent', name: 'text-ink', role: 'text-muted' },
  ink: { text: 'text-white', mark: 'text-accent-on-ink', rule: 'bg-accent-on-ink', name: 'text-white', role: 'text-slate-300' },
};

/**
 * The mark of every client's quotation on the site (never of her own lines, which `WorkExcerpt` sets as clippings): an
 * oversized opening quotation mark in the display serif, set in the accent above the line's first word, its left edge
 * on the text's, as a magazine sets a pull quote. Its box is shallower than the glyph, so the line sits close under it.
 */
export function HangingMark({ className = '' }: { className?: string }) {
  // The mark is drawn by CSS, so the quotation's text is its words alone (to a screen reader and to a copy).
  return <span aria-hidden="true" className={`block h-[2.75rem] select-none font-display text-[5.5rem] leading-[0.9] before:content-['“'] md:h-[3.25rem] md:text-[6.5rem] ${className}`} />;
}

/** The short rule that opens a credit line, level with its first line. */
export function CreditRule({ className = '' }: { className?: string }) {
  return <span aria-hidden="true" className={`mt-3 h-px w-6 shrink-0 sm:w-8 ${className}`} />;
}

/**
 * A large quotation in the display face (the mark hanging above it: clients' words only; her own lines are
 * `WorkExcerpt`'s clippings), with the speaker's credit under it: a short rule, the name in small capitals, the role under it.
 */
const sizes = {
  large: 'max-w-4xl text-quote md:text-balance',
  // A case study's closing quotation across the page, as home sets its testimonial: the text column's width from
  // 1,024 px (the lines balanced), never a narrow block with the right of the page left empty.
  full: 'max-w-[30ch] text-2xl leading-[1.2] tracking-[-0.015em] md:max-w-[32ch] md:text-balance md:text-[2.5rem] md:leading-[1.15] lg:max-w-none lg:text-[3rem] lg:leading-[1.12] lg:tracking-[-0.02em]',
  compact: 'text-xl leading-snug md:text-balance md:text-2xl',
  // A client's words beside a result or a form (Services' hero, Contact's sidebar): a step smaller, in a narrow column.
  small: 'text-lg leading-snug sm:text-xl',
};

/**
 * `text` may carry markup (`<Figures>`, which keeps a figure whole); `className` spaces the figure in its column.
 */
export function Quotation({
  text,
  name,
  role,
  size = 'large',
  tone = 'paper',
  className = '',
}: {
  text: ReactNode;
  name: string;
  role: string;
  size?: keyof typeof sizes;
  tone?: keyof typeof tones;
  className?: string;
}) {
  const colours = tones[tone];
  return (
    <figure className={className}>
      <blockquote>
        <HangingMark className={colours.mark} />
        <p className={`text-pretty font-display ${colours.text} ${sizes[size]}`}>{text}</p>
      </blockquote>
      <figcaption className={`flex gap-3 sm:gap-4 ${size === 'large' || size === 'full' ? 'mt-6 md:mt-8' : size === 'compact' ? 'mt-5' : 'mt-4'}`}>
        <CreditRule className={colours.rule} />
        <span>
          <span className={`block label-caps leading-6 ${colours.name}`}>{name}</span>
          <span className={`block ${colours.role}`}>{role}</span>
        </span>
      </figcaption>
    </figure>
  );
}
