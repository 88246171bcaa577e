import { caseStudiesSection } from '@/lib/content/case-studies';
import type { CaseStudy } from '@/lib/render/case-studies';
import { Section } from '@/components/ui/Section';
import { CaseStudyCard } from './CaseStudyCard';

/**
 * The top of /portfolio: a card per case study, the headline figure first. From 1,024 px two cards a row (for two or
 * four) or three, each card's parts rows of the row's subgrid (cover, figure, story and link), so the cards of a row
 * are one height with their parts level. Below 1,024 px, one under another, each after the first opens on a hairline,
 * so one card's link is not read as the next one's. Nothing when there are none.
 */
export function CaseStudiesSection({ studies }: { studies: CaseStudy[] }) {
  if (!studies.length) return null;
  // Cards a row from 1,024 px: two for two or four (no row with an empty cell), three otherwise.
  const perRow = studies.length === 1 ? 1 : studies.length === 2 || studies.length === 4 ? 2 : 3;
  return (
    <Section id={caseStudiesSection.id} eyebrow={caseStudiesSection.eyebrow} title={caseStudiesSection.title} intro={caseStudiesSection.intro}>
      <ul className={`grid gap-10 md:gap-12 lg:gap-8 ${perRow === 2 ? 'lg:grid-cols-2' : perRow === 3 ? 'lg:grid-cols-3' : ''}`}>
        {studies.map((study) => (
          <li key={study.slug} className={`max-w-none max-lg:not-first:border-t max-lg:not-first:border-line max-lg:not-first:pt-10 md:max-lg:not-first:pt-12 ${perRow > 1 ? 'lg:row-span-4 lg:grid lg:grid-rows-subgrid lg:gap-y-0' : ''}`}>
            <CaseStudyCard study={study} perRow={perRow} />
          </li>
        ))}
      </ul>
    </Section>
  );
}
