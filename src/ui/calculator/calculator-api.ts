// The calculator's calls: the backend's public calculator (README, Backend contract: the landing's
// reload path), and the static JSON the build writes per corridor and per sending country.
import { publicCalculator } from '../../api/calculator-path.ts';
import type { CalculatorQuery, CallOutcome, CallReason } from '../../domain/calculator-machine.ts';
import { countryName } from '../../domain/country-name.ts';
import { fromAnswer, type CalculatorData, type MenuCountry } from './calculator-data.ts';

/** A slow backend counts as unreachable after this long: the calculator keeps what it shows. */
const TIMEOUT_MS = 8000;

/** A 4xx answer: the backend refused this call (its code, shape 5 of sender-flows §8); it is reachable. */
class Rejected extends Error {
  readonly status: number;
  readonly code: string;
  constructor(status: number, code: string) {
    super(`refused: ${status} ${code}`);
    this.status = status;
    this.code = code;
  }
}

export async function getJson<T>(url: string): Promise<T> {
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), TIMEOUT_MS);
  try {
    const response = await fetch(url, { headers: { Accept: 'application/json' }, credentials: 'same-origin', signal: abort.signal });
    if (response.status >= 400 && response.status < 500)
      throw new Rejected(
        response.status,
        await response.json().then(
          (b: { code?: string | number } | null) => String(b?.code ?? ''),
          () => '',
        ),
      );
    if (!response.ok) throw new Error(`${url}: ${response.status}`);
    return (await response.json()) as T;
  } finally {
    clearTimeout(timer);
  }
}

export type { CalculatorQuery };

/** GET /api/v1/calculator/{send|request}/{from}/{to}: a visitor's prices, live. Throws when unreachable. */
async function fetchCalculator(q: CalculatorQuery, localize: (c: MenuCountry) => MenuCountry) {
  const path = publicCalculator(q.kind, q.from.toLowerCase(), q.to.toLowerCase());
  const query = new URLSearchParams({ isFrom: String(q.isFrom) });
  if (q.fromCurrId) query.set('fromCurrId', String(q.fromCurrId));
  if (q.toCurrId) query.set('toCurrId', String(q.toCurrId));
  if (q.amount !== '') query.set('amount', q.amount);
  if (q.deliveryMethod) query.set('deliveryMethod', q.deliveryMethod);
  const answer = fromAnswer(await getJson(`${path}?${query}`), localize);
  if (!answer) throw new Error('not a calculator answer');
  return answer;
}

/**
 * One call of the landing calculator as the state machine hears it: the live answer (its menus
 * handed to `onMenus`); a 4xx as the refusal it is; no answer at all as unreachable, except that a
 * choice or an address falls back to the static JSON of its pair (`fallback`).
 */
export async function landingCall(
  q: CalculatorQuery,
  reason: CallReason,
  o: {
    localize: (c: MenuCountry) => MenuCountry;
    onMenus: (menus: { countryFrom: MenuCountry[]; countryTo: MenuCountry[] }) => void;
    fallback: (q: CalculatorQuery) => Promise<CalculatorData | null>;
  },
): Promise<CallOutcome> {
  try {
    const answer = await fetchCalculator(q, o.localize);
    o.onMenus(answer.menus);
    return { kind: 'answered', data: answer.data, source: 'live' };
  } catch (error) {
    if (error instanceof Rejected) return { kind: 'rejected', status: error.status, code: error.code };
    if (reason !== 'choice' && reason !== 'address') return { kind: 'unreachable' };
    const next = await o.fallback(q).catch(() => null);
    return next ? { kind: 'answered', data: next, source: 'offline' } : { kind: 'unreachable' };
  }
}

/** Names the page already shows in its language (the props' `localName`), by upper-case code. */
export type KnownNames = ReadonlyMap<string, string>;

export const knownNames = (countries: MenuCountry[]): KnownNames => new Map(countries.flatMap((c) => (c.localName ? [[c.code.toUpperCase(), c.localName] as const] : [])));

/**
 * Country names in the page's language (the backend sends English ones). A name the build wrote
 * wins over the browser's: a browser without the language's data (Chromium has no Uzbek) names
 * countries in English, and must not turn "Oʻzbekiston" on screen into "Uzbekistan".
 */
export function localizer(tag: string, known: KnownNames = new Map()): (c: MenuCountry) => MenuCountry {
  return (c) => ({ ...c, localName: known.get(c.code.toUpperCase()) ?? c.localName ?? countryName(c.code, tag, c.name) });
}

export type { CalculatorData };
