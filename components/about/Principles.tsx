import { principles } from '@/lib/content/about';
import { NumberedList } from '@/components/ui/NumberedList';
import { Section } from '@/components/ui/Section';

/** Four numbered working principles, set like an editorial list. */
export function Principles() {
  return (
    <Section id="principles" tone="paper" eyebrow={principles.eyebrow} title={principles.title}>
      <NumberedList items={principles.items} layout="pairs" />
    </Section>
  );
}
