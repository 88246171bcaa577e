import { hero } from '@/lib/content/home';
import { experienceBadges } from '@/lib/content/stats';

/**
 * The experience badges under the hero's buttons: a credential line set as text at every width rather than a second
 * band of numerals (the statistics further down are the page's one band), each badge kept whole on its line ("2-48hr"
 * never breaks at its hyphen), parted by dots only within a line (the `dotted-run` utility, app/globals.css): on
 * phones, where two do not fit a line, a short ruled list of one badge a line.
 */
export function ExperienceBadges() {
  return (
    <div className="mt-6 border-t border-line pt-4 md:mt-10 md:pt-5">
      <h2 className="sr-only">{hero.badgesLabel}</h2>
      <div className="dotted-run [--dot-color:var(--color-accent)]">
        <ul className="max-w-none text-sm leading-7 text-muted md:text-base md:leading-8">
          {experienceBadges.map((badge) => (
            <li key={badge.value}>
              <strong className="whitespace-nowrap font-semibold text-ink">{badge.value}</strong> {badge.label}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
