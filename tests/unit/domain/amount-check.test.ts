import { describe, expect, it } from 'vitest';
import { decimal } from '../../../src/domain/decimal.ts';
import { amountMessageKey, checkAmount, type AmountLimits } from '../../../src/domain/amount-check.ts';

const gbp: AmountLimits = { min: decimal('1'), max: decimal('10000'), multiple: decimal('0.01'), decimals: 2 };
const cash: AmountLimits = { min: decimal('10'), max: decimal('10000'), multiple: decimal('10'), decimals: 2 };
const dong: AmountLimits = { min: decimal('34446'), max: decimal('344460000'), multiple: decimal('1'), decimals: 0 };
const signedIn = { minMax: true };
const landing = { minMax: false };

describe('sender-flows §5 Amount input: error codes', () => {
  it.each([
    ['empty', null, gbp, null as string | null, 'COMMON_AMOUNT_ISSUE'],
    ['zero', '0', gbp, null, 'COMMON_AMOUNT_ISSUE'],
    ['more decimals than the currency has', '100.001', gbp, null, 'COMMON_AMOUNT_ISSUE'],
    ['a decimal of dong', '50000.5', dong, null, 'COMMON_AMOUNT_ISSUE'],
    ['below the minimum', '0.99', gbp, null, 'MIN_AMOUNT_ISSUE'],
    ['the minimum itself', '1', gbp, null, null],
    ['the maximum itself', '10000', gbp, null, null],
    ['above the maximum', '10000.01', gbp, null, 'MAX_AMOUNT_ISSUE'],
    ['off the cash step', '15', cash, null, 'MULTIPLE_AMOUNT_ISSUE'],
    ['on the cash step', '20', cash, null, null],
    ['below the cash minimum and off its step', '5', cash, null, 'MIN_AMOUNT_ISSUE'],
    ['whole dong', '100000', dong, null, null],
  ] as const)('%s: %s gives %s (signed in, every check on)', (_name, value, limits, _unused, code) => {
    expect(checkAmount(value === null ? null : decimal(value), limits, signedIn)).toBe(code);
  });

  it.each([
    ['0.99', gbp, null],
    ['10000.01', gbp, null],
    ['5', cash, 'MULTIPLE_AMOUNT_ISSUE'],
    ['25', cash, 'MULTIPLE_AMOUNT_ISSUE'],
    ['0', gbp, 'COMMON_AMOUNT_ISSUE'],
  ] as const)('public-site §5: on the landing the min and max checks are off: %s gives %s', (value, limits, code) => {
    expect(checkAmount(decimal(value), limits, landing)).toBe(code);
  });

  it('is rechecked when the limits change: the same amount passes or fails with the new limits', () => {
    const amount = decimal('15');
    expect(checkAmount(amount, gbp, signedIn)).toBeNull();
    expect(checkAmount(amount, cash, signedIn)).toBe('MULTIPLE_AMOUNT_ISSUE');
    expect(checkAmount(amount, { ...gbp, min: decimal('20') }, signedIn)).toBe('MIN_AMOUNT_ISSUE');
  });
});

describe('sender-flows §5 Amount input: which message an error shows', () => {
  it.each([
    ['MIN_AMOUNT_ISSUE', true, 'amount.min'],
    ['MAX_AMOUNT_ISSUE', true, 'amount.max'],
    ['MULTIPLE_AMOUNT_ISSUE', true, 'amount.multiple'],
    ['COMMON_AMOUNT_ISSUE', false, 'amount.required'],
    ['COMMON_AMOUNT_ISSUE', true, 'amount.invalid'],
  ] as const)('%s (has a value: %s) shows %s', (issue, hasValue, key) => {
    expect(amountMessageKey(issue, hasValue)).toBe(key);
  });
});
