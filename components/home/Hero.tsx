import { ArrowDown } from 'lucide-react';
import { hero } from '@/content/home';
import type { CaseStudy } from '@/lib/render/case-studies';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { Container } from '@/components/ui/Container';
import { Eyebrow } from '@/components/ui/Eyebrow';
import { ExperienceBadges } from './ExperienceBadges';
import { HeroProof } from './HeroProof';

/**
 * Text-led hero: the headline is the page's h1 and its largest paint. From 1,024 px a second column shows the
 * featured case study's headline result (when there is one).
 */
export function Hero({ proof }: { proof?: CaseStudy }) {
  return (
    <section aria-labelledby="page-title" className="bg-white pb-14 pt-16 md:pb-20 md:pt-28">
      <Container>
        <div className={proof ? 'lg:grid lg:grid-cols-12 lg:gap-16' : ''}>
          <div className={proof ? 'lg:col-span-7' : ''}>
            <Eyebrow>{hero.eyebrow}</Eyebrow>
            <h1
              id="page-title"
              className="mt-5 max-w-4xl text-4xl font-bold leading-[1.08] tracking-tight sm:text-5xl lg:text-6xl lg:leading-[1.04]"
            >
              {hero.headline}
            </h1>
            <p className="mt-6 max-w-2xl text-lg leading-relaxed text-muted md:mt-8 md:text-xl md:leading-relaxed">{hero.subtext}</p>
            <div className="mt-9 flex flex-col gap-3 sm:flex-row md:mt-10">
              <ButtonLink href={hero.primary.href}>{hero.primary.label}</ButtonLink>
              <ButtonLink href={hero.secondary.href} variant="secondary">
                {hero.secondary.label}
                <ArrowDown aria-hidden="true" className="size-5" />
              </ButtonLink>
            </div>
          </div>
          {proof && <HeroProof study={proof} />}
        </div>
        <ExperienceBadges />
      </Container>
    </section>
  );
}
