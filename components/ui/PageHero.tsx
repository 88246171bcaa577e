import type { ReactNode } from 'react';
import type { PageIntro } from '@/content/types';
import { Container } from './Container';
import { Eyebrow } from './Eyebrow';
import { FirstScreenEnd } from './FirstScreenEnd';

interface PageHeroProps {
  intro: PageIntro;
  /** Sits to the right from 1,024 px (its foot level with the lead's when it is the shorter, the heading always at the top), below on phones and tablets. */
  aside?: ReactNode;
  /** Extra content under the lead paragraph, e.g. jump links. */
  children?: ReactNode;
}

/** The top of an inner page: eyebrow, the page's only h1 in the display face and a lead paragraph. */
export function PageHero({ intro, aside, children }: PageHeroProps) {
  return (
    <section aria-labelledby="page-title" className="border-b border-line bg-white pb-14 pt-14 md:pb-20 md:pt-24">
      <Container className={aside ? 'grid gap-12 lg:grid-cols-12 lg:gap-16' : ''}>
        <div className={aside ? 'lg:col-span-7 lg:self-start' : 'max-w-4xl'}>
          <Eyebrow>{intro.eyebrow}</Eyebrow>
          <h1 id="page-title" className="mt-5 text-display">
            {intro.headline}
          </h1>
          <p className="mt-6 max-w-measure text-lede text-muted md:mt-8">{intro.lead}</p>
          {children}
        </div>
        {aside && <div className="lg:col-span-5 lg:self-end">{aside}</div>}
      </Container>
      <FirstScreenEnd />
    </section>
  );
}
