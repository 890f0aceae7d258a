// Phone inputs (sender-flows §5 Other fields, §9): digits only, at most 16, formatted by the
// country's mask (keyed by lowercase country code, sender-flows §3), some countries excluded,
// the country fixed where the flow says. The masks come from libphonenumber-js's data through
// scripts/phone-masks.ts (src/domain/phone-masks.json), not from a hand-kept list.

/** sender-flows §9: a phone holds at most 16 digits. */
export const PHONE_MAX_DIGITS = 16;

export interface PhoneCountry {
  /** Lowercase ISO 3166-1 alpha-2 code, as the masks are keyed. */
  code: string;
  /** Calling code digits, without '+'. */
  prefix: string;
  /** '#' per digit, spaces where the country groups them ('#### ######'). */
  mask: string;
}

/**
 * Countries the phone picker leaves out by default: those under comprehensive sanctions, where no
 * transfer can be sent or received. The spec says "some countries excluded" without the list; a
 * screen passes its own list to change it.
 */
export const EXCLUDED_PHONE_COUNTRIES: readonly string[] = ['cu', 'ir', 'kp', 'sy'];

/** What a phone input keeps: digits only, at most `max`. */
export function phoneDigits(raw: string, max: number = PHONE_MAX_DIGITS): string {
  return raw.replace(/\D/g, '').slice(0, Math.max(0, max));
}

/** Digits laid on the mask; digits beyond it follow unspaced, so nothing typed is lost. */
export function applyMask(digits: string, mask: string): string {
  if (!mask) return digits;
  let out = '';
  let at = 0;
  for (const slot of mask) {
    if (at >= digits.length) break;
    if (slot === '#') out += digits[at++] ?? '';
    else out += slot;
  }
  return out + digits.slice(at);
}

/**
 * Splits full international digits ('447700900001') into its country and national number: the
 * longest calling code that matches; for a shared code, the first country listed for it (the
 * table lists each code's main country first, as libphonenumber does: +1 US, +7 RU, +44 GB).
 */
export function splitInternational(digits: string, countries: readonly PhoneCountry[]): { country: PhoneCountry; national: string } | null {
  let best: PhoneCountry | null = null;
  for (const country of countries) {
    if (!digits.startsWith(country.prefix)) continue;
    if (!best || country.prefix.length > best.prefix.length) best = country;
  }
  return best ? { country: best, national: digits.slice(best.prefix.length) } : null;
}

/** The countries a picker offers: all but the excluded ones (a fixed country is always kept). */
export function offeredCountries(countries: readonly PhoneCountry[], excluded: readonly string[], fixed?: string): PhoneCountry[] {
  const out = new Set(excluded.map((c) => c.toLowerCase()));
  return countries.filter((c) => c.code === fixed?.toLowerCase() || !out.has(c.code));
}

/**
 * How many national digits fit: 16 digits in all (the calling code counts when the field holds the
 * full number), and never more than the field's own maxLength.
 */
export function nationalLimit(prefix: string, combined: boolean, maxLength?: number): number {
  const room = combined ? PHONE_MAX_DIGITS - prefix.length : PHONE_MAX_DIGITS;
  return maxLength !== undefined ? Math.min(room, combined ? maxLength - prefix.length : maxLength) : room;
}

/**
 * The field's companions (sender-flows §3 Phone fields: phone_number, phone_prefix, phone_country):
 * when the form carries them, the phone field holds the national number and the picker sets them;
 * otherwise it holds the full international digits.
 */
export const PHONE_PREFIX_FIELD = 'phone_prefix';
export const PHONE_COUNTRY_FIELD = 'phone_country';

/** The caret's place in `text` right after its `count`-th digit (before the first digit for 0). */
export function caretAfterDigits(text: string, count: number): number {
  if (count <= 0) {
    const first = text.search(/\d/);
    return first === -1 ? text.length : first;
  }
  let seen = 0;
  for (let i = 0; i < text.length; i++) if (/\d/.test(text[i]!) && ++seen === count) return i + 1;
  return text.length;
}

/**
 * Backspace or Delete beside a space of the mask removes only that space, which the mask puts back:
 * the digit beside it goes instead, as the user meant. Returns the text and caret to read, or null
 * when the edit removed anything else.
 */
export function deleteBesideSeparator(previous: string, text: string, caret: number, backward: boolean): { text: string; caret: number } | null {
  if (text.length !== previous.length - 1 || text.replace(/\D/g, '') !== previous.replace(/\D/g, '')) return null;
  if (backward) {
    for (let i = caret - 1; i >= 0; i--) if (/\d/.test(text[i]!)) return { text: text.slice(0, i) + text.slice(i + 1), caret: i };
    return null;
  }
  for (let i = caret; i < text.length; i++) if (/\d/.test(text[i]!)) return { text: text.slice(0, i) + text.slice(i + 1), caret };
  return null;
}
