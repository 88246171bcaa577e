import type { Action, SectionCopy } from '@/lib/content/types';
import { ButtonLink } from './ButtonLink';
import type { EditWords } from '@/lib/content/edit-schema';
import { Edit } from './Edit';
import { Container } from './Container';
import { Eyebrow } from './Eyebrow';
import { Figures } from '@/components/ui/Figures';

/**
 * The closing call to action, set as the last page of a magazine piece: on paper, under a heavy rule in ink with the
 * eyebrow as its kicker (the serif's italic), the ask large in the display serif on the left and, from 1,024 px, the promise and the
 * one solid button on the right behind a hairline. On phones the ask steps down with the width (7.3 vw, 28 px at 375 px), so
 * an ask of about 45 characters balances over two lines, each a half of the sentence, rather than three ragged ones. No box, no coloured band: paper, or white (`tone`) under a section on
 * paper. With an `edit` in its words (Services), one of her edits sits between the ask and the promise: the ask, the fix
 * shown, then the promise and the button, so the page ends on the button; from 1,024 px the ask and the promise are
 * one column and the edit stands beside them on the right.
 * `joined`: it follows a section on the same ground, so it takes no top padding of its own and the heavy rule parts
 * the two at one section's rhythm (the section above's bottom padding), not two.
 */
export function CtaBand({
  copy,
  id = 'closing-cta',
  tone = 'paper',
  joined = false,
}: {
  copy: SectionCopy & { cta: Action; edit?: EditWords };
  id?: string;
  tone?: 'paper' | 'white';
  joined?: boolean;
}) {
  const heading = (
    <h2 id={`${id}-title`} className={`text-title max-sm:text-[clamp(1.625rem,7.3vw,2rem)] md:text-[3.5rem] md:leading-[1.06] md:tracking-[-0.02em] lg:text-[4rem] ${copy.edit ? '' : 'lg:col-span-7'}`}>
      <Figures text={copy.title} endTogether />
    </h2>
  );
  const promise = (
    <>
      {copy.intro && (
        <p className="max-w-measure leading-relaxed text-ink md:text-lg">
          <Figures text={copy.intro} />
        </p>
      )}
      <ButtonLink href={copy.cta.href} className="mt-5 w-full sm:w-auto md:mt-6" arrow>
        {copy.cta.label}
      </ButtonLink>
    </>
  );
  return (
    <section aria-labelledby={`${id}-title`} className={`${tone === 'white' ? 'bg-white' : 'bg-paper'} ${joined ? 'pb-10 md:pb-20' : 'py-10 md:py-20'}`}>
      <Container>
        <Eyebrow className="border-t-[3px] border-ink pt-4">{copy.eyebrow}</Eyebrow>
        {copy.edit ? (
          <div className="mt-5 grid gap-8 md:mt-12 md:gap-10 lg:grid-cols-12 lg:grid-rows-[auto_1fr] lg:gap-x-16 lg:gap-y-8">
            <div className="lg:col-span-7 lg:col-start-1 lg:row-start-1">{heading}</div>
            <Edit edit={copy.edit} className="lg:col-span-5 lg:col-start-8 lg:row-span-2 lg:row-start-1" />
            <div className="lg:col-span-7 lg:col-start-1 lg:row-start-2">{promise}</div>
          </div>
        ) : (
          <div className="mt-5 grid gap-4 md:mt-12 md:gap-8 lg:grid-cols-12 lg:gap-16">
            {heading}
            <div className="lg:col-span-5 lg:self-end lg:border-l lg:border-line lg:pl-12">{promise}</div>
          </div>
        )}
      </Container>
    </section>
  );
}
