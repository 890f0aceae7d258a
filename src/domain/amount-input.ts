// The calculator's amount input (sender-flows §5 Amount input, §9): at most 14 characters, 2 fixed
// decimals, no negatives, the locale's thousand and decimal separators. The field keeps what was
// typed; this reading says what amount it is, or why it is none: a separator is never dropped
// silently, and text that could mean two amounts is called ambiguous rather than guessed.
import type { Decimal } from './decimal.ts';

/**
 * At most 14 amount characters as typed (grouping aside): digits, leading zeros included, and the
 * decimal mark; so 11 whole digits, the mark and 2 decimals at most.
 */
export const AMOUNT_MAX_LENGTH = 14;
/** Amounts carry 2 fixed decimals, fewer only for currencies without minor units (VND, JPY). */
export const AMOUNT_DECIMALS = 2;
/** Whole digits an amount may have: the 14 characters less the mark and the 2 decimals. */
export const AMOUNT_WHOLE_DIGITS = AMOUNT_MAX_LENGTH - 1 - AMOUNT_DECIMALS;

export interface Separators {
  /** Thousands separator as shown: ',' (en), '.' (de), a no-break space (fr, ru, cs...). */
  group: string;
  /** Decimal mark: '.' or ','. */
  decimal: string;
}

const NBSP = '\u00a0';

/**
 * The separators of a locale (BCP 47 tag), from the platform's CLDR data. Spaces of any width are
 * shown as one no-break space, so a visitor can type an ordinary space for it.
 */
export function separatorsFor(tag: string): Separators {
  const parts = new Intl.NumberFormat(tag, { useGrouping: true }).formatToParts(1234567.5);
  const group = parts.find((p) => p.type === 'group')?.value ?? ',';
  const mark = parts.find((p) => p.type === 'decimal')?.value ?? '.';
  return { group: /\s/u.test(group) ? NBSP : group, decimal: mark === ',' ? ',' : '.' };
}

/** The input's decimals: the currency's minor digits, never more than the spec's 2. */
export const inputDecimals = (currencyDecimals: number): number => Math.max(0, Math.min(AMOUNT_DECIMALS, currencyDecimals));

/** Why a field's text is no amount; each has its message (landing namespace `amount.*`). */
export type InputProblem =
  /** Letters, an exponent ("1e5"), signs other than a leading minus, misplaced separators. */
  | 'notNumber'
  /** A minus sign: amounts are never negative. */
  | 'negative'
  /** One separator that reads as a decimal mark or as thousands ("1.234" on a French page). */
  | 'ambiguous'
  /** More than 14 amount characters, or more whole digits than they leave room for. */
  | 'tooLong'
  /** More decimals than the currency has (or than the spec's 2). */
  | 'decimals';

export type AmountReading = { kind: 'empty' } | { kind: 'amount'; value: Decimal } | { kind: 'invalid'; problem: InputProblem };
