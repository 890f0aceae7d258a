// A corridor's amount limits (sender-flows §3 Amount field: minValidValue, maxValidValue, multiple),
// computed the backend's way (README, Backend contract "Amounts") from the snapshot's corridor, so a
// static page's first state and the static JSON agree with the live calculator.
import { ceilTo, decimal, decimalPlaces, floorTo, multiply, toFixed, type Decimal } from './decimal.ts';
import type { AmountLimits, LimitsText } from './amount-check.ts';

/** What the snapshot holds of one corridor (content-cache/backend/corridors.json). */
interface LaneLimitsInput {
  convertRate: string;
  minAmount: number;
  maxAmount: number;
  /** The seed's step: 1 means none of its own (the currency's smallest unit applies). */
  multiple: number;
}

export type { LimitsText };

/** 1, 0.1, 0.01…: the smallest unit of a currency with `places` minor digits. */
const smallestUnit = (places: number): Decimal => decimal(places === 0 ? '1' : `0.${'0'.repeat(places - 1)}1`);

const text = (limits: AmountLimits): LimitsText => ({
  min: toFixed(limits.min, limits.decimals),
  max: toFixed(limits.max, limits.decimals),
  multiple: toFixed(limits.multiple, decimalPlaces(limits.multiple)),
  decimals: limits.decimals,
});

/**
 * Send-side limits are the corridor's; the received side's are the send limits converted at `rate`
 * (minimum rounded up, maximum down) in steps of its smallest unit.
 */
export function laneLimits(lane: LaneLimitsInput, fromDecimals: number, toDecimals: number, rate = lane.convertRate): { from: LimitsText; to: LimitsText } {
  const from: AmountLimits = {
    min: decimal(lane.minAmount),
    max: decimal(lane.maxAmount),
    multiple: lane.multiple > 1 ? decimal(lane.multiple) : smallestUnit(fromDecimals),
    decimals: fromDecimals,
  };
  const to: AmountLimits = {
    min: ceilTo(multiply(from.min, decimal(rate)), toDecimals),
    max: floorTo(multiply(from.max, decimal(rate)), toDecimals),
    multiple: smallestUnit(toDecimals),
    decimals: toDecimals,
  };
  return { from: text(from), to: text(to) };
}

/**
 * The default send amount of a corridor: the first tariff threshold on the corridor's step
 * (100 GBP, 5000 PHP; a cash corridor stepping by 10 rounds up to it), as the backend chooses it.
 */
export function defaultSendAmount(tariffs: ReadonlyArray<{ from: number; to: number }>, multiple: number): Decimal {
  const first = [...tariffs].sort((a, b) => a.from - b.from)[0];
  const step = BigInt(Math.max(1, Math.round(multiple)));
  const threshold = BigInt(Math.round(first?.to ?? 100));
  return decimal(String(((threshold + step - 1n) / step) * step));
}
