// The phone fields' rule the forms engine checks them by, once phone rules have arrived: the phone
// input loads them (src/lib/phone-rules-by-code.ts) and gives the rule here, so a form without a
// phone field carries neither.
import type { PhoneFieldRule } from '../domain/field-validation.ts';

let rule: PhoneFieldRule | null = null;

/** The phone fields' rule, or null before any rules have arrived (the server checks the number). */
export function phoneRuleNow(): PhoneFieldRule | null {
  return rule;
}

/** The phone fields' rule over the rules that have arrived. */
export function providePhoneRule(next: PhoneFieldRule): void {
  rule = next;
}

let settled: () => Promise<void> | null = () => null;

/**
 * Resolves once the phone rules being fetched have arrived or failed, or after a few seconds (null
 * when none are being fetched): a form submitted meanwhile is checked with them instead of sending
 * a number nothing has checked. The phone rules' loader gives the waiting (phone-rules-by-code.ts).
 */
export function phoneRulesSettled(): Promise<void> | null {
  return settled();
}

/** The phone rules' loader's own waiting for the parts it is fetching. */
export function providePhoneRulesSettled(wait: () => Promise<void> | null): void {
  settled = wait;
}
