import { profileCard } from '@/content/about';
import { site } from '@/content/site';
import { experienceBadges } from '@/content/stats';
import { Monogram } from '@/components/ui/Monogram';
import { Portrait } from '@/components/ui/Portrait';

/** The owner at a glance beside the About hero: her portrait (or, without one, the monogram), name, role and three proof points. */
export function ProfileCard() {
  const facts = experienceBadges.slice(0, 3);
  return (
    // From 768 px two columns: the portrait beside the name and the facts, or without one the name beside the facts.
    <div className="rounded-card border border-line bg-paper p-6 md:grid md:grid-cols-2 md:grid-rows-[auto_1fr] md:gap-x-10 md:p-8 lg:block">
      <Portrait frame="large" className="mb-6 md:row-span-2 md:mb-0 lg:mb-6" />
      <div className={site.portrait ? '' : 'md:self-center'}>
        <div className="flex items-center gap-4">
          {!site.portrait && <Monogram size="lg" />}
          <p>
            <span className="block text-lg font-semibold text-ink">{site.owner}</span>
            <span className="block text-sm text-muted">{site.role}</span>
          </p>
        </div>
        <p className="mt-5 text-sm text-muted">{profileCard.caption}</p>
      </div>
      <ul className={`mt-6 divide-y divide-line border-y border-line lg:mt-6 ${site.portrait ? 'md:self-start' : 'md:mt-0 md:self-center'}`}>
        {facts.map((fact) => (
          <li key={fact.value} className="flex items-baseline gap-3 py-3.5">
            <strong className="min-w-36 whitespace-nowrap font-display text-2xl font-semibold text-ink">{fact.value}</strong>{' '}
            <span className="text-muted">{fact.label}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
