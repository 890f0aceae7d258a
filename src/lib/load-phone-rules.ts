// The phone rules load on demand (their metadata is 34 KB gzip): a phone field asks for them when it
// appears, and reads them from here once they have arrived.
import type { PhoneFieldRule, RuleError } from '../domain/field-validation.ts';
import type { PhoneRules } from '../domain/phone-number.ts';

/** The phone fields' rule over given rules (src/domain/phone-check.ts). */
export type PhoneCheck = (rules: PhoneRules, value: string, values: Readonly<Record<string, string>>) => RuleError | null;

let loaded: PhoneRules | null = null;
let loading: Promise<PhoneRules> | null = null;
let check: PhoneCheck | null = null;

/** The rules if they have arrived, else null (a check then leaves the number to the server). */
export function phoneRulesNow(): PhoneRules | null {
  return loaded;
}

/** The phone fields' rule once the rules have arrived, else null (the server checks the number). */
export function phoneRuleNow(): PhoneFieldRule | null {
  const rules = loaded;
  const rule = check;
  return rules && rule ? (value, values) => rule(rules, value, values) : null;
}

/**
 * `fieldCheck` is the phone fields' rule the form checks then apply: the phone input brings it with
 * the number reading it shares, so forms without a phone field carry neither.
 */
export function loadPhoneRules(fieldCheck?: PhoneCheck): Promise<PhoneRules> {
  if (fieldCheck) check = fieldCheck;
  loading ??= import('./phone-rules.ts')
    .then((module) => (loaded = module.phoneRules))
    .catch((error: unknown) => {
      // A failed chunk (offline, a deploy in between) may be asked for again later.
      loading = null;
      throw error;
    });
  return loading;
}
