// The calculator (sender-flows §3 Calculator state, §7; public-site §7): GET /auth/send/{from}/{to},
// GET /auth/request/{from}/{to} and their public landing variants under /api/v1/calculator.
import { decimal, type Decimal } from '../../../src/domain/decimal.ts';
import { feeText, rateText } from '../../../src/domain/fee.ts';
import type { CalculatorAnswer, CalculatorCountry } from '../../../src/api/schemas/calculator.ts';
import { deliveryMethod as deliveryMethodSchema } from '../../../src/content/schemas/backend.ts';
import type { Context } from '../context.ts';
import { sendJson } from '../http.ts';
import { hasPaidPayment } from '../payments.ts';
import type { Reference } from '../reference.ts';
import type { Country, DeliveryMethod } from '../seed/countries.ts';
import type { Currency } from '../seed/currencies.ts';
import type { SessionUser } from '../session.ts';
import type { Translate } from '../texts.ts';
import type { Lang } from '../../../src/i18n/languages.ts';
import { requestForm, sendForm } from './forms.ts';
import {
  amountMessages,
  amountIssue,
  amountMessage,
  amountText,
  badRequest,
  currencyIdParam,
  defaultFromAmount,
  figuresFor,
  fromLimits,
  limitNumber,
  notFound,
  parseAmount,
  pricingOf,
  resolveLane,
  toLimits,
  type AmountIssue,
  type Figures,
  type Lane,
  type Limits,
  type Pricing,
} from './pricing.ts';
import { CARD_PAY_IN, PAYOUT_PROVIDERS, POPULAR_DESTINATIONS, QUOTE_VALID_MS } from './test-values.ts';

type Variant = 'send' | 'request';

interface CalculatorQuery {
  fromCurrId: number | null;
  toCurrId: number | null;
  /** The typed amount is the send amount (true) or the received amount (false). */
  isFrom: boolean;
  amount: Decimal | null;
  deliveryMethod: DeliveryMethod | null;
}

/** Reads the query; malformed values are a 400 (shape 5). Other query names are ignored (lang, sandboxFault). */
function readCalculatorQuery(url: URL, variant: Variant): CalculatorQuery {
  const q = url.searchParams;
  const isFromText = q.get('isFrom');
  if (isFromText !== null && isFromText !== 'true' && isFromText !== 'false') throw badRequest('BAD_IS_FROM', 'isFrom is true or false.');
  const amountRaw = q.get('amount');
  const amount = amountRaw === null || amountRaw === '' ? null : parseAmount(amountRaw);
  if (amountRaw && amount === null) throw badRequest('BAD_AMOUNT', 'amount is a number of up to 11 digits with up to 2 decimals, e.g. 250.50.');
  const methodRaw = q.get('deliveryMethod');
  const method = methodRaw ? deliveryMethodSchema.safeParse(methodRaw) : null;
  if (method && !method.success) throw badRequest('BAD_DELIVERY_METHOD', `deliveryMethod is one of ${deliveryMethodSchema.options.join(', ')}.`);
  return {
    fromCurrId: currencyIdParam(url, 'fromCurrId'),
    toCurrId: currencyIdParam(url, 'toCurrId'),
    // A request asks for an amount the requester receives: its default side is 'to'.
    isFrom: isFromText === null ? variant === 'send' : isFromText === 'true',
    amount,
    deliveryMethod: method?.data ?? null,
  };
}

/** Everything the calculator computes for one corridor, amount and sender. */
interface Quoted {
  lane: Lane;
  pricing: Pricing;
  figures: Figures;
  isFrom: boolean;
  deliveryMethod: DeliveryMethod;
  fromLimits: Limits;
  toLimits: Limits;
  /** The issue of the typed amount (or of the send amount it converts to), on its side. */
  issue: { side: 'from' | 'to'; code: AmountIssue } | null;
}

/** Whether the sender gets first-transfer prices: signed in and never paid. Visitors see standard prices. */
export const firstTransfer = (ctx: Pick<Context, 'db'>, user: SessionUser | null): boolean => user !== null && !hasPaidPayment(ctx.db, user.id);

export function quoteLane(lane: Lane, pricing: Pricing, query: Pick<CalculatorQuery, 'amount' | 'isFrom' | 'deliveryMethod'>): Quoted {
  const deliveryMethod = query.deliveryMethod ?? lane.corridor.deliveryMethods[0]!;
  if (!lane.corridor.deliveryMethods.includes(deliveryMethod)) {
    throw notFound('DELIVERY_METHOD_NOT_OFFERED', `${deliveryMethod} is not offered from ${lane.from.name} to ${lane.to.name} in ${lane.toCurrency.code}.`);
  }
  const side = query.isFrom ? 'from' : 'to';
  // With no amount: the default send amount; on the received side (a request) its converted
  // amount is the amount, quoted from that side like a typed one, so the answer is the quote of
  // the state it describes (the calculator recomputes from the side it is told was typed).
  const base = query.amount === null ? figuresFor(lane, pricing, defaultFromAmount(lane), 'from') : null;
  const amount = query.amount ?? (side === 'from' ? base?.fromAmount : base?.toAmount);
  const figures = amount === undefined ? null : figuresFor(lane, pricing, amount, side);
  // The seed's tariffs start at 0 and the last one covers any larger amount.
  if (!figures) throw new Error(`corridor ${lane.from.code}-${lane.to.code} has no tariff for the amount`);
  const from = fromLimits(lane);
  const to = toLimits(lane, figures.rate);
  const toIssue = side === 'to' ? amountIssue(figures.toAmount, to) : null;
  const fromIssue = amountIssue(figures.fromAmount, from);
  const issue = toIssue ? { side: 'to' as const, code: toIssue } : fromIssue ? { side: 'from' as const, code: fromIssue } : null;
  return { lane, pricing, figures, isFrom: query.isFrom, deliveryMethod, fromLimits: from, toLimits: to, issue };
}

const currencyOf = (c: Currency): { id: number; code: string; name: string } => ({ id: c.id, code: c.code, name: c.name });

function calculatorCountry(country: Country, currencies: readonly Currency[], favorite: boolean): CalculatorCountry {
  return {
    id: country.id,
    code: country.code.toLowerCase(),
    name: country.name,
    synonym: country.synonym,
    alias: country.alias,
    favorite,
    currencies: currencies.map(currencyOf),
    seoNameFrom: country.seoNameFrom,
    seoNameTo: country.seoNameTo,
    paySystems: country.paySystems,
  };
}

/** Favourites first, then by name. */
const pinned = (list: CalculatorCountry[]): CalculatorCountry[] => list.sort((a, b) => Number(b.favorite) - Number(a.favorite) || a.name.localeCompare(b.name, 'en'));

/** Ids of the destinations the user sent to, newest first; visitors and first-time senders get the popular ones. */
export function favoriteDestinations(ctx: Pick<Context, 'db' | 'ref'>, user: SessionUser | null): number[] {
  if (user) {
    const rows = ctx.db
      .prepare('SELECT to_country, max(created_at) AS last FROM payments WHERE user_id = ? AND paid_at IS NOT NULL GROUP BY to_country ORDER BY last DESC LIMIT 6')
      .all(user.id) as Array<{ to_country: number }>;
    if (rows.length > 0) return rows.map((r) => r.to_country);
  }
  return POPULAR_DESTINATIONS.map((code) => ctx.ref.countryByCode.get(code)!.id);
}

/** The send currency of a sending country (its first listed currency, seed/README). */
const sendCurrencyOf = (ref: Reference, country: Country): Currency => ref.currencyById.get(country.currencies[0]!)!;

function countryMenu(ref: Reference, lane: Lane, user: SessionUser | null, favorites: readonly number[]): CalculatorAnswer['countryMenu'] {
  const home = user ? user.countryId : lane.from.id;
  const countryFrom = ref.countries.filter((c) => c.canSend).map((c) => calculatorCountry(c, [sendCurrencyOf(ref, c)], c.id === home));
  const from = lane.from.code.toLowerCase();
  const countryTo: CalculatorCountry[] = [];
  for (const c of ref.countries) {
    const corridors = ref.corridorsByPair.get(`${from}-${c.code.toLowerCase()}`);
    if (!corridors) continue;
    countryTo.push(
      calculatorCountry(
        c,
        corridors.map((k) => ref.currencyById.get(k.toCurrency)!),
        favorites.includes(c.id),
      ),
    );
  }
  return { countryFrom: pinned(countryFrom), countryTo: pinned(countryTo) };
}

/** The payment form's first state (sender-flows §3 Calculator state). */
export function paymentFormOf(q: Quoted, t: Translate, lang: Lang): CalculatorAnswer['paymentForm'] {
  const { lane, figures } = q;
  const field = (name: 'from_amount' | 'to_amount', side: 'from' | 'to') => {
    const limits = side === 'from' ? q.fromLimits : q.toLimits;
    const currency = side === 'from' ? lane.fromCurrency : lane.toCurrency;
    const error = q.issue?.side === side ? amountMessage(q.issue.code, limits, currency, t, lang) : undefined;
    return {
      name,
      currency: currency.id,
      country: side === 'from' ? lane.from.id : lane.to.id,
      minValidValue: limitNumber(limits.min, limits.decimals),
      maxValidValue: limitNumber(limits.max, limits.decimals),
      multiple: limitNumber(limits.multiple, limits.decimals),
      value: amountText(side === 'from' ? figures.fromAmount : figures.toAmount, currency.decimals),
      isError: error !== undefined,
      ...(error ? { errorMessage: error } : {}),
    };
  };
  return {
    toValues: { phone_prefix: lane.to.phone_prefix, phone_country: lane.to.code.toLowerCase() },
    fromAmount: field('from_amount', 'from'),
    toAmount: field('to_amount', 'to'),
    deliveryMethod: q.deliveryMethod,
    deliveryMethods: [...lane.corridor.deliveryMethods],
    paymentSourceFromMethod: CARD_PAY_IN.method,
    toPrvId: PAYOUT_PROVIDERS[q.deliveryMethod].id,
    fromPrvId: CARD_PAY_IN.id,
    sourceCodeFrom: CARD_PAY_IN.source,
    feeText: feeText(figures.fee),
    // The info row: the send amount (received amount divided by the rate) plus the tariff.
    feeTextInfo: feeText(figures.total),
    currencyRateText: rateText(decimal(figures.rate)),
  };
}

/** The send form of a quote, its hidden amounts and quote expiry filled in. */
export const sendFormOf = (q: Quoted, now: number, t: Translate) =>
  sendForm(
    {
      lane: q.lane,
      deliveryMethod: q.deliveryMethod,
      fromAmount: amountText(q.figures.fromAmount, q.lane.fromCurrency.decimals),
      toAmount: amountText(q.figures.toAmount, q.lane.toCurrency.decimals),
      keepAmount: q.isFrom ? 'from' : 'to',
      actualTill: new Date(now + QUOTE_VALID_MS).toISOString(),
    },
    t,
  );

function calculatorAnswerOf(ctx: Context, q: Quoted, variant: Variant, user: SessionUser | null): CalculatorAnswer {
  const { lane, pricing, figures } = q;
  const favorites = favoriteDestinations(ctx, user);
  return {
    form: variant === 'send' ? sendFormOf(q, ctx.now(), ctx.t) : requestForm(lane, amountText(figures.toAmount, lane.toCurrency.decimals), ctx.t),
    messages: { ...amountMessages(ctx.t), tariffError: ctx.t('amount.tariffError') },
    extra: { quotedAt: new Date(ctx.now()).toISOString(), isFrom: q.isFrom },
    commission: {
      tariffs: lane.corridor.tariffs,
      specialRateOffer: pricing.specialRateOffer,
      bonusSpecialRate: pricing.bonusSpecialRate,
      convertRate: lane.corridor.convertRate,
      fee: feeText(figures.fee),
      restrictionFrom: { ccyIso: lane.fromCurrency.code, from: limitNumber(q.fromLimits.min, q.fromLimits.decimals), to: limitNumber(q.fromLimits.max, q.fromLimits.decimals) },
      restrictionTo: { ccyIso: lane.toCurrency.code, from: limitNumber(q.toLimits.min, q.toLimits.decimals), to: limitNumber(q.toLimits.max, q.toLimits.decimals) },
    },
    countryMenu: countryMenu(ctx.ref, lane, user, favorites),
    countryFrom: calculatorCountry(lane.from, [lane.fromCurrency], true),
    countryTo: calculatorCountry(lane.to, lane.toCurrencies, favorites.includes(lane.to.id)),
    paymentForm: paymentFormOf(q, ctx.t, ctx.lang),
    paymentInfo: { fromCurrency: currencyOf(lane.fromCurrency), toCurrency: currencyOf(lane.toCurrency), total: amountText(figures.total, 2) },
  };
}

/** Handler of the four calculator calls; the public ones answer as for a visitor, session or not. */
export const calculator =
  (variant: Variant, signedIn: boolean) =>
  (ctx: Context): void => {
    const query = readCalculatorQuery(ctx.url, variant);
    const lane = resolveLane(ctx.ref, ctx.params['from']!, ctx.params['to']!, query.fromCurrId, query.toCurrId);
    const user = signedIn ? ctx.user : null;
    const q = quoteLane(lane, pricingOf(lane.corridor, firstTransfer(ctx, user)), query);
    sendJson(ctx.res, 200, calculatorAnswerOf(ctx, q, variant, user));
  };
