import { hero } from '@/content/home';
import { experienceBadges } from '@/content/stats';

/**
 * Proof points under the hero, set as type rather than pills: one ruled row of figures from 1,024 px (the numeral
 * in the display serif, its label under it), a run of short phrases below that.
 */
export function ExperienceBadges() {
  return (
    <div className="mt-12 border-t border-line pt-6 md:mt-16 md:pt-8">
      <h2 className="sr-only">{hero.badgesLabel}</h2>
      <ul className="flex flex-wrap gap-x-5 gap-y-2 text-sm text-muted md:text-base lg:grid lg:grid-cols-5 lg:gap-0 lg:divide-x lg:divide-line">
        {experienceBadges.map((badge) => (
          <li key={badge.value} className="lg:px-5 lg:first:pl-0">
            <strong className="whitespace-nowrap font-semibold text-ink lg:block lg:font-display lg:text-2xl lg:leading-tight">{badge.value}</strong>{' '}
            <span className="lg:mt-1 lg:block">{badge.label}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
