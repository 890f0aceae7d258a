// The calculator's amount checks (sender-flows §5 Amount input; public-site §5 Landing calculator):
// each error has its code; on the landing the minimum and maximum checks are off.
import { compare, decimal, decimalPlaces, isMultipleOf, type Decimal } from './decimal.ts';

type AmountIssue = 'MIN_AMOUNT_ISSUE' | 'MAX_AMOUNT_ISSUE' | 'MULTIPLE_AMOUNT_ISSUE' | 'COMMON_AMOUNT_ISSUE';

/** An amount field's limits (sender-flows §3 Amount field: minValidValue, maxValidValue, multiple). */
export interface AmountLimits {
  min: Decimal;
  max: Decimal;
  /** The step the amount must be a multiple of (0.01, 1, 10, 100). */
  multiple: Decimal;
  /** The side's currency digits: more decimals than these is not an amount of that currency. */
  decimals: number;
}

/** Limits as the wire and the island's props carry them: decimal strings. */
export interface LimitsText {
  min: string;
  max: string;
  multiple: string;
  decimals: number;
}

/** Limits text back to exact values, for the checks. */
export function limitsOf(limits: LimitsText): AmountLimits {
  return { min: decimal(limits.min), max: decimal(limits.max), multiple: decimal(limits.multiple), decimals: limits.decimals };
}

interface CheckOptions {
  /** The minimum and maximum checks; the landing calculator turns them off (public-site §5). */
  minMax: boolean;
}

/**
 * What is wrong with an amount (null: nothing). An empty, zero or over-precise amount is the
 * common issue; then the minimum, the maximum and the step, in the spec's order.
 */
export function checkAmount(value: Decimal | null, limits: AmountLimits, options: CheckOptions): AmountIssue | null {
  if (value === null || value <= 0n || decimalPlaces(value) > limits.decimals) return 'COMMON_AMOUNT_ISSUE';
  if (options.minMax && compare(value, limits.min) < 0) return 'MIN_AMOUNT_ISSUE';
  if (options.minMax && compare(value, limits.max) > 0) return 'MAX_AMOUNT_ISSUE';
  if (!isMultipleOf(value, limits.multiple)) return 'MULTIPLE_AMOUNT_ISSUE';
  return null;
}

/** Which message an issue shows: its own template, or a generic one chosen by whether the field has a value. */
export type AmountMessageKey = 'amount.min' | 'amount.max' | 'amount.multiple' | 'amount.required' | 'amount.invalid';

export function amountMessageKey(issue: AmountIssue, hasValue: boolean): AmountMessageKey {
  switch (issue) {
    case 'MIN_AMOUNT_ISSUE':
      return 'amount.min';
    case 'MAX_AMOUNT_ISSUE':
      return 'amount.max';
    case 'MULTIPLE_AMOUNT_ISSUE':
      return 'amount.multiple';
    case 'COMMON_AMOUNT_ISSUE':
      return hasValue ? 'amount.invalid' : 'amount.required';
  }
}
