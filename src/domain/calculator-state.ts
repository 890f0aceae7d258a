// The calculator's interaction rules (sender-flows §4 Calculator; public-site §4 Landing calculator):
// one side editable at a time, the 300 ms pause before a fee calculation, newest answer wins,
// the currency list of a multi-currency country, and how fresh the shown rate is.

/** A fee calculation starts this long after the last keystroke (sender-flows §9 input debounce). */
export const AMOUNT_DEBOUNCE_MS = 300;

export type Side = 'from' | 'to';

/** The side that is disabled: the other one while one has focus, none otherwise. */
export function disabledSide(focused: Side | null): Side | null {
  return focused === 'from' ? 'to' : focused === 'to' ? 'from' : null;
}

type SetTimer = (fn: () => void, ms: number) => unknown;
type ClearTimer = (handle: unknown) => void;

/** Runs `fn` once `ms` have passed since the last call; an earlier pending call is dropped. */
export function debounce<A extends unknown[]>(
  fn: (...args: A) => void,
  ms = AMOUNT_DEBOUNCE_MS,
  set: SetTimer = setTimeout,
  clear: ClearTimer = (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
) {
  let handle: unknown = null;
  const cancel = () => {
    if (handle !== null) clear(handle);
    handle = null;
  };
  const call = (...args: A) => {
    cancel();
    handle = set(() => {
      handle = null;
      fn(...args);
    }, ms);
  };
  return { call, cancel, pending: () => handle !== null };
}

/**
 * The stale-answer guard: each calculation takes a ticket; only the newest ticket's answer may be
 * applied, so an older answer that arrives late never overwrites a newer one.
 */
export function latestOnly() {
  let newest = 0;
  return {
    begin: (): number => ++newest,
    isLatest: (ticket: number): boolean => ticket === newest,
  };
}

interface ChoosableCountry {
  currencies: ReadonlyArray<{ id: number }>;
}

/** Choosing a country: a multi-currency one shows its currency list first; a single-currency one applies at once. */
export function countryChoice(country: ChoosableCountry): { step: 'currencies' } | { step: 'apply'; currencyId: number } {
  const [only, ...others] = country.currencies;
  return only && others.length === 0 ? { step: 'apply', currencyId: only.id } : { step: 'currencies' };
}

type Freshness = { kind: 'live'; minutes: number } | { kind: 'snapshot'; at: string } | { kind: 'offline'; at: string };

/**
 * How fresh the shown rate is: live rates say how many minutes ago they were quoted; the page's
 * snapshot says when it was taken, and once the backend could not be reached, that it is offline.
 */
export function freshness(source: 'live' | 'snapshot' | 'offline', quotedAt: string, now: number): Freshness {
  if (source !== 'live') return { kind: source, at: quotedAt };
  const minutes = Math.max(0, Math.floor((now - Date.parse(quotedAt)) / 60_000));
  return { kind: 'live', minutes };
}
