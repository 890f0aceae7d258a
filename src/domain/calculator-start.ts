// What the calculator reads from and writes to the address bar and its button (public-site §2):
// the pair a /send/{from}/{to} address names, and the start path. Apart from the corridor paths
// (calculator-address.ts) because the island needs these at once and those only after a choice.
import type { LandingKind } from './calculator-address.ts';

/** A pair named by a landing path `/send/{from}/{to}` (any region prefix), or null. */
export function pairFromPath(pathname: string): { kind: LandingKind; from: string; to: string } | null {
  const match = /^(?:\/[a-z]{2}-[a-z]{2})?\/(send|request)\/([a-z]{2})\/([a-z]{2})\/?$/.exec(pathname);
  return match ? { kind: match[1] as LandingKind, from: match[2]!, to: match[3]! } : null;
}

export interface StartInput {
  kind: LandingKind;
  signedIn: boolean;
  from: string;
  to: string;
  fromCurrId: number;
  toCurrId: number;
  /** The amount as the wire carries it ("100.00") and the side it was typed in. */
  amount: string;
  isFrom: boolean;
  /** The page's language tag ("fr-FR"), so registration and the signed-in form speak it too. */
  lang?: string;
}

/**
 * The calculator button's start path (public-site §2): visitors go to registration, signed-in
 * senders to their send or request form for the corridor; both carry from_page=send|request and
 * the corridor and amount, so the next screen starts where the calculator stopped.
 */
export function startPath(input: StartInput): string {
  const query = new URLSearchParams({ fromCurrId: String(input.fromCurrId), toCurrId: String(input.toCurrId), amount: input.amount, isFrom: String(input.isFrom), from_page: input.kind });
  if (input.lang) query.set('lang', input.lang);
  if (input.signedIn) return `/auth/${input.kind}/${input.from.toLowerCase()}/${input.to.toLowerCase()}?${query}`;
  query.set('from', input.from.toLowerCase());
  query.set('to', input.to.toLowerCase());
  return `/registration?${query}`;
}

const START_QUERY_KEYS = ['fromCurrId', 'toCurrId', 'amount', 'isFrom', 'lang'] as const;

/**
 * Where a visitor who came from the calculator button continues once signed in or registered: the
 * signed-in form of the same corridor and amount, read back from the registration or login query
 * that `startPath` wrote. Null when the query does not come from the calculator.
 */
export function startAfterSignIn(search: string): string | null {
  const query = new URLSearchParams(search);
  const kind = query.get('from_page');
  const from = query.get('from') ?? '';
  const to = query.get('to') ?? '';
  if ((kind !== 'send' && kind !== 'request') || !/^[a-z]{2}$/.test(from) || !/^[a-z]{2}$/.test(to)) return null;
  const next = new URLSearchParams();
  for (const key of START_QUERY_KEYS) {
    const value = query.get(key);
    if (value !== null && /^[0-9A-Za-z.-]{1,20}$/.test(value)) next.set(key, value);
  }
  const lang = next.get('lang');
  next.delete('lang');
  next.set('from_page', kind);
  if (lang) next.set('lang', lang);
  return `/auth/${kind}/${from}/${to}?${next}`;
}

/** The query a sign-in or registration link keeps, so switching between the two keeps the corridor. */
export function startQuery(search: string): string {
  return startAfterSignIn(search) === null ? '' : search;
}
