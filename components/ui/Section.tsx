import type { ReactNode } from 'react';
import { Container } from './Container';

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
   * With `split`, marginalia under the claim from 1,024 px (a line of her work, her signature), so the narrow column
   * is not left empty beside a long list; not shown below, where the claim sits above its evidence.
   */
  aside?: ReactNode;
  /** The accessible name when the section has no visible title. */
  label?: string;
  children?: ReactNode;
  className?: string;
}

/** A page section: eyebrow label, h2 heading in the display face, optional intro, then its content. */
export function Section({ id, tone = 'white', eyebrow, title, intro, split = false, aside, label, children, className = '' }: SectionProps) {
  const headingId = id && title ? `${id}-title` : undefined;
  const header = (eyebrow || title || intro) && (
    <header className={split ? 'mb-6 md:mb-10 lg:sticky lg:top-28 lg:col-span-5 lg:mb-0 lg:self-start' : 'mb-6 max-w-3xl md:mb-14'}>
      {eyebrow && <p className="mb-3 max-w-none text-sm font-semibold uppercase tracking-wider text-accent">{eyebrow}</p>}
      {title && (
        <h2 id={headingId} className="text-title">
          {title}
        </h2>
      )}
      {intro && <div className="mt-4 max-w-measure text-lede text-muted md:mt-5">{intro}</div>}
      {split && aside && <div className="mt-12 max-lg:hidden">{aside}</div>}
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
        {split ? (
          <div className="lg:grid lg:grid-cols-12 lg:gap-16">
            {header}
            <div className="lg:col-span-7">{children}</div>
          </div>
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
