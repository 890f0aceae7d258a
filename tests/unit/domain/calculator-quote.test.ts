import { describe, expect, it } from 'vitest';
import { decimal, toFixed } from '../../../src/domain/decimal.ts';
import type { Tariff } from '../../../src/domain/fee.ts';
import { calculate, figureTexts, rateDisplay, rateFor, type Commission } from '../../../src/domain/calculator-quote.ts';
import { defaultSendAmount } from '../../../src/domain/calculator-lane.ts';

// GB → PH of the snapshot: GBP tariffs, the standard rate, the backend's offers above 1000 and 5000 GBP.
const GBP: readonly Tariff[] = [
  { from: 0, to: 100, percent: 0, fix: 0.99 },
  { from: 100, to: 1000, percent: 0, fix: 2.99 },
  { from: 1000, to: 5000, percent: 0.5, fix: 0 },
  { from: 5000, to: 10000, percent: 0.4, fix: 0 },
];
const gbPh: Commission = {
  tariffs: GBP,
  convertRate: '76.5163',
  specialRateOffer: {
    defaultRate: '76.5163',
    offers: [
      { from: 1000, till: 5000, rate: '76.7076' },
      { from: 5000, till: 10000, rate: '76.8989' },
    ],
  },
  bonusSpecialRate: null,
};
const landing = { commission: gbPh, fromDecimals: 2, toDecimals: 2, firstPaymentPromo: false };
const text = (figures: ReturnType<typeof calculate>) =>
  figures && { from: toFixed(figures.fromAmount, 2), to: toFixed(figures.toAmount, 2), fee: toFixed(figures.fee, 2), total: toFixed(figures.total, 2), rate: figures.rate };

describe('sender-flows §3 Commission: the rate an amount gets', () => {
  it.each([
    ['100', '76.5163'],
    ['1000', '76.5163'], // offers start above their lower edge
    ['1000.01', '76.7076'],
    ['5000', '76.7076'], // and include their upper edge
    ['5000.01', '76.8989'],
    ['10000', '76.8989'],
    ['10000.01', '76.5163'], // past every offer: the standard rate
  ] as const)('%s GBP gets %s', (amount, rate) => {
    expect(rateFor(gbPh, decimal(amount))).toBe(rate);
  });

  it('gives a first transfer its bonus rate whatever the amount', () => {
    const bonus = { ...gbPh, bonusSpecialRate: { rate: '77.2815' } };
    expect(rateFor(bonus, decimal('50'))).toBe('77.2815');
    expect(rateFor(bonus, decimal('6000'))).toBe('77.2815');
  });

  it('uses the standard rate on corridors without offers', () => {
    expect(rateFor({ ...gbPh, specialRateOffer: null }, decimal('6000'))).toBe('76.5163');
  });
});

describe('sender-flows §5 Fee: the figures of an amount', () => {
  it.each([
    // [typed, side, send, received, fee, total, rate]
    ['100', 'from', '100.00', '7651.63', '0.99', '100.99', '76.5163'],
    ['100.01', 'from', '100.01', '7652.40', '2.99', '103.00', '76.5163'],
    ['1000', 'from', '1000.00', '76516.30', '2.99', '1002.99', '76.5163'],
    ['1000.01', 'from', '1000.01', '76708.37', '5.00', '1005.01', '76.7076'],
    ['1001', 'from', '1001.00', '76784.31', '5.01', '1006.01', '76.7076'], // 5.005 rounds half away from zero
    ['5000.01', 'from', '5000.01', '384495.27', '20.00', '5020.01', '76.8989'],
    ['76516.30', 'to', '1000.00', '76516.30', '2.99', '1002.99', '76.5163'],
    ['100000', 'to', '1303.66', '100000.00', '6.52', '1310.18', '76.7076'], // the offer is chosen by 1306.91 at the standard rate; 1303.6549… rounded up
    ['0.01', 'from', '0.01', '0.77', '0.99', '1.00', '76.5163'],
  ] as const)('%s typed on the %s side: send %s, receive %s, fee %s, total %s at %s', (amount, side, from, to, fee, total, rate) => {
    expect(text(calculate({ ...landing, amount: decimal(amount), side }))).toEqual({ from, to, fee, total, rate });
  });

  it('shows 0.00 under a first-payment promo, the total being the send amount', () => {
    expect(text(calculate({ ...landing, amount: decimal('250'), side: 'from', firstPaymentPromo: true }))).toMatchObject({ fee: '0.00', total: '250.00' });
  });

  it('rounds the received side to its currency: whole dong', () => {
    const gbVn: Commission = { tariffs: GBP, convertRate: '34446', specialRateOffer: null, bonusSpecialRate: null };
    const figures = calculate({ ...landing, commission: gbVn, toDecimals: 0, amount: decimal('100.55'), side: 'from' });
    expect(toFixed(figures!.toAmount, 0)).toBe('3463545');
    const back = calculate({ ...landing, commission: gbVn, toDecimals: 0, amount: decimal('1000000'), side: 'to' });
    expect(toFixed(back!.fromAmount, 2)).toBe('29.04');
  });

  it('keeps every digit of large amounts: no binary floating point', () => {
    const figures = calculate({ ...landing, commission: { ...gbPh, specialRateOffer: null }, amount: decimal('99999999999.99'), side: 'from' });
    expect(text(figures)).toEqual({ from: '99999999999.99', to: '7651629999999.23', fee: '400000000.00', total: '100399999999.99', rate: '76.5163' });
  });

  it('is null when no tariff holds the amount: the tariff error of sender-flows §8', () => {
    const fromTen: Commission = { ...gbPh, tariffs: [{ from: 10, to: 100, percent: 0, fix: 1 }] };
    expect(calculate({ ...landing, commission: fromTen, amount: decimal('5'), side: 'from' })).toBeNull();
  });

  it('gives the fee and info-row texts 2 decimals and the rate 4', () => {
    const figures = calculate({ ...landing, amount: decimal('1000.01'), side: 'from' })!;
    expect(figureTexts(figures)).toEqual({ feeText: '5.00', feeTextInfo: '1005.01', currencyRateText: '76.7076' });
    expect(figureTexts({ ...figures, rate: '0.271069' }).currencyRateText).toBe('0.2711');
  });
});

describe('sender-flows §3 Calculator state: the default send amount', () => {
  it.each([
    [GBP, 1, '100'],
    [GBP, 10, '100'],
    [[{ from: 0, to: 5, percent: 0, fix: 1 }], 10, '10'],
    [[{ from: 0, to: 400, percent: 0, fix: 3.5 }], 100, '400'],
    [[{ from: 0, to: 5000, percent: 0, fix: 50 }], 1, '5000'],
  ] as const)('is the first tariff threshold on the step', (tariffs, multiple, amount) => {
    expect(toFixed(defaultSendAmount(tariffs, multiple), 0)).toBe(amount);
  });
});

describe('sender-flows §5 rate text: how a rate reads', () => {
  it.each([
    ['76.5163', false, '76.5163'],
    ['0.0183', false, '0.0183'],
    ['0.01', false, '0.0100'],
    ['0.00003934', true, '25419.4204'], // VND → USD reads "1 USD = … VND"
    ['1', false, '1.0000'],
  ] as const)('%s: inverse %s, shown as %s', (rate, inverse, shown) => {
    const display = rateDisplay(rate);
    expect(display.inverse).toBe(inverse);
    expect(toFixed(display.value, 4)).toBe(shown);
  });
});
