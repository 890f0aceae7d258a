// What the calculator reads from and writes to the address bar and its button (public-site §2):
// the pair a /send/{from}/{to} address names, and the start path. Apart from the corridor paths
// (calculator-address.ts) because the island needs these at once and those only after a choice.
// Reading the start path back after sign-in lives in calculator-resume.ts: the landing never needs it.
import type { LandingKind } from './calculator-address.ts';
import { splitRegionPrefix } from './select-region.ts';

/** A pair named by a landing path `/send/{from}/{to}` (any region prefix), or null. */
export function pairFromPath(pathname: string): { kind: LandingKind; from: string; to: string } | null {
  const match = /^\/(send|request)\/([a-z]{2})\/([a-z]{2})\/?$/.exec(splitRegionPrefix(pathname).rest);
  return match ? { kind: match[1] as LandingKind, from: match[2]!, to: match[3]! } : null;
}

interface StartInput {
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
  /** The delivery method chosen (a send), so the signed-in form opens on it. */
  deliveryMethod?: string;
}

/**
 * The calculator button's start path (public-site §2): visitors go to registration, signed-in
 * senders to their send or request form for the corridor; both carry from_page=send|request and
 * the corridor, amount and delivery method, so the next screen starts where the calculator stopped.
 */
export function startPath(input: StartInput): string {
  const query = new URLSearchParams({ fromCurrId: String(input.fromCurrId), toCurrId: String(input.toCurrId), amount: input.amount, isFrom: String(input.isFrom) });
  if (input.deliveryMethod) query.set('deliveryMethod', input.deliveryMethod);
  query.set('from_page', input.kind);
  if (input.lang) query.set('lang', input.lang);
  if (input.signedIn) return `/auth/${input.kind}/${input.from.toLowerCase()}/${input.to.toLowerCase()}?${query}`;
  query.set('from', input.from.toLowerCase());
  query.set('to', input.to.toLowerCase());
  return `/registration?${query}`;
}
