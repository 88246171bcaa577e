import type { Action, SectionCopy } from '@/lib/content/types';
import { ButtonLink } from './ButtonLink';
import { Edit, type EditWords } from './Edit';
import { Container } from './Container';
import { Eyebrow } from './Eyebrow';
import { Figures } from '@/components/ui/Figures';

/**
 * The closing call to action, set as the last page of a magazine piece: on paper, under a heavy rule in ink with the
 * eyebrow as its kicker (the serif's italic), the ask large in the display serif on the left and, from 1,024 px, the promise and the
 * one solid button on the right behind a hairline. No box, no coloured band: paper, or white (`tone`) under a section on
 * paper. With an `edit` in its words (Services), one of her edits follows the ask: the fix shown beside the offer.
 */
export function CtaBand({ copy, id = 'closing-cta', tone = 'paper' }: { copy: SectionCopy & { cta: Action; edit?: EditWords }; id?: string; tone?: 'paper' | 'white' }) {
  return (
    <section aria-labelledby={`${id}-title`} className={`${tone === 'white' ? 'bg-white' : 'bg-paper'} py-12 md:py-20`}>
      <Container>
        <Eyebrow className="border-t-[3px] border-ink pt-4">{copy.eyebrow}</Eyebrow>
        <div className={`mt-5 grid gap-4 md:mt-12 md:gap-8 lg:grid-cols-12 lg:gap-16 ${copy.edit ? 'lg:grid-rows-[auto_1fr] lg:gap-y-10' : ''}`}>
          <h2 id={`${id}-title`} className="text-title md:text-[3.5rem] md:leading-[1.06] md:tracking-[-0.02em] lg:col-span-7 lg:text-[4rem]">
            <Figures text={copy.title} endTogether />
          </h2>
          {copy.edit && <Edit edit={copy.edit} className="mt-4 md:mt-2 lg:col-span-5 lg:col-start-8 lg:row-span-2 lg:row-start-1 lg:mt-0" />}
          <div className={copy.edit ? 'lg:col-span-7 lg:col-start-1 lg:row-start-2' : 'lg:col-span-5 lg:self-end lg:border-l lg:border-line lg:pl-12'}>
            {copy.intro && (
              <p className="max-w-measure leading-relaxed text-ink md:text-lg">
                <Figures text={copy.intro} />
              </p>
            )}
            <ButtonLink href={copy.cta.href} className="mt-5 w-full sm:w-auto md:mt-6" arrow>
              {copy.cta.label}
            </ButtonLink>
          </div>
        </div>
      </Container>
    </section>
  );
}
