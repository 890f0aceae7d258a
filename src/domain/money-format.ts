// The one money formatter (design.md "Numbers, phones, names"): Intl.NumberFormat for the page's
// language with the currency's minor units, for every amount in every island, screen and page.
// Values are exact decimals; Intl formats their decimal text (a string keeps every digit, where
// a number would round past 15 significant digits), so no amount passes through a binary float.
import { toFixed, type Decimal } from './decimal.ts';

/** What the formatter needs of a currency: its ISO 4217 code and minor-unit digits. */
interface MoneyCurrency {
  code: string;
  decimals: number;
}

/** Rates read with 4 decimals (sender-flows §5 Fee, §9). */
const RATE_DECIMALS = 4;

// Intl.NumberFormat formats a decimal string exactly (ECMA-402 "Intl.NumberFormat v3").
type ExactFormat = { format(value: string): string };

// A browser whose ICU lacks a language (Chromium has no Uzbek) formats it in English. The build's
// text of one fixed amount tells how the language writes money (its group and decimal marks, where
// minus and code go); a page hands it over (adoptShape) so the browser writes what the server did.
const SAMPLE = '-1234567.89';

function intl(locale: string, places: number, code: string | null): ExactFormat {
  const options: Intl.NumberFormatOptions = { minimumFractionDigits: places, maximumFractionDigits: places, useGrouping: true };
  if (code) Object.assign(options, { style: 'currency', currency: code, currencyDisplay: 'code' });
  return new Intl.NumberFormat(locale, options) as unknown as ExactFormat;
}

const engineShapes = new Map<string, string>();
/** How `locale` writes the sample amount in this engine: "-1 234 567,89 XXX" (uz, at build time). */
export function numberShape(locale: string): string {
  let shape = engineShapes.get(locale);
  if (shape === undefined) engineShapes.set(locale, (shape = intl(locale, 2, 'XXX').format(SAMPLE)));
  return shape;
}

const shapes = new Map<string, string>();

/** The build's shape of `locale`: followed wherever this engine's own differs. */
export function adoptShape(locale: string, shape: string): void {
  if (shapes.get(locale) === shape) return;
  shapes.set(locale, shape);
  cache.clear();
}

/** Writes as `shape` does, from the digits of an English formatter. */
function shaped(en: ExactFormat, shape: string, code: string | null): ExactFormat | null {
  const marks = /1(\D+)234\D+567(\D+)89/.exec(shape);
  if (!marks) return null;
  const pattern = code ? shape.replace(marks[0], 'N') : shape.replace(marks[0], 'N').replace(/\s*XXX\s*/, '');
  return {
    format: (value) => {
      const text = en.format(value);
      const number = text.replace('-', '').replace(/[,.]/g, (c) => (c === ',' ? marks[1]! : marks[2]!));
      return pattern
        .replace(/[-\u2212]/, text[0] === '-' ? '$&' : '')
        .replace('N', number)
        .replace('XXX', code ?? '');
    },
  };
}

const cache = new Map<string, ExactFormat>();
function formatter(locale: string, places: number, code: string | null): ExactFormat {
  const key = `${locale}|${places}|${code ?? ''}`;
  let nf = cache.get(key);
  if (!nf) {
    const shape = shapes.get(locale);
    nf = (shape && shape !== numberShape(locale) && shaped(intl('en', places, null), shape, code)) || intl(locale, places, code);
    cache.set(key, nf);
  }
  return nf;
}

const places = (currency: MoneyCurrency): number => Math.max(0, Math.min(12, currency.decimals));

/** An amount with its currency code, in the page's language: "GBP 1,234.50" (en), "1.234,50 GBP" (de). */
export function formatMoney(value: Decimal, currency: MoneyCurrency, locale: string): string {
  return formatter(locale, places(currency), currency.code).format(toFixed(value, places(currency)));
}

/**
 * The number alone, as formatMoney writes it (same grouping, same minor units): for an amount
 * field whose currency shows beside it, and for a template that names the currency itself.
 */
export function formatAmount(value: Decimal, currency: Pick<MoneyCurrency, 'decimals'>, locale: string): string {
  return formatDecimal(value, places({ code: '', decimals: currency.decimals }), locale);
}

/** A rate with its 4 decimals (sender-flows §5), grouped as the page's language groups. */
export const formatRate = (value: Decimal, locale: string): string => formatDecimal(value, RATE_DECIMALS, locale);

/** Any exact decimal with `digits` decimals in the page's language. */
function formatDecimal(value: Decimal, digits: number, locale: string): string {
  return formatter(locale, digits, null).format(toFixed(value, digits));
}
