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
