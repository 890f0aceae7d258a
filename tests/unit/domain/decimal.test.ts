import { describe, expect, it } from 'vitest';
import { add, ceilTo, compare, decimal, decimalPlaces, divide, floorTo, isMultipleOf, multiply, parseDecimal, round, subtract, toFixed } from '../../../src/domain/decimal.ts';

const text = (value: bigint, places = 4): string => toFixed(value, places);

describe('sender-flows §5, §9 exact money arithmetic', () => {
  it.each([
    ['1234.5', '1234.5000'],
    ['-0.25', '-0.2500'],
    ['  7 ', '7.0000'],
    ['0.00005', '0.0001'],
    [0.1, '0.1000'],
    [1e-7, '0.0000'],
    [-3, '-3.0000'],
  ] as const)('parses %j', (input, expected) => {
    expect(text(decimal(input))).toBe(expected);
  });

  it.each(['', '1,5', '1e5', '.5', '5.', '--1', 'NaN', 'abc', '1 000'])('refuses %j', (input) => {
    expect(parseDecimal(input)).toBeNull();
    expect(() => decimal(input)).toThrow(/not a decimal/);
  });

  it('refuses non-finite numbers', () => {
    expect(parseDecimal(Number.NaN)).toBeNull();
    expect(parseDecimal(Number.POSITIVE_INFINITY)).toBeNull();
  });

  it('rounds digits past its 12 places half away from zero while parsing', () => {
    expect(decimal('0.0000000000005')).toBe(decimal('0.000000000001'));
    expect(decimal('-0.0000000000005')).toBe(decimal('-0.000000000001'));
    expect(decimal('0.0000000000004')).toBe(0n);
  });

  it('adds, subtracts, multiplies and divides without binary floating point', () => {
    expect(text(add(decimal('0.1'), decimal('0.2')), 12)).toBe('0.300000000000');
    expect(text(subtract(decimal('1'), decimal('0.9')), 12)).toBe('0.100000000000');
    expect(text(multiply(decimal('19.99'), decimal('3')), 2)).toBe('59.97');
    expect(text(divide(decimal('10'), decimal('3')), 12)).toBe('3.333333333333');
    expect(text(divide(decimal('-2'), decimal('3')), 12)).toBe('-0.666666666667');
    expect(() => divide(decimal('1'), 0n)).toThrow(RangeError);
  });

  it.each([
    ['2.345', 2, '2.35'],
    ['2.344', 2, '2.34'],
    ['-2.345', 2, '-2.35'],
    ['-2.344', 2, '-2.34'],
    ['0.5', 0, '1'],
    ['-0.5', 0, '-1'],
    ['1.5', 0, '2'],
    ['2.5', 0, '3'],
    ['76.51635', 4, '76.5164'],
    ['-0.004', 2, '0.00'],
  ] as const)('rounds %s to %i places half away from zero: %s', (input, places, expected) => {
    expect(toFixed(round(decimal(input), places), places)).toBe(expected);
    expect(toFixed(decimal(input), places)).toBe(expected);
  });

  it('refuses impossible rounding places', () => {
    expect(() => round(1n, 13)).toThrow(RangeError);
    expect(() => round(1n, -1)).toThrow(RangeError);
    expect(() => floorTo(1n, 1.5)).toThrow(RangeError);
  });

  it.each([
    ['76.511', 2, '76.52', '76.51'],
    ['76.51', 2, '76.51', '76.51'],
    ['-1.001', 2, '-1.00', '-1.01'],
    ['34446.2', 0, '34447', '34446'],
  ] as const)('ceilTo and floorTo %s at %i places', (input, places, up, down) => {
    expect(toFixed(ceilTo(decimal(input), places), places)).toBe(up);
    expect(toFixed(floorTo(decimal(input), places), places)).toBe(down);
  });

  it('compares, tells multiples and counts decimal places', () => {
    expect(compare(decimal('1.10'), decimal('1.1'))).toBe(0);
    expect(compare(decimal('1'), decimal('2'))).toBe(-1);
    expect(compare(decimal('2'), decimal('-2'))).toBe(1);
    expect(isMultipleOf(decimal('30'), decimal('10'))).toBe(true);
    expect(isMultipleOf(decimal('35'), decimal('10'))).toBe(false);
    expect(isMultipleOf(decimal('0.03'), decimal('0.01'))).toBe(true);
    expect(isMultipleOf(decimal('5'), 0n)).toBe(true);
    expect(decimalPlaces(decimal('12.50'))).toBe(1);
    expect(decimalPlaces(decimal('-0.125'))).toBe(3);
    expect(decimalPlaces(decimal('100'))).toBe(0);
  });

  it('writes exactly the asked places, zero places without a point', () => {
    expect(toFixed(decimal('2.5'), 2)).toBe('2.50');
    expect(toFixed(decimal('1234567.891'), 0)).toBe('1234568');
  });
});
