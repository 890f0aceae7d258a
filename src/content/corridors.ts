// The backend snapshot for static pages (content-cache/backend: countries, currencies, corridors),
// validated once per build, with the indexes the landings and corridor pages need. The files are
// read, not imported: an imported 3 MB JSON becomes a 5 MB module whose source, object literal and
// parsed copy the build would keep in memory from the first page to the last.
import { join } from 'node:path';
import type { z } from 'zod';
import { countriesAnswer, currenciesAnswer, corridorsAnswer, type country as countrySchema, type corridor, type currency } from './schemas/backend.ts';
import { buildSnapshotRoot, readJson, snapshotRoot } from './snapshot.ts';

export type SnapshotCountry = z.infer<typeof countrySchema>;
type SnapshotCorridor = z.infer<typeof corridor>;
type SnapshotCurrency = z.infer<typeof currency>;

const backendFile = (name: string) => readJson(join(buildSnapshotRoot ?? snapshotRoot, 'backend', name));
const countries = countriesAnswer.parse(backendFile('countries.json')).countries;
const currencies = currenciesAnswer.parse(backendFile('currencies.json')).currencies;
const corridorsAnswerData = corridorsAnswer.parse(backendFile('corridors.json'));

/** When the backend snapshot was taken: static fees and rates are "as of" this time. */
export const snapshotTime: string = corridorsAnswerData.generatedAt;

const countryByCode = new Map(countries.map((c) => [c.code, c]));
const currencyById = new Map(currencies.map((c) => [c.id, c]));

/** Corridors by country pair `GB-PH`, one per payout currency, in the snapshot's order. */
export const pairs = new Map<string, SnapshotCorridor[]>();
for (const c of corridorsAnswerData.corridors) {
  const key = `${c.from}-${c.to}`;
  pairs.set(key, [...(pairs.get(key) ?? []), c]);
}

export function country(code: string): SnapshotCountry {
  const found = countryByCode.get(code.toUpperCase());
  if (!found) throw new Error(`content-cache/backend: no country ${code}`);
  return found;
}

export function currencyOf(id: number): SnapshotCurrency {
  const found = currencyById.get(id);
  if (!found) throw new Error(`content-cache/backend: no currency ${id}`);
  return found;
}

/** Sending countries that have at least one corridor, by English name. */
export const senders: SnapshotCountry[] = countries.filter((c) => c.canSend && [...pairs.keys()].some((k) => k.startsWith(`${c.code}-`))).sort((a, b) => a.name.localeCompare(b.name, 'en'));

/** The destinations of a sending country, by English name. */
export function destinationsOf(from: string): SnapshotCountry[] {
  const prefix = `${from.toUpperCase()}-`;
  return [...pairs.keys()]
    .filter((k) => k.startsWith(prefix))
    .map((k) => country(k.slice(3)))
    .sort((a, b) => a.name.localeCompare(b.name, 'en'));
}

/**
 * Destinations pinned at the top of a visitor's menu, tried in order for a landing's first corridor:
 * the backend pins the same for visitors (README, Backend contract "popular destinations pinned").
 */
export const popularDestinations = ['PH', 'IN', 'NG', 'PK', 'MX', 'VN'] as const;

/** A landing's first corridor from a sending country: the first popular destination it serves. */
export function defaultDestination(from: string): string {
  const sender = from.toUpperCase();
  const found = popularDestinations.find((to) => to !== sender && pairs.has(`${sender}-${to}`));
  return found ?? destinationsOf(sender)[0]?.code ?? 'PH';
}

/** The send currency of a sending country: its first listed currency (the backend's rule). */
export const sendCurrencyOf = (c: SnapshotCountry): SnapshotCurrency => currencyOf(c.currencies[0]!);
