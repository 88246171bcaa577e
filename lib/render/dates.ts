/**
 * The site's one date format. Dates are ISO calendar dates ('2025-01-14') everywhere in data and markup
 * (<time datetime>, JSON-LD, sitemap, feeds) and shown in the spec's format ('January 14, 2025') on pages.
 */

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar date written YYYY-MM-DD (2025-02-30 is not one). */
export function isIsoDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(value);
}

const displayFormat = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** '2025-01-14' -> 'January 14, 2025' (the spec's display format, independent of the build machine's zone). */
export function displayDate(isoDate: string): string {
  return displayFormat.format(dateValue(isoDate));
}

/** The ISO date as a Date at midnight UTC (for libraries that want a Date, e.g. the feed). */
export function dateValue(isoDate: string): Date {
  return new Date(`${isoDate}T00:00:00Z`);
}

/** The latest of some ISO dates (ISO dates sort as text); undefined for none. */
export function latestDate(dates: readonly string[]): string | undefined {
  return dates.reduce<string | undefined>((latest, date) => (latest === undefined || date > latest ? date : latest), undefined);
}

/** The `updated` date worth showing: only one later than the publication date. */
export function laterUpdate(published: string, updated: string | undefined): string | undefined {
  return updated !== undefined && updated > published ? updated : undefined;
}

const UK_DATE = /^\s*(\d{1,2})\/(\d{1,2})\/(\d{4})\s*$/;

/**
 * A date typed the British way, day first ('25/11/2026', '5/3/2026'), as an ISO date ('2026-11-25'); undefined when
 * the text is not a real day written so (the editor then refuses it with the schema's message).
 */
export function isoFromUkDate(text: string): string | undefined {
  const match = UK_DATE.exec(text);
  if (!match) return undefined;
  const [, day, month, year] = match;
  const iso = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  return isIsoDate(iso) ? iso : undefined;
}
