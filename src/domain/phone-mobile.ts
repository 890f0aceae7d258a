// Numbers that can receive an SMS (public-site §4 invite, sender-flows §1 invite friends): a
// module of its own, so only the invite forms and the sandbox load it (the /auth shell's budget).
import { areaDigits, nationalProblem, type PhoneProblem, type PhoneRules } from './phone-number.ts';

/** A phone problem, or a number that fits its plan but is no mobile number. */
export type MobileProblem = PhoneProblem | 'not-mobile';

/**
 * Mobile ranges reserved for drama and tests that libphonenumber's mobile pattern leaves out:
 * Ofcom's 07700 900000–900999. They are mobile numbers by their range (the sandbox's documented
 * senders and invite values live there), so a mobile-only field takes them.
 */
const TEST_MOBILE_RANGES: Readonly<Record<string, RegExp>> = { GB: /^7700900\d{3}$/ };

/**
 * Whether a national number that fits its country's plan is a mobile number: its plan's mobile
 * pattern says so (or a reserved test range). A plan without a mobile pattern cannot tell: yes.
 */
export function isMobileNumber(rules: PhoneRules, country: string, digits: string, prefix?: string): boolean {
  const plan = rules.plan(country);
  if (!plan?.mobile) return true;
  const national = areaDigits(plan, prefix) + digits;
  return plan.mobile.test(national) || (TEST_MOBILE_RANGES[country.toUpperCase()]?.test(national) ?? false);
}

/**
 * Why a number cannot receive an SMS (invitations, public-site §4 and sender-flows §1 invite
 * friends): it does not fit its country's plan, or it fits but is no mobile number ('not-mobile',
 * e.g. the London landline 20 7946 0958). The one rule of the invite forms and of the sandbox.
 */
export function mobileProblem(rules: PhoneRules, country: string, digits: string, prefix?: string): MobileProblem | null {
  return nationalProblem(rules, country, digits, prefix) ?? (isMobileNumber(rules, country, digits, prefix) ? null : 'not-mobile');
}

/**
 * The calling code of a whole international number ('442079460958') that fits its country's plan
 * but is no mobile number, for the message; null otherwise (a wrong length is the plan's problem).
 */
export function landlinePrefix(rules: PhoneRules, international: string): string | null {
  const country = rules.countryOf(international);
  const plan = country ? rules.plan(country) : undefined;
  if (!country || !plan) return null;
  return mobileProblem(rules, country, international.slice(plan.prefix.length)) === 'not-mobile' ? plan.prefix : null;
}
