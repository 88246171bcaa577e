import { Microscope, PenLine, Sparkles, type LucideIcon } from 'lucide-react';
import { strengths, type StrengthIcon } from '@/content/about';
import { Card } from '@/components/ui/Card';
import { Section } from '@/components/ui/Section';

const icons: Record<StrengthIcon, LucideIcon> = {
  research: Microscope,
  search: Sparkles,
  voice: PenLine,
};

export function Strengths() {
  return (
    <Section id="strengths" eyebrow={strengths.eyebrow} title={strengths.title}>
      <ul className="grid gap-5 md:grid-cols-3 md:gap-6">
        {strengths.items.map((item) => {
          const Icon = icons[item.icon];
          return (
            <Card as="li" key={item.title}>
              <span className="inline-flex size-12 items-center justify-center rounded-card bg-accent-tint text-accent">
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <h3 className="mt-6 text-xl font-semibold tracking-tight">{item.title}</h3>
              <p className="mt-3 text-muted">{item.body}</p>
            </Card>
          );
        })}
      </ul>
    </Section>
  );
}
