import { BadgeCheck } from 'lucide-react';
import { hero } from '@/content/home';
import { experienceBadges } from '@/content/stats';

/** Proof points under the hero: small outlined badges that wrap on narrow screens. */
export function ExperienceBadges() {
  return (
    <div className="mt-14 border-t border-line pt-8 md:mt-20">
      <h2 className="sr-only">{hero.badgesLabel}</h2>
      <ul className="flex flex-wrap gap-2.5 md:gap-3">
        {experienceBadges.map((badge) => (
          <li
            key={badge.value}
            className="inline-flex min-h-11 items-center gap-2 rounded-full border border-line bg-paper py-2 pl-3 pr-4 text-sm text-muted"
          >
            <BadgeCheck aria-hidden="true" className="size-5 shrink-0 text-accent" />
            <span>
              <strong className="font-semibold text-ink">{badge.value}</strong> {badge.label}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
