// The calculator's figures from a commission (sender-flows §3 Commission, §5 Fee): which rate an
// amount gets, the fee by tariff, the total, and their texts. The rate rule is the backend's
// (README, Backend contract), so a figure computed here equals the one the backend quotes.
import { compare, decimal, divide, type Decimal } from './decimal.ts';
import { feeText, quote, rateText, type Tariff } from './fee.ts';

export interface RateOffer {
  /** Send amounts above `from`, up to and including `till`, get `rate`. */
  from: number;
  till: number;
  rate: string;
}

/** The parts of sender-flows §3 Commission the figures need. */
export interface Commission {
  tariffs: readonly Tariff[];
  /** The standard rate, target units per source unit, a decimal string. */
  convertRate: string;
  specialRateOffer: { defaultRate: string; offers: readonly RateOffer[] } | null;
  bonusSpecialRate: { rate: string } | null;
}

/** The rate a send amount gets: the bonus rate, else the offer holding the amount, else the standard rate. */
export function rateFor(commission: Commission, fromAmount: Decimal): string {
  if (commission.bonusSpecialRate) return commission.bonusSpecialRate.rate;
  const offer = commission.specialRateOffer?.offers.find((o) => compare(fromAmount, decimal(o.from)) > 0 && compare(fromAmount, decimal(o.till)) <= 0);
  return offer ? offer.rate : commission.convertRate;
}

export interface Figures {
  fromAmount: Decimal;
  toAmount: Decimal;
  fee: Decimal;
  /** What the sender pays: the send amount plus the fee. */
  total: Decimal;
  /** The rate applied, as quoted. */
  rate: string;
}

interface CalculateInput {
  commission: Commission;
  amount: Decimal;
  /** The side typed in: the send amount ('from') or the amount received ('to'). */
  side: 'from' | 'to';
  fromDecimals: number;
  toDecimals: number;
  /** First-payment promo: the fee shows 0.00 (sender-flows §5). */
  firstPaymentPromo: boolean;
}

/**
 * The figures of an amount, or null when no tariff holds it (the tariff error, sender-flows §8).
 * From the received side the offer is chosen by the send amount at the standard rate, then applied.
 */
export function calculate(input: CalculateInput): Figures | null {
  const { commission } = input;
  const base = { amount: input.amount, side: input.side, tariffs: commission.tariffs, fromDecimals: input.fromDecimals, toDecimals: input.toDecimals, firstPaymentPromo: input.firstPaymentPromo };
  const standard = quote({ ...base, convertRate: decimal(commission.convertRate) });
  if (!standard) return null;
  const rate = rateFor(commission, standard.fromAmount);
  const figures = rate === commission.convertRate ? standard : quote({ ...base, convertRate: decimal(rate) });
  return figures && { ...figures, rate };
}

/** The texts of sender-flows §3 paymentForm: fee and the info row's total with 2 decimals, the rate with 4. */
export function figureTexts(figures: Figures): { feeText: string; feeTextInfo: string; currencyRateText: string } {
  return { feeText: feeText(figures.fee), feeTextInfo: feeText(figures.total), currencyRateText: rateText(decimal(figures.rate)) };
}

/**
 * How a rate reads: "1 GBP = 76.5163 PHP"; a rate under 0.01 (VND → USD: 0.0000393) would show
 * 0.0000 with the 4 decimals of the rate text, so it reads the other way: "1 USD = 25 445.1063 VND".
 */
export function rateDisplay(rate: string): { inverse: boolean; value: Decimal } {
  const value = decimal(rate);
  if (value <= 0n || compare(value, decimal('0.01')) >= 0) return { inverse: false, value };
  return { inverse: true, value: divide(decimal(1), value) };
}
