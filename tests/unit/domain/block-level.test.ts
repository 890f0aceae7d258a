import { describe, expect, it } from 'vitest';
import { GROUP_A, GROUP_B, HARD_BLOCK, LONG_TEXT_CODES, US_COUNTRY_ID, blockLevel, isFrozenAccount, usesAlternateRecipientWording } from '../../../src/domain/block-level.ts';

const SOFT = 'SOFT_BLOCK';
const HARD = 'HARD_BLOCK';

describe('sender-flows §8 error code groups and §4 block classification', () => {
  // Every edge of every range: the first and last code in, the neighbours out.
  it.each([
    [159, null],
    [160, HARD],
    [161, null],
    [610, null],
    [611, SOFT],
    [616, SOFT],
    [622, SOFT],
    [623, null],
    [630, null],
    [631, SOFT],
    [642, SOFT],
    [643, null],
    [644, SOFT],
    [645, null],
    [648, null],
    [649, SOFT],
    [650, null],
    [655, null],
    [656, SOFT],
    [657, null],
    [6000, null],
    [6001, HARD],
    [6003, HARD],
    [6004, null],
    [6005, HARD],
    [6008, HARD],
    [6009, null],
    [6010, HARD],
    [6019, HARD],
    [6020, SOFT],
    [6052, SOFT],
    [6053, null],
    [6054, SOFT],
    [6057, SOFT],
    [6058, null],
    [6059, null],
    [6062, null],
    [6063, SOFT],
    [6065, SOFT],
    [6066, null],
    [0, null],
    [-616, null],
    [150, null],
    [658, null],
  ] as const)('code %s is %s', (code, level) => {
    expect(blockLevel(code)).toBe(level);
  });

  it.each([
    [149, false],
    [150, true],
    [151, false],
    [152, false],
    [153, true],
    [154, false],
    [654, false],
    [655, true],
    [656, false],
    [6058, false],
    [6059, true],
    [6062, true],
    [6063, false],
    [160, false],
    [616, false],
  ] as const)('code %s is a frozen-account code: %s', (code, frozen) => {
    expect(isFrozenAccount(code)).toBe(frozen);
  });

  it.each([
    ['616', SOFT, false],
    ['6001', HARD, false],
    ['655', null, true],
    ['616.5', null, false],
    ['abc', null, false],
    ['', null, false],
    [null, null, false],
    [undefined, null, false],
    [Number.NaN, null, false],
    [616.5, null, false],
  ] as const)('reads %j as %s (frozen %s): strings hold codes, anything else is no code', (code, level, frozen) => {
    expect(blockLevel(code)).toBe(level);
    expect(isFrozenAccount(code)).toBe(frozen);
  });

  it('keeps the groups consistent: hard blocks are group A codes, and no code is both a block and frozen', () => {
    const inAny = (code: number, list: ReadonlyArray<readonly [number, number]>): boolean => list.some(([lo, hi]) => code >= lo && code <= hi);
    for (let code = 0; code <= 7000; code++) {
      if (inAny(code, HARD_BLOCK)) expect(inAny(code, GROUP_A)).toBe(true);
      expect(inAny(code, GROUP_A) && inAny(code, GROUP_B)).toBe(false);
      expect(blockLevel(code) !== null).toBe(inAny(code, GROUP_A));
      expect(isFrozenAccount(code)).toBe(inAny(code, GROUP_B));
    }
  });
});

describe('sender-flows §6 US users and codes 616/642', () => {
  it.each([
    [616, 826, true],
    [642, 826, true],
    [616, 156, true],
    [642, null, true],
    [616, undefined, true],
    ['616', 826, true],
    [616, US_COUNTRY_ID, false],
    [642, US_COUNTRY_ID, false],
    ['642', US_COUNTRY_ID, false],
    [617, 826, false],
    [641, 826, false],
    [631, 826, false],
  ] as const)('code %j for a user of country %s uses the alternate recipient wording: %s', (code, country, alternate) => {
    expect(usesAlternateRecipientWording(code, country)).toBe(alternate);
  });

  it('identifies US users by the country id 840', () => {
    expect(US_COUNTRY_ID).toBe(840);
  });
});

describe('sender-flows §8 error hint: codes with long error text', () => {
  it.each([
    [657, false],
    [658, true],
    [659, true],
    [660, false],
    [616, false],
  ])('code %s gets the error-hint button: %s', (code, hint) => {
    expect(LONG_TEXT_CODES.has(code)).toBe(hint);
  });

  it('holds exactly 658 and 659', () => {
    expect([...LONG_TEXT_CODES].sort()).toEqual([658, 659]);
  });
});
