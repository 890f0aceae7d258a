import { describe, expect, it } from 'vitest';
import { decimal, toFixed } from '../../../src/domain/decimal.ts';
import { AMOUNT_MAX_LENGTH, formatAmount, formatFigure, inputDecimals, parseAmountText, sanitizeAmountText, separatorsFor, type Separators } from '../../../src/domain/amount-input.ts';

const NB = '\u00a0';
const en: Separators = { group: ',', decimal: '.' };
const de: Separators = { group: '.', decimal: ',' };
const fr: Separators = { group: NB, decimal: ',' };

describe('sender-flows §5 Amount input: the locale\'s separators', () => {
  it.each([
    ['en-GB', ',', '.'],
    ['en-US', ',', '.'],
    ['de-DE', '.', ','],
    ['fr-FR', NB, ','],
    ['ru-UA', NB, ','],
    ['cs-CZ', NB, ','],
    ['pl-PL', NB, ','],
    ['es-ES', '.', ','],
    ['pt-BR', '.', ','],
    ['tr-TR', '.', ','],
    ['zh-Hans-CN', ',', '.'],
    ['id-ID', '.', ','],
    ['vi-VN', '.', ','],
  ])('%s groups with "%s" and marks decimals with "%s"', (tag, group, mark) => {
    expect(separatorsFor(tag)).toEqual({ group, decimal: mark });
  });

  it('caps the input decimals at the spec\'s 2 and follows currencies without minor units', () => {
    expect([inputDecimals(2), inputDecimals(3), inputDecimals(0)]).toEqual([2, 2, 0]);
  });
});

describe('sender-flows §5 Amount input: what typing leaves in the field', () => {
  it.each([
    // [typed, locale, decimals, kept]
    ['1234.56', en, 2, '1234.56'],
    ['1,234.56', en, 2, '1,234.56'],
    ['1234.567', en, 2, '1234.56'], // a third decimal is cut
    ['12.3.4', en, 2, '12.34'], // one decimal mark only
    ['-250', en, 2, '250'], // no negatives
    ['12a3b', en, 2, '123'],
    ['1234,5', de, 2, '1234,5'],
    ['1.234,5', de, 2, '1.234,5'], // '.' groups in German
    ['1234.5', fr, 2, '1234,5'], // '.' is read as the decimal mark where it is no group sign
    ['1 234,5', fr, 2, `1${NB}234,5`],
    ['100.50', en, 0, '10050'], // whole-unit currencies take no decimals
    [' ,5', en, 2, '5'], // a leading group sign or space is dropped
    ['.5', en, 2, '.5'],
    ['123456789012345678', en, 2, '12345678901234'], // 14 characters
    ['12,345,678,901.234', en, 2, '12,345,678,901.23'], // grouping is not counted
    ['', en, 2, ''],
  ] as const)('typing %j (locale and decimals as given) keeps %j', (typed, seps, decimals, kept) => {
    expect(sanitizeAmountText(typed, seps, decimals)).toBe(kept);
  });

  it(`never keeps more than ${AMOUNT_MAX_LENGTH} amount characters`, () => {
    const kept = sanitizeAmountText('9'.repeat(30) + '.99', en);
    expect(kept.replace(/,/g, '').length).toBe(AMOUNT_MAX_LENGTH);
  });
});

describe('sender-flows §5 Amount input: reading and showing an amount', () => {
  it.each([
    ['1,234.56', en, '1234.56'],
    ['1.234,56', de, '1234.56'],
    [`1${NB}234,5`, fr, '1234.50'],
    ['.5', en, '0.50'],
    ['7.', en, '7.00'],
    ['007', en, '7.00'],
    ['0', en, '0.00'],
  ] as const)('%j reads as %s in its locale', (text, seps, value) => {
    expect(toFixed(parseAmountText(text, seps)!, 2)).toBe(value);
  });

  it('reads an empty field as no value', () => {
    expect(parseAmountText('', en)).toBeNull();
    expect(parseAmountText(',', en)).toBeNull();
  });

  it.each([
    ['1234.5', en, 2, '1,234.50'],
    ['1234567.891', de, 2, '1.234.567,89'],
    ['1000', fr, 2, `1${NB}000,00`],
    ['999.995', en, 2, '1,000.00'], // rounds half away from zero
    ['34446', en, 0, '34,446'],
    ['0.5', en, 2, '0.50'],
    ['99999999999.99', en, 2, '99,999,999,999.99'],
  ] as const)('%s shows with the locale separators and fixed decimals', (value, seps, decimals, shown) => {
    expect(formatAmount(decimal(value), seps, decimals)).toBe(shown);
  });

  it.each([
    ['2.99', 2, en, '2.99'],
    ['1234.5', 2, en, `1${NB}234.50`],
    ['76.51625', 4, de, '76,5163'],
    ['34446', 4, en, `34${NB}446.0000`],
  ] as const)('fee and rate texts group with spaces: %s to %i places', (value, places, seps, shown) => {
    expect(formatFigure(decimal(value), places, seps)).toBe(shown);
  });
});
