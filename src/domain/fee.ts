// The fee and conversion rules of sender-flows §5 (Fee) and public-site §5: tariffs are a fixed
// sum or a percent by amount range; past every range the last tariff applies.
import { add, ceilTo, compare, decimal, divide, multiply, round, toFixed, type Decimal } from './decimal.ts';

export interface Tariff {
  from: number;
  to: number;
  fix: number;
  percent: number;
}

/**
 * The tariff whose range holds `amount`, both edges inclusive; on the edge shared by two ranges
 * the lower range wins ("up to 100" includes 100). Past every range the last tariff applies; below
 * the first range (or in a gap) there is none: null, the tariff error of sender-flows §8.
 */
export function findTariff(tariffs: readonly Tariff[], amount: Decimal): Tariff | null {
  const sorted = [...tariffs].sort((a, b) => a.from - b.from);
  const found = sorted.find((t) => compare(amount, decimal(t.from)) >= 0 && compare(amount, decimal(t.to)) <= 0);
  if (found) return found;
  const last = sorted.at(-1);
  return last && compare(amount, decimal(last.to)) > 0 ? last : null;
}

/** Fee on a send amount: fix plus percent of the amount, rounded to 2 decimals. Null when no tariff applies (tariff error, sender-flows §8). */
export function feeFor(tariffs: readonly Tariff[], amount: Decimal): Decimal | null {
  const tariff = findTariff(tariffs, amount);
  if (!tariff) return null;
  const percentPart = divide(multiply(amount, decimal(tariff.percent)), decimal(100));
  return round(add(decimal(tariff.fix), percentPart), 2);
}

interface Quote {
  fromAmount: Decimal;
  toAmount: Decimal;
  fee: Decimal;
  /** What the sender pays: send amount plus fee. */
  total: Decimal;
}

interface QuoteInput {
  /** The amount the user typed. */
  amount: Decimal;
  /** Which side it was typed in: 'from' (send amount) or 'to' (amount received). */
  side: 'from' | 'to';
  tariffs: readonly Tariff[];
  /** Units of the target currency per unit of the source currency. */
  convertRate: Decimal;
  /** Minor-unit digits of each currency (2 for most). */
  fromDecimals?: number;
  toDecimals?: number;
  /** First-payment promo: the fee shows 0.00 (sender-flows §5). */
  firstPaymentPromo?: boolean;
}

/**
 * The calculator's figures. From the received side the send amount is the amount divided by the
 * convert rate, and the fee is the tariff on that (sender-flows §5: "amount divided by the convert
 * rate plus the tariff"), rounded up to the minor unit: rounded down, it would buy less than the
 * amount the recipient was promised. Null when no tariff applies.
 */
export function quote(input: QuoteInput): Quote | null {
  const { amount, side, tariffs, convertRate, fromDecimals = 2, toDecimals = 2 } = input;
  const fromAmount = side === 'from' ? round(amount, fromDecimals) : ceilTo(divide(amount, convertRate), fromDecimals);
  const toAmount = side === 'to' ? round(amount, toDecimals) : round(multiply(amount, convertRate), toDecimals);
  const tariffFee = feeFor(tariffs, fromAmount);
  if (tariffFee === null) return null;
  const fee = input.firstPaymentPromo ? 0n : tariffFee;
  return { fromAmount, toAmount, fee, total: add(fromAmount, fee) };
}

/** Fee text with 2 decimals (sender-flows §5). */
export const feeText = (fee: Decimal): string => toFixed(fee, 2);
/** Rate text with 4 decimals (sender-flows §5). */
export const rateText = (rate: Decimal): string => toFixed(rate, 4);

/** How close to a range's top the calculator warns of the fee that follows it: the top tenth. */
const STEP_WARNING_SHARE = decimal('0.9');

interface FeeStep {
  /** The highest amount the current tariff holds. */
  limit: Decimal;
  /** The fee one minor unit above the limit. */
  nextFee: Decimal;
}

/**
 * The fee step just ahead of `amount` (public-site §5): when the amount sits in the top tenth of a
 * range whose next tariff charges more, the limit and that higher fee, so a sender sees the step
 * before crossing it rather than paying more for one cent. Null otherwise (last range, no rise).
 */
export function feeStepAhead(tariffs: readonly Tariff[], amount: Decimal): FeeStep | null {
  const tariff = findTariff(tariffs, amount);
  const sorted = [...tariffs].sort((a, b) => a.from - b.from);
  if (!tariff || tariff === sorted.at(-1)) return null;
  const limit = decimal(tariff.to);
  if (compare(amount, multiply(limit, STEP_WARNING_SHARE)) < 0) return null;
  const fee = feeFor(tariffs, limit);
  const nextFee = feeFor(tariffs, add(limit, decimal('0.01')));
  return fee !== null && nextFee !== null && compare(nextFee, fee) > 0 ? { limit, nextFee } : null;
}
