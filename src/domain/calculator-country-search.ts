// The calculator's country search (sender-flows §5 Other fields): a case-insensitive substring
// match on the name, a synonym or a currency code; an empty result shows a 'no results' text.
// It folds text as the invite phone picker does (accents too: 'cote' finds Côte d’Ivoire), but
// keeps the calculator's plain substring rule rather than the picker's ranking (public-site §5).
import { foldForSearch } from './country-search.ts';

interface SearchableCountry {
  /** English name from the backend. */
  name: string;
  /** The name in the visitor's language, when the page shows one. */
  localName?: string | undefined;
  /** Comma-separated other names ("UK, Great Britain"). */
  synonym: string;
  currencies: ReadonlyArray<{ code: string }>;
}

function matchesCountry(country: SearchableCountry, query: string): boolean {
  const q = foldForSearch(query);
  if (q === '') return true;
  return (
    foldForSearch(country.name).includes(q) ||
    (country.localName !== undefined && foldForSearch(country.localName).includes(q)) ||
    foldForSearch(country.synonym).includes(q) ||
    country.currencies.some((c) => foldForSearch(c.code).includes(q))
  );
}

/** The countries a query finds, in list order; every country for an empty query. */
export function searchCountries<C extends SearchableCountry>(countries: readonly C[], query: string): C[] {
  return countries.filter((c) => matchesCountry(c, query));
}
