import { Icon } from '@/components/ui/Icon';
import { caseStudyPage as copy } from '@/lib/content/case-studies';
import type { CaseStudy } from '@/lib/render/case-studies';
import { caseStudyPath } from '@/lib/render/seo/metadata';
import { localHref } from '@/lib/render/url';
import { Container } from '@/components/ui/Container';
import { HeadlineFigure } from './HeadlineFigure';

/**
 * The way on from a case study to the next one in the portfolio's order (after the last, the first), so a story never
 * ends in a dead end: its client, title and headline result, the whole block one link. Nothing when there is no other.
 */
export function NextCaseStudy({ study, studies }: { study: CaseStudy; studies: CaseStudy[] }) {
  if (studies.length < 2) return null;
  const index = studies.findIndex((candidate) => candidate.slug === study.slug);
  const next = studies[(index + 1) % studies.length];
  return (
    <nav aria-label={copy.next} className="border-t border-line bg-white py-12 md:py-20">
      <Container>
        <a
          href={localHref(caseStudyPath(next.slug))}
          className="group grid gap-6 border-t-2 border-ink pt-6 md:grid-cols-12 md:items-end md:gap-10 md:pt-8"
        >
          <div className="md:col-span-8">
            <p className="flex items-center gap-2 label-caps text-accent">
              {copy.next}
              <Icon name="arrow-right" className="size-4 transition-transform group-hover:translate-x-1 motion-reduce:transition-none" />
            </p>
            <p className="mt-4 label-caps text-muted">{next.client}</p>
            <p className="mt-2 text-balance font-display text-3xl font-semibold leading-tight tracking-tight text-ink group-hover:text-accent md:text-4xl">{next.title}</p>
          </div>
          <HeadlineFigure stat={next.headline} className="md:col-span-4" />
        </a>
      </Container>
    </nav>
  );
}
