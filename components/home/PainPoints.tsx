import { painPoints } from '@/lib/content/home';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { NumberedList } from '@/components/ui/NumberedList';
import { Section } from '@/components/ui/Section';
import { WorkExcerpt } from '@/components/ui/WorkExcerpt';
import { portfolioCategories } from '@/lib/content/portfolio';
import { heroProof } from '@/lib/content/case-studies';

/** The work sample the marginalia quotes, by its title; the build stops if none has it. */
function marginalia() {
  for (const category of portfolioCategories) {
    const item = category.items.find((candidate) => candidate.title === painPoints.marginalia);
    if (item) return { ...item, client: category.name };
  }
  throw new Error(`content/pages/home.json: "painPoints.marginalia" names "${painPoints.marginalia}", which is not the title of a work sample in content/portfolio.json`);
}

/**
 * The claim on the left, the four problems as a numbered, ruled list on the right, then the way to /contact; a line of
 * her work under the claim from 1,024 px, after the list below.
 */
export function PainPoints() {
  const work = marginalia();
  return (
    <Section
      id="pain-points"
      split
      aside={<WorkExcerpt excerpt={work.excerpt} label={heroProof.workLabel} url={work.url} client={work.title} kind={work.type} />}
      asideEverywhere
      eyebrow={painPoints.eyebrow} title={painPoints.title} intro={painPoints.intro}>
      <NumberedList items={painPoints.items} layout="column" />
      <div className="mt-6 flex flex-col items-start gap-3 md:mt-10 md:gap-5">
        <p className="max-w-measure text-lg font-medium text-ink">{painPoints.closing}</p>
        <ButtonLink href={painPoints.cta.href} className="w-full whitespace-nowrap sm:w-auto" arrow>
          {painPoints.cta.label}
        </ButtonLink>
      </div>
    </Section>
  );
}
