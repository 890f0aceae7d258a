import { useEffect, useEffectEvent, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import type { SearchableCountry } from '../../domain/country-search.ts';
import { PHONE_COUNTRIES, phoneCountry } from '../../domain/phone-countries.ts';
import {
  EXCLUDED_PHONE_COUNTRIES,
  applyMask,
  nationalLimit,
  offeredCountries,
  phoneDigits,
  splitInternational,
  PHONE_COUNTRY_FIELD,
  PHONE_PREFIX_FIELD,
  type PhoneCountry,
} from '../../domain/phone-input.ts';
import { phoneText, readPhone, type PhoneRules } from '../../domain/phone-number.ts';
import { loadPhoneRulesOf, onPhoneRules, phoneRulesKnow, phoneRulesNow } from '../../lib/phone-rules-by-code.ts';
import type { InputProps } from './field-context.ts';

const FALLBACK_COUNTRY = 'gb';
/** What the box takes: a pasted number with its spaces, brackets and dashes fits. */
const TEXT_MAX = 32;

/** Country names in the page language (the platform's own table: nothing to ship). */
function namer(lang: string): (code: string) => string {
  try {
    const names = new Intl.DisplayNames([lang, 'en'], { type: 'region' });
    return (code) => names.of(code.toUpperCase()) ?? code.toUpperCase();
  } catch {
    return (code) => code.toUpperCase();
  }
}

/**
 * The form's prefix wins where it says more than the calling code: the backend gives countries of the
 * North American plan prefixes with their area code ('1876' Jamaica), the national number is the rest.
 */
function withPrefix(country: PhoneCountry | undefined, prefix: string | undefined): PhoneCountry | undefined {
  return country && prefix && prefix.length > country.prefix.length && prefix.startsWith(country.prefix) ? { ...country, prefix } : country;
}

/** A country's calling code, not a prefix with an area code ('1876'). */
function callingCode(country: PhoneCountry): string {
  return phoneCountry(country.code)?.prefix ?? country.prefix;
}

/**
 * The phone rules (libphonenumber-js metadata) with the calling code of the field's country, loaded
 * when the field first shows or moves to another code; null until they are in. New rules (another
 * code's part, asked for by a number of that code) come through as they arrive.
 */
function usePhoneRules(code: string): PhoneRules | null {
  const rules = useSyncExternalStore(onPhoneRules, phoneRulesNow, phoneRulesNow);
  useEffect(() => {
    // Offline or a failed fetch: the field keeps digits as typed and the server checks them.
    loadPhoneRulesOf(code).catch(() => {});
  }, [code]);
  return rules && phoneRulesKnow(code) ? rules : null;
}

/**
 * The country and national number of a phone field. With the companions phone_prefix/phone_country
 * on the form (sender-flows §3 Phone fields) the field holds the national number and the choice
 * goes to them, and a phone_country value fixes the country (the recipient's country of a send
 * form); otherwise the field holds the full international digits. What is typed or pasted is read
 * by src/domain/phone-number.ts: '+63 917 123 4567' in a +63 field keeps 9171234567, a number of
 * another country switches the picker (or is an error where the country is fixed).
 */
export function usePhoneCountry({ field, value, values, setOther, onValue, behaviour, serverValue }: InputProps) {
  const options = behaviour.phone ?? {};
  const list = options.countries ?? PHONE_COUNTRIES;
  const combined = !(PHONE_COUNTRY_FIELD in values) && !(PHONE_PREFIX_FIELD in values);
  const given = combined ? undefined : withPrefix(phoneCountry(values[PHONE_COUNTRY_FIELD]) ?? list.find((c) => c.prefix === values[PHONE_PREFIX_FIELD]), values[PHONE_PREFIX_FIELD]);
  const [chosen, setChosen] = useState<PhoneCountry>(() => phoneCountry(options.fixed ?? options.initial) ?? phoneCountry(FALLBACK_COUNTRY) ?? list[0]!);
  // Fixed by the server's phone_country, not by the user's own choice written there.
  const fixedCode = options.fixed ?? (combined ? undefined : serverValue(PHONE_COUNTRY_FIELD) || undefined);
  const fixed = field.type === 'phone_strict' || Boolean(fixedCode);
  // An international number being typed ('+44 77…') is shown as typed until the field is left.
  const [draft, setDraft] = useState<string | null>(null);
  const typed = useRef('');
  // Whether the last reading lacked the metadata of its country's calling code.
  const stale = useRef(true);
  // Whether the last reading was a number of another country where the country is fixed: it stays
  // as typed ('+44 7700 900125'), not put in this country's mask, while its message says why.
  const foreign = useRef(false);

  let country = given ?? chosen;
  let national = phoneDigits(value);
  if (combined && national) {
    // The chosen country wins over the main country of a shared code (+1 Canada stays Canada).
    const split = national.startsWith(chosen.prefix) ? { country: chosen, national: national.slice(chosen.prefix.length) } : splitInternational(national, list);
    if (split) ({ country, national } = split);
  }
  const rules = usePhoneRules(callingCode(country));
  const name = useMemo(() => namer(behaviour.lang), [behaviour.lang]);
  const pickerCountries = useMemo<SearchableCountry[]>(
    () =>
      offeredCountries(list, options.excluded ?? EXCLUDED_PHONE_COUNTRIES, fixedCode)
        .map((c) => ({ code_a2: c.code.toUpperCase(), name: name(c.code), phone_prefix: c.prefix, synonym: '', alias: '', currencies: [] }))
        .sort((a, b) => a.name.localeCompare(b.name, behaviour.lang)),
    [list, options.excluded, fixedCode, name, behaviour.lang],
  );

  const write = (target: PhoneCountry, digits: string) => onValue(combined ? (digits ? target.prefix + digits : '') : digits);
  const switchTo = (next: PhoneCountry) => {
    setChosen(next);
    if (!combined) {
      if (PHONE_COUNTRY_FIELD in values) setOther(PHONE_COUNTRY_FIELD, next.code);
      if (PHONE_PREFIX_FIELD in values) setOther(PHONE_PREFIX_FIELD, next.prefix);
    }
  };
  const read = (raw: string, using: PhoneRules | null) => {
    const text = raw.slice(0, TEXT_MAX);
    typed.current = text;
    // '+44 …' asks for +44's rules at once, beside the field's own: a submit waits for both, and the
    // number is then named a number of another country rather than a too long one of the field's.
    const { international, digits: typedDigits } = phoneText(text);
    const named = international ? splitInternational(typedDigits, list)?.country : undefined;
    if (named) loadPhoneRulesOf(callingCode(named)).catch(() => {});
    const reading = readPhone(text, country, { rules: using, fixed, countries: list, combined });
    foreign.current = reading.problem === 'other-country';
    stale.current = !using || !phoneRulesKnow(callingCode(reading.country));
    if (reading.country.code !== country.code) switchTo(reading.country);
    const limit = nationalLimit(reading.country.prefix, combined, field.maxLength);
    // Another country's number where the country is fixed stays as typed, for the check to name it.
    const digits = reading.problem === 'other-country' ? phoneText(text).digits : reading.national;
    write(reading.country, digits.slice(0, limit));
    // '+', '+6', '+44 7700…' stay as typed while they are not a whole number yet.
    setDraft(phoneText(text).international && (reading.problem !== null || reading.national === '' || !using) ? text : null);
  };

  // Rules that arrive after something was typed read it again (a pasted '+63…' or '63…').
  // Only a reading that lacked them: another code's arrival would write the same number again, and a
  // written number clears the field's error.
  const readAgain = useEffectEvent((arrived: NonNullable<typeof rules>) => {
    if (typed.current && stale.current) read(typed.current, arrived);
  });
  useEffect(() => {
    if (rules) readAgain(rules);
  }, [rules]);

  return {
    country,
    national,
    combined,
    fixed,
    /**
     * The rules the field is checked by once its calling code's are in, else null; a new value when
     * another code's part arrives (a number of that code is then named as another country's).
     */
    rules,
    countryName: name(country.code),
    pickerCountries,
    shown: draft ?? applyMask(national, country.mask),
    onText: (raw: string) => read(raw, rules),
    /** Leaving the field shows the number as it is kept. */
    settle: () => {
      if (draft !== null && rules && !foreign.current) setDraft(null);
    },
    choose: (code: string) => {
      const next = phoneCountry(code) ?? country;
      switchTo(next);
      typed.current = '';
      setDraft(null);
      write(next, national);
    },
  };
}
