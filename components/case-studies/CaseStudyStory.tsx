import type { ReactNode } from 'react';
import { caseStudyPage as copy } from '@/lib/content/case-studies';
import { caseStudyEdit, type CaseStudy } from '@/lib/render/case-studies';
import { sameAddress } from '@/lib/render/url';
import { clientPieces } from '@/lib/render/work-line';
import { PostBody } from '@/components/blog/PostBody';
import { Container } from '@/components/ui/Container';
import { Edit } from '@/components/ui/Edit';
import { ExternalLink } from '@/components/ui/ExternalLink';
import { Quotation } from '@/components/ui/Quotation';
import { Section } from '@/components/ui/Section';
import { StatGrid } from '@/components/ui/StatGrid';
import { ClientWork } from './ClientWork';

/**
 * A chapter's text from 1,024 px: set a step larger (20 px, 21 px from 1,280) so the measure (32.75 em, the base rule)
 * fills the two thirds beside the heading rather than leaving a third of the page empty; the post measure stays below.
 */
const storyText = 'lg:max-w-none lg:text-xl xl:text-[1.3125rem]';

/**
 * One chapter of the story: a numbered heading on the left on wide screens, the text at a reading measure beside it;
 * `wide` (a row of three or more figures) sets the heading over the content at the full width instead. `margin` goes
 * in the left column under the heading from 1,024 px (the column is otherwise empty beside a long text), sticky while
 * the text runs on; narrower, it follows the text.
 */
function Chapter({ id, number, title, wide = false, margin, children }: { id: string; number: string; title: string; wide?: boolean; margin?: ReactNode; children: ReactNode }) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className={`grid gap-5 border-t border-line py-10 first:border-t-0 first:pt-0 last:pb-0 md:py-14 lg:grid-cols-12 lg:gap-10 ${margin ? 'lg:grid-rows-[auto_1fr] lg:gap-y-8' : ''}`}
    >
      <header className={wide ? 'lg:col-span-12' : `lg:col-span-4 ${margin ? 'lg:col-start-1 lg:row-start-1' : ''}`}>
        <p aria-hidden="true" className="font-display text-2xl font-semibold text-accent">
          {number}
        </p>
        <h2 id={`${id}-title`} className="mt-2 text-title">
          {title}
        </h2>
      </header>
      <div className={`min-w-0 ${wide ? 'lg:col-span-12' : `lg:col-span-8 ${margin ? 'lg:col-start-5 lg:row-span-2 lg:row-start-1' : ''}`}`}>{children}</div>
      {margin && <div className="mt-5 min-w-0 md:mt-6 lg:sticky lg:top-28 lg:col-span-4 lg:col-start-1 lg:row-start-2 lg:mt-0 lg:self-start">{margin}</div>}
    </section>
  );
}

/**
 * Challenge, then what was done (the pieces it produced as the portfolio shows them, and the case's edit, when it has
 * them), then the figures set large (three chapters, numbered alike), then the client's words.
 * The results chapter sets the figures after the headline one: the hero already states that, and each fact is said once.
 * Three or more run the page's width under its heading; one or two sit beside it, as the other chapters' text does.
 */
export function CaseStudyStory({ study }: { study: CaseStudy }) {
  const further = study.results.filter((result) => result !== study.headline);
  const edit = caseStudyEdit(study);
  // The client's pieces, under the text that tells what they were; the link to the published work only when none of
  // them is the piece at the study's address, whose 'View Work' goes there.
  const pieces = clientPieces(study);
  const published = study.url && !pieces.some((item) => sameAddress(item.url, study.url!)) ? study.url : undefined;
  return (
    <>
      <div className="bg-white py-14 md:py-24">
        <Container>
          <Chapter id="challenge" number="01" title={copy.challenge}>
            <PostBody html={study.challengeHtml} className={storyText} />
          </Chapter>
          <Chapter id="approach" number="02" title={copy.approach} margin={edit && <Edit edit={edit} compact />}>
            <PostBody html={study.approachHtml} className={storyText} />
            <ClientWork pieces={pieces} offline={study.offline} />
            {published && (
              <p className="mt-8">
                <ExternalLink
                  href={published}
                  className="inline-flex min-h-11 items-center font-semibold text-accent underline decoration-accent/40 underline-offset-4 hover:text-accent-hover"
                >
                  {copy.published}
                </ExternalLink>
              </p>
            )}
          </Chapter>
        </Container>
      </div>
      {further.length > 0 && (
        <div className="bg-paper py-14 md:py-24">
          <Container>
            <Chapter id="results" number="03" title={copy.results} wide={further.length > 2}>
              <StatGrid stats={further} />
            </Chapter>
          </Container>
        </div>
      )}
      <Section id="quote" eyebrow={copy.quoteLabel} label={copy.quoteLabel}>
        <Quotation {...study.quote} size="full" />
      </Section>
    </>
  );
}
