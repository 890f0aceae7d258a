import { describe, expect, it } from 'vitest';
import { compare, decimal, multiply, toFixed } from '../../../src/domain/decimal.ts';
import { feeFor, feeStepAhead, feeText, findTariff, quote, rateText, type Tariff } from '../../../src/domain/fee.ts';

// The seed's GBP tariffs (scripts/sandbox/seed/corridors.ts): two fixed sums, then two percents.
const GBP: readonly Tariff[] = [
  { from: 0, to: 100, percent: 0, fix: 0.99 },
  { from: 100, to: 1000, percent: 0, fix: 2.99 },
  { from: 1000, to: 5000, percent: 0.5, fix: 0 },
  { from: 5000, to: 10000, percent: 0.4, fix: 0 },
];
const fee = (tariffs: readonly Tariff[], amount: string): string | null => {
  const value = feeFor(tariffs, decimal(amount));
  return value === null ? null : toFixed(value, 2);
};

describe('sender-flows §5 Fee: the tariff by amount range', () => {
  it.each([
    ['0', 0.99],
    ['0.01', 0.99],
    ['100', 0.99],
    ['100.01', 2.99],
    ['1000', 2.99],
    ['1000.01', 0.5],
    ['5000', 0.5],
    ['5000.01', 0.4],
    ['10000', 0.4],
    ['250000', 0.4],
  ] as const)('%s GBP takes the tariff of its range (edges belong to the lower range; past the last, the last)', (amount, expected) => {
    const tariff = findTariff(GBP, decimal(amount));
    expect(tariff?.fix || tariff?.percent).toBe(expected);
  });

  it('finds the range whatever the order the tariffs come in', () => {
    expect(findTariff([...GBP].reverse(), decimal('50'))?.fix).toBe(0.99);
  });

  it('has no tariff below the first range or in a gap: null, the tariff error', () => {
    const fromTen: Tariff[] = [
      { from: 10, to: 100, percent: 0, fix: 1 },
      { from: 200, to: 300, percent: 1, fix: 0 },
    ];
    expect(findTariff(fromTen, decimal('9.99'))).toBeNull();
    expect(findTariff(fromTen, decimal('150'))).toBeNull();
    expect(findTariff([], decimal('5'))).toBeNull();
    expect(feeFor(fromTen, decimal('5'))).toBeNull();
    expect(quote({ amount: decimal('5'), side: 'from', tariffs: fromTen, convertRate: decimal('2') })).toBeNull();
  });

  it.each([
    ['50', '0.99'],
    ['2000', '10.00'],
    ['1234.57', '6.17'], // 6.17285
    ['1001', '5.01'], // 5.005 rounds half away from zero
    ['6001.25', '24.01'], // 24.005
  ] as const)('fee of %s GBP is fix plus percent rounded to 2 decimals: %s', (amount, expected) => {
    expect(fee(GBP, amount)).toBe(expected);
  });

  it('adds fix and percent when a tariff has both', () => {
    expect(fee([{ from: 0, to: 1000, percent: 1.5, fix: 0.3 }], '200')).toBe('3.30');
  });
});

describe('sender-flows §5 Fee: the calculator figures', () => {
  const rate = decimal('76.5163');

  it('from the send side: to = amount × rate, total = amount + fee', () => {
    const q = quote({ amount: decimal('100'), side: 'from', tariffs: GBP, convertRate: rate })!;
    expect([q.fromAmount, q.toAmount, q.fee, q.total].map((v) => toFixed(v, 2))).toEqual(['100.00', '7651.63', '0.99', '100.99']);
  });

  it('from the received side: the send amount is the amount divided by the convert rate, rounded up, the fee is the tariff of that', () => {
    const q = quote({ amount: decimal('10000'), side: 'to', tariffs: GBP, convertRate: rate })!;
    expect(toFixed(q.fromAmount, 2)).toBe('130.70'); // 130.6911...: 130.69 would buy 9,999.98
    expect(toFixed(q.toAmount, 2)).toBe('10000.00');
    expect(toFixed(q.fee, 2)).toBe('2.99');
    expect(toFixed(q.total, 2)).toBe('133.69');
  });

  it.each([
    ['5000.50', '65.36'], // 65.3520...: 65.35 buys 5,000.34
    ['7651.63', '100.00'],
    ['765.163', '10.00'],
  ])('the received side %s PHP asks for %s GBP, which buys at least that', (to, from) => {
    const q = quote({ amount: decimal(to), side: 'to', tariffs: GBP, convertRate: rate })!;
    expect(toFixed(q.fromAmount, 2)).toBe(from);
    expect(compare(multiply(q.fromAmount, rate), decimal(to))).toBeGreaterThanOrEqual(0);
  });

  it('rounds each side to its currency: no decimals for VND', () => {
    const q = quote({ amount: decimal('100'), side: 'from', tariffs: GBP, convertRate: decimal('34446.27'), toDecimals: 0 })!;
    expect(toFixed(q.toAmount, 0)).toBe('3444627');
    const back = quote({ amount: decimal('1000000.4'), side: 'to', tariffs: GBP, convertRate: decimal('34446'), toDecimals: 0 })!;
    expect(toFixed(back.toAmount, 0)).toBe('1000000');
  });

  it('shows the fee as 0.00 under the first-payment promo', () => {
    const q = quote({ amount: decimal('2000'), side: 'from', tariffs: GBP, convertRate: rate, firstPaymentPromo: true })!;
    expect(feeText(q.fee)).toBe('0.00');
    expect(toFixed(q.total, 2)).toBe('2000.00');
  });

  it.each([
    [decimal('0.985'), '0.99'],
    [decimal('3'), '3.00'],
    [decimal('10.004'), '10.00'],
  ])('fee text has 2 decimals', (value, expected) => {
    expect(feeText(value)).toBe(expected);
  });

  it.each([
    ['76.5163', '76.5163'],
    ['1.314775', '1.3148'],
    ['34446', '34446.0000'],
    ['0.0000290303', '0.0000'],
    ['0.00005', '0.0001'],
  ])('rate text %s has 4 decimals: %s', (value, expected) => {
    expect(rateText(decimal(value))).toBe(expected);
  });
});

describe('public-site §5 Fee: the fee step shown before the amount crosses it', () => {
  const step = (amount: string) => {
    const found = feeStepAhead(GBP, decimal(amount));
    return found && `${toFixed(found.limit, 2)} → ${toFixed(found.nextFee, 2)}`;
  };
  it.each([
    ['50.00', null],
    ['89.99', null],
    ['90.00', '100.00 → 2.99'],
    ['100.00', '100.00 → 2.99'],
    ['100.01', null],
    ['899.99', null],
    ['950.00', '1000.00 → 5.00'],
    // 0.5 % of 5,000.01 is more than 0.4 % would be, but the next range charges less: no warning.
    ['4900.00', null],
    // The last range has no step after it.
    ['9999.00', null],
    ['20000.00', null],
  ])('%s: %s', (amount, expected) => {
    expect(step(amount)).toBe(expected);
  });
});
