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

const pending = new Set<Promise<unknown>>();

/** Notes phone rules being fetched, so a submit can wait for them (phoneRulesSettled). */
export function phoneRulesPending(loading: Promise<unknown>): void {
  pending.add(loading);
  const done = () => pending.delete(loading);
  loading.then(done, done);
}

/**
 * Resolves once the phone rules being fetched have arrived or failed, or after `ms` (null when none
 * are being fetched): a form submitted meanwhile is checked with them instead of sending a number
 * nothing has checked.
 */
export function phoneRulesSettled(ms: number): Promise<void> | null {
  if (!pending.size) return null;
  return Promise.race([Promise.allSettled([...pending]).then(() => undefined), new Promise<void>((resolve) => setTimeout(resolve, ms))]);
}
