/**
 * Country search of the phone country picker (public-site §5): case- and accent-insensitive on the
 * name, synonyms, alias, currency codes and dialling prefix; a one-character query does not match
 * synonyms (too many would match one letter of a nickname).
 */
export interface SearchableCountry {
  /** ISO 3166-1 alpha-2. */
  code_a2: string;
  /** Shown name (in the page language). */
  name: string;
  /** Dialling prefix without '+'. */
  phone_prefix: string;
  /** Other names, comma-separated ("UAE, Emirates"). */
  synonym: string;
  /** Name in the country's own script or another spelling. */
  alias: string;
  /** ISO 4217 alphabetic codes. */
  currencies: readonly string[];
}

/** Lower case without accents: 'Côte d’Ivoire' → 'cote d’ivoire', 'İstanbul' → 'istanbul'. */
export function foldForSearch(text: string): string {
  return text.normalize('NFKD').toLowerCase().normalize('NFD').replace(/\p{M}/gu, '').replace(/\s+/g, ' ').trim();
}

/** How well a country matches: 0 name starts with the query, 1 a later word does, 2 anything else. */
function rank(country: SearchableCountry, query: string): number | null {
  const digits = /^\+?\s*\d[\d\s]*$/.test(query) ? query.replace(/[+\s]/g, '') : null;
  if (digits !== null) return country.phone_prefix.startsWith(digits) ? 2 : null;
  const name = foldForSearch(country.name);
  if (name.startsWith(query)) return 0;
  if (name.split(/[\s\-’'(]+/).some((word) => word.startsWith(query))) return 1;
  if (name.includes(query) || foldForSearch(country.alias).includes(query)) return 2;
  if (country.currencies.some((code) => foldForSearch(code).startsWith(query))) return 2;
  if (query.length > 1 && country.synonym.split(',').some((s) => foldForSearch(s).includes(query))) return 2;
  return null;
}

/** Countries matching the query, best first, in their given order within a rank; an empty query keeps all. */
export function searchCountries<T extends SearchableCountry>(countries: readonly T[], query: string): T[] {
  const folded = foldForSearch(query);
  if (!folded) return [...countries];
  return countries
    .map((country, index) => ({ country, index, rank: rank(country, folded) }))
    .filter((hit): hit is { country: T; index: number; rank: number } => hit.rank !== null)
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map((hit) => hit.country);
}
