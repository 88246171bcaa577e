import type { ReactNode } from 'react';
import { Container } from './Container';
import { Eyebrow } from './Eyebrow';

interface SectionProps {
  id?: string;
  /** Alternating backgrounds: warm paper or white. */
  tone?: 'white' | 'paper';
  eyebrow?: string;
  title?: string;
  intro?: ReactNode;
  /**
   * An asymmetric split from 1,024 px: the heading and intro (the claim) in a narrow left column, the content (its
   * evidence) in the wide right one. Otherwise the heading sits above the content.
   */
  split?: boolean;
  /**
   * Without `split`: the evidence for the heading and intro, beside them from 768 px (in five columns of twelve, six
   * from 1,024 px) and after the intro on phones, so the right of a short heading is not left empty.
   */
  headerAside?: ReactNode;
  /** The accessible name when the section has no visible title. */
  label?: string;
  children?: ReactNode;
  className?: string;
}

/**
 * A page section: its kicker (the eyebrow, a line in the serif's italic: `Eyebrow`), the h2 in the display face right
 * under it, an optional intro, then its content.
 */
export function Section({ id, tone = 'white', eyebrow, title, intro, split = false, headerAside, label, children, className = '' }: SectionProps) {
  const headingId = id && title ? `${id}-title` : undefined;
  const runningHead = eyebrow && <Eyebrow className="mb-2 md:mb-3">{eyebrow}</Eyebrow>;
  const header = (title || intro) && (
    <header className={split ? 'mb-5 md:mb-10 lg:col-span-5 lg:mb-0 lg:self-start lg:sticky lg:top-28' : 'mb-5 max-w-3xl md:mb-14'}>
      {title && (
        <h2 id={headingId} className="text-title">
          {title}
        </h2>
      )}
      {intro && <div className="mt-3 max-w-measure text-base leading-relaxed text-standfirst sm:text-lede md:mt-5">{intro}</div>}
    </header>
  );
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      aria-label={headingId ? undefined : label}
      className={`py-10 md:py-24 ${tone === 'paper' ? 'bg-paper' : 'bg-white'} ${className}`}
    >
      <Container>
        {runningHead}
        {split ? (
          <div className="lg:grid lg:grid-cols-12 lg:grid-rows-[auto_1fr] lg:gap-x-16">
            {header}
            <div className="lg:col-span-7 lg:col-start-6 lg:row-span-2 lg:row-start-1">{children}</div>
          </div>
        ) : headerAside ? (
          <>
            <div className="mb-5 md:mb-10 md:grid md:grid-cols-12 md:items-start md:gap-x-10 lg:gap-x-16">
              <div className="md:col-span-7 lg:col-span-6 [&>header]:mb-0">{header}</div>
              <div className="mt-5 md:col-span-5 md:mt-1 lg:col-span-6">{headerAside}</div>
            </div>
            {children}
          </>
        ) : (
          <>
            {header}
            {children}
          </>
        )}
      </Container>
    </section>
  );
}
