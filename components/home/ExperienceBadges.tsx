import { hero } from '@/content/home';
import { experienceBadges } from '@/content/stats';

/**
 * The experience badges as a credential line under the hero's buttons, set as text rather than a second band of
 * numerals (the statistics further down are the page's one band): each badge kept whole on its line ("2-48hr" never
 * breaks at its hyphen), the lines balanced so a wrap never leaves a ragged tail.
 */
export function ExperienceBadges() {
  return (
    <div className="mt-8 border-t border-line pt-5 md:mt-10">
      <h2 className="sr-only">{hero.badgesLabel}</h2>
      <ul className="max-w-none text-balance text-sm leading-7 text-muted md:text-base md:leading-8">
        {experienceBadges.map((badge, index) => (
          <li key={badge.value} className="mr-1.5 inline">
            <span className="whitespace-nowrap">
              <strong className="font-semibold text-ink">{badge.value}</strong> {badge.label}
              {index < experienceBadges.length - 1 && (
                <span aria-hidden="true" className="ml-2.5 text-accent">
                  ·
                </span>
              )}
            </span>{' '}
          </li>
        ))}
      </ul>
    </div>
  );
}
