// Which corridor the signed-in send and request forms open on (sender-flows §2, §3, §7): the
// corridor route names it (/auth/send/{from}/{to}?fromCurrId&toCurrId&amount&isFrom&deliveryMethod, the landing
// calculator's start path), the send page's own form tells it (its action /api/send/{from}/{to}
// and its hidden currency ids and amounts).

export interface CorridorStart {
  kind: 'send' | 'request';
  from: string;
  to: string;
  fromCurrId?: number | undefined;
  toCurrId?: number | undefined;
  /** Decimal text of the typed side; absent: the backend's default. */
  amount?: string | undefined;
  isFrom?: boolean | undefined;
  /** A delivery method code (CASH, BANK_ACCOUNT…); absent: the corridor's first. */
  deliveryMethod?: string | undefined;
}

const PAIR = /^\/(?:auth|api)\/(send|request)\/([a-z]{2})\/([a-z]{2})$/;
const ID = /^\d{1,3}$/;
const AMOUNT = /^\d{1,11}(\.\d{1,2})?$/;
const METHOD = /^[A-Z][A-Z_]{1,29}$/;

const id = (raw: string | null | undefined): number | undefined => (raw && ID.test(raw) ? Number(raw) : undefined);
const amount = (raw: string | null | undefined): string | undefined => (raw && AMOUNT.test(raw) && Number(raw) > 0 ? raw : undefined);

/** The corridor of a route path and query; null when the path names none. Malformed query values are left to the backend's defaults. */
export function corridorFromRoute(path: string, search: string): CorridorStart | null {
  const match = PAIR.exec(path.toLowerCase());
  if (!match || match[0].startsWith('/api/')) return null;
  const q = new URLSearchParams(search);
  const isFrom = q.get('isFrom');
  return {
    kind: match[1] as CorridorStart['kind'],
    from: match[2]!,
    to: match[3]!,
    fromCurrId: id(q.get('fromCurrId')),
    toCurrId: id(q.get('toCurrId')),
    amount: amount(q.get('amount')),
    isFrom: isFrom === 'true' ? true : isFrom === 'false' ? false : undefined,
    deliveryMethod: METHOD.exec(q.get('deliveryMethod') ?? '')?.[0],
  };
}

/** The corridor of a send or request form: its action names the pair; hidden ids and the kept side's amount. */
export function corridorFromForm(action: string, values: Readonly<Record<string, string>>): CorridorStart | null {
  const match = PAIR.exec(action.split('?')[0]!.toLowerCase());
  if (!match) return null;
  const isFrom = (values['keepAmount'] ?? 'from') !== 'to';
  return {
    kind: match[1] as CorridorStart['kind'],
    from: match[2]!,
    to: match[3]!,
    fromCurrId: id(values['fromCurrId']),
    toCurrId: id(values['toCurrId']),
    amount: amount(values[isFrom ? 'from_amount' : 'to_amount']),
    isFrom,
  };
}
