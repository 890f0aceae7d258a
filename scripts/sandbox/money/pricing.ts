// A corridor's prices (sender-flows §3 Commission, §5 Fee and Amount input): which corridor a
// path and query name, its rates for this sender, the figures of an amount and the amount limits.
import { ceilTo, compare, decimal, decimalPlaces, floorTo, isMultipleOf, multiply, parseDecimal, toFixed, type Decimal } from '../../../src/domain/decimal.ts';
import { calculate, type Figures, type RateOffer } from '../../../src/domain/calculator-quote.ts';
import { formatMoney } from '../../../src/domain/money-format.ts';
import { languages, type Lang } from '../../../src/i18n/languages.ts';
import type { Translate } from '../texts.ts';
import type { Reference } from '../reference.ts';
import { BadRequest } from '../http.ts';
import type { Country } from '../seed/countries.ts';
import { toSignificant, type Corridor } from '../seed/corridors.ts';
import type { Currency } from '../seed/currencies.ts';
import { BONUS_RATE_BP, OFFER_RATE_BP } from './test-values.ts';

/** A chosen corridor with its two countries and currencies. */
export interface Lane {
  from: Country;
  to: Country;
  corridor: Corridor;
  /** Every corridor of the country pair (one per payout currency). */
  pairCorridors: readonly Corridor[];
  fromCurrency: Currency;
  toCurrency: Currency;
  /** The payout currencies of the pair, in the seed's order. */
  toCurrencies: readonly Currency[];
}

const COUNTRY_CODE = /^[a-z]{2}$/;
const ISO_NUMERIC = /^\d{1,3}$/;

// Shape 5 of sender-flows §8 for the calculator's and forms' generic 4xx.
export const badRequest = (code: string, body: string): BadRequest => new BadRequest(400, { code, body });
export const notFound = (code: string, body: string): BadRequest => new BadRequest(404, { code, body });

/** A path word naming a country: lower-case ISO alpha-2 (400 when malformed, 404 when unknown). */
function countryOfCode(ref: Reference, code: string): Country {
  if (!COUNTRY_CODE.test(code)) throw badRequest('BAD_COUNTRY_CODE', 'A country is a lower-case ISO 3166-1 alpha-2 code, e.g. gb.');
  const country = ref.countryByCode.get(code);
  if (!country) throw notFound('COUNTRY_NOT_FOUND', `No country with the code ${code}.`);
  return country;
}

/** An optional ISO 4217 numeric id from the query (400 when malformed). */
export function currencyIdParam(url: URL, name: string): number | null {
  const raw = url.searchParams.get(name);
  if (raw === null || raw === '') return null;
  if (!ISO_NUMERIC.test(raw) || Number(raw) === 0) throw badRequest('BAD_CURRENCY_ID', `${name} is an ISO 4217 numeric currency id, e.g. 826.`);
  return Number(raw);
}

/** The corridor from → to, paid in fromCurrId and received in toCurrId when given (404 when there is none). */
export function resolveLane(ref: Reference, fromCode: string, toCode: string, fromCurrId: number | null, toCurrId: number | null): Lane {
  const from = countryOfCode(ref, fromCode);
  const to = countryOfCode(ref, toCode);
  if (!from.canSend) throw notFound('CORRIDOR_NOT_FOUND', `Transfers cannot be sent from ${from.name}.`);
  const pairCorridors = ref.corridorsByPair.get(`${fromCode}-${toCode}`) ?? [];
  const corridor = pairCorridors.find((c) => (fromCurrId === null || c.fromCurrency === fromCurrId) && (toCurrId === null || c.toCurrency === toCurrId));
  if (!corridor) throw notFound('CORRIDOR_NOT_FOUND', `No transfers from ${from.name} to ${to.name} in these currencies.`);
  const currencyOf = (id: number): Currency => ref.currencyById.get(id)!;
  return {
    from,
    to,
    corridor,
    pairCorridors,
    fromCurrency: currencyOf(corridor.fromCurrency),
    toCurrency: currencyOf(corridor.toCurrency),
    toCurrencies: pairCorridors.map((c) => currencyOf(c.toCurrency)),
  };
}

export type { Figures, RateOffer };

/** The rates of a corridor for one sender (sender-flows §3 Commission). */
export interface Pricing {
  /** The corridor's standard rate, a decimal string. */
  convertRate: string;
  /** Better rates above the upper tariff thresholds; null for corridors without them. */
  specialRateOffer: { defaultRate: string; offers: RateOffer[] } | null;
  /** A first transfer's better rate; null when the sender has sent before (or is a visitor). */
  bonusSpecialRate: { rate: string } | null;
  /** First-payment promo: the fee is 0.00 (sender-flows §5). */
  firstPaymentPromo: boolean;
}

/** `rate` improved by `bp` basis points, to the seed's 6 significant digits. */
const improved = (rate: string, bp: number): string => toSignificant(decimal(rate) * BigInt(10_000 + bp), decimal(1) * 10_000n, 6);

/**
 * Rule of the sandbox: corridors that change currency and pay out to bank accounts get better
 * rates above the second and third tariff thresholds; a sender's first transfer gets the bonus
 * rate and no fee. Visitors (the landing calculator) see the standard prices.
 */
export function pricingOf(corridor: Corridor, firstTransfer: boolean): Pricing {
  const hasOffers = corridor.convertRate !== '1' && corridor.deliveryMethods.includes('BANK_ACCOUNT');
  const thresholds = corridor.tariffs.slice(1, 3).map((t) => t.to);
  return {
    convertRate: corridor.convertRate,
    specialRateOffer: hasOffers
      ? {
          defaultRate: corridor.convertRate,
          offers: OFFER_RATE_BP.map((bp, i) => ({ from: thresholds[i]!, till: thresholds[i + 1] ?? corridor.maxAmount, rate: improved(corridor.convertRate, bp) })),
        }
      : null,
    bonusSpecialRate: firstTransfer && corridor.convertRate !== '1' ? { rate: improved(corridor.convertRate, BONUS_RATE_BP) } : null,
    firstPaymentPromo: firstTransfer,
  };
}

/**
 * The figures of an amount typed on one side; null when no tariff applies. The front end's own
 * rule (src/domain/calculator-quote.ts), so the sandbox quotes what the calculator computes.
 */
export function figuresFor(lane: Lane, pricing: Pricing, amount: Decimal, side: 'from' | 'to'): Figures | null {
  return calculate({
    commission: { ...pricing, tariffs: lane.corridor.tariffs },
    amount,
    side,
    fromDecimals: lane.fromCurrency.decimals,
    toDecimals: lane.toCurrency.decimals,
    firstPaymentPromo: pricing.firstPaymentPromo,
  });
}

export interface Limits {
  min: Decimal;
  max: Decimal;
  multiple: Decimal;
  decimals: number;
}

/** 1, 0.1, 0.01...: the smallest unit of a currency with `places` minor digits. */
const smallestUnit = (places: number): Decimal => decimal(places === 0 ? '1' : `0.${'0'.repeat(places - 1)}1`);

/**
 * Limits of the send amount: the corridor's, in the source currency. The seed's `multiple` 1 means
 * no step of its own, so the step is the currency's smallest unit (0.01 GBP); cash-only corridors
 * keep their 10 or 100.
 */
export function fromLimits(lane: Lane): Limits {
  const { corridor } = lane;
  const decimals = lane.fromCurrency.decimals;
  const multiple = corridor.multiple > 1 ? decimal(corridor.multiple) : smallestUnit(decimals);
  return { min: decimal(corridor.minAmount), max: decimal(corridor.maxAmount), multiple, decimals };
}

/** Limits of the received amount: the send limits converted, kept inside them; steps of the smallest unit. */
export function toLimits(lane: Lane, rate: string): Limits {
  const from = fromLimits(lane);
  const places = lane.toCurrency.decimals;
  return { min: ceilTo(multiply(from.min, decimal(rate)), places), max: floorTo(multiply(from.max, decimal(rate)), places), multiple: smallestUnit(places), decimals: places };
}

export type AmountIssue = 'MIN_AMOUNT_ISSUE' | 'MAX_AMOUNT_ISSUE' | 'MULTIPLE_AMOUNT_ISSUE' | 'COMMON_AMOUNT_ISSUE';

/** Amount text as typed: up to 14 characters, at most 2 decimals, no sign (sender-flows §5, §9). */
const AMOUNT_TEXT = /^\d{1,11}(\.\d{1,2})?$/;

/** Parses an amount field's text; null when it is not an amount at all. */
export function parseAmount(text: string): Decimal | null {
  const trimmed = text.trim();
  return AMOUNT_TEXT.test(trimmed) ? parseDecimal(trimmed) : null;
}

/** What is wrong with an amount under its limits (sender-flows §5 Amount input), or null. */
export function amountIssue(amount: Decimal, limits: Limits): AmountIssue | null {
  if (amount <= 0n || decimalPlaces(amount) > limits.decimals) return 'COMMON_AMOUNT_ISSUE';
  if (compare(amount, limits.min) < 0) return 'MIN_AMOUNT_ISSUE';
  if (compare(amount, limits.max) > 0) return 'MAX_AMOUNT_ISSUE';
  if (!isMultipleOf(amount, limits.multiple)) return 'MULTIPLE_AMOUNT_ISSUE';
  return null;
}

/** Message templates of the amount issues; {min}, {max}, {multiple} and {decimals} are filled in. */
export const amountMessages = (t: Translate): Readonly<Record<AmountIssue, string>> => ({
  MIN_AMOUNT_ISSUE: t('amount.MIN_AMOUNT_ISSUE'),
  MAX_AMOUNT_ISSUE: t('amount.MAX_AMOUNT_ISSUE'),
  MULTIPLE_AMOUNT_ISSUE: t('amount.MULTIPLE_AMOUNT_ISSUE'),
  COMMON_AMOUNT_ISSUE: t('amount.COMMON_AMOUNT_ISSUE'),
});

/** An amount issue in the request's language, amounts by the site's one money formatter. */
export function amountMessage(issue: AmountIssue, limits: Limits, currency: Currency, t: Translate, lang: Lang): string {
  const tag = languages[lang].tag;
  return t(`amount.${issue}`, {
    min: formatMoney(limits.min, currency, tag),
    max: formatMoney(limits.max, currency, tag),
    multiple: formatMoney(limits.multiple, { code: currency.code, decimals: decimalPlaces(limits.multiple) }, tag),
    currency: currency.code,
    decimals: String(limits.decimals),
  });
}

/** The default send amount: the first tariff threshold (100 GBP, 5000 PHP...), on the corridor's step. */
export function defaultFromAmount(lane: Lane): Decimal {
  const { corridor } = lane;
  const step = BigInt(corridor.multiple);
  const first = BigInt(Math.round(corridor.tariffs[0]!.to));
  return decimal(String(((first + step - 1n) / step) * step));
}

/** Amount as the wire carries it: fixed decimals of its currency. */
export const amountText = (value: Decimal, decimals: number): string => toFixed(value, decimals);

/** A limit as the schema's number (limits are whole or 2-decimal amounts, exact in a double). */
export const limitNumber = (value: Decimal, decimals: number): number => Number(toFixed(value, decimals));
