import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { decimal, toFixed } from '../../../src/domain/decimal.ts';
import { AMOUNT_MAX_LENGTH, inputDecimals, separatorsFor, type Separators } from '../../../src/domain/amount-input.ts';
import { readAmount } from '../../../src/domain/amount-reading.ts';
import { formatAmount } from '../../../src/domain/money-format.ts';
import { languages, langs } from '../../../src/i18n/languages.ts';

const NB = '\u00a0';
const en: Separators = { group: ',', decimal: '.' };
const de: Separators = { group: '.', decimal: ',' };
const fr: Separators = { group: NB, decimal: ',' };
const value = (text: string, seps: Separators, decimals = 2) => {
  const r = readAmount(text, seps, decimals);
  return r.kind === 'amount' ? toFixed(r.value, 2) : r.kind === 'invalid' ? r.problem : r.kind;
};
const tags = langs.map((l) => languages[l].tag);

describe("sender-flows §5 Amount input: the locale's separators", () => {
  it.each([
    ['en-GB', ',', '.'],
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

  it("caps the input decimals at the spec's 2 and follows currencies without minor units", () => {
    expect([inputDecimals(2), inputDecimals(3), inputDecimals(0)]).toEqual([2, 2, 0]);
  });
});

describe("sender-flows §5 Amount input: reading what was typed in the page's locale", () => {
  it.each([
    // [typed, locale, amount or why it is none]
    ['50,5', en, '50.50'], // the landing reproduction: a comma before 1 or 2 digits cannot group thousands
    ['50,5', de, '50.50'],
    ['50.5', de, '50.50'], // nor can a point before 1 or 2 digits on a German page
    ['50.5', fr, '50.50'],
    ['1,234.56', en, '1234.56'],
    ['1.234,56', en, '1234.56'], // both signs: the last one marks decimals, wherever the page is
    ['1.234,56', de, '1234.56'],
    ['1,234', en, '1234.00'], // the page's own group sign before 3 digits groups
    ['1.234', de, '1234.00'],
    ['1.234', fr, 'ambiguous'], // a point before 3 digits on a page grouping with spaces: 1.234 or 1234?
    ['1.234', en, 'decimals'], // the page's own decimal mark: 1.234 has 3 decimals
    ['1,234', de, 'decimals'],
    ['1 234,5', fr, '1234.50'],
    [`1${NB}234,5`, fr, '1234.50'],
    ['1\u202f234,5', fr, '1234.50'], // the narrow no-break space Intl writes in French
    ['1 234.5', en, '1234.50'],
    ['70  ', en, '70.00'], // spaces never become separators
    ['1,234,567', en, '1234567.00'],
    ['1.234.567', en, '1234567.00'], // one sign several times can only group
    ['12,34,567', en, 'notNumber'], // groups are 3 digits
    ['1,2,3', en, 'notNumber'],
    ['1.2.3,4', de, 'notNumber'],
    ['1,234.5.6', en, 'notNumber'],
    ['1e5', en, 'notNumber'], // an exponent is no amount (it was read as 15)
    ['12a3', en, 'notNumber'],
    ['+5', en, 'notNumber'],
    ['-250', en, 'negative'],
    ['−250', en, 'negative'],
    ['.5', en, '0.50'],
    ['50.', en, '50.00'],
    ['0,123', en, 'decimals'], // a leading zero group is no thousands group
    ['100.5', en, 'decimals', 0], // whole-unit currencies take no decimals
    ['12345678901', en, '12345678901.00'],
    ['12345678901.99', en, '12345678901.99'],
    ['123456789012', en, 'tooLong'], // the 400 BAD_AMOUNT reproduction: 12 whole digits
    // At most 14 characters as typed, grouping aside: leading zeros and the mark count.
    ['000012345678901', en, 'tooLong'], // 15 characters
    ['00012345678901', en, '12345678901.00'], // 14
    ['012345678901.50', en, 'tooLong'], // 15 with the mark and 2 decimals
    ['02345678901.50', en, '2345678901.50'], // 14
    ['12,345,678,901.99', en, '12345678901.99'], // 14 once the grouping is set aside
    ['12.345.678.901,99', de, '12345678901.99'],
    ['0000000000000.5', en, 'tooLong'], // 15
    ['000000000000.5', en, '0.50'], // 14
    ['', en, 'empty'],
    ['   ', en, 'empty'],
  ] as Array<[string, Separators, string, number?]>)('%j on a %j page reads %s', (typed, seps, expected, decimals = 2) => {
    expect(value(typed, seps, decimals)).toBe(expected);
  });
});

describe('sender-flows §5 Amount input: properties in all 17 languages', () => {
  const amounts = fc.tuple(fc.bigInt({ min: 0n, max: 99_999_999_999n }), fc.integer({ min: 0, max: 99 }));
  const tag = fc.constantFrom(...tags);

  it('what the one formatter writes reads back as the same amount (format → read round trip)', () => {
    fc.assert(
      fc.property(tag, amounts, fc.constantFrom(0, 2), (t, [whole, cents], digits) => {
        const v = decimal(digits === 0 ? `${whole}` : `${whole}.${String(cents).padStart(2, '0')}`);
        const r = readAmount(formatAmount(v, { decimals: digits }, t), separatorsFor(t), digits);
        expect(r).toEqual({ kind: 'amount', value: v });
      }),
      { numRuns: 300 },
    );
  });

  it("digits with the page's decimal mark, with or without its grouping, read as typed", () => {
    fc.assert(
      fc.property(tag, amounts, fc.boolean(), (t, [whole, cents], grouped) => {
        const seps = separatorsFor(t);
        const wholeText = grouped ? whole.toString().replace(/\B(?=(\d{3})+$)/g, seps.group) : whole.toString();
        const r = readAmount(`${wholeText}${seps.decimal}${String(cents).padStart(2, '0')}`, seps, 2);
        expect(r).toEqual({ kind: 'amount', value: decimal(`${whole}.${String(cents).padStart(2, '0')}`) });
      }),
      { numRuns: 300 },
    );
  });

  it('a decimal part of 1 or 2 digits after either separator is read as decimals, never dropped', () => {
    fc.assert(
      fc.property(tag, fc.bigInt({ min: 0n, max: 999_999n }), fc.constantFrom('.', ','), fc.stringMatching(/^\d{1,2}$/), (t, whole, sign, fraction) => {
        const r = readAmount(`${whole}${sign}${fraction}`, separatorsFor(t), 2);
        expect(r).toEqual({ kind: 'amount', value: decimal(`${whole}.${fraction}`) });
      }),
      { numRuns: 300 },
    );
  });

  it('pasted text: surrounding spaces are ignored; letters, signs and exponents are named, never stripped into another number', () => {
    fc.assert(
      fc.property(tag, amounts, fc.constantFrom('e5', 'E2', 'GBP', '£', '$', 'abc', '+', '#', '%'), fc.boolean(), (t, [whole], junk, before) => {
        const seps = separatorsFor(t);
        const typed = before ? `${junk}${whole}` : `${whole}${junk}`;
        expect(readAmount(`  ${whole}  `, seps, 2)).toEqual({ kind: 'amount', value: decimal(`${whole}`) });
        expect(readAmount(typed, seps, 2)).toEqual({ kind: 'invalid', problem: 'notNumber' });
      }),
      { numRuns: 200 },
    );
  });

  it('a minus sign is a negative amount, said as such', () => {
    fc.assert(
      fc.property(tag, amounts, (t, [whole]) => {
        expect(readAmount(`-${whole}`, separatorsFor(t), 2)).toEqual({ kind: 'invalid', problem: 'negative' });
      }),
      { numRuns: 100 },
    );
  });

  it('the 14-character limit: an amount read has at most 14 amount characters; 12 or more whole digits are too long', () => {
    fc.assert(
      fc.property(tag, fc.string({ unit: fc.constantFrom('0', '1', '5', '9', '.', ',', ' '), maxLength: 24 }), (t, typed) => {
        const r = readAmount(typed, separatorsFor(t), 2);
        if (r.kind === 'amount') expect(toFixed(r.value, 2).replace(/\.00$/, '').length).toBeLessThanOrEqual(AMOUNT_MAX_LENGTH);
      }),
      { numRuns: 300 },
    );
    fc.assert(
      fc.property(tag, fc.bigInt({ min: 100_000_000_000n, max: 10n ** 16n }), (t, whole) => {
        expect(readAmount(whole.toString(), separatorsFor(t), 2)).toEqual({ kind: 'invalid', problem: 'tooLong' });
      }),
      { numRuns: 100 },
    );
  });

  it('never silently loses a separator: text with one separator reads as the number with it as a decimal mark, as thousands, or says why not', () => {
    fc.assert(
      fc.property(tag, fc.stringMatching(/^[1-9]\d{0,5}$/), fc.constantFrom('.', ','), fc.stringMatching(/^\d{0,4}$/), (t, before, sign, after) => {
        const r = readAmount(`${before}${sign}${after}`, separatorsFor(t), 2);
        const asDecimal = decimal(`${before}.${after || '0'}`);
        const asThousands = decimal(`${before}${after}`);
        if (r.kind === 'amount') expect([asDecimal, asThousands]).toContain(r.value);
        if (r.kind === 'amount' && r.value === asThousands && asThousands !== asDecimal) expect(after).toHaveLength(3);
        expect(r.kind).not.toBe('empty');
      }),
      { numRuns: 300 },
    );
  });
});
