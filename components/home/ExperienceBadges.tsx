import { hero } from '@/lib/content/home';
import { experienceBadges } from '@/lib/content/stats';

/**
 * The experience badges under the hero's buttons. On phones a compact two-column figure grid, each figure in the
 * display face over its label; with an odd count the first leads across both columns on one line, so no figure is
 * left alone on the last row. From 640 px a credential line set as text rather than a second band of numerals (the
 * statistics further down are the page's one band): each badge kept whole on its line ("2-48hr" never breaks at its
 * hyphen), parted by dots only within a line (the `dotted-run` utility, app/globals.css).
 */
export function ExperienceBadges() {
  return (
    <div className="mt-6 border-t border-line pt-4 md:mt-10 md:pt-5">
      <h2 className="sr-only">{hero.badgesLabel}</h2>
      <div className="sm:dotted-run [--dot-color:var(--color-accent)]">
        <ul className="max-w-none text-sm max-sm:grid max-sm:grid-cols-2 max-sm:gap-x-6 max-sm:gap-y-2.5 leading-5 text-muted max-sm:[&>li:first-child:nth-last-child(odd)]:col-span-2 max-sm:[&>li:first-child:nth-last-child(odd)>strong]:inline sm:leading-7 md:text-base md:leading-8">
          {experienceBadges.map((badge) => (
            <li key={badge.value}>
              <strong className="whitespace-nowrap font-semibold text-ink max-sm:block max-sm:font-display max-sm:text-lg max-sm:leading-6">{badge.value}</strong> {badge.label}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
