import { Icon } from '@/components/ui/Icon';
import { serviceFamilies } from '@/lib/content/services';

/**
 * Under the Services lead: a ruled link to each service family, its name (underlined in the accent, a link at a glance)
 * over what it covers, at body size in ink; on phones the two names side by side, without the summary, so the hero
 * stays short. From 1,024 px, in the hero's first column, the names step down to 20 px, so each holds one line and
 * the two summaries start level.
 */
export function ServiceJumpLinks() {
  return (
    <nav aria-label="Service families" className="mt-10">
      <ul className="grid grid-cols-2 gap-x-5 border-t border-ink sm:gap-x-8">
        {serviceFamilies.map((family) => (
          <li key={family.id} className="max-w-none border-b border-line">
            <a href={`#${family.id}`} className="group flex min-h-11 items-start justify-between gap-4 py-4">
              <span>
                <span className="block font-display text-xl font-semibold tracking-tight text-accent underline decoration-accent/40 decoration-1 underline-offset-4 group-hover:decoration-accent md:text-2xl lg:text-xl">{family.eyebrow}</span>
                <span className="mt-1.5 block text-base leading-relaxed text-ink max-sm:hidden md:text-[1.0625rem]">
                  {family.offerings.length} services: {family.summary}
                </span>
              </span>
              <Icon name="arrow-down" className="mt-1 size-5 shrink-0 text-accent" />
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
