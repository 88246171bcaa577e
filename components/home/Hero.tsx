import { Icon } from '@/components/ui/Icon';
import { Figures } from '@/components/ui/Figures';
import { hero } from '@/lib/content/home';
import type { CaseStudy } from '@/lib/render/case-studies';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { Container } from '@/components/ui/Container';
import { Eyebrow } from '@/components/ui/Eyebrow';
import { Emphasis } from '@/components/ui/Emphasis';
import { Portrait } from '@/components/ui/Portrait';
import { ExperienceBadges } from './ExperienceBadges';
import { HeroProof } from './HeroProof';
import { FirstScreenEnd } from '@/components/ui/FirstScreenEnd';
import { Signature } from '@/components/ui/Signature';

/**
 * Text-led hero: the headline is the page's h1 and its largest paint. The featured case study (a line of the work and
 * its result, when there is one) is proof before the scroll at every width, in the page once. The source order is
 * the phone's reading order (lead, buttons, proof, credentials), so a page painted while it is still arriving never
 * moves what is already shown; at 768 the grid sets the result beside the lead and the line of her work after the
 * credentials; from 1,024 px it puts the buttons and credentials under the lead and the proof in the second column,
 * under the owner's portrait when there is one.
 */
export function Hero({ proof }: { proof?: CaseStudy }) {
  return (
    <section aria-labelledby="page-title" className="bg-white pb-8 pt-8 md:pb-16 md:pt-10 lg:pt-20">
      <Container>
        {/* From 768 to 1,023 px the wrappers step aside (display: contents) and one grid sets the head across the
            page, the lead beside the recent result, the buttons and credentials under both, then the line of her work
            across the page: no half screen empty. From 1,024 px the lead, buttons and credentials fill the first
            column and the proof the second. */}
        <div className="grid md:max-lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] md:max-lg:gap-x-10 lg:grid-cols-12 lg:grid-rows-[auto_auto_1fr] lg:gap-x-16">
          <div className="md:max-lg:contents lg:col-span-7 lg:row-start-1">
            <div className="md:max-lg:col-span-2 md:max-lg:row-start-1">
              <Eyebrow>{hero.eyebrow}</Eyebrow>
              <h1 id="page-title" className="mt-3 text-display md:mt-5">
                <Emphasis text={hero.headline} emphasis={hero.emphasis} />
              </h1>
            </div>
            <div className="md:max-lg:col-start-1 md:max-lg:row-start-2">
              <p className="mt-5 max-w-measure text-balance text-lede text-standfirst md:mt-8 lg:mt-8">
                <Figures text={hero.subtext} endTogether />
              </p>
              <Signature decorative className="mt-3 w-32 -rotate-2 md:mt-2 md:w-44 lg:mt-4 lg:w-52" />
            </div>
          </div>
          {/* The buttons follow the lead they answer, before the proof on phones (so the first screen holds both). */}
          <div className="mt-5 grid gap-3 self-start sm:flex md:max-lg:col-span-2 md:max-lg:row-start-3 md:mt-10 lg:col-span-7 lg:row-start-2">
            <ButtonLink href={hero.primary.href}>{hero.primary.label}</ButtonLink>
            <ButtonLink href={hero.secondary.href} variant="secondary">
              {hero.secondary.label}
              <Icon name="arrow-down" className="size-5" />
            </ButtonLink>
          </div>
          <div className="md:max-lg:contents lg:col-span-5 lg:col-start-8 lg:row-span-3 lg:row-start-1 lg:flex lg:flex-col lg:justify-start lg:gap-8 lg:border-l lg:border-line lg:pl-12">
            <Portrait frame="hero" className="max-w-64 max-lg:hidden" />
            {proof && <HeroProof study={proof} />}
          </div>
          <div className="self-start md:max-lg:col-span-2 md:max-lg:row-start-4 lg:col-span-7 lg:col-start-1 lg:row-start-3">
            <ExperienceBadges />
          </div>
        </div>
      </Container>
      <FirstScreenEnd />
    </section>
  );
}
