import { Icon } from '@/components/ui/Icon';
import type { IconName } from '@/components/ui/icons';
import { audiences, type AudienceIcon } from '@/content/home';
import { Section } from '@/components/ui/Section';

const icons: Record<AudienceIcon, IconName> = {
  company: 'building-2',
  executive: 'presentation',
  agency: 'megaphone',
  'linkedin-agency': 'handshake',
};

/** Four audiences in ruled columns (no boxes): four across from 1,024 px, two by two on tablets, one under another on phones. */
export function Audiences() {
  return (
    <Section id="audiences" eyebrow={audiences.eyebrow} title={audiences.title}>
      <ul className="grid gap-x-8 gap-y-10 sm:grid-cols-2 lg:grid-cols-4">
        {audiences.items.map((item) => {
          return (
            <li key={item.title} className="border-t border-ink pt-6">
              <Icon name={icons[item.icon]} className="size-6 text-accent" strokeWidth={1.75} />
              <h3 className="mt-4 text-xl font-semibold tracking-tight">{item.title}</h3>
              <p className="mt-2 max-w-measure text-muted">{item.body}</p>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
