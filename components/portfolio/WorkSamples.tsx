import { portfolioCategories, workSamples } from '@/lib/content/portfolio';
import { Section } from '@/components/ui/Section';
import { WorkCategory } from './WorkCategory';

/** Every work sample, grouped by sector. */
export function WorkSamples() {
  return (
    <Section id={workSamples.id} tone="paper" eyebrow={workSamples.eyebrow} title={workSamples.title} intro={workSamples.intro}>
      {portfolioCategories.map((category) => (
        <WorkCategory key={category.id} category={category} />
      ))}
    </Section>
  );
}
