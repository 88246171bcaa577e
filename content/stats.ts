import type { Stat } from './types';

/**
 * Every marketing figure on the site lives here, so a claim is changed in one place.
 * Each reads as one phrase, value then label: "10M+ words written".
 *
 * The figures tell one story, so each label says exactly what its number counts: "sectors" are the fields with
 * retained, ongoing clients (depth); "industries" are every field written about, one-off projects included (breadth).
 * No figure is shown twice on one screen: the badges sit in the hero, the home statistics at the foot of the page.
 */

/** Short proof points under the home hero and on the About profile card. */
export const experienceBadges: Stat[] = [
  { value: '10+ years', label: 'of content experience' },
  { value: '500+ pieces', label: 'published' },
  { value: '10+ sectors', label: 'with retained clients' },
  { value: '2-48hr', label: 'turnarounds' },
  { value: '100%', label: 'deadline hit rate' },
];

/** The four statistics on the home page. */
export const homeStats: Stat[] = [
  { value: '10M+', label: 'words written for clients' },
  { value: '50+', label: 'industries written about, one-off projects included' },
  { value: '100%', label: 'on-time delivery' },
  { value: '24hr', label: 'reply to every enquiry' },
];

/** Impact statistics on the portfolio page. */
export const impactStats: Stat[] = [
  { value: '10+', label: 'years writing for brands and leaders' },
  { value: '10M+', label: 'words delivered' },
  { value: '2-48hr', label: 'turnarounds for agency partners' },
  { value: '100%', label: 'deadline hit rate' },
];
