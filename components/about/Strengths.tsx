import { Icon } from '@/components/ui/Icon';
import type { IconName } from '@/components/ui/icons';
import { strengths, type StrengthIcon } from '@/content/about';
import { Section } from '@/components/ui/Section';

const icons: Record<StrengthIcon, IconName> = {
  research: 'microscope',
  search: 'sparkles',
  voice: 'pen-line',
};

/** Three strengths in ruled columns from 1,024 px; below that, one ruled row each, title beside its text from 768. */
export function Strengths() {
  return (
    <Section id="strengths" eyebrow={strengths.eyebrow} title={strengths.title}>
      <ul className="grid gap-10 lg:grid-cols-3 lg:gap-8">
        {strengths.items.map((item) => {
          return (
            <li key={item.title} className="max-w-none border-t border-ink pt-6 md:grid md:grid-cols-[15rem_1fr] md:gap-8 lg:block">
              <div>
                <Icon name={icons[item.icon]} className="size-6 text-accent" strokeWidth={1.75} />
                <h3 className="mt-4 text-xl font-semibold tracking-tight">{item.title}</h3>
              </div>
              <p className="mt-3 text-muted md:mt-10 lg:mt-3">{item.body}</p>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
