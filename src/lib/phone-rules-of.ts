// libphonenumber-js (its core functions, with the metadata handed in) as the phone rules of
// src/domain/phone-number.ts. The "mobile" metadata is the smallest that knows how many digits a
// mobile number has in each country (the "min" one keeps only the lengths of all number types
// together). The browser takes it one calling code at a time (src/lib/phone-rules-by-code.ts).
import { Metadata, parsePhoneNumberFromString, type CountryCode, type MetadataJson } from 'libphonenumber-js/core';
import type { PhonePlan, PhoneRules } from '../domain/phone-number.ts';

/** What the numbering plan offers beyond its published type. */
interface Plan {
  callingCode(): string;
  nationalNumberPattern(): string;
  possibleLengths(): number[];
  type(name: 'MOBILE'): { possibleLengths(): number[] | undefined; pattern(): string } | undefined;
  IDDPrefix(): string | undefined;
}

/** Countries by calling code, the main country first ('44' → GB, GG, IM, JE). */
export type CallingCodes = Readonly<Record<string, readonly string[]>>;

/** The metadata of one calling code's countries, and every calling code's countries. */
export interface PhoneMetadataPart {
  /** The calling code ('44'). */
  code: string;
  /** libphonenumber-js metadata that knows this calling code only. */
  metadata: MetadataJson;
  /** Every calling code's countries, to name a number's country before its code's part arrives. */
  callingCodes: CallingCodes;
}

/** The metadata of the calling codes of the parts given, as one. */
export function metadataOfParts(parts: readonly PhoneMetadataPart[]): MetadataJson {
  const merged: MetadataJson = { version: parts[0]?.metadata.version ?? 4, country_calling_codes: {}, countries: {}, nonGeographic: {} };
  for (const { metadata } of parts) {
    Object.assign(merged.country_calling_codes, metadata.country_calling_codes);
    Object.assign(merged.countries, metadata.countries);
    Object.assign(merged.nonGeographic, metadata.nonGeographic);
  }
  return merged;
}

/** The calling code a full international number starts with (calling codes are prefix-free). */
function leadingCode(international: string, codes: CallingCodes): string | undefined {
  for (let length = 1; length <= 3; length++) if (Object.hasOwn(codes, international.slice(0, length))) return international.slice(0, length);
  return undefined;
}

/**
 * The rules over `json`. With `elsewhere`, `json` may know some calling codes only: a number of
 * another code is put in that code's main country, and the code is asked for (`ask`), as the rules
 * that know it answer once it has arrived.
 */
export function phoneRulesOf(json: MetadataJson, elsewhere?: { callingCodes: CallingCodes; ask(code: string): void }): PhoneRules {
  const callingCodes: CallingCodes = json.country_calling_codes;
  const plans = new Map<string, PhonePlan | undefined>();
  /** The countries' international call prefixes ('00', '011'), as patterns. */
  const idds = new Map<string, RegExp | undefined>();
  const known = (code: string) => Object.hasOwn(json.country_calling_codes, code) || Object.hasOwn(json.nonGeographic, code);

  function planOf(country: string): PhonePlan | undefined {
    const code = country.toUpperCase();
    if (plans.has(code)) return plans.get(code);
    let plan: PhonePlan | undefined;
    if (Object.hasOwn(json.countries, code)) {
      const metadata = new Metadata(json);
      metadata.selectNumberingPlan(code as CountryCode);
      const numbering = metadata.numberingPlan as unknown as Plan;
      const idd = numbering.IDDPrefix();
      idds.set(code, idd ? new RegExp(`^(?:${idd})`) : undefined);
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

  return {
    plan: planOf,
    parseNational(digits, country) {
      if (!planOf(country)) return undefined;
      // Digits dialled abroad ('011 7…' in the US) are another code's number: its part is needed.
      const idd = elsewhere && idds.get(country.toUpperCase())?.exec(digits)?.[0];
      const code = idd && digits[idd.length] !== '0' ? leadingCode(digits.slice(idd.length), elsewhere.callingCodes) : undefined;
      if (elsewhere && code && !known(code)) {
        elsewhere.ask(code);
        return undefined;
      }
      return parsePhoneNumberFromString(digits, country.toUpperCase() as CountryCode, json)?.nationalNumber;
    },
    countryOf(international) {
      const code = elsewhere && leadingCode(international, elsewhere.callingCodes);
      if (elsewhere && code && !known(code)) {
        elsewhere.ask(code);
        return elsewhere.callingCodes[code]?.[0];
      }
      const parsed = parsePhoneNumberFromString(`+${international}`, json);
      // A number that is not (yet) valid still belongs to its calling code's main country.
      return parsed ? (parsed.country ?? callingCodes[parsed.countryCallingCode]?.[0]) : undefined;
    },
  };
}
