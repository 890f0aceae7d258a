// The phone checks of the sandbox, as the real backend makes them: the front end's rule
// (src/domain/phone-number.ts over libphonenumber-js's mobile metadata), with no guessing: a
// number posted with its country code twice, or of a length no mobile number of the country has,
// is refused with a field error, never repaired.
import { mobileProblem, type MobileProblem } from '../../src/domain/phone-mobile.ts';
import { hasRepeatedCode, nationalProblem } from '../../src/domain/phone-number.ts';
import { phoneRules } from '../../src/lib/phone-rules.ts';
import type { Translate } from './texts.ts';

type PhoneRefusal = MobileProblem | 'doubled-code';

/** What a number is for: `mobile` where only a mobile number will do (an invitation goes by SMS). */
interface RefusalOptions {
  mobile?: boolean;
}

/** Why a national number posted for a country (ISO alpha-2) with its calling code is refused, or null. */
export function nationalRefusal(country: string, prefix: string, national: string, options: RefusalOptions = {}): PhoneRefusal | null {
  if (!/^\d+$/.test(national)) return 'invalid';
  if (hasRepeatedCode(phoneRules, country, national, prefix)) return 'doubled-code';
  return (options.mobile ? mobileProblem : nationalProblem)(phoneRules, country, national, prefix);
}

/** Why a full international number (calling code and national number, digits) is refused, or null. */
export function internationalRefusal(digits: string, options: RefusalOptions = {}): { refusal: PhoneRefusal | null; country: string | null; prefix: string } {
  const country = /^\d{2,16}$/.test(digits) ? (phoneRules.countryOf(digits) ?? null) : null;
  const plan = country ? phoneRules.plan(country) : undefined;
  if (!country || !plan) return { refusal: 'invalid', country: null, prefix: '' };
  return { refusal: nationalRefusal(country, plan.prefix, digits.slice(plan.prefix.length), options), country, prefix: plan.prefix };
}

/**
 * Whose number a refusal speaks of: the recipient's (send, SMS notice) or any other ('friend':
 * invites, and the sender's own at registration, the texts say "this phone number").
 */
type PhoneSubject = 'recipient' | 'friend';

/** The text of a refusal in the request's language. */
export function refusalText(refusal: PhoneRefusal, prefix: string, whose: PhoneSubject, t: Translate): string {
  return t(`phone.${whose}.${refusal === 'invalid' && !prefix ? 'invalid-no-prefix' : refusal}`, { prefix });
}
