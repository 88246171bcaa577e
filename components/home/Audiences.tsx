import { Building2, Handshake, Megaphone, Presentation, type LucideIcon } from 'lucide-react';
import { audiences, type AudienceIcon } from '@/content/home';
import { Card } from '@/components/ui/Card';
import { Section } from '@/components/ui/Section';

const icons: Record<AudienceIcon, LucideIcon> = {
  company: Building2,
  executive: Presentation,
  agency: Megaphone,
  'linkedin-agency': Handshake,
};

export function Audiences() {
  return (
    <Section id="audiences" tone="paper" eyebrow={audiences.eyebrow} title={audiences.title}>
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4 lg:gap-6">
        {audiences.items.map((item) => {
          const Icon = icons[item.icon];
          return (
            <Card as="li" key={item.title} className="flex flex-col">
              <Icon aria-hidden="true" className="size-7 text-accent" strokeWidth={1.75} />
              <h3 className="mt-6 text-xl font-semibold tracking-tight">{item.title}</h3>
              <p className="mt-3 text-muted">{item.body}</p>
            </Card>
          );
        })}
      </ul>
    </Section>
  );
}
