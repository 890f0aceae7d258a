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
function formatDecimal(value: Decimal, digits: number, locale: string): string {
  return formatter(locale, digits, null).format(toFixed(value, digits));
}
