// The calculator's country search (sender-flows §5 Other fields): a case-insensitive substring
// match on the name, a synonym or a currency code; an empty result shows a 'no results' text.
// (The invite phone picker has its own, accent-insensitive search: public-site §5.)

export interface SearchableCountry {
  /** English name from the backend. */
  name: string;
  /** The name in the visitor's language, when the page shows one. */
  localName?: string | undefined;
  /** Comma-separated other names ("UK, Great Britain"). */
  synonym: string;
  currencies: ReadonlyArray<{ code: string }>;
}

const folded = (text: string): string => text.toLocaleLowerCase('en');

export function matchesCountry(country: SearchableCountry, query: string): boolean {
  const q = folded(query.trim());
  if (q === '') return true;
  return (
    folded(country.name).includes(q) ||
    (country.localName !== undefined && folded(country.localName).includes(q)) ||
    folded(country.synonym).includes(q) ||
    country.currencies.some((c) => folded(c.code).includes(q))
  );
}

/** The countries a query finds, in list order; every country for an empty query. */
export function searchCountries<C extends SearchableCountry>(countries: readonly C[], query: string): C[] {
  return countries.filter((c) => matchesCountry(c, query));
}
