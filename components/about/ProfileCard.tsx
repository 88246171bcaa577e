import { profileCard } from '@/lib/content/about';
import { site } from '@/lib/content/site';
import { experienceBadges } from '@/lib/content/stats';
import { Portrait } from '@/components/ui/Portrait';
import { Signature } from '@/components/ui/Signature';

/**
 * The owner at a glance beside the About hero, no box: her portrait (or, without one, her signature set large over
 * her name in the display serif and her role in small capitals), where she works, and three proof points, each figure kept whole on its line.
 * From 768 px to 1,024 px the person and the facts sit side by side.
 */
export function ProfileCard() {
  const facts = experienceBadges.slice(0, 3);
  return (
    <div className="border-t border-ink pt-8 md:grid md:grid-cols-2 md:gap-x-10 lg:block lg:border-l lg:border-t-0 lg:border-line lg:pl-12 lg:pt-0">
      <div>
        <Portrait frame="large" className="mb-6" />
        <div>
          {/* Without a portrait, her signature set large over her name and role, as a magazine sets an author card. */}
          {!site.portrait && <Signature decorative className="w-64 lg:-mb-1 lg:-ml-2 -rotate-3 sm:w-72 lg:w-80" />}
          <p className={site.portrait ? '' : 'border-t border-line pt-4'}>
            <span className="block font-display text-3xl font-semibold leading-tight tracking-tight text-ink">{site.owner}</span>
            <span className="mt-2 block text-xs font-semibold uppercase leading-5 tracking-[0.16em] text-accent-hover">{site.role}</span>
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
