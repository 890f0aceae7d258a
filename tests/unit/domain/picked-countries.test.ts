import { describe, it, expect } from 'vitest';
import { addPickedCountry, pickedCountriesCookie, readPickedCountries, PICKED_COUNTRIES_MAX } from '../../../src/domain/picked-countries.ts';

describe('sender-flows §4, §9 picked-countries session cookie', () => {
  it.each([
    ['', []],
    ['pickedCountries=826', [826]],
    ['a=1; pickedCountries=826,840; b=2', [826, 840]],
    ['pickedCountries=826%2C840', [826, 840]],
    ['pickedCountries=826,,x,99999,840', [826, 840]],
    ['otherpickedCountries=1', []],
  ])('reads %j as %j', (cookie, ids) => {
    expect(readPickedCountries(cookie)).toEqual(ids);
  });

  it.each([
    [[], 826, [826]],
    [[826], 840, [826, 840]],
    [[826, 840], 826, [840, 826]],
    [[826], 0, [826]],
    [[826], -4, [826]],
  ] as const)('adds to %j the id %s: %j', (ids, id, out) => {
    expect(addPickedCountry(ids, id)).toEqual(out);
  });

  it('keeps the newest ids when the list is full', () => {
    const full = Array.from({ length: PICKED_COUNTRIES_MAX }, (_, i) => i + 1);
    expect(addPickedCountry(full, 999)).toEqual([...full.slice(1), 999]);
  });

  it('is a session cookie (no Max-Age or Expires), Secure on https', () => {
    expect(pickedCountriesCookie([826, 840], false)).toBe('pickedCountries=826,840; Path=/; SameSite=Lax');
    expect(pickedCountriesCookie([826], true)).toMatch(/; Secure$/);
    expect(pickedCountriesCookie([826], true)).not.toMatch(/Max-Age|Expires/);
  });
});
