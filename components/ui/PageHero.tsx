import type { ReactNode } from 'react';
import type { PageIntro } from '@/lib/content/types';
import { Container } from './Container';
import { Eyebrow } from './Eyebrow';
import { FirstScreenEnd } from './FirstScreenEnd';
import { Figures } from '@/components/ui/Figures';
import { Emphasis } from './Emphasis';

interface PageHeroProps {
  intro: PageIntro;
  /** The hero's second half (proof: a result, a quotation, the owner): to the right from 1,024 px, under the lead below. */
  aside?: ReactNode;
  /** Extra content under the lead, e.g. jump links: after the aside on phones and tablets, under the lead from 1,024 px. */
  children?: ReactNode;
}

/**
 * The top of an inner page: an optional eyebrow, the page's only h1 in the display face and a lead paragraph, with
 * its proof beside it. The source is the phone's reading order (lead, proof, then any links), so the proof is read
 * before the first scroll; from 1,024 px the grid places the proof in the second column, behind a hairline, level with
 * the headline's top.
 */
export function PageHero({ intro, aside, children }: PageHeroProps) {
  return (
    <section aria-labelledby="page-title" className="border-b border-line bg-white pb-10 pt-8 md:pb-16 md:pt-16 lg:pt-20">
      <Container className={aside ? 'grid grid-cols-1 lg:grid-cols-12 lg:grid-rows-[auto_1fr] lg:gap-x-16' : ''}>
        <div className={aside ? 'lg:col-span-7' : 'max-w-4xl'}>
          {intro.eyebrow && <Eyebrow className="mb-5">{intro.eyebrow}</Eyebrow>}
          {/* A long headline steps down to 40 px on phones, so it balances over at most six lines instead of breaking unevenly. */}
          <h1 id="page-title" className={`text-display ${intro.headline.length > 56 ? 'max-sm:text-[2.5rem]' : ''}`}>
            <Emphasis text={intro.headline} emphasis={intro.emphasis} />
          </h1>
          <p className="mt-5 max-w-measure text-balance text-lede text-standfirst md:mt-8">
            <Figures text={intro.lead} endTogether />
          </p>
        </div>
        {aside && <div className="mt-8 lg:col-span-5 lg:col-start-8 lg:row-span-2 lg:row-start-1 lg:mt-0 lg:self-start lg:pt-2">{aside}</div>}
        {children && <div className={aside ? 'lg:col-span-7 lg:row-start-2' : ''}>{children}</div>}
      </Container>
      <FirstScreenEnd />
    </section>
  );
}
