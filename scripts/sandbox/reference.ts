// Reference data the sandbox serves: the seed's countries, currencies and corridors, indexed.
import { countries, type Country } from './seed/countries.ts';
import { currencies, currencyById, type Currency } from './seed/currencies.ts';
import { buildCorridors, type Corridor } from './seed/corridors.ts';

export interface Reference {
  countries: readonly Country[];
  currencies: readonly Currency[];
  corridors: readonly Corridor[];
  /** By lower-case alpha-2 code. */
  countryByCode: ReadonlyMap<string, Country>;
  countryById: ReadonlyMap<number, Country>;
  currencyById: ReadonlyMap<number, Currency>;
  /** Corridors of a country pair, key `gb-ph`, in the seed's currency order. */
  corridorsByPair: ReadonlyMap<string, readonly Corridor[]>;
}

let cached: Reference | null = null;

export function loadReference(): Reference {
  if (cached) return cached;
  const corridors = buildCorridors();
  const corridorsByPair = new Map<string, Corridor[]>();
  for (const corridor of corridors) {
    const key = `${corridor.from}-${corridor.to}`.toLowerCase();
    const list = corridorsByPair.get(key) ?? [];
    list.push(corridor);
    corridorsByPair.set(key, list);
  }
  cached = {
    countries,
    currencies,
    corridors,
    countryByCode: new Map(countries.map((c) => [c.code.toLowerCase(), c])),
    countryById: new Map(countries.map((c) => [c.id, c])),
    currencyById,
    corridorsByPair,
  };
  return cached;
}
