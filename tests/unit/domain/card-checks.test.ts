import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { cardBrand, cardNumberValid, cvvProblem, expiryProblem, luhnValid } from '../../../src/domain/card-checks.ts';
import { checkField } from '../../../src/domain/field-validation.ts';
import { cardFieldRules } from '../../../src/domain/card-field-rules.ts';

const NOW = Date.UTC(2026, 10, 25, 12); // 25 November 2026
const field = (name: string) => ({ name, type: name, value: '', mandatory: true, isError: false, isReadOnly: false, visible: true });

describe('sender-flows §3 Card: new-card checks of the pay form', () => {
  it.each([
    ['4242 4242 4242 4242', true],
    ['4111111111111111', true],
    ['5555 5555 5555 4444', true],
    ['3782 822463 10005', true],
    ['6011 1111 1111 1117', true],
    ['4242 4242 4242 4241', false],
    ['1234 5678 9012 3456', false],
    ['4242', false],
    ['0000 0000 000', false],
    ['4242 4242 4242 4242 4242', false],
    ['4242-4242-4242-4242', true],
    ['abcd efgh ijkl mnop', false],
  ])('card number %j valid: %s (Luhn, 12–19 digits)', (pan, valid) => expect(cardNumberValid(pan)).toBe(valid));

  it('Luhn: changing one digit of a valid number breaks it', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 15 }), fc.integer({ min: 1, max: 9 }), (at, by) => {
        const pan = '4242424242424242';
        const changed = pan.slice(0, at) + String((Number(pan[at]) + by) % 10) + pan.slice(at + 1);
        expect(luhnValid(changed)).toBe(false);
      }),
      { numRuns: 150 },
    );
  });

  it.each([
    ['12/26', null],
    ['11/26', null],
    ['10/26', 'expired'],
    ['01/20', 'expired'],
    ['01/35', null],
    ['13/27', 'month'],
    ['00/27', 'month'],
    ['99/20', 'month'],
    ['1/27', 'format'],
    ['1227', 'format'],
    ['', 'format'],
  ] as const)('expiry %j: %s (valid through the end of its month)', (expiry, problem) => expect(expiryProblem(expiry, NOW)).toBe(problem));

  it.each([
    ['123', '4242 4242 4242 4242', null],
    ['1234', '4242 4242 4242 4242', 3],
    ['12', '4242 4242 4242 4242', 3],
    ['1234', '3782 822463 10005', null],
    ['123', '3782 822463 10005', 4],
    ['123', '', null],
    ['12a', '', 3],
  ] as const)('security code %j for card %j: %s digits expected', (cvv, pan, digits) => {
    expect(cvvProblem(cvv, pan)).toEqual(digits === null ? null : { digits });
  });

  it('knows American Express by 34 and 37', () => {
    expect(cardBrand('3400 000000 00009')).toBe('amex');
    expect(cardBrand('3700 000000 00002')).toBe('amex');
    expect(cardBrand('4242')).toBe('visa');
    expect(cardBrand('6011 1111')).toBeNull();
  });

  it('gives each field its own message key instead of "Please check this value"', () => {
    const fieldRules = cardFieldRules(() => NOW);
    expect(checkField(field('pan'), '4242 4242 4242 4241', { fieldRules })).toEqual({ kind: 'rule', key: 'validation::card.number' });
    expect(checkField(field('exp_date'), '10/26', { fieldRules })).toEqual({ kind: 'rule', key: 'validation::card.expired' });
    expect(checkField(field('exp_date'), '13/26', { fieldRules })).toEqual({ kind: 'rule', key: 'validation::card.expiryMonth' });
    expect(checkField(field('exp_date'), '1226', { fieldRules })).toEqual({ kind: 'rule', key: 'validation::card.expiryFormat' });
    expect(checkField(field('cvv'), '123', { values: { pan: '3782 822463 10005' }, fieldRules })).toEqual({ kind: 'rule', key: 'validation::card.cvv', params: { digits: '4' } });
    expect(checkField(field('pan'), '', { fieldRules })).toEqual({ kind: 'required' });
    expect(checkField(field('pan'), '4242 4242 4242 4242', { fieldRules })).toBeNull();
  });

  it('travel only with the screen that shows card fields: without them the server checks the card', () => {
    expect(checkField(field('pan'), '4242 4242 4242 4241')).toBeNull();
    expect(checkField(field('exp_date'), '10/26')).toBeNull();
  });
});
