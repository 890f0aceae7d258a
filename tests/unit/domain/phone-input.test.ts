import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PHONE_COUNTRIES, phoneCountry } from '../../../src/domain/phone-countries.ts';
import {
  applyMask,
  caretAfterDigits,
  deleteBesideSeparator,
  EXCLUDED_PHONE_COUNTRIES,
  nationalLimit,
  offeredCountries,
  phoneDigits,
  PHONE_MAX_DIGITS,
  splitInternational,
} from '../../../src/domain/phone-input.ts';
import { phoneMaskRows } from '../../../scripts/phone-masks.ts';

describe('sender-flows §5 phone inputs', () => {
  it.each([
    ['+44 (7700) 900-001', '447700900001'],
    ['abc', ''],
    ['12345678901234567890', '1234567890123456'],
  ])('keeps digits only, at most 16: %j → %j', (raw, expected) => expect(phoneDigits(raw)).toBe(expected));

  it('holds at most 16 digits (sender-flows §9)', () => expect(PHONE_MAX_DIGITS).toBe(16));

  it.each([
    ['7700900001', '#### ######', '7700 900001'],
    ['77009', '#### ######', '7700 9'],
    ['7700', '#### ######', '7700'],
    ['770090000123', '#### ######', '7700 90000123'],
    ['123', '', '123'],
    ['', '### ###', ''],
  ])('lays %j on the mask %j: %j', (digits, mask, expected) => expect(applyMask(digits, mask)).toBe(expected));

  it.each([
    ['447700900001', 'gb', '7700900001'],
    ['12025550102', 'us', '2025550102'],
    ['79161234567', 'ru', '9161234567'],
    ['77011234567', 'ru', '7011234567'],
    ['4915112345678', 'de', '15112345678'],
    ['35312345678', 'ie', '12345678'],
  ])('splits %s into %s and %s (longest code; main country of a shared code)', (digits, code, national) => {
    expect(splitInternational(digits, PHONE_COUNTRIES)).toMatchObject({ country: { code }, national });
  });

  it('finds no country for digits no calling code starts', () => expect(splitInternational('0123', PHONE_COUNTRIES)).toBeNull());

  it('leaves the excluded countries out of the picker, unless the flow fixes one of them', () => {
    const offered = offeredCountries(PHONE_COUNTRIES, EXCLUDED_PHONE_COUNTRIES).map((c) => c.code);
    for (const code of EXCLUDED_PHONE_COUNTRIES) expect(offered).not.toContain(code);
    expect(offered).toContain('gb');
    expect(offeredCountries(PHONE_COUNTRIES, ['gb'], 'GB').map((c) => c.code)).toContain('gb');
  });

  it.each([
    ['44', true, undefined, 14],
    ['44', false, undefined, 16],
    ['1', true, 12, 11],
    ['44', false, 10, 10],
    ['44', false, 20, 16],
  ] as const)('prefix %s, full number %s, maxLength %s: %i national digits', (prefix, combined, max, expected) => {
    expect(nationalLimit(prefix, combined, max)).toBe(expected);
  });
});

describe('sender-flows §3 phone masks per country', () => {
  it('are keyed by lowercase country code, a mask for every country of libphonenumber-js', () => {
    expect(PHONE_COUNTRIES.length).toBeGreaterThan(240);
    for (const country of PHONE_COUNTRIES) {
      expect(country.code).toMatch(/^[a-z]{2}$/);
      expect(country.prefix).toMatch(/^\d{1,3}$/);
      expect(country.mask).toMatch(/^#[# ]*$/);
    }
    expect(phoneCountry('GB')).toEqual({ code: 'gb', prefix: '44', mask: '#### ######' });
    expect(phoneCountry('us')?.mask).toBe('### ### ####');
  });

  it('are what scripts/phone-masks.ts makes from the pinned libphonenumber-js (re-run it after an upgrade)', () => {
    const committed = JSON.parse(readFileSync(new URL('../../../src/domain/phone-masks.json', import.meta.url), 'utf8'));
    expect(committed).toEqual(phoneMaskRows());
  });
});

describe('sender-flows §5 phone inputs: editing inside a masked number', () => {
  it.each([
    // [shown text, digits before the caret, caret]
    ['917 128 4567', 5, 6],
    ['917 128 4567', 3, 3],
    ['917 128 4567', 0, 0],
    ['917 128 4567', 10, 12],
    ['+44 7700 900125', 0, 1],
    ['+44 7700 900125', 2, 3],
    ['', 3, 0],
  ] as const)('in %j the caret after %i digits is at %i', (text, count, caret) => expect(caretAfterDigits(text, count)).toBe(caret));

  it.each([
    // [shown before, text after the edit, caret after the edit, backward, expected]
    ['917 123 4567', '917123 4567', 3, true, { text: '91123 4567', caret: 2 }], // Backspace after the space: the 7 goes
    ['917 123 4567', '917123 4567', 3, false, { text: '91723 4567', caret: 3 }], // Delete before the space: the 1 goes
    ['917 123 4567', '917 13 4567', 5, true, null], // a digit went: read as it is
    ['917 123 4567', '917 123 456', 11, true, null],
    ['917 123 4567', '917 123 45678', 13, true, null], // typing, not deleting
    [' 917', '917', 0, true, null], // nothing before the caret to take
  ] as const)('%j edited to %j (caret %i, backward %s) reads %j', (previous, text, caret, backward, expected) => expect(deleteBesideSeparator(previous, text, caret, backward)).toEqual(expected));
});
