/**
 * Placeholders in the owner's words: "{owner}" or "Page {n} of {total}" become their values. The settings' four
 * ({brand}, {owner}, {role}, {location}) are filled in every text as it is read, so a name changed in the settings
 * changes everywhere; the others are filled where the words are shown.
 */
import { inPlace } from '../render/place';

export const SITE_PLACEHOLDERS = ['brand', 'owner', 'role', 'location'] as const;

export type SiteValues = Record<(typeof SITE_PLACEHOLDERS)[number], string>;

/** `template` with each {name} of `values` replaced; a placeholder without a value is left as written. */
export function fill(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** The settings' placeholders' values: {location} reads after "in" ("the United Kingdom", "Bristol, United Kingdom"). */
export const siteValues = (site: { brand: string; owner: string; role: string; location: string }): SiteValues => ({
  brand: site.brand,
  owner: site.owner,
  role: site.role,
  location: inPlace(site.location),
});

/** `value` with the settings' placeholders filled in every text it holds, at any depth. */
export function fillSite<T>(value: T, values: SiteValues): T {
  if (typeof value === 'string') return fill(value, values) as T;
  if (Array.isArray(value)) return value.map((each) => fillSite(each, values)) as T;
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, each]) => [key, fillSite(each, values)])) as T;
  return value;
}
