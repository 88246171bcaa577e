import { Icon } from '@/components/ui/Icon';
import type { Action, SectionCopy } from '@/lib/content/types';
import { ButtonLink } from './ButtonLink';
import { Container } from './Container';
import { Figures } from '@/components/ui/Figures';
import { Eyebrow } from '@/components/ui/Eyebrow';

/**
 * The closing call to action: a full-bleed accent band, no box, set as an asymmetric split from 1,024 px (the ask
 * large on the left, the promise and the one button on the right).
 */
export function CtaBand({ copy, id = 'closing-cta' }: { copy: SectionCopy & { cta: Action }; id?: string }) {
  return (
    <section aria-labelledby={`${id}-title`} className="bg-accent py-10 text-white md:py-20">
      <Container className="grid gap-6 lg:grid-cols-12 lg:items-end lg:gap-16">
        <div className="lg:col-span-7">
          <Eyebrow tone="accent">{copy.eyebrow}</Eyebrow>
          <h2 id={`${id}-title`} className="mt-4 text-title text-white md:text-5xl md:leading-[1.08]">
            {copy.title}
          </h2>
        </div>
        <div className="lg:col-span-5">
          {copy.intro && (
            <p className="max-w-measure text-lg leading-relaxed text-white">
              <Figures text={copy.intro} />
            </p>
          )}
          <ButtonLink href={copy.cta.href} variant="inverse" className="mt-6 w-full sm:w-auto">
            {copy.cta.label}
            <Icon name="arrow-right" className="size-5" />
          </ButtonLink>
        </div>
      </Container>
    </section>
  );
}
