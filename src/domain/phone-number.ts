// Reading a phone number as people type or paste it (sender-flows §5 Other fields, public-site §4,
// §5, §9): '+63 917 123 4567', '0917-123-4567', '(63) 9171234567' or '63 9171234567' typed into a
// Philippine field all become prefix 63 and national number 9171234567. A repeated country code and
// a trunk prefix are dropped only when the number is complete without them; the result is checked
// against the country's numbering plan (libphonenumber-js metadata, handed in as `PhoneRules` so
// the browser can load it lazily and the sandbox can use the same rule).
import { PHONE_MAX_DIGITS, splitInternational, type PhoneCountry } from './phone-input.ts';

/** A country's numbering plan, as the library knows it. */
export interface PhonePlan {
  /** Calling code digits ('63'). */
  prefix: string;
  /** What a national number of the country looks like (the plan's general pattern, anchored). */
  pattern: RegExp;
  /** How many digits a mobile number has after the calling code (ascending). */
  lengths: readonly number[];
  /**
   * The pattern of the plan's mobile numbers. Not a condition here (test ranges such as Ofcom's 07700
   * 900xxx fail it): it settles a number that reads both with and without a repeated code. Where
   * only a mobile number will do, phone-mobile.ts makes it one (and knows those test ranges).
   */
  mobile?: RegExp;
}

export interface PhoneRules {
  /** The plan of a country (ISO alpha-2, any case); undefined when the library has none. */
  plan(country: string): PhonePlan | undefined;
  /** libphonenumber's national number for what was typed in a country's national format, if any. */
  parseNational(digits: string, country: string): string | undefined;
  /** The country of a full international number ('447700900125' → 'GB'), by leading digits. */
  countryOf(international: string): string | undefined;
}

export type PhoneProblem = 'too-short' | 'too-long' | 'invalid-length' | 'invalid' | 'other-country';

export interface PhoneReading {
  /** The country the number is read in (lowercase, as the masks are keyed). */
  country: PhoneCountry;
  /** National significant number: digits after the calling code, no trunk prefix. */
  national: string;
  /** Why the number cannot be right, or null (also null while the rules are not loaded). */
  problem: PhoneProblem | null;
}

/** What a phone text holds: digits only, a leading '+' or '00' kept as the international mark. */
export function phoneText(raw: string): { international: boolean; digits: string } {
  const trimmed = raw.trim();
  const plus = /^[+\uFF0B]/.test(trimmed);
  let digits = trimmed.replace(/\D/g, '');
  const access = !plus && digits.startsWith('00');
  if (access) digits = digits.slice(2);
  return { international: plus || access, digits: digits.slice(0, PHONE_MAX_DIGITS) };
}

/**
 * The digits a prefix carries beyond the calling code: the backend's countries of the North American
 * plan have prefixes with their area code ('1876' Jamaica), the national number is then the rest.
 */
export function areaDigits(plan: PhonePlan | undefined, prefix: string | undefined): string {
  return plan && prefix && prefix.length > plan.prefix.length && prefix.startsWith(plan.prefix) ? prefix.slice(plan.prefix.length) : '';
}

/**
 * Why a national number does not fit its country's plan; null when it does (or the plan is unknown).
 * `prefix` is the prefix it goes with, when that is longer than the calling code ('1876').
 */
export function nationalProblem(rules: PhoneRules, country: string, digits: string, prefix?: string): PhoneProblem | null {
  const plan = rules.plan(country);
  const national = areaDigits(plan, prefix) + digits;
  if (!plan || plan.lengths.length === 0) return /^\d{1,15}$/.test(national) ? null : 'invalid';
  const min = plan.lengths[0]!;
  const max = plan.lengths[plan.lengths.length - 1]!;
  if (national.length < min) return 'too-short';
  if (national.length > max) return 'too-long';
  if (!plan.lengths.includes(national.length)) return 'invalid-length';
  return plan.pattern.test(national) ? null : 'invalid';
}

/**
 * The national number in digits typed for a country: as typed when it fits; else without a repeated
 * calling code ('63 917…' in a +63 field, even twice) and without the trunk prefix ('0917…'), when
 * what is left fits. A number still being typed is left as it is.
 */
function nationalOf(rules: PhoneRules, country: string, prefix: string, digits: string): string {
  const problem = (n: string) => nationalProblem(rules, country, n, prefix);
  const fits = (n: string) => problem(n) === null;
  const plan = rules.plan(country);
  const area = areaDigits(plan, prefix);
  // What may stand before the national number: the prefix, the calling code, the area code.
  const leads = [...new Set([prefix, plan?.prefix ?? prefix, area].filter(Boolean))];
  const mobile = (n: string) => plan?.mobile?.test(areaDigits(plan, prefix) + n) ?? false;
  let national = digits;
  for (let guard = 0; guard < 4; guard++) {
    const whole = fits(national);
    // A code comes off only when the number is complete with it (not while it is being typed).
    if (!whole && problem(national) === 'too-short') break;
    const lead = leads.find((l) => {
      if (!national.startsWith(l) || national.length <= l.length) return false;
      const rest = national.slice(l.length);
      // '62812345678' in Indonesia reads both ways: the mobile number settles it.
      if (whole) return fits(rest) && mobile(rest) && !mobile(national);
      return fits(rest) || leads.some((again) => rest.startsWith(again));
    });
    if (lead) {
      national = national.slice(lead.length);
      continue;
    }
    if (whole) break;
    // The trunk prefix ('0917…') and the plan's other national forms, read by the library.
    const parsed = rules.parseNational(national, country);
    const rest = parsed !== undefined && area && parsed.startsWith(area) ? parsed.slice(area.length) : parsed;
    if (rest && rest !== national && fits(rest)) national = rest;
    break;
  }
  return national;
}

interface ReadOptions {
  rules: PhoneRules | null;
  /** The flow fixes the country: a number of another country is an error, not a switch. */
  fixed: boolean;
  /**
   * The field holds the whole number with its country code (no phone_prefix beside it): digits that
   * do not fit the chosen country but are a whole mobile number of another one ('639171234567' with
   * +44 chosen) pick that country, as '+63…' would.
   */
  combined?: boolean;
  countries: readonly PhoneCountry[];
}

/**
 * Countries can share a code (+262: Réunion and Mayotte; +358: Finland and Åland): a number that
 * is no number of the chosen country but is one of the country its plan names belongs to that one.
 */
function sharedCodeCountry(rules: PhoneRules | null, current: PhoneCountry, named: PhoneCountry | undefined, rest: string): PhoneCountry {
  if (!rules || !named || named.code === current.code || named.prefix !== current.prefix) return current;
  const fitsOwn = (c: PhoneCountry) => nationalProblem(rules, c.code, nationalOf(rules, c.code, c.prefix, rest), c.prefix) === null;
  return !fitsOwn(current) && fitsOwn(named) ? named : current;
}

/**
 * What a phone field's text means in the country it is on: an international number ('+44…',
 * '0044…') picks its own country unless the flow fixes one; national digits are read in `current`.
 */
export function readPhone(raw: string, current: PhoneCountry, options: ReadOptions): PhoneReading {
  const { international, digits } = phoneText(raw);
  const { rules } = options;
  let country = current;
  let rest = digits;
  if (international && digits) {
    const byLibrary = rules?.countryOf(digits)?.toLowerCase();
    const named = byLibrary ? options.countries.find((c) => c.code === byLibrary) : undefined;
    const own = digits.startsWith(current.prefix) ? sharedCodeCountry(rules, current, named, digits.slice(current.prefix.length)) : (named ?? splitInternational(digits, options.countries)?.country);
    if (!own) return { country, national: digits, problem: rules ? 'invalid' : null };
    if (own.code !== current.code && options.fixed) return { country, national: digits, problem: 'other-country' };
    country = own;
    rest = digits.slice(own.prefix.length);
  }
  if (!rules) return { country, national: rest, problem: null };
  const national = nationalOf(rules, country.code, country.prefix, rest);
  const problem = national ? nationalProblem(rules, country.code, national, country.prefix) : null;
  if (problem && problem !== 'too-short' && !international && options.combined && !options.fixed) {
    // Only on firm evidence: a mobile number of that country, not just a possible length.
    const whole = readPhone(`+${digits}`, current, options);
    const plan = rules.plan(whole.country.code);
    if (whole.problem === null && plan?.mobile?.test(areaDigits(plan, whole.country.prefix) + whole.national)) return whole;
  }
  return { country, national, problem };
}

/**
 * A national number posted with its country code in front ('639171234567' for +63, or
 * '62812345678' for +62 where that length is possible too but only the rest is a mobile number).
 */
export function hasRepeatedCode(rules: PhoneRules, country: string, national: string, prefix: string): boolean {
  const rest = nationalOf(rules, country, prefix, national);
  return rest !== national && national.endsWith(rest) && national.startsWith(prefix) && nationalProblem(rules, country, rest, prefix) === null;
}

/** The message of a problem: a key of the validation namespace and its values. */
export function phoneProblemMessage(problem: PhoneProblem, prefix: string, plan: PhonePlan | undefined): { key: string; params: Record<string, string> } {
  const lengths = plan?.lengths ?? [];
  const digits = lengths.length === 0 ? '' : lengths.length === 1 ? String(lengths[0]) : `${lengths[0]}–${lengths[lengths.length - 1]}`;
  const params = { prefix, digits };
  switch (problem) {
    case 'too-short':
      return { key: 'validation::phone.short', params };
    case 'too-long':
      return { key: 'validation::phone.long', params };
    case 'invalid-length':
      return { key: 'validation::phone.length', params };
    case 'other-country':
      return { key: 'validation::phone.otherCountry', params };
    case 'invalid':
      return { key: 'validation::phone.invalid', params };
  }
}
