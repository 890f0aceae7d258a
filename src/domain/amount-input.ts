// The calculator's amount input (sender-flows §5 Amount input, §9): at most 14 characters, 2 fixed
// decimals, no negatives, the locale's thousand and decimal separators. The field keeps what was
// typed; this reading says what amount it is, or why it is none: a separator is never dropped
// silently, and text that could mean two amounts is called ambiguous rather than guessed.
import { decimal, type Decimal } from './decimal.ts';

/** At most 14 amount characters (grouping aside): 11 whole digits, the mark, 2 decimals. */
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
  /** More whole digits than the 14 characters leave room for. */
  | 'tooLong'
  /** More decimals than the currency has (or than the spec's 2). */
  | 'decimals';

export type AmountReading =
  | { kind: 'empty' }
  | { kind: 'amount'; value: Decimal }
  | { kind: 'invalid'; problem: InputProblem };

// Spaces of any width (typed, or the no-break and narrow no-break spaces Intl writes) and the
// apostrophes some people group with are thousands separators wherever they stand.
const GROUP_SPACE = /[\s\u00a0\u202f\u2009'’]/gu;
const MINUS = /^[-\u2212\u2012\u2013]/u;

/**
 * Reads an amount field's text in the page's locale. The locale's own decimal mark is always a
 * decimal mark; the other of '.' ',' is one too when it cannot be a thousands separator (it is
 * followed by other than 3 digits, or comes last after the other sign); the locale's group sign
 * followed by 3 digits groups thousands; the non-locale sign followed by 3 digits where the locale
 * groups with spaces could be either, so it is ambiguous.
 */
export function readAmount(text: string, seps: Separators, decimals = AMOUNT_DECIMALS): AmountReading {
  const trimmed = text.trim();
  if (trimmed === '') return { kind: 'empty' };
  if (MINUS.test(trimmed)) return { kind: 'invalid', problem: 'negative' };
  const plain = trimmed.replace(GROUP_SPACE, '');
  if (!/^[0-9.,]+$/.test(plain) || !/\d/.test(plain)) return { kind: 'invalid', problem: 'notNumber' };

  const marks = [...plain].filter((ch) => ch === '.' || ch === ',');
  let mark: string | null = null;
  let group: string | null = null;
  const dots = marks.filter((m) => m === '.').length;
  const commas = marks.length - dots;
  if (dots > 0 && commas > 0) {
    // Both signs: the last one marks decimals and stands once; the other groups.
    mark = marks.at(-1)!;
    group = mark === '.' ? ',' : '.';
    if (marks.filter((m) => m === mark).length > 1) return { kind: 'invalid', problem: 'notNumber' };
  } else if (marks.length > 1) {
    group = marks[0]!; // the same sign several times can only group
  } else if (marks.length === 1) {
    const sign = marks[0]!;
    const [before = '', after = ''] = plain.split(sign);
    const couldGroup = after.length === 3 && before.length > 0 && !before.startsWith('0');
    if (sign === seps.decimal || !couldGroup) mark = sign;
    else if (sign === seps.group) group = sign;
    else return { kind: 'invalid', problem: 'ambiguous' };
  }

  const [wholeText = '', fraction = ''] = mark ? plain.split(mark) : [plain];
  if (group) {
    const groups = wholeText.split(group);
    if (!/^\d{1,3}$/.test(groups[0]!) || groups.slice(1).some((g) => !/^\d{3}$/.test(g))) return { kind: 'invalid', problem: 'notNumber' };
  }
  const whole = wholeText.split(group ?? '\u0000').join('');
  if (!/^\d*$/.test(whole) || !/^\d*$/.test(fraction)) return { kind: 'invalid', problem: 'notNumber' };
  if (whole.replace(/^0+(?=\d)/, '').length > AMOUNT_WHOLE_DIGITS) return { kind: 'invalid', problem: 'tooLong' };
  if (fraction.length > Math.min(decimals, AMOUNT_DECIMALS)) return { kind: 'invalid', problem: 'decimals' };
  return { kind: 'amount', value: decimal(`${whole || '0'}.${fraction || '0'}`) };
}
