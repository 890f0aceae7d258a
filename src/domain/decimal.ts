// Exact decimal arithmetic for money (design.md: never binary floating point for amounts, fees
// or rates). A value is a bigint count of units of 10^-SCALE; strings in and out.

/** Internal precision: 12 decimal places is finer than any rate or currency in use. */
const SCALE = 12;
const ONE = 10n ** BigInt(SCALE);

export type Decimal = bigint;

const DECIMAL = /^(-?)(\d+)(?:\.(\d+))?$/;

/** Parses "1234.5", "-0.25" or a finite number; returns null for anything else. */
export function parseDecimal(input: string | number): Decimal | null {
  const text = typeof input === 'number' ? (Number.isFinite(input) ? numberToPlain(input) : '') : input.trim();
  const match = DECIMAL.exec(text);
  if (!match) return null;
  const [, sign, whole = '0', fraction = ''] = match;
  // Digits past SCALE round half away from zero, like every other rounding here.
  const kept = BigInt((fraction + '0'.repeat(SCALE)).slice(0, SCALE));
  const roundUp = fraction.length > SCALE && fraction.charCodeAt(SCALE) >= 53; // '5'
  const units = BigInt(whole) * ONE + kept + (roundUp ? 1n : 0n);
  return sign === '-' ? -units : units;
}

function numberToPlain(value: number): string {
  // String() gives the shortest exact text of a configured number (0.99, not 0.98999…);
  // toFixed only for the exponent forms String() uses for very small or large values.
  const text = String(value);
  return text.includes('e') ? value.toFixed(SCALE) : text;
}

export function decimal(input: string | number): Decimal {
  const value = parseDecimal(input);
  if (value === null) throw new Error(`not a decimal: ${String(input)}`);
  return value;
}

export const add = (a: Decimal, b: Decimal): Decimal => a + b;
export const subtract = (a: Decimal, b: Decimal): Decimal => a - b;

/** Divides rounding half away from zero. */
function divideRounded(numerator: bigint, denominator: bigint): bigint {
  const negative = numerator < 0n !== denominator < 0n;
  const n = numerator < 0n ? -numerator : numerator;
  const d = denominator < 0n ? -denominator : denominator;
  const quotient = (n * 2n + d) / (2n * d);
  return negative ? -quotient : quotient;
}

export const multiply = (a: Decimal, b: Decimal): Decimal => divideRounded(a * b, ONE);

export function divide(a: Decimal, b: Decimal): Decimal {
  if (b === 0n) throw new RangeError('division by zero');
  return divideRounded(a * ONE, b);
}

/** Rounds half away from zero to `places` decimals (fee 2, rate text 4: sender-flows §5). */
export function round(value: Decimal, places: number): Decimal {
  if (!Number.isInteger(places) || places < 0 || places > SCALE) throw new RangeError(`places must be 0 to ${SCALE}`);
  const step = 10n ** BigInt(SCALE - places);
  return divideRounded(value, step) * step;
}

/** Rounds up (towards +∞) to `places` decimals: the smallest amount a limit allows. */
export function ceilTo(value: Decimal, places: number): Decimal {
  const down = floorTo(value, places);
  return down === value ? value : down + 10n ** BigInt(SCALE - places);
}

/** Rounds down (towards −∞) to `places` decimals: the largest amount a limit allows. */
export function floorTo(value: Decimal, places: number): Decimal {
  if (!Number.isInteger(places) || places < 0 || places > SCALE) throw new RangeError(`places must be 0 to ${SCALE}`);
  const step = 10n ** BigInt(SCALE - places);
  const rest = ((value % step) + step) % step;
  return value - rest;
}

/** Fixed-point text with exactly `places` decimals, e.g. toFixed(decimal('2.5'), 2) === '2.50'. */
export function toFixed(value: Decimal, places: number): string {
  const rounded = round(value, places);
  const negative = rounded < 0n;
  const abs = negative ? -rounded : rounded;
  const whole = abs / ONE;
  const fraction = (abs % ONE).toString().padStart(SCALE, '0').slice(0, places);
  return `${negative ? '-' : ''}${whole}${places > 0 ? `.${fraction}` : ''}`;
}

export const compare = (a: Decimal, b: Decimal): -1 | 0 | 1 => (a < b ? -1 : a > b ? 1 : 0);

/** True when `value` is a whole multiple of `step` (the amount field's `multiple`). */
export function isMultipleOf(value: Decimal, step: Decimal): boolean {
  return step <= 0n || value % step === 0n;
}

/** Digits after the point, ignoring trailing zeros. */
export function decimalPlaces(value: Decimal): number {
  let rest = value < 0n ? -value : value;
  rest %= ONE;
  if (rest === 0n) return 0;
  let places = SCALE;
  while (rest % 10n === 0n) {
    rest /= 10n;
    places -= 1;
  }
  return places;
}
