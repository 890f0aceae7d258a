// Server error codes (sender-flows §8) and how the interface treats them (sender-flows §4 Block
// and fraud handling). The spec gives two groups and leaves their meaning and the soft/hard split
// open; the choice below is documented in the README's Backend contract.

const ranges = (...parts: Array<number | [number, number]>): ReadonlyArray<[number, number]> => parts.map((p) => (Array.isArray(p) ? p : [p, p]));

const inRanges = (code: number, list: ReadonlyArray<[number, number]>): boolean => list.some(([lo, hi]) => code >= lo && code <= hi);

/** Group A: block codes (the account or the transfer is blocked by risk rules). */
export const GROUP_A = ranges(160, [611, 622], [631, 642], 644, 649, 656, [6001, 6003], [6005, 6008], [6010, 6052], [6054, 6057], [6063, 6065]);
/** Group B: frozen account (the sender must contact support before any transfer). */
export const GROUP_B = ranges(150, 153, 655, [6059, 6062]);
/**
 * Hard blocks: the account itself is closed to transfers (160 and the 6001–6019 account rules).
 * Every other group A code is a soft block: this transfer is refused, the account stays usable.
 */
export const HARD_BLOCK = ranges(160, [6001, 6003], [6005, 6008], [6010, 6019]);

export type BlockLevel = 'SOFT_BLOCK' | 'HARD_BLOCK';

/** Block level of a server error code, or null when the code is not a block. */
export function blockLevel(code: number | string | null | undefined): BlockLevel | null {
  const n = Number(code);
  if (!Number.isInteger(n) || !inRanges(n, GROUP_A)) return null;
  return inRanges(n, HARD_BLOCK) ? 'HARD_BLOCK' : 'SOFT_BLOCK';
}

/** Group B codes show the frozen-account disclaimer. */
export function isFrozenAccount(code: number | string | null | undefined): boolean {
  const n = Number(code);
  return Number.isInteger(n) && inRanges(n, GROUP_B);
}

/** Codes 616 and 642 use the alternate recipient wording unless the user is a US user (sender-flows §6, §8). */
export const US_COUNTRY_ID = 840;
export function usesAlternateRecipientWording(code: number | string, userCountryId: number | null | undefined): boolean {
  const n = Number(code);
  return (n === 616 || n === 642) && userCountryId !== US_COUNTRY_ID;
}

/** Codes whose field error gets the error-hint button with the long text (sender-flows §8). */
export const LONG_TEXT_CODES: ReadonlySet<number> = new Set([658, 659]);

/** The two error code groups of sender-flows §8, in one typed table: A blocks, B frozen accounts. */
type ErrorCodeGroup = 'A' | 'B';
export const ERROR_CODE_GROUPS: Readonly<Record<ErrorCodeGroup, ReadonlyArray<[number, number]>>> = { A: GROUP_A, B: GROUP_B };

/** Everything the interface decides from one server error code (sender-flows §4, §6, §8). */
interface ErrorCodeClass {
  group: ErrorCodeGroup | null;
  /** Block level of a group A code. */
  level: BlockLevel | null;
  /** Group B: the frozen-account disclaimer. */
  frozen: boolean;
  /** 616 and 642: the recipient wording, standard for US users, alternate for everyone else. */
  recipientWording: 'us' | 'alternate' | null;
  /** 658, 659: the error-hint button with the long text. */
  longText: boolean;
}

export function classifyErrorCode(code: number | string | null | undefined, userCountryId: number | null | undefined): ErrorCodeClass {
  const n = Number(code);
  const valid = code !== null && code !== undefined && code !== '' && Number.isInteger(n);
  const group = !valid ? null : inRanges(n, GROUP_A) ? 'A' : inRanges(n, GROUP_B) ? 'B' : null;
  return {
    group,
    level: valid ? blockLevel(n) : null,
    frozen: valid && isFrozenAccount(n),
    recipientWording: valid && (n === 616 || n === 642) ? (usesAlternateRecipientWording(n, userCountryId) ? 'alternate' : 'us') : null,
    longText: valid && LONG_TEXT_CODES.has(n),
  };
}
