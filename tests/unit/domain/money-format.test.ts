import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { decimal, toFixed } from '../../../src/domain/decimal.ts';
import { separatorsFor } from '../../../src/domain/amount-input.ts';
import { readAmount } from '../../../src/domain/amount-reading.ts';
import { adoptShape, formatAmount, formatMoney, formatRate, numberShape } from '../../../src/domain/money-format.ts';
import { formatMoneyText, parseDisplayAmount } from '../../../src/domain/money-text.ts';
import { languages, langs } from '../../../src/i18n/languages.ts';

const GBP = { code: 'GBP', decimals: 2 };
const VND = { code: 'VND', decimals: 0 };
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
const tags = langs.map((l) => languages[l].tag);

describe("public-site §9, sender-flows §5 one money formatter (design.md: Intl for the page's language)", () => {
  it.each([
    ['en', '400000', GBP, 'GBP 400,000.00'],
    ['en', '3825.82', { code: 'PHP', decimals: 2 }, 'PHP 3,825.82'],
    ['de', '7651.63', { code: 'PHP', decimals: 2 }, '7.651,63 PHP'],
    ['fr', '7651.63', { code: 'PHP', decimals: 2 }, '7 651,63 PHP'],
    ['en', '10000', GBP, 'GBP 10,000.00'], // "The largest amount is 10000 GBP" no more
    ['en', '25445106.3', VND, 'VND 25,445,106'],
    ['en', '99999999999.99', GBP, 'GBP 99,999,999,999.99'], // past a double's exact digits, still exact
  ])('%s: %s reads %s', (tag, value, currency, expected) => {
    expect(plain(formatMoney(decimal(value), currency, tag))).toBe(expected);
  });

  it('keeps every digit of amounts a binary float would round (exact decimal text through Intl)', () => {
    expect(formatAmount(decimal('12345678901234.57'), { decimals: 2 }, 'en')).toBe('12,345,678,901,234.57');
    expect(formatAmount(decimal('0.005'), { decimals: 2 }, 'en')).toBe('0.01'); // rounds half away from zero, like the fee
  });

  it("rates keep their 4 decimals (sender-flows §5) in the page's format", () => {
    expect(formatRate(decimal('76.5163'), 'en')).toBe('76.5163');
    expect(plain(formatRate(decimal('25445.10634'), 'fr'))).toBe('25 445,1063');
  });

  it('amounts the backend sends as text go through the same formatter (pay, results, request pages)', () => {
    expect(plain(formatMoneyText('400 000.00', 'GBP', 'en'))).toBe('GBP 400,000.00');
    expect(plain(formatMoneyText('3825.82', 'PHP', 'de'))).toBe('3.825,82 PHP');
    expect(plain(formatMoneyText('100', 'GBP', 'en'))).toBe('GBP 100.00');
    expect(parseDisplayAmount('1 234 567.5')).toBe(decimal('1234567.5'));
    expect(parseDisplayAmount('12,5')).toBeNull();
  });

  it('in every language the amount alone is the number formatMoney writes beside the code, and reads back exactly', () => {
    fc.assert(
      fc.property(fc.constantFrom(...tags), fc.bigInt({ min: 0n, max: 99_999_999_999n }), fc.integer({ min: 0, max: 99 }), (tag, whole, cents) => {
        const v = decimal(`${whole}.${String(cents).padStart(2, '0')}`);
        const number = formatAmount(v, GBP, tag);
        expect(formatMoney(v, GBP, tag)).toContain(number);
        expect(formatMoney(v, GBP, tag)).toContain('GBP');
        const back = readAmount(number, separatorsFor(tag), 2);
        expect(back.kind === 'amount' && toFixed(back.value, 2)).toBe(toFixed(v, 2));
      }),
      { numRuns: 300 },
    );
  });
});

describe("public-site §4 the calculator hydrates with the server's characters (a browser without a language's data)", () => {
  it("reads the build's shape of a language from its formatter", () => {
    expect(plain(numberShape('en'))).toBe('-XXX 1,234,567.89');
    expect(plain(numberShape('uz'))).toBe('-1 234 567,89 XXX');
  });

  // A private-use tag formats as English here, as Chromium formats Uzbek: given a language's
  // shape, it must write what that language's own formatter writes.
  it.each(tags.map((tag, i) => [tag, `en-x-shape${i}`]))('%s through an engine without its data (%s) writes the same characters', (tag, alias) => {
    adoptShape(alias, numberShape(tag));
    for (const value of ['1234567.5', '-1234.56', '0.5', '12', '99999999999.99']) {
      for (const currency of [GBP, VND, { code: 'OMR', decimals: 3 }]) {
        expect(formatMoney(decimal(value), currency, alias)).toBe(formatMoney(decimal(value), currency, tag));
        expect(formatAmount(decimal(value), currency, alias)).toBe(formatAmount(decimal(value), currency, tag));
      }
      expect(formatRate(decimal(value), alias)).toBe(formatRate(decimal(value), tag));
    }
  });

  it("leaves an engine that has the language's data to its own formatter", () => {
    adoptShape('de', numberShape('de'));
    expect(plain(formatMoney(decimal('7651.63'), { code: 'PHP', decimals: 2 }, 'de'))).toBe('7.651,63 PHP');
  });
});
