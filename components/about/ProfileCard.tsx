import { profileCard } from '@/lib/content/about';
import { site } from '@/lib/content/site';
import { experienceBadges } from '@/lib/content/stats';
import { Monogram } from '@/components/ui/Monogram';
import { Portrait } from '@/components/ui/Portrait';

/**
 * The owner at a glance beside the About hero, no box: her portrait (or, without one, her initials as a seal beside
 * her name in the display serif), where she works, and three proof points, each figure kept whole on its line.
 * From 768 px to 1,024 px the person and the facts sit side by side.
 */
export function ProfileCard() {
  const facts = experienceBadges.slice(0, 3);
  return (
    <div className="border-t border-ink pt-8 md:grid md:grid-cols-2 md:gap-x-10 lg:block lg:border-l lg:border-t-0 lg:border-line lg:pl-12 lg:pt-0">
      <div>
        <Portrait frame="large" className="mb-6" />
        <div>
          {!site.portrait && (
            <div className="mb-5">
              <Monogram size="xl" />
            </div>
          )}
          <p>
            <span className="block font-display text-3xl font-semibold leading-tight tracking-tight text-ink">{site.owner}</span>
            <span className="mt-1 block text-muted">{site.role}</span>
          </p>
        </div>
        <p className="mt-5 text-muted">{profileCard.caption}</p>
      </div>
      <ul className="mt-8 divide-y divide-line border-y border-line md:mt-0 md:self-center lg:mt-8">
        {facts.map((fact) => (
          <li key={fact.value} className="grid max-w-none grid-cols-[11.5rem_1fr] items-baseline gap-4 py-4">
            <strong className="whitespace-nowrap font-display text-3xl font-semibold text-ink">{fact.value}</strong>{' '}
            <span className="text-muted">{fact.label}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
