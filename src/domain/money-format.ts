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
type ExactParts = { formatToParts(value: string): Intl.NumberFormatPart[] };

/**
 * How a language writes an amount, as the build's full ICU writes it: the group and decimal marks,
 * the minus, and where the code goes (`pattern`: "-N C" is "-1 234,50 UZS", "-C N" is "-UZS 1,234.50").
 * A browser whose ICU lacks the language (Chromium has no Uzbek) formats it in English; a page
 * hands its shape over (adoptShape) so the browser writes the characters the server did.
 */
export interface NumberShape { group: string; decimal: string; minus: string; pattern: string }

function shapeOf(nf: Intl.NumberFormat): NumberShape {
  const parts = nf.formatToParts(-1234567.5);
  const part = (type: string, none: string) => parts.find((p) => p.type === type)?.value ?? none;
  const pattern = parts.map((p) => (p.type === 'minusSign' ? '-' : p.type === 'currency' ? 'C' : p.type === 'literal' ? p.value : 'N'))
    .join('').replace(/N+/g, 'N');
  return { group: part('group', ','), decimal: part('decimal', '.'), minus: part('minusSign', '-'), pattern };
}

/** The shape of `locale` in this engine (the build's when called at build time). */
export const numberShape = (locale: string): NumberShape =>
  shapeOf(new Intl.NumberFormat(locale, { style: 'currency', currency: 'XXX', currencyDisplay: 'code', minimumFractionDigits: 1 }));

const shapes = new Map<string, NumberShape>();

const sameShape = (a: NumberShape, b: NumberShape): boolean =>
  a.group === b.group && a.decimal === b.decimal && a.minus === b.minus && a.pattern === b.pattern;

/** The build's shape of `locale`: followed wherever this engine's own differs. */
export function adoptShape(locale: string, shape: NumberShape): void {
  const known = shapes.get(locale);
  if (known && sameShape(known, shape)) return;
  shapes.set(locale, shape);
  cache.clear();
}

/** Formats as `shape` says, from the digits and code of an English formatter. */
function shaped(nf: Intl.NumberFormat, shape: NumberShape): ExactFormat {
  const format = (value: string): string => {
    let sign = '', number = '', code = '';
    for (const p of (nf as unknown as ExactParts).formatToParts(value)) {
      if (p.type === 'minusSign') sign = shape.minus;
      else if (p.type === 'currency') code = p.value;
      else if (p.type === 'group') number += shape.group;
      else if (p.type === 'decimal') number += shape.decimal;
      else if (p.type !== 'literal') number += p.value;
    }
    const text = code ? shape.pattern : shape.pattern.replace(/[^-N]+/g, '');
    return text.replace(/[-NC]/g, (t) => (t === '-' ? sign : t === 'N' ? number : code));
  };
  return { format };
}

const cache = new Map<string, ExactFormat>();
function formatter(locale: string, places: number, code: string | null): ExactFormat {
  const key = `${locale}|${places}|${code ?? ''}`;
  let nf = cache.get(key);
  if (!nf) {
    const options: Intl.NumberFormatOptions = { minimumFractionDigits: places, maximumFractionDigits: places, useGrouping: true };
    if (code) Object.assign(options, { style: 'currency', currency: code, currencyDisplay: 'code' });
    const shape = shapes.get(locale);
    nf = shape && !sameShape(shape, numberShape(locale)) ? shaped(new Intl.NumberFormat('en', options), shape) : new Intl.NumberFormat(locale, options) as unknown as ExactFormat;
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
