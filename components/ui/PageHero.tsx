import type { ReactNode } from 'react';
import type { PageIntro } from '@/content/types';
import { Container } from './Container';
import { Eyebrow } from './Eyebrow';

interface PageHeroProps {
  intro: PageIntro;
  /** Sits to the right on wide screens and below on phones. */
  aside?: ReactNode;
  /** Extra content under the lead paragraph, e.g. jump links. */
  children?: ReactNode;
}

/** The top of an inner page: eyebrow, the page's only h1 and a lead paragraph. */
export function PageHero({ intro, aside, children }: PageHeroProps) {
  return (
    <section aria-labelledby="page-title" className="border-b border-line bg-white py-16 md:py-24">
      <Container className={aside ? 'grid gap-12 lg:grid-cols-12 lg:items-end lg:gap-16' : ''}>
        <div className={aside ? 'lg:col-span-7' : 'max-w-4xl'}>
          <Eyebrow>{intro.eyebrow}</Eyebrow>
          <h1 id="page-title" className="mt-4 text-4xl font-bold leading-[1.1] tracking-tight md:text-5xl lg:text-6xl">
            {intro.headline}
          </h1>
          <p className="mt-6 max-w-2xl text-lg leading-relaxed text-muted md:text-xl">{intro.lead}</p>
          {children}
        </div>
        {aside && <div className="lg:col-span-5">{aside}</div>}
      </Container>
    </section>
  );
}
