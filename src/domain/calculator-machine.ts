// The calculator's state machine (sender-flows §4 Calculator, §5 Amount input; public-site §4
// Landing calculator, §8): a pure reducer that the landing island and the signed-in calculator
// both run, so the rules tested here are the rules shipped. It owns what the fields show, the
// committed amount and its side, the corridor data, and the one call in flight (`request`): the
// host runs that call and reports its outcome as an event; an answer to an older call is ignored.
import { amountMessageKey, checkAmount, limitsOf, type AmountMessageKey, type LimitsText } from './amount-check.ts';
import { inputDecimals, AMOUNT_WHOLE_DIGITS, type AmountReading, type InputProblem, type Separators } from './amount-input.ts';
import type { LandingKind } from './calculator-address.ts';
import { calculate, type Commission, type Figures } from './calculator-quote.ts';
import { pairFromPath } from './calculator-start.ts';
import { disabledSide, type Side } from './calculator-state.ts';
import { decimal, decimalPlaces, toFixed } from './decimal.ts';
import { formatAmount, formatMoney } from './money-format.ts';

export interface CurrencyRef {
  id: number;
  code: string;
  decimals: number;
}

/** A country as the menus list it (sender-flows §3 Country); `code` is lower-case alpha-2. */
export interface MenuCountry {
  id: number;
  code: string;
  /** English name (the backend's). */
  name: string;
  /** The name in the page's language. */
  localName?: string | undefined;
  synonym: string;
  seoNameFrom: string;
  seoNameTo: string;
  currencies: Array<{ id: number; code: string }>;
  /** Pinned at the top of the menu (the visitor's popular destinations). */
  favorite?: boolean;
}

/** One corridor as quoted (sender-flows §3 Calculator state). */
export interface CalculatorData {
  from: MenuCountry;
  to: MenuCountry;
  fromCurrency: CurrencyRef;
  toCurrency: CurrencyRef;
  commission: Commission;
  fromLimits: LimitsText;
  toLimits: LimitsText;
  deliveryMethods: string[];
  deliveryMethod: string;
  /** The committed amount (decimal text in the typed side's currency; '' for none) and its side. */
  amount: string;
  isFrom: boolean;
  /** When the figures were quoted: the snapshot time on static pages. */
  quotedAt: string;
}

/** A calculator call: the corridor, the amount in the currency of its side, the delivery method. */
export interface CalculatorQuery {
  kind: LandingKind;
  from: string;
  to: string;
  fromCurrId?: number | undefined;
  toCurrId?: number | undefined;
  /** Decimal text of the typed side; '' asks for the corridor's default amount. */
  amount: string;
  isFrom: boolean;
  deliveryMethod?: string | undefined;
}

/** Why a call is made: the quiet refresh after first paint, an address naming another lane, an amount, a menu choice, a delivery method. */
export type CallReason = 'refresh' | 'address' | 'amount' | 'choice' | 'method';

type Source = 'snapshot' | 'live' | 'offline';

export interface CalculatorState {
  kind: LandingKind;
  /** The page's language tag and its separators: how amounts are read and shown. */
  locale: string;
  seps: Separators;
  /** Signed in: the minimum and maximum checks are on and a bonus rate brings the first-payment promo. */
  signedIn: boolean;
  data: CalculatorData;
  /** The typed field's text, exactly as typed. */
  entry: { side: Side; text: string };
  /** How the entry read when it was last committed (null: edited since, or never committed). */
  reading: AmountReading | null;
  focus: Side | null;
  /** The newest call's ticket: only its outcome applies. */
  ticket: number;
  request: { ticket: number; query: CalculatorQuery; reason: CallReason } | null;
  /** The backend refused the last call (4xx): what it said, shown on the amount field. */
  rejected: { status: number; code: string; reason: CallReason } | null;
  source: Source;
  /** A choice was applied: the host writes its address and logs 'Calculator Adjusted'. */
  adjusted: { ticket: number; from: MenuCountry; to: MenuCountry; toCurrId: number; fromCurrency: string; toCurrency: string } | null;
}

type Choice = { country: MenuCountry; currencyId: number };

/** How a call ended, as the machine hears it: an answer, a refusal (4xx), or no answer at all. */
export type CallOutcome = { kind: 'answered'; data: CalculatorData; source: 'live' | 'offline' } | { kind: 'rejected'; status: number; code: string } | { kind: 'unreachable' };

/** The event a call's outcome is. */
export const outcomeEvent = (ticket: number, o: CallOutcome): CalculatorEvent =>
  o.kind === 'answered'
    ? { type: 'answered', ticket, data: o.data, source: o.source }
    : o.kind === 'rejected'
      ? { type: 'rejected', ticket, status: o.status, code: o.code }
      : { type: 'unreachable', ticket };

export type CalculatorEvent =
  | { type: 'focus'; side: Side }
  /** Leaving a field; `reading` is how its text reads when it is the typed one (readingEvents). */
  | { type: 'blur'; side: Side; text?: string; reading: AmountReading | null }
  | { type: 'edit'; side: Side; text: string }
  /** The 300 ms pause after the last keystroke (sender-flows §9) has passed: `text` read as `reading`. */
  | { type: 'commit'; text: string; reading: AmountReading }
  | { type: 'choose'; from?: Choice | undefined; to?: Choice | undefined }
  /** Another delivery method; `reading` is how the typed text reads when it was edited since its last commit (readingEvents). */
  | { type: 'method'; deliveryMethod: string; reading?: AmountReading | null | undefined }
  | { type: 'answered'; ticket: number; data: CalculatorData; source: 'live' | 'offline' }
  | { type: 'rejected'; ticket: number; status: number; code: string }
  | { type: 'unreachable'; ticket: number };

/** The side a kind types on when nothing was typed: a send quotes what is sent, a request what is received. */
const defaultIsFrom = (kind: LandingKind): boolean => kind === 'send';

const sideOf = (isFrom: boolean): Side => (isFrom ? 'from' : 'to');
const currencyOf = (data: CalculatorData, side: Side): CurrencyRef => (side === 'from' ? data.fromCurrency : data.toCurrency);
const fieldDecimals = (data: CalculatorData, side: Side): number => inputDecimals(currencyOf(data, side).decimals);

/** How the field's text reads when it is not a committed reading (edited in its 300 ms pause, or shown from an answer); null once committed. */
export const uncommittedReading = (s: CalculatorState, read: Reader): AmountReading | null => (s.reading === null ? read(s.entry.text, s.seps, fieldDecimals(s.data, s.entry.side)) : null);

/** An uncommitted reading as a call sends it (a positive amount on its side), or null. */
export function typedAmount(s: CalculatorState, reading: AmountReading | null): { amount: string; isFrom: boolean } | null {
  if (reading?.kind !== 'amount' || reading.value <= 0n) return null;
  return { amount: toFixed(reading.value, fieldDecimals(s.data, s.entry.side)), isFrom: s.entry.side === 'from' };
}

/** How the reader (amount-reading.ts) is asked to read the typed field: its text, the page's separators, the field currency's decimals. */
export type Reader = (text: string, seps: Separators, decimals: number) => AmountReading;

/** The commit and blur events of the typed field, its text read by `read` (the hook's and the tests' one way to make them). */
export const readingEvents = {
  commit: (s: CalculatorState, read: Reader): CalculatorEvent => ({ type: 'commit', text: s.entry.text, reading: read(s.entry.text, s.seps, fieldDecimals(s.data, s.entry.side)) }),
  method: (s: CalculatorState, deliveryMethod: string, read: Reader): CalculatorEvent => ({ type: 'method', deliveryMethod, reading: uncommittedReading(s, read) }),
  blur: (s: CalculatorState, side: Side, read: Reader): CalculatorEvent => ({
    type: 'blur',
    side,
    text: s.entry.text,
    reading: s.entry.side === side ? read(s.entry.text, s.seps, fieldDecimals(s.data, side)) : null,
  }),
};

/** An amount as its field shows it: the one formatter, the field currency's digits. */
const fieldText = (s: Pick<CalculatorState, 'locale'>, data: CalculatorData, side: Side, value: bigint): string => formatAmount(value, { decimals: fieldDecimals(data, side) }, s.locale);

function entryOf(s: Pick<CalculatorState, 'locale'>, data: CalculatorData): CalculatorState['entry'] {
  const side = sideOf(data.isFrom);
  return { side, text: data.amount === '' ? '' : fieldText(s, data, side, decimal(data.amount)) };
}

/**
 * The committed amount as a call carries it: at most the input's 2 decimals (sender-flows §5), as
 * its field shows it. A 3-decimal currency's quoted amount (39.305 OMR) is asked for as 39.31,
 * which the backend accepts, rather than as text it refuses.
 */
const wireAmount = (d: CalculatorData): string => (d.amount === '' ? '' : toFixed(decimal(d.amount), fieldDecimals(d, sideOf(d.isFrom))));

/** The call that quotes `data` as it stands. */
const queryOf = (kind: LandingKind, d: CalculatorData): CalculatorQuery => ({
  kind,
  from: d.from.code,
  to: d.to.code,
  fromCurrId: d.fromCurrency.id,
  toCurrId: d.toCurrency.id,
  amount: wireAmount(d),
  isFrom: d.isFrom,
  deliveryMethod: d.deliveryMethod,
});

function call(s: CalculatorState, query: CalculatorQuery, reason: CallReason): CalculatorState {
  const ticket = s.ticket + 1;
  return { ...s, ticket, request: { ticket, query, reason }, rejected: null };
}

interface InitOptions {
  kind: LandingKind;
  data: CalculatorData;
  locale: string;
  seps: Separators;
  signedIn?: boolean;
  /**
   * The page's address (landing): a pair or payout currency other than the page's first state
   * is loaded at once; otherwise what is shown is quietly refreshed. Absent: no call.
   */
  address?: { pathname: string; search: string } | undefined;
}

/** The page's address as a call: the lane it names, or null when it names the one shown. */
function addressQuery(kind: LandingKind, d: CalculatorData, address: { pathname: string; search: string }): CalculatorQuery | null {
  const pair = pairFromPath(address.pathname);
  const raw = new URLSearchParams(address.search).get('toCurrId');
  const toCurrId = raw && /^\d{1,3}$/.test(raw) && Number(raw) > 0 ? Number(raw) : undefined;
  if (pair && (pair.from !== d.from.code || pair.to !== d.to.code)) {
    return { kind, from: pair.from, to: pair.to, toCurrId, amount: '', isFrom: defaultIsFrom(kind) };
  }
  if (toCurrId === undefined || toCurrId === d.toCurrency.id) return null;
  // Another payout currency of the same pair: its own delivery methods, and an amount only when
  // it was in the currency that stays (the send amount); a received amount belongs to the old one.
  const keep = d.isFrom;
  return { kind, from: d.from.code, to: d.to.code, fromCurrId: d.fromCurrency.id, toCurrId, amount: keep ? wireAmount(d) : '', isFrom: keep ? true : defaultIsFrom(kind) };
}

export function initialState(o: InitOptions): CalculatorState {
  const base: CalculatorState = {
    kind: o.kind,
    locale: o.locale,
    seps: o.seps,
    signedIn: o.signedIn ?? false,
    data: o.data,
    entry: { side: 'from', text: '' },
    reading: null,
    focus: null,
    ticket: 0,
    request: null,
    rejected: null,
    source: o.signedIn ? 'live' : 'snapshot',
    adjusted: null,
  };
  const s = { ...base, entry: entryOf(base, o.data) };
  if (!o.address) return s;
  const moved = addressQuery(o.kind, o.data, o.address);
  return moved ? call(s, moved, 'address') : call(s, queryOf(o.kind, o.data), 'refresh');
}

export function calculatorReducer(s: CalculatorState, e: CalculatorEvent): CalculatorState {
  switch (e.type) {
    case 'focus':
      return { ...s, focus: e.side };
    case 'blur': {
      const focus = s.focus === e.side ? null : s.focus;
      // Leaving the field tidies a readable amount into the page's format; anything else stays as typed.
      const read = e.reading;
      if (s.entry.side !== e.side || read?.kind !== 'amount' || e.text !== s.entry.text) return { ...s, focus };
      return { ...s, focus, entry: { side: e.side, text: fieldText(s, s.data, e.side, read.value) } };
    }
    case 'edit':
      // A keystroke makes every call in flight stale: only the one it leads to may apply.
      return { ...s, entry: { side: e.side, text: e.text }, reading: null, ticket: s.ticket + 1, request: null, rejected: null };
    case 'commit': {
      // A reading of older text (an edit came meanwhile) is stale: that edit commits its own.
      if (e.text !== s.entry.text) return s;
      const side = s.entry.side;
      const { reading } = e;
      const amount = reading.kind === 'amount' ? toFixed(reading.value, fieldDecimals(s.data, side)) : '';
      const data = { ...s.data, amount, isFrom: side === 'from' };
      const next = { ...s, data, reading };
      // An amount is quoted live unless the backend was found unreachable (the snapshot's figures stay).
      if (reading.kind !== 'amount' || reading.value <= 0n || s.source === 'offline') return { ...next, request: null };
      return call(next, queryOf(s.kind, data), 'amount');
    }
    case 'choose': {
      const d = s.data;
      const from = e.from ?? { country: d.from, currencyId: d.fromCurrency.id };
      const to = e.to ?? { country: d.to, currencyId: d.toCurrency.id };
      // A currency change never carries a number from one currency into another: the amount goes
      // along only when its side keeps its currency; otherwise the new lane's default applies.
      const kept = d.isFrom ? from.currencyId === d.fromCurrency.id : to.currencyId === d.toCurrency.id;
      return call(
        s,
        {
          kind: s.kind,
          from: from.country.code,
          to: to.country.code,
          fromCurrId: from.currencyId,
          toCurrId: to.currencyId,
          amount: kept ? wireAmount(d) : '',
          isFrom: kept ? d.isFrom : defaultIsFrom(s.kind),
        },
        'choice',
      );
    }
    case 'method': {
      if (!s.data.deliveryMethods.includes(e.deliveryMethod) || e.deliveryMethod === s.data.deliveryMethod) return s;
      // An amount typed in the pause before its commit is quoted with the new method, not the last quoted one.
      const typed = typedAmount(s, e.reading ?? null);
      const data = { ...s.data, ...typed, deliveryMethod: e.deliveryMethod };
      return call({ ...s, data, reading: typed ? e.reading! : s.reading }, queryOf(s.kind, data), 'method');
    }
    case 'answered': {
      if (!s.request || e.ticket !== s.request.ticket) return s;
      const { reason } = s.request;
      // The visitor's own text stays while it is what was quoted; a new lane shows its amount afresh.
      const entry = reason === 'amount' || reason === 'refresh' ? s.entry : entryOf(s, e.data);
      const adjusted =
        reason === 'choice'
          ? { ticket: e.ticket, from: e.data.from, to: e.data.to, toCurrId: e.data.toCurrency.id, fromCurrency: e.data.fromCurrency.code, toCurrency: e.data.toCurrency.code }
          : s.adjusted;
      return { ...s, data: e.data, entry, reading: reason === 'amount' ? s.reading : null, request: null, rejected: null, source: e.source, adjusted };
    }
    case 'rejected':
      // A 4xx is the backend saying no to this call: said as such, and the next edit quotes again.
      if (!s.request || e.ticket !== s.request.ticket) return s;
      return { ...s, request: null, rejected: { status: e.status, code: e.code, reason: s.request.reason } };
    case 'unreachable':
      // Only the spinner stops (sender-flows §8); the landing says its figures are the snapshot's.
      if (!s.request || e.ticket !== s.request.ticket) return s;
      return { ...s, request: null, source: s.signedIn ? s.source : 'offline' };
  }
}

/** The figures of the committed amount: undefined with no amount, null when no tariff holds it. */
export function figuresOf(s: CalculatorState): Figures | null | undefined {
  const { data } = s;
  if (data.amount === '') return undefined;
  const amount = decimal(data.amount);
  if (amount <= 0n) return undefined;
  return calculate({
    commission: data.commission,
    amount,
    side: sideOf(data.isFrom),
    fromDecimals: data.fromCurrency.decimals,
    toDecimals: data.toCurrency.decimals,
    firstPaymentPromo: s.signedIn && data.commission.bonusSpecialRate !== null,
  });
}

/** True while a call someone asked for is in flight: the calculator dims (sender-flows §4). */
export const isBusy = (s: CalculatorState): boolean => s.request !== null && s.request.reason !== 'refresh';

interface FieldView {
  text: string;
  disabled: boolean;
  invalid: boolean;
}

/**
 * A field's text, whether it is locked and in error. While the typed amount is refused (no amount,
 * out of limits, refused by the backend) the other side stays empty, as the fee and total do: no
 * figure shows for an amount that cannot be sent.
 */
export function fieldView(s: CalculatorState, side: Side, figures = figuresOf(s)): FieldView {
  const refused = messageOf(s) !== null;
  const other = figures && !refused ? fieldText(s, s.data, side, side === 'from' ? figures.fromAmount : figures.toAmount) : '';
  return { text: s.entry.side === side ? s.entry.text : other, disabled: disabledSide(s.focus) === side, invalid: s.entry.side === side && refused };
}

type MessageKey = AmountMessageKey | `amount.${InputProblem}` | 'amount.rejected' | 'calculator.rejected';

/** The amount field's message: a key of the landing namespace and its values, already formatted. */
interface FieldMessage {
  side: Side;
  key: MessageKey;
  values: Record<string, string>;
}

/**
 * What the typed field says (sender-flows §5; public-site §5): why its text is no amount; else the
 * amount's check (min and max only when signed in); else the backend's refusal of the last call.
 */
export function messageOf(s: CalculatorState): FieldMessage | null {
  const side = s.entry.side;
  const currency = currencyOf(s.data, side);
  const digits = fieldDecimals(s.data, side);
  const money = (text: string) => formatMoney(decimal(text), currency, s.locale);
  const values = (): Record<string, string> => {
    const limits = side === 'from' ? s.data.fromLimits : s.data.toLimits;
    return {
      min: money(limits.min),
      max: money(limits.max),
      multiple: formatMoney(decimal(limits.multiple), { code: currency.code, decimals: Math.max(decimalPlaces(decimal(limits.multiple)), 0) }, s.locale),
      currency: currency.code,
      decimals: String(digits),
      digits: String(AMOUNT_WHOLE_DIGITS),
      decimalMark: s.seps.decimal,
      example: formatAmount(decimal('1234.5'), { decimals: digits }, s.locale),
    };
  };
  if (s.reading?.kind === 'invalid') return { side, key: `amount.${s.reading.problem}`, values: values() };
  if (s.reading !== null || s.data.amount !== '') {
    const value = s.data.amount === '' ? null : decimal(s.data.amount);
    if (sideOf(s.data.isFrom) === side) {
      const issue = checkAmount(value, limitsOf(side === 'from' ? s.data.fromLimits : s.data.toLimits), { minMax: s.signedIn });
      if (issue) return { side, key: amountMessageKey(issue, value !== null), values: values() };
    }
  }
  if (s.rejected) return { side, key: s.rejected.reason === 'amount' ? 'amount.rejected' : 'calculator.rejected', values: values() };
  return null;
}
