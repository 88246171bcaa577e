import { ArrowRight, Bot, Hourglass, TrendingDown, UserRoundX, type LucideIcon } from 'lucide-react';
import { painPoints, type PainPointIcon } from '@/content/home';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { Card } from '@/components/ui/Card';
import { Section } from '@/components/ui/Section';

const icons: Record<PainPointIcon, LucideIcon> = {
  leads: TrendingDown,
  ai: Bot,
  time: Hourglass,
  linkedin: UserRoundX,
};

export function PainPoints() {
  return (
    <Section id="pain-points" tone="paper" eyebrow={painPoints.eyebrow} title={painPoints.title} intro={painPoints.intro}>
      <ul className="grid gap-5 md:grid-cols-2 md:gap-6">
        {painPoints.items.map((item) => {
          const Icon = icons[item.icon];
          return (
            <Card as="li" key={item.title} className="flex flex-col gap-5 sm:flex-row sm:gap-6">
              <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-card bg-accent-tint text-accent">
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <div>
                <h3 className="text-xl font-semibold tracking-tight">{item.title}</h3>
                <p className="mt-2 text-muted">{item.body}</p>
              </div>
            </Card>
          );
        })}
      </ul>
      <div className="mt-10 flex flex-col items-start gap-5 md:mt-12 md:flex-row md:items-center md:justify-between md:gap-8">
        <p className="text-lg font-medium text-ink">{painPoints.closing}</p>
        <ButtonLink href={painPoints.cta.href} className="w-full md:w-auto">
          {painPoints.cta.label}
          <ArrowRight aria-hidden="true" className="size-5" />
        </ButtonLink>
      </div>
    </Section>
  );
}
