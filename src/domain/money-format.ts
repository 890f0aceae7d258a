// The one money formatter (design.md "Numbers, phones, names"): Intl.NumberFormat for the page's
// language with the currency's minor units, for every amount in every island, screen and page.
// Values are exact decimals; Intl formats their decimal text (a string keeps every digit, where
// a number would round past 15 significant digits), so no amount passes through a binary float.
import { decimal, parseDecimal, toFixed, type Decimal } from './decimal.ts';

/** What the formatter needs of a currency: its ISO 4217 code and minor-unit digits. */
export interface MoneyCurrency {
  code: string;
  decimals: number;
}

/** Rates read with 4 decimals (sender-flows §5 Fee, §9). */
export const RATE_DECIMALS = 4;

// Intl.NumberFormat formats a decimal string exactly (ECMA-402 "Intl.NumberFormat v3").
type ExactFormat = { format(value: string): string; formatToParts(value: string): Intl.NumberFormatPart[] };

const cache = new Map<string, ExactFormat>();
function formatter(locale: string, places: number, code: string | null): ExactFormat {
  const key = `${locale}|${places}|${code ?? ''}`;
  let nf = cache.get(key);
  if (!nf) {
    const options: Intl.NumberFormatOptions = { minimumFractionDigits: places, maximumFractionDigits: places, useGrouping: true };
    if (code) Object.assign(options, { style: 'currency', currency: code, currencyDisplay: 'code' });
    nf = new Intl.NumberFormat(locale, options) as unknown as ExactFormat;
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
export function formatDecimal(value: Decimal, digits: number, locale: string): string {
  return formatter(locale, digits, null).format(toFixed(value, digits));
}

/**
 * The backend's display form of an amount (sender-flows §5 "Amount fields (display form)": groups
 * of 1 to 3 digits separated by spaces, an optional point and up to 2 decimals, "400 000.00") as
 * an exact decimal, so it can be shown in the page's language; null when it is not that form.
 */
export function parseDisplayAmount(text: string): Decimal | null {
  const match = /^(\d{1,3}(?:[ \u00a0\u202f]\d{3}){0,4}|\d{1,15})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  const whole = match[1]!.replace(/[ \u00a0\u202f]/g, '');
  return decimal(`${whole}.${match[2] ?? '0'}`);
}

/** The minor-unit digits Intl knows for a currency (2 for GBP, 0 for JPY), for answers that carry only a code. */
export function currencyDigits(code: string): number {
  try {
    return new Intl.NumberFormat('en', { style: 'currency', currency: code }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    return 2;
  }
}

/**
 * An amount the backend sends as decimal text with a currency code ("400000.00", "GBP"), through
 * formatMoney: the currency's minor units, or the text's own decimals when it carries more.
 * Text that is no amount is shown as it came, with its code, rather than hidden.
 */
export function formatMoneyText(text: string, code: string, locale: string): string {
  const value = parseDecimal(text.trim()) ?? parseDisplayAmount(text);
  if (value === null) return `${text} ${code}`.trim();
  const own = /\.(\d+)$/.exec(text.trim())?.[1]?.length ?? 0;
  return formatMoney(value, { code, decimals: Math.max(currencyDigits(code), Math.min(own, 2)) }, locale);
}
