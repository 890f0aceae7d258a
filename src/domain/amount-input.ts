// The calculator's amount input (sender-flows §5 Amount input, §9): at most 14 characters, 2 fixed
// decimals, no negatives, the locale's thousand and decimal separators. Values are exact decimals.
import { decimal, toFixed, type Decimal } from './decimal.ts';

/** At most 14 characters of amount text once grouping is removed: 11 whole digits, the mark, 2 decimals. */
export const AMOUNT_MAX_LENGTH = 14;
/** Amounts carry 2 fixed decimals, fewer only for currencies without minor units (VND, JPY). */
export const AMOUNT_DECIMALS = 2;

export interface Separators {
  /** Thousands separator as shown: ',' (en), '.' (de), a no-break space (fr, ru, cs...). */
  group: string;
  /** Decimal mark: '.' or ','. */
  decimal: string;
}

const NBSP = '\u00a0';

/**
 * The separators of a locale (BCP 47 tag), from the platform's CLDR data. Spaces of any width are
 * shown as one no-break space, so a visitor can type an ordinary space for it. Computed at build
 * time and handed to the island, so server and browser render the same characters.
 */
export function separatorsFor(tag: string): Separators {
  const parts = new Intl.NumberFormat(tag, { useGrouping: true }).formatToParts(1234567.5);
  const group = parts.find((p) => p.type === 'group')?.value ?? ',';
  const mark = parts.find((p) => p.type === 'decimal')?.value ?? '.';
  return { group: /\s/u.test(group) ? NBSP : group, decimal: mark === ',' ? ',' : '.' };
}

/** The input's decimals: the currency's minor digits, never more than the spec's 2. */
export const inputDecimals = (currencyDecimals: number): number => Math.max(0, Math.min(AMOUNT_DECIMALS, currencyDecimals));

/** Characters that mark decimals in this locale: its own mark, and the other of '.' ',' when it is not the group sign. */
function decimalMarks(seps: Separators): string[] {
  const other = seps.decimal === '.' ? ',' : '.';
  return seps.group === other ? [seps.decimal] : [seps.decimal, other];
}

/**
 * What an edit leaves in the field: digits, group signs and one decimal mark; a minus sign and any
 * other character are dropped; decimals past `decimals` are cut; the amount text (without grouping)
 * is cut at 14 characters. The visitor's grouping is kept as typed; `formatAmount` tidies it on blur.
 */
export function sanitizeAmountText(text: string, seps: Separators, decimals = AMOUNT_DECIMALS): string {
  const marks = decimalMarks(seps);
  let out = '';
  let plain = 0;
  let seenMark = false;
  let fraction = 0;
  for (const ch of text) {
    if (plain >= AMOUNT_MAX_LENGTH) break;
    if (ch >= '0' && ch <= '9') {
      if (seenMark && fraction >= decimals) continue;
      if (seenMark) fraction += 1;
      out += ch;
      plain += 1;
    } else if (marks.includes(ch) && !seenMark && decimals > 0) {
      seenMark = true;
      out += seps.decimal;
      plain += 1;
    } else if (!seenMark && (ch === seps.group || /\s/u.test(ch))) {
      // Group signs only belong in the whole part; they are not counted as amount characters.
      if (out !== '') out += seps.group;
    }
  }
  return out;
}

/** The exact value of an amount text, or null when it holds no digits (an empty field). */
export function parseAmountText(text: string, seps: Separators): Decimal | null {
  const marks = decimalMarks(seps);
  let plain = '';
  for (const ch of text) {
    if (ch >= '0' && ch <= '9') plain += ch;
    else if (marks.includes(ch) && !plain.includes('.')) plain += '.';
  }
  if (!/\d/.test(plain)) return null;
  return decimal(plain.startsWith('.') ? `0${plain}` : plain.endsWith('.') ? plain.slice(0, -1) : plain);
}

/** Groups of three digits joined by `group` ("1 234 567"). */
function groupDigits(whole: string, group: string): string {
  return whole.replace(/\B(?=(\d{3})+$)/g, group);
}

/** An amount as the field shows it after editing: grouped, with `decimals` fixed decimals ("1,234.50"). */
export function formatAmount(value: Decimal, seps: Separators, decimals = AMOUNT_DECIMALS): string {
  const [whole = '0', fraction] = toFixed(value, decimals).split('.');
  return groupDigits(whole, seps.group) + (fraction === undefined ? '' : seps.decimal + fraction);
}

/**
 * A fee, total or rate as the calculator's texts show it: spaces between thousands (public-site §9)
 * and the locale's decimal mark; fee texts carry 2 decimals, rate texts 4 (sender-flows §5).
 */
export function formatFigure(value: Decimal, places: number, seps: Pick<Separators, 'decimal'>): string {
  const [whole = '0', fraction] = toFixed(value, places).split('.');
  return groupDigits(whole, NBSP) + (fraction === undefined ? '' : seps.decimal + fraction);
}
