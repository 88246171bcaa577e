/**
 * The owner's location after "in": "the United Kingdom", "the UK", but "Bristol, United Kingdom" and "France".
 * English gives "the" to country names that are plurals or name a union or a kind of state; a town or region
 * written first never takes it.
 */
const TAKES_THE = /^(?:united\b|republic\b|kingdom\b|federation\b|netherlands$|philippines$|bahamas$|gambia$|maldives$|seychelles$|uk$|us$|usa$|uae$)/i;

export function inPlace(location: string): string {
  const place = location.trim();
  return TAKES_THE.test(place) ? `the ${place}` : place;
}
