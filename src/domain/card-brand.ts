// A card's brand from the digits typed so far (IIN prefixes of ISO/IEC 7812), and how the number
// is grouped as it is typed. The one brand rule: the pay page's mark, the security code's length
// (card-checks.ts) and the sandbox's stored payment system all read it.

export type CardBrand = 'visa' | 'mastercard' | 'maestro' | 'amex' | 'unionpay' | 'mir';

/** Prefix ranges, inclusive, compared over the range's own length. */
const RANGES: ReadonlyArray<readonly [from: string, to: string, brand: CardBrand]> = [
  ['4', '4', 'visa'],
  ['34', '34', 'amex'],
  ['37', '37', 'amex'],
  ['2200', '2204', 'mir'],
  ['51', '55', 'mastercard'],
  ['2221', '2720', 'mastercard'],
  ['62', '62', 'unionpay'],
  ['50', '50', 'maestro'],
  ['56', '59', 'maestro'],
  ['63', '63', 'maestro'],
  ['67', '67', 'maestro'],
];

/** Whether a number starting with `digits` may still fall in the range. */
function mayFall(digits: string, from: string, to: string): boolean {
  const n = Math.min(digits.length, from.length);
  if (n === 0) return true;
  const head = Number(digits.slice(0, n));
  return head >= Number(from.slice(0, n)) && head <= Number(to.slice(0, n));
}

/**
 * The brand of a card number, typed in full or in part ('4', '5555 55…'): known once the digits
 * fill one brand's prefix and no other brand's range is still open; null while it is open ('5' is
 * Mastercard or Maestro) or when no range fits.
 */
export function brandOf(raw: string): CardBrand | null {
  const digits = raw.replace(/\D/g, '');
  if (digits === '') return null;
  const open = RANGES.filter(([from, to]) => mayFall(digits, from, to));
  const brands = new Set(open.map(([, , brand]) => brand));
  // Known once the digits fill a whole prefix: '3' might yet be a brand we do not know ('35').
  return brands.size === 1 && open.some(([from]) => from.length <= digits.length) ? open[0]![2] : null;
}

/** Digits a number of the brand may hold: American Express 15, the others up to 19. */
export const maxDigits = (brand: CardBrand | null): number => (brand === 'amex' ? 15 : 19);

/**
 * The number grouped as printed on the card, as it is typed: American Express 4-6-5, the others
 * in fours. Anything but digits is dropped; digits past the brand's length are cut.
 */
export function groupCardNumber(raw: string): string {
  const brand = brandOf(raw);
  const digits = raw.replace(/\D/g, '').slice(0, maxDigits(brand));
  if (brand === 'amex') return [digits.slice(0, 4), digits.slice(4, 10), digits.slice(10)].filter(Boolean).join(' ');
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** The brand of a stored card's payment system (sender-flows §3 Stored card). */
export const brandOfSystem = (system: string): CardBrand | null => {
  const lower = system.toLowerCase();
  return (['visa', 'mastercard', 'maestro', 'amex', 'unionpay', 'mir'] as const).find((b) => b === lower) ?? null;
};
