import type { ReactNode } from 'react';
import { Container } from './Container';

interface SectionProps {
  id?: string;
  /** Alternating backgrounds: warm paper or white. */
  tone?: 'white' | 'paper';
  eyebrow?: string;
  title?: string;
  intro?: ReactNode;
  children?: ReactNode;
  className?: string;
}

/** A page section: eyebrow label, h2 heading, optional intro, then its content. */
export function Section({ id, tone = 'white', eyebrow, title, intro, children, className = '' }: SectionProps) {
  const headingId = id && title ? `${id}-title` : undefined;
  // Without a title, the eyebrow names the section.
  const eyebrowId = id && eyebrow && !title ? `${id}-label` : undefined;
  return (
    <section
      id={id}
      aria-labelledby={headingId ?? eyebrowId}
      className={`py-14 md:py-24 ${tone === 'paper' ? 'bg-paper' : 'bg-white'} ${className}`}
    >
      <Container>
        {(eyebrow || title || intro) && (
          <header className="mb-10 max-w-3xl md:mb-14">
            {eyebrow && <p id={eyebrowId} className="mb-3 text-sm font-semibold uppercase tracking-wider text-accent">{eyebrow}</p>}
            {title && (
              <h2 id={headingId} className="text-3xl font-bold tracking-tight md:text-4xl">
                {title}
              </h2>
            )}
            {intro && <div className="mt-4 text-lg text-muted">{intro}</div>}
          </header>
        )}
        {children}
      </Container>
    </section>
  );
}
