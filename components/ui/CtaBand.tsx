import { Icon } from '@/components/ui/Icon';
import type { Action, SectionCopy } from '@/content/types';
import { ButtonLink } from './ButtonLink';
import { Container } from './Container';

interface CtaBandProps {
  copy: SectionCopy & { cta: Action };
  id?: string;
  /** Background around the panel; pick the opposite of the section above. */
  tone?: 'paper' | 'white';
}

/** The closing call to action: a full-width accent panel with one button. */
export function CtaBand({ copy, id = 'closing-cta', tone = 'paper' }: CtaBandProps) {
  return (
    <section aria-labelledby={`${id}-title`} className={`py-14 md:py-24 ${tone === 'paper' ? 'bg-paper' : 'bg-white'}`}>
      <Container>
        <div className="rounded-card bg-accent px-6 py-12 text-center text-white sm:px-10 md:px-16 md:py-20">
          <p className="mx-auto text-sm font-semibold uppercase tracking-wider text-accent-tint">{copy.eyebrow}</p>
          <h2 id={`${id}-title`} className="mx-auto mt-4 max-w-3xl text-title text-white md:text-5xl md:leading-[1.1]">
            {copy.title}
          </h2>
          {copy.intro && <p className="mx-auto mt-5 max-w-measure text-lg leading-relaxed text-white/90">{copy.intro}</p>}
          <ButtonLink href={copy.cta.href} variant="inverse" className="mt-9 w-full sm:w-auto">
            {copy.cta.label}
            <Icon name="arrow-right" className="size-5" />
          </ButtonLink>
        </div>
      </Container>
    </section>
  );
}
