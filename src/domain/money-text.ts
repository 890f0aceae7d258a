// Amounts the backend sends as text (pay, results, history, request pages), shown through the one
// formatter (money-format.ts). Apart from it so the landing calculator's first JavaScript, which
// formats only exact decimals, does not carry these.
import { decimal, parseDecimal, type Decimal } from './decimal.ts';
import { formatMoney } from './money-format.ts';

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
