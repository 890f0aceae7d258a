/**
 * Reference data of the sandbox backend: corridors (sender-flows §3 Commission, §5 Fee; public-site §3, §5).
 *
 * A corridor is one sending country and its currency to one receiving country and one of its payout
 * currencies. `buildCorridors()` makes every corridor from each sending country to each receiving
 * country but itself, for each payout currency of the receiver, deterministically: no randomness,
 * no clock, no binary floating point in the rate arithmetic.
 *
 * - convertRate: units of the target currency per unit of the source currency. It is the cross
 *   rate of two mid-market rates against the US dollar (`USD_RATES`, illustrative values for
 *   November 2026, not market data) less a corridor margin in basis points, computed exactly with
 *   BigInt and rounded once, half up, to 6 significant digits. Same currency: exactly "1".
 * - tariffs: four amount ranges in the source currency covering 0..maxAmount without gaps: two
 *   fixed sums (percent 0), then two percentages (fix 0). Each source currency has its own scale
 *   (`SOURCES`); the destination picks the cost level (same currency: low, thinly traded payout
 *   currency: high, else standard).
 * - deliveryMethods: those of the payout currency in ./countries.ts (BONUS never).
 * - minAmount / maxAmount: per source currency. multiple: 1, except corridors whose payout is cash
 *   only (CASH, HOME_DELIVERY), where the send amount goes in steps of 10 (or 100 for currencies
 *   with a small unit) so the cash handed over comes in round notes.
 */
import type { z } from 'zod';
import type { corridor as corridorSchema, tariff as tariffSchema } from '../../../src/content/schemas/backend.ts';
import { PAYOUTS, SENDERS, sendCurrency, type DeliveryMethod } from './countries.ts';
import { currency } from './currencies.ts';

export type Corridor = z.output<typeof corridorSchema>;
type Tariff = z.output<typeof tariffSchema>;

/**
 * Mid-market rates, units of the currency per 1 US dollar. Illustrative values for November 2026
 * (plausible, not quoted from any market source); pegs kept exact (AED, SAR, BZD, XOF/XAF to EUR,
 * NAD/LSL/SZL to ZAR, BAM and DKK to EUR).
 */
export const USD_RATES: Readonly<Record<string, string>> = {
  USD: '1',
  // Europe
  EUR: '0.8620',
  GBP: '0.7580',
  CHF: '0.8040',
  PLN: '3.6720',
  CZK: '20.950',
  HUF: '331.80',
  RON: '4.3860',
  SEK: '9.4650',
  DKK: '6.4310',
  NOK: '10.115',
  ISK: '124.60',
  UAH: '42.350',
  MDL: '17.080',
  GEL: '2.7150',
  AMD: '384.20',
  AZN: '1.7000',
  ALL: '83.450',
  BAM: '1.6859',
  RSD: '101.05',
  MKD: '53.040',
  TRY: '46.850',
  // Central Asia
  UZS: '12150',
  KZT: '512.40',
  KGS: '87.450',
  TJS: '9.4150',
  // South Asia
  INR: '88.950',
  PKR: '281.60',
  BDT: '122.40',
  NPR: '142.30',
  LKR: '302.80',
  // East and South-East Asia
  CNY: '7.0950',
  HKD: '7.7790',
  TWD: '31.050',
  JPY: '151.75',
  KRW: '1418.6',
  MNT: '3592.0',
  PHP: '58.420',
  VND: '26310',
  THB: '32.480',
  MYR: '4.1680',
  SGD: '1.2985',
  IDR: '16585',
  KHR: '4018.0',
  LAK: '21640',
  // Oceania
  AUD: '1.5285',
  NZD: '1.7360',
  FJD: '2.2640',
  PGK: '4.1150',
  WST: '2.7420',
  TOP: '2.3790',
  // Middle East
  AED: '3.6725',
  SAR: '3.7500',
  QAR: '3.6400',
  KWD: '0.30680',
  BHD: '0.37600',
  OMR: '0.38450',
  JOD: '0.70900',
  LBP: '89500',
  ILS: '3.3180',
  IQD: '1310.0',
  // Africa
  EGP: '47.650',
  MAD: '9.2350',
  TND: '2.9340',
  DZD: '130.45',
  NGN: '1468.0',
  GHS: '11.420',
  KES: '129.20',
  UGX: '3558.0',
  TZS: '2482.0',
  RWF: '1456.0',
  ETB: '158.40',
  ZAR: '17.360',
  ZMW: '23.150',
  MWK: '1738.0',
  MZN: '63.900',
  XOF: '565.43',
  XAF: '565.43',
  GNF: '8692.0',
  SLE: '23.420',
  LRD: '182.60',
  GMD: '72.500',
  CDF: '2868.0',
  AOA: '915.40',
  NAD: '17.360',
  LSL: '17.360',
  SZL: '17.360',
  BWP: '13.560',
  MGA: '4522.0',
  MUR: '45.820',
  CVE: '95.050',
  BIF: '2982.0',
  // Americas
  CAD: '1.3965',
  MXN: '18.425',
  GTQ: '7.6660',
  HNL: '26.260',
  NIO: '36.780',
  CRC: '503.60',
  COP: '3882.0',
  PEN: '3.4160',
  BOB: '6.9600',
  CLP: '937.80',
  ARS: '1618.0',
  BRL: '5.3820',
  PYG: '7085.0',
  UYU: '40.120',
  DOP: '63.950',
  HTG: '131.20',
  JMD: '160.45',
  TTD: '6.7820',
  GYD: '209.20',
  BZD: '2.0000',
  SRD: '38.520',
};

/** Currencies with deep markets: the thinnest margin and standard tariffs. */
const MAJOR = new Set(['USD', 'EUR', 'GBP', 'CHF', 'JPY', 'CAD', 'AUD', 'NZD', 'SGD', 'HKD', 'SEK', 'NOK', 'DKK']);
/** Liquid emerging-market currencies; everything else counts as thinly traded ("frontier"). */
const EMERGING = new Set([
  'PLN',
  'CZK',
  'HUF',
  'RON',
  'ISK',
  'UAH',
  'MDL',
  'GEL',
  'AMD',
  'AZN',
  'ALL',
  'BAM',
  'RSD',
  'MKD',
  'TRY',
  'UZS',
  'KZT',
  'INR',
  'PKR',
  'BDT',
  'NPR',
  'LKR',
  'CNY',
  'TWD',
  'KRW',
  'PHP',
  'VND',
  'THB',
  'MYR',
  'IDR',
  'AED',
  'SAR',
  'QAR',
  'KWD',
  'BHD',
  'OMR',
  'JOD',
  'ILS',
  'EGP',
  'MAD',
  'TND',
  'NGN',
  'GHS',
  'KES',
  'ZAR',
  'XOF',
  'XAF',
  'MXN',
  'GTQ',
  'CRC',
  'COP',
  'PEN',
  'CLP',
  'BRL',
  'UYU',
  'DOP',
  'JMD',
  'TTD',
]);

type Tier = 'major' | 'emerging' | 'frontier';
function tier(code: string): Tier {
  return MAJOR.has(code) ? 'major' : EMERGING.has(code) ? 'emerging' : 'frontier';
}

/** Margin in basis points below mid-market, by payout currency and by source currency. */
const TARGET_MARGIN_BP: Record<Tier, number> = { major: 30, emerging: 60, frontier: 110 };
const SOURCE_MARGIN_BP: Record<Tier, number> = { major: 0, emerging: 15, frontier: 30 };

type Cost = 'low' | 'standard' | 'high';
/** Percent of the two upper ranges, by cost level. */
const PERCENTS: Record<Cost, readonly [number, number]> = { low: [0.3, 0.2], standard: [0.5, 0.4], high: [0.8, 0.6] };

/** How a source currency scales: limits, range bounds, fixed fees by cost level, cash step. */
interface Source {
  min: number;
  /** Upper bounds of the first three ranges; the fourth ends at max. */
  bounds: readonly [number, number, number];
  max: number;
  /** Fixed fees of the two lower ranges, by cost level. */
  fix: Record<Cost, readonly [number, number]>;
  /** Step of the send amount for cash-only payouts. */
  cashMultiple: 10 | 100;
}

const ONE_TO_TEN_THOUSAND: Source = {
  min: 1,
  bounds: [100, 1000, 5000],
  max: 10000,
  fix: { low: [0.49, 1.49], standard: [0.99, 2.99], high: [1.99, 4.99] },
  cashMultiple: 10,
};
const GULF: Source = {
  min: 5,
  bounds: [400, 4000, 20000],
  max: 40000,
  fix: { low: [1.75, 4.99], standard: [3.5, 9.9], high: [6.9, 17.9] },
  cashMultiple: 10,
};
const NORDIC: Source = {
  min: 10,
  bounds: [1000, 10000, 50000],
  max: 100000,
  fix: { low: [4.9, 15], standard: [9.9, 29], high: [19, 49] },
  cashMultiple: 100,
};
const HRYVNIA_LIRA: Source = {
  min: 50,
  bounds: [4000, 40000, 200000],
  max: 400000,
  fix: { low: [19, 59], standard: [39, 119], high: [79, 199] },
  cashMultiple: 100,
};

/** Every currency a sending country pays in. */
export const SOURCES: Readonly<Record<string, Source>> = {
  GBP: ONE_TO_TEN_THOUSAND,
  EUR: ONE_TO_TEN_THOUSAND,
  CHF: ONE_TO_TEN_THOUSAND,
  USD: { ...ONE_TO_TEN_THOUSAND, fix: { low: [0.49, 1.99], standard: [0.99, 2.99], high: [1.99, 4.99] } },
  CAD: { min: 1, bounds: [150, 1500, 7500], max: 15000, fix: { low: [0.69, 1.99], standard: [1.49, 3.99], high: [2.49, 6.99] }, cashMultiple: 10 },
  AUD: { min: 1, bounds: [150, 1500, 7500], max: 15000, fix: { low: [0.69, 1.99], standard: [1.49, 3.99], high: [2.49, 6.99] }, cashMultiple: 10 },
  NZD: { min: 1, bounds: [150, 1500, 7500], max: 15000, fix: { low: [0.79, 2.49], standard: [1.49, 4.49], high: [2.99, 7.49] }, cashMultiple: 10 },
  SGD: { min: 1, bounds: [150, 1500, 7500], max: 15000, fix: { low: [0.69, 1.99], standard: [1.29, 3.99], high: [2.49, 6.49] }, cashMultiple: 10 },
  HKD: { min: 10, bounds: [800, 8000, 40000], max: 80000, fix: { low: [3.9, 12], standard: [7.9, 22], high: [15, 39] }, cashMultiple: 100 },
  NOK: NORDIC,
  SEK: NORDIC,
  DKK: { min: 10, bounds: [750, 7500, 35000], max: 75000, fix: { low: [3.75, 11], standard: [7.5, 19], high: [14, 35] }, cashMultiple: 100 },
  ISK: { min: 150, bounds: [15000, 150000, 700000], max: 1400000, fix: { low: [75, 190], standard: [149, 399], high: [290, 690] }, cashMultiple: 100 },
  PLN: { min: 5, bounds: [400, 4000, 20000], max: 40000, fix: { low: [1.99, 5.99], standard: [3.99, 11.99], high: [7.99, 18.99] }, cashMultiple: 10 },
  CZK: { min: 25, bounds: [2500, 25000, 100000], max: 250000, fix: { low: [12, 35], standard: [25, 69], high: [45, 119] }, cashMultiple: 100 },
  HUF: { min: 400, bounds: [40000, 400000, 2000000], max: 3500000, fix: { low: [190, 490], standard: [390, 990], high: [690, 1690] }, cashMultiple: 100 },
  RON: { min: 5, bounds: [500, 5000, 25000], max: 50000, fix: { low: [2.49, 6.49], standard: [4.99, 12.99], high: [8.99, 21.99] }, cashMultiple: 10 },
  JPY: { min: 100, bounds: [15000, 150000, 750000], max: 1500000, fix: { low: [75, 220], standard: [150, 450], high: [300, 750] }, cashMultiple: 100 },
  KRW: { min: 1000, bounds: [150000, 1500000, 7000000], max: 14000000, fix: { low: [700, 2000], standard: [1500, 4000], high: [3000, 7000] }, cashMultiple: 100 },
  CNY: { min: 10, bounds: [700, 7000, 35000], max: 70000, fix: { low: [3.5, 9.9], standard: [6.9, 19.9], high: [13.9, 34.9] }, cashMultiple: 10 },
  AED: GULF,
  SAR: GULF,
  ILS: { min: 5, bounds: [400, 4000, 20000], max: 40000, fix: { low: [1.9, 4.9], standard: [3.9, 9.9], high: [6.9, 16.9] }, cashMultiple: 10 },
  TRY: HRYVNIA_LIRA,
  UAH: HRYVNIA_LIRA,
  BRL: { min: 5, bounds: [500, 5000, 25000], max: 50000, fix: { low: [2.79, 7.99], standard: [5.49, 15.99], high: [10.99, 26.99] }, cashMultiple: 10 },
  MXN: { min: 20, bounds: [2000, 20000, 100000], max: 200000, fix: { low: [9, 27], standard: [19, 55], high: [35, 89] }, cashMultiple: 100 },
  IDR: { min: 15000, bounds: [1500000, 15000000, 75000000], max: 150000000, fix: { low: [7500, 22500], standard: [15000, 45000], high: [30000, 75000] }, cashMultiple: 100 },
  VND: { min: 25000, bounds: [2500000, 25000000, 125000000], max: 250000000, fix: { low: [12500, 37500], standard: [25000, 75000], high: [50000, 125000] }, cashMultiple: 100 },
  PHP: { min: 50, bounds: [5000, 50000, 250000], max: 500000, fix: { low: [25, 75], standard: [49, 149], high: [99, 249] }, cashMultiple: 100 },
  UZS: { min: 12000, bounds: [1200000, 12000000, 60000000], max: 120000000, fix: { low: [6000, 18000], standard: [12000, 35000], high: [24000, 60000] }, cashMultiple: 100 },
};

// ---------------------------------------------------------------------------------------------
// Exact decimal arithmetic (BigInt): the rate is rounded once, at the end.

/** A decimal string as an integer and a power-of-ten scale: "0.8620" → 8620n / 10^4. */
function parseDecimal(text: string): { units: bigint; scale: number } {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) throw new Error(`not a decimal string: ${text}`);
  const fraction = match[2] ?? '';
  return { units: BigInt(match[1]! + fraction), scale: fraction.length };
}

const pow10 = (n: number): bigint => 10n ** BigInt(n);

/**
 * numerator / denominator (both positive) rounded half up to `digits` significant digits, as a
 * plain decimal string without exponent or trailing zeros: 1234567n/10n → "123457".
 */
export function toSignificant(numerator: bigint, denominator: bigint, digits = 6): string {
  if (numerator <= 0n || denominator <= 0n) throw new Error('toSignificant: positive values only');
  // k: how many decimal places to keep, so that 10^(digits-1) <= value * 10^k < 10^digits.
  let k = digits - (numerator.toString().length - denominator.toString().length);
  const scaled = (shift: number): [bigint, bigint] => (shift >= 0 ? [numerator * pow10(shift), denominator] : [numerator, denominator * pow10(-shift)]);
  for (;;) {
    const [n, d] = scaled(k);
    if (n / d >= pow10(digits)) k--;
    else if (n / d < pow10(digits - 1)) k++;
    else break;
  }
  const [n, d] = scaled(k);
  let q = (2n * n + d) / (2n * d); // half up
  if (q === pow10(digits)) {
    q /= 10n;
    k--;
  }
  let text = q.toString();
  if (k <= 0) return text + '0'.repeat(-k);
  text = text.padStart(k + 1, '0');
  const whole = text.slice(0, text.length - k);
  const fraction = text.slice(text.length - k).replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : whole;
}

/** Units of `to` per unit of `from`, `marginBp` basis points below the mid-market cross rate. */
export function crossRate(from: string, to: string, marginBp: number): string {
  if (from === to) return '1';
  const fromRate = USD_RATES[from];
  const toRate = USD_RATES[to];
  if (!fromRate || !toRate) throw new Error(`seed/corridors: no USD rate for ${fromRate ? to : from}`);
  if (!Number.isInteger(marginBp) || marginBp < 0 || marginBp >= 10000) throw new Error(`bad margin ${marginBp}`);
  const f = parseDecimal(fromRate);
  const t = parseDecimal(toRate);
  // (t.units / 10^t.scale) / (f.units / 10^f.scale) * (10000 - bp) / 10000
  const numerator = t.units * pow10(f.scale) * BigInt(10000 - marginBp);
  const denominator = f.units * pow10(t.scale) * 10000n;
  return toSignificant(numerator, denominator, 6);
}

/** 32-bit FNV-1a of a string: a stable per-corridor number for small margin differences. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** The corridor margin in basis points: payout currency tier, source tier, 0-16 bp spread. */
function marginBp(from: string, to: string, fromCurrency: string, toCurrency: string): number {
  if (fromCurrency === toCurrency) return 0;
  return TARGET_MARGIN_BP[tier(toCurrency)] + SOURCE_MARGIN_BP[tier(fromCurrency)] + (fnv1a(`${from}-${to}-${toCurrency}`) % 5) * 4;
}

function costLevel(fromCurrency: string, toCurrency: string): Cost {
  if (fromCurrency === toCurrency) return 'low';
  return tier(toCurrency) === 'frontier' ? 'high' : 'standard';
}

/** The four tariffs of a source currency at a cost level: fixed, fixed, percent, percent; 0..max, no gaps. */
function tariffsFor(fromCurrency: string, cost: Cost): Tariff[] {
  const source = SOURCES[fromCurrency];
  if (!source) throw new Error(`seed/corridors: ${fromCurrency} is not a source currency`);
  const [b1, b2, b3] = source.bounds;
  const [fixSmall, fixMid] = source.fix[cost];
  const [percentMid, percentLarge] = PERCENTS[cost];
  return [
    { from: 0, to: b1, percent: 0, fix: fixSmall },
    { from: b1, to: b2, percent: 0, fix: fixMid },
    { from: b2, to: b3, percent: percentMid, fix: 0 },
    { from: b3, to: source.max, percent: percentLarge, fix: 0 },
  ];
}

const CASH_ONLY: ReadonlySet<DeliveryMethod> = new Set<DeliveryMethod>(['CASH', 'HOME_DELIVERY']);

/** One corridor: sending country `from` to receiving country `to`, payout in `toCurrency`. */
function buildCorridor(from: string, to: string, toCurrency: string, methods: readonly DeliveryMethod[]): Corridor {
  const fromCurrency = sendCurrency(from);
  const source = SOURCES[fromCurrency];
  if (!source) throw new Error(`seed/corridors: ${fromCurrency} is not a source currency`);
  const cashOnly = methods.every((m) => CASH_ONLY.has(m));
  const multiple = cashOnly ? source.cashMultiple : 1;
  return {
    from,
    to,
    fromCurrency: currency(fromCurrency).id,
    toCurrency: currency(toCurrency).id,
    convertRate: crossRate(fromCurrency, toCurrency, marginBp(from, to, fromCurrency, toCurrency)),
    tariffs: tariffsFor(fromCurrency, costLevel(fromCurrency, toCurrency)),
    deliveryMethods: [...methods],
    minAmount: Math.ceil(source.min / multiple) * multiple,
    maxAmount: source.max,
    multiple,
  };
}

/** Every corridor: each sending country to each other receiving country, each payout currency. Sorted by from, to. */
export function buildCorridors(): Corridor[] {
  const receivers = Object.keys(PAYOUTS).sort();
  const corridors: Corridor[] = [];
  for (const from of [...SENDERS].sort()) {
    for (const to of receivers) {
      if (to === from) continue;
      for (const payout of PAYOUTS[to]!) corridors.push(buildCorridor(from, to, payout.currency, payout.methods));
    }
  }
  return corridors;
}
