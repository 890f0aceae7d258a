// libphonenumber-js with its "mobile" metadata as the phone rules of src/domain/phone-number.ts.
// The mobile build is the smallest that knows how many digits a mobile number has in each country
// (the "min" build keeps only the lengths of all number types together): 34 KB gzip with the
// functions used here, so the browser loads it on demand (src/lib/load-phone-rules.ts).
import { Metadata, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/core';
import metadata from 'libphonenumber-js/mobile/metadata';
import type { PhonePlan, PhoneRules } from '../domain/phone-number.ts';

/** What the numbering plan offers beyond its published type. */
interface Plan {
  callingCode(): string;
  nationalNumberPattern(): string;
  possibleLengths(): number[];
  type(name: 'MOBILE'): { possibleLengths(): number[] | undefined; pattern(): string } | undefined;
}

const json = metadata;
/** Countries by calling code, the main country first ('44' → GB, GG, IM, JE). */
const callingCodes = (metadata as unknown as { country_calling_codes: Record<string, string[]> }).country_calling_codes;
const plans = new Map<string, PhonePlan | undefined>();

function planOf(country: string): PhonePlan | undefined {
  const code = country.toUpperCase();
  if (plans.has(code)) return plans.get(code);
  let plan: PhonePlan | undefined;
  const known = new Metadata(json);
  if (Object.hasOwn((json as unknown as { countries: object }).countries, code)) {
    known.selectNumberingPlan(code as CountryCode);
    const numbering = known.numberingPlan as unknown as Plan;
    const mobile = numbering.type('MOBILE');
    const lengths = mobile?.possibleLengths() ?? numbering.possibleLengths();
    plan = {
      prefix: numbering.callingCode(),
      pattern: new RegExp(`^(?:${numbering.nationalNumberPattern()})$`),
      lengths: [...lengths].sort((a, b) => a - b),
      ...(mobile ? { mobile: new RegExp(`^(?:${mobile.pattern()})$`) } : {}),
    };
  }
  plans.set(code, plan);
  return plan;
}

export const phoneRules: PhoneRules = {
  plan: planOf,
  parseNational(digits, country) {
    if (!planOf(country)) return undefined;
    return parsePhoneNumberFromString(digits, country.toUpperCase() as CountryCode, json)?.nationalNumber;
  },
  countryOf(international) {
    const parsed = parsePhoneNumberFromString(`+${international}`, json);
    // A number that is not (yet) valid still belongs to its calling code's main country.
    return parsed ? (parsed.country ?? callingCodes[parsed.countryCallingCode]?.[0]) : undefined;
  },
};
