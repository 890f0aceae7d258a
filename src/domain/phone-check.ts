// The phone fields' rule of sender-flows §5 against the numbering plan: apart from the generic
// check, so the sign-in screen's forms engine carries none of the number reading; it arrives with
// the phone input, which loads the rules it needs.
import type { RuleError } from './field-validation.ts';
import { EXCLUDED_PHONE_COUNTRIES, PHONE_COUNTRY_FIELD, PHONE_PREFIX_FIELD } from './phone-input.ts';
import { nationalProblem, phoneProblemMessage, type PhoneProblem, type PhoneRules } from './phone-number.ts';

/**
 * A phone field holds the national number when the form carries phone_prefix/phone_country, else
 * the full international digits (src/ui/forms/use-phone-country.ts).
 */
const rule = (key: string, params: Record<string, string>): RuleError => ({ kind: 'rule', key, params });

export function phoneRule(rules: PhoneRules, value: string, values: Readonly<Record<string, string>>): RuleError | null {
  const digits = value.replace(/\D/g, '');
  const separate = PHONE_PREFIX_FIELD in values || PHONE_COUNTRY_FIELD in values;
  let country: string | undefined;
  let prefix: string;
  let national: string;
  if (separate) {
    prefix = values[PHONE_PREFIX_FIELD] ?? '';
    country = values[PHONE_COUNTRY_FIELD] || rules.countryOf(prefix + digits);
    prefix ||= (country ? rules.plan(country)?.prefix : undefined) ?? '';
    national = digits;
  } else {
    country = rules.countryOf(digits);
    prefix = (country ? rules.plan(country)?.prefix : undefined) ?? '';
    national = digits.slice(prefix.length);
  }
  if (!country) return rule('validation::phone.invalid', { prefix, digits: '' });
  // A country the pickers leave out, reached by typing its code ('+98 …'): refused, not switched to.
  if (EXCLUDED_PHONE_COUNTRIES.includes(country.toLowerCase())) return rule('validation::phone.excluded', { prefix, digits: '' });
  let problem: PhoneProblem | null = nationalProblem(rules, country, national, prefix);
  // A whole number of another country typed where the country is set: say so, not just "too long".
  if (problem && separate) {
    const other = rules.countryOf(digits);
    const plan = other ? rules.plan(other) : undefined;
    if (other && plan && plan.prefix !== prefix && nationalProblem(rules, other, digits.slice(plan.prefix.length)) === null) problem = 'other-country';
  }
  if (!problem) return null;
  const message = phoneProblemMessage(problem, prefix, rules.plan(country));
  return rule(message.key, message.params);
}
