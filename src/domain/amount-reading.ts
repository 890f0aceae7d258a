// Reading an amount field's text in the page's locale (sender-flows §5 Amount input): the parser
// behind the state machine's commit. A module of its own so the landing loads it with the
// calculator's on-demand parts, at the first edit, not in its first JavaScript (75 KB budget).
import { AMOUNT_DECIMALS, AMOUNT_MAX_LENGTH, AMOUNT_WHOLE_DIGITS, type AmountReading, type Separators } from './amount-input.ts';
import { decimal } from './decimal.ts';

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

  const marks = Array.from(plain).filter((ch) => ch === '.' || ch === ',');
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
  // At most 14 characters as typed, grouping aside: digits (leading zeros too) and the mark.
  const characters = whole.length + (mark ? 1 : 0) + fraction.length;
  if (characters > AMOUNT_MAX_LENGTH || whole.replace(/^0+(?=\d)/, '').length > AMOUNT_WHOLE_DIGITS) return { kind: 'invalid', problem: 'tooLong' };
  if (fraction.length > Math.min(decimals, AMOUNT_DECIMALS)) return { kind: 'invalid', problem: 'decimals' };
  return { kind: 'amount', value: decimal(`${whole || '0'}.${fraction || '0'}`) };
}
