import { displayDate } from '@/lib/render/dates';

/** A date as the site shows it: ISO in the markup, 'January 14, 2025' on the page (lib/render/dates.ts). */
export function DateTime({ iso }: { iso: string }) {
  return <time dateTime={iso}>{displayDate(iso)}</time>;
}
