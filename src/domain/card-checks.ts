// The new-card checks of the pay form (sender-flows §3 Card: pan, exp_date, cvv): Luhn, an expiry
// not in the past, a security code as long as the card's brand prints it. The forms engine gives
// each its own message; the sandbox checks the same rules.
import { brandOf, type CardBrand } from './card-brand.ts';

/** A card number holds 12 to 19 digits (ISO/IEC 7812). */
const PAN_MIN_DIGITS = 12;
const PAN_MAX_DIGITS = 19;

/** The Luhn checksum of a card number (digits only). */
export function luhnValid(pan: string): boolean {
  if (!/^\d+$/.test(pan)) return false;
  let sum = 0;
  for (let i = 0; i < pan.length; i++) {
    let digit = Number(pan[pan.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** A card number as typed ('4111 1111 1111 1111') is right: 12–19 digits and the Luhn checksum. */
export function cardNumberValid(raw: string): boolean {
  const pan = raw.replace(/[\s-]/g, '');
  return pan.length >= PAN_MIN_DIGITS && pan.length <= PAN_MAX_DIGITS && luhnValid(pan);
}

export type { CardBrand };

/** The brand of a number as typed, by the one brand rule (card-brand.ts); null while unknown. */
export const cardBrand = (raw: string): CardBrand | null => brandOf(raw);

/** American Express prints a 4-digit code on the front; the other brands 3 on the back. */
export function cvvLength(brand: CardBrand | null): number {
  return brand === 'amex' ? 4 : 3;
}

type ExpiryProblem = 'format' | 'month' | 'expired';

/**
 * MM/YY: a month 01–12 (a date in the shape with another month is told so, not told the shape)
 * and a card valid through the end of that month (UTC), so a card expiring this month still pays.
 */
export function expiryProblem(raw: string, now: number): ExpiryProblem | null {
  const found = /^(\d{2})\/(\d{2})$/.exec(raw.trim());
  if (!found) return 'format';
  const month = Number(found[1]);
  if (month < 1 || month > 12) return 'month';
  const year = 2000 + Number(found[2]);
  const endOfMonth = Date.UTC(year, month, 1);
  return endOfMonth <= now ? 'expired' : null;
}

/** The security code's problem: digits only, as many as the brand prints. */
export function cvvProblem(raw: string, pan: string): { digits: number } | null {
  const digits = cvvLength(cardBrand(pan));
  return new RegExp(`^\\d{${digits}}$`).test(raw.trim()) ? null : { digits };
}
