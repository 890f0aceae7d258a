import { useMemo, useState } from 'react';
import type { SearchableCountry } from '../../domain/country-search.ts';
import { PHONE_COUNTRIES, phoneCountry } from '../../domain/phone-countries.ts';
import { EXCLUDED_PHONE_COUNTRIES, offeredCountries, phoneDigits, splitInternational, PHONE_COUNTRY_FIELD, PHONE_PREFIX_FIELD, type PhoneCountry } from '../../domain/phone-input.ts';
import type { InputProps } from './field-context.ts';

const FALLBACK_COUNTRY = 'gb';

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
 * The country and national number of a phone field. With the companions phone_prefix/phone_country
 * on the form (sender-flows §3 Phone fields) the field holds the national number and the choice
 * goes to them, and a phone_country value fixes the country (the recipient's country of a send
 * form); otherwise the field holds the full international digits.
 */
export function usePhoneCountry({ field, value, values, setOther, onValue, behaviour, serverValue }: InputProps) {
  const options = behaviour.phone ?? {};
  const list = options.countries ?? PHONE_COUNTRIES;
  const combined = !(PHONE_COUNTRY_FIELD in values) && !(PHONE_PREFIX_FIELD in values);
  const given = combined ? undefined : phoneCountry(values[PHONE_COUNTRY_FIELD]) ?? list.find((c) => c.prefix === values[PHONE_PREFIX_FIELD]);
  const [chosen, setChosen] = useState<PhoneCountry>(() => phoneCountry(options.fixed ?? options.initial) ?? phoneCountry(FALLBACK_COUNTRY) ?? list[0]!);
  // Fixed by the server's phone_country, not by the user's own choice written there.
  const fixedCode = options.fixed ?? (combined ? undefined : serverValue(PHONE_COUNTRY_FIELD) || undefined);
  const fixed = field.type === 'phone_strict' || Boolean(fixedCode);

  let country = given ?? chosen;
  let national = phoneDigits(value);
  if (combined && national) {
    // The chosen country wins over the main country of a shared code (+1 Canada stays Canada).
    const split = national.startsWith(chosen.prefix) ? { country: chosen, national: national.slice(chosen.prefix.length) } : splitInternational(national, list);
    if (split) ({ country, national } = split);
  }
  const name = useMemo(() => namer(behaviour.lang), [behaviour.lang]);
  const pickerCountries = useMemo<SearchableCountry[]>(() => offeredCountries(list, options.excluded ?? EXCLUDED_PHONE_COUNTRIES, fixedCode)
    .map((c) => ({ code_a2: c.code.toUpperCase(), name: name(c.code), phone_prefix: c.prefix, synonym: '', alias: '', currencies: [] }))
    .sort((a, b) => a.name.localeCompare(b.name, behaviour.lang)), [list, options.excluded, fixedCode, name, behaviour.lang]);

  const write = (target: PhoneCountry, digits: string) => onValue(combined ? (digits ? target.prefix + digits : '') : digits);
  return {
    country,
    national,
    combined,
    fixed,
    countryName: name(country.code),
    pickerCountries,
    setNational: (digits: string) => write(country, digits),
    choose: (code: string) => {
      const next = phoneCountry(code) ?? country;
      setChosen(next);
      if (!combined) {
        if (PHONE_COUNTRY_FIELD in values) setOther(PHONE_COUNTRY_FIELD, next.code);
        if (PHONE_PREFIX_FIELD in values) setOther(PHONE_PREFIX_FIELD, next.prefix);
      }
      write(next, national);
    },
  };
}
