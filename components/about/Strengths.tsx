import { strengths } from '@/lib/content/about';
import { Section } from '@/components/ui/Section';

/** Three strengths in ruled columns from 1,024 px, titles in the display serif; below that, one ruled row each, title beside its text from 768. */
export function Strengths() {
  return (
    <Section id="strengths" tone="paper" eyebrow={strengths.eyebrow} title={strengths.title}>
      <ul className="grid gap-8 lg:grid-cols-3 lg:gap-8">
        {strengths.items.map((item) => (
          <li key={item.title} className="max-w-none border-t border-ink pt-5 md:grid md:grid-cols-[18rem_1fr] md:gap-8 lg:block">
            <h3 className="font-display text-2xl font-semibold tracking-tight">{item.title}</h3>
            <p className="mt-3 text-muted md:mt-0 lg:mt-3">{item.body}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
