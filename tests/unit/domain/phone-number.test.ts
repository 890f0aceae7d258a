// Reading typed and pasted phone numbers (src/domain/phone-number.ts) over every country of the
// snapshot, with libphonenumber-js's example mobile numbers (the examples are for tests only).
import fc from 'fast-check';
import { getExampleNumber, type CountryCode, type PhoneNumber } from 'libphonenumber-js/max';
import examples from 'libphonenumber-js/mobile/examples';
import { describe, expect, it } from 'vitest';
import snapshot from '../../../content-cache/backend/countries.json';
import { isMobileNumber, landlinePrefix, mobileProblem } from '../../../src/domain/phone-mobile.ts';
import { nationalProblem, phoneProblemMessage, phoneText, readPhone, type PhoneReading } from '../../../src/domain/phone-number.ts';
import type { PhoneCountry } from '../../../src/domain/phone-input.ts';
import { phoneRules } from '../../../src/lib/phone-rules.ts';

const all: PhoneCountry[] = snapshot.countries.filter((c) => c.phone_prefix).map((c) => ({ code: c.code.toLowerCase(), prefix: c.phone_prefix, mask: '' }));

interface Example {
  country: PhoneCountry;
  number: PhoneNumber;
  /** The national number posted with the snapshot's prefix (the rest after '1876' for Jamaica). */
  national: string;
}

const withExamples: Example[] = all.flatMap((country) => {
  const number = getExampleNumber(country.code.toUpperCase() as CountryCode, examples);
  if (!number) return [];
  const full = number.countryCallingCode + number.nationalNumber;
  return full.startsWith(country.prefix) ? [{ country, number, national: full.slice(country.prefix.length) }] : [];
});

const read = (text: string, country: PhoneCountry, fixed = true): PhoneReading => readPhone(text, country, { rules: phoneRules, fixed, countries: all });

/** The ways people write a number: what each should give. */
function writings({ number, country }: Example): Array<[string, string]> {
  const intl = number.formatInternational();
  const code = number.countryCallingCode;
  const nsn = number.nationalNumber;
  return [
    ['international with spaces', intl],
    ['E.164', number.number],
    ['international with dashes', intl.replace(/ /g, '-')],
    ['international in brackets', `(+${code}) ${nsn}`],
    ['00 instead of +', `00${code} ${nsn}`],
    ['national format', number.formatNational()],
    ['national digits', nsn],
    ['country code without +', `${code}${nsn}`],
    ['country code twice', `+${code} ${code} ${nsn}`],
    ['prefix then national, pasted', `${country.prefix}${(code + nsn).slice(country.prefix.length)}`],
  ];
}

describe('sender-flows §5 phone input', () => {
  it('has an example mobile number for almost every country of the snapshot', () => {
    expect(all.length).toBeGreaterThan(200);
    expect(withExamples.length).toBeGreaterThan(all.length - 5);
  });

  it('posts one prefix and one national number for every country of the snapshot, however the example is written', () => {
    const wrong: string[] = [];
    const unread: string[] = [];
    for (const example of withExamples) {
      for (const [how, text] of writings(example)) {
        const reading = read(text, example.country);
        if (reading.problem === null && (reading.national !== example.national || reading.country.prefix !== example.country.prefix)) {
          wrong.push(`${example.country.code} ${how} ${text} → +${reading.country.prefix} ${reading.national}`);
        }
        if (reading.problem !== null) unread.push(`${example.country.code} ${how} ${text}: ${reading.problem}`);
      }
    }
    // Never a wrong pair without a word: either right, or the field says why.
    expect(wrong).toEqual([]);
    // And the usual writings are understood everywhere.
    expect(unread.filter((line) => !/national format|country code without \+|country code twice/.test(line))).toEqual([]);
    expect(unread.length).toBeLessThan(withExamples.length / 10);
  });

  it.each([
    ['+63 917 123 4567', '9171234567'],
    ['+639171234567', '9171234567'],
    ['639171234567', '9171234567'],
    ['63 917 123 4567', '9171234567'],
    ['0917-123-4567', '9171234567'],
    ['(0917) 123 4567', '9171234567'],
    ['+63 63 917 123 4567', '9171234567'],
    ['0063 917 123 4567', '9171234567'],
    ['917 123 4567', '9171234567'],
  ])('reads %j in the Philippine send form as +63 %s', (text, national) => {
    const ph = all.find((c) => c.code === 'ph')!;
    expect(read(text, ph)).toEqual({ country: ph, national, problem: null });
  });

  it.each([
    ['917 123 456', 'too-short'],
    ['917 123 45678', 'too-long'],
    ['+44 7700 900125', 'other-country'],
    ['+1 202 555 0123', 'other-country'],
  ] as const)('says why %j is not a Philippine mobile number: %s', (text, problem) => {
    expect(
      read(
        text,
        all.find((c) => c.code === 'ph')!,
      ).problem,
    ).toBe(problem);
  });

  it("reads a North American number with the backend's area-code prefix (+1876 Jamaica)", () => {
    const jm = all.find((c) => c.code === 'jm')!;
    expect(jm.prefix).toBe('1876');
    expect(read('+1 876 210 1234', jm)).toEqual({ country: jm, national: '2101234', problem: null });
    expect(read('(876) 210-1234', jm)).toEqual({ country: jm, national: '2101234', problem: null });
    expect(nationalProblem(phoneRules, 'JM', '2101234', '1876')).toBeNull();
  });

  it('leaves a number being typed alone until it is complete', () => {
    const ph = all.find((c) => c.code === 'ph')!;
    // '63…' could be the start of the country code: nothing comes off while it is too short.
    for (const partial of ['6', '63', '639', '63917', '6391712345']) expect(read(partial, ph).national).toBe(partial.length === 10 ? '6391712345' : partial);
    expect(read('6391712345', ph).problem).not.toBeNull();
  });

  it('keeps what was typed when the rules are not loaded yet (the server checks it)', () => {
    const gb = all.find((c) => c.code === 'gb')!;
    expect(readPhone('+63 917 123 4567', gb, { rules: null, fixed: false, countries: all })).toMatchObject({ national: '9171234567', problem: null, country: { code: 'ph' } });
    expect(readPhone('7700 900125', gb, { rules: null, fixed: false, countries: all })).toEqual({ country: gb, national: '7700900125', problem: null });
  });

  it('names the length in its message', () => {
    expect(phoneProblemMessage('too-short', '44', phoneRules.plan('GB'))).toEqual({ key: 'validation::phone.short', params: { prefix: '44', digits: '10' } });
    expect(phoneProblemMessage('too-long', '49', phoneRules.plan('DE'))).toEqual({ key: 'validation::phone.long', params: { prefix: '49', digits: '10–11' } });
  });

  it('property: any writing of an example (separators anywhere, +, 00, a repeated code) is right or says why', () => {
    const separators = fc.constantFrom('', ' ', '-', '.', '(', ')', '  ');
    fc.assert(
      fc.property(fc.constantFrom(...withExamples), fc.constantFrom('plus', '00', 'code', 'twice', 'none'), fc.array(separators, { minLength: 20, maxLength: 20 }), (example, lead, seps) => {
        const code = example.number.countryCallingCode;
        const nsn = example.number.nationalNumber;
        const digits = { plus: `+${code}${nsn}`, '00': `00${code}${nsn}`, code: `${code}${nsn}`, twice: `+${code}${code}${nsn}`, none: nsn }[lead];
        const text = [...digits].map((ch, i) => ch + (seps[i] ?? '')).join('');
        const reading = read(text, example.country);
        if (reading.problem === null) expect(reading.national).toBe(example.national);
        expect(reading.national).toMatch(/^\d{0,16}$/);
        if (lead === 'plus' || lead === '00') expect(reading.problem).toBeNull();
      }),
      { numRuns: 300 },
    );
  });

  it('property: any text gives digits only, at most 16, and never throws', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), fc.constantFrom(...all), fc.boolean(), (text, country, fixed) => {
        const reading = read(text, country, fixed);
        expect(reading.national).toMatch(/^\d{0,16}$/);
        expect(phoneText(text).digits.length).toBeLessThanOrEqual(16);
      }),
      { numRuns: 300 },
    );
  });
});

describe('public-site §5 invite phone', () => {
  const gb = all.find((c) => c.code === 'gb')!;

  it.each([
    ['+44 7700 900125', 'gb', '7700900125'],
    ['7700 900125', 'gb', '7700900125'],
    ['07700 900125', 'gb', '7700900125'],
    ['447700900125', 'gb', '7700900125'],
    ['+63 917 123 4567', 'ph', '9171234567'],
    ['+971 50 123 4567', 'ae', '501234567'],
    ['+1 876 210 1234', 'jm', '2101234'],
  ])('reads %j as %s %s (the picker follows a pasted international number)', (text, country, national) => {
    const reading = read(text, gb, false);
    expect(reading).toMatchObject({ country: { code: country }, national, problem: null });
  });

  it('a field holding the whole number reads digits of another country as that country (SMS notice, invite friends)', () => {
    const options = { rules: phoneRules, fixed: false, countries: all, combined: true };
    expect(readPhone('639171234567', gb, options)).toMatchObject({ country: { code: 'ph' }, national: '9171234567', problem: null });
    expect(readPhone('447700900125', gb, options)).toMatchObject({ country: { code: 'gb' }, national: '7700900125', problem: null });
    // Not on a mere possible length: '15112345678' is no mobile number of +1, it stays too long for +44.
    expect(readPhone('15112345678', gb, options)).toMatchObject({ country: { code: 'gb' }, problem: 'too-long' });
    // Where the prefix is a separate field, the same digits are too long for the chosen country.
    expect(readPhone('639171234567', gb, { ...options, combined: false }).problem).toBe('too-long');
  });

  it("a number of a country that shares the chosen one's code goes to its own country (+262: Mayotte chosen, a Réunion mobile)", () => {
    const yt = all.find((c) => c.code === 'yt')!;
    expect(read('+262 692 12 34 56', yt, false)).toMatchObject({ country: { code: 're' }, national: '692123456', problem: null });
    expect(read('+262 692 12 34 56', yt, true)).toMatchObject({ problem: 'other-country' });
    expect(read('+262 639 01 23 45', yt, false)).toMatchObject({ country: { code: 'yt' }, problem: null });
  });

  it('refuses "+44 7700": too short for a British mobile number', () => {
    expect(read('+44 7700', gb, false)).toMatchObject({ national: '7700', problem: 'too-short' });
  });

  it('reads every example written internationally from any starting country', () => {
    fc.assert(
      fc.property(fc.constantFrom(...withExamples), fc.constantFrom(...all), (example, start) => {
        const reading = read(example.number.formatInternational(), start, false);
        expect(reading.problem).toBeNull();
        expect(reading.country.prefix + reading.national).toBe(example.number.countryCallingCode + example.number.nationalNumber);
      }),
      { numRuns: 300 },
    );
  });
});

describe('public-site §4 invite and sender-flows §1 invite friends: an invitation goes by SMS, to a mobile number', () => {
  it.each([
    // [country, national number, problem]
    ['GB', '2079460958', 'not-mobile'], // the QA reproduction: a London landline
    ['GB', '1614960000', 'not-mobile'], // Manchester
    ['GB', '7400123456', null],
    ['GB', '7700900125', null], // Ofcom's drama range, the sandbox's test numbers
    ['GB', '7700900999', null],
    ['GB', '7700', 'too-short'], // the length comes first
    ['DE', '3012345678', 'not-mobile'], // Berlin
    ['DE', '15112345678', null],
    ['FR', '142685300', 'not-mobile'], // Paris
    ['FR', '612345678', null],
    ['PH', '9171234567', null],
    ['US', '2025550102', null], // the plan cannot tell a US mobile from a landline: yes
  ] as const)('%s %s: %s', (country, national, problem) => {
    expect(mobileProblem(phoneRules, country, national)).toBe(problem);
    if (problem === null || problem === 'not-mobile') expect(isMobileNumber(phoneRules, country, national)).toBe(problem === null);
  });

  it("every country's example mobile number is a mobile number", () => {
    for (const { country, national } of withExamples) expect(mobileProblem(phoneRules, country.code, national, country.prefix), `${country.code} ${national}`).toBeNull();
  });

  it('a landline read any way is still a landline; the phone reading itself keeps taking it (send form, request payer)', () => {
    const gb = all.find((c) => c.code === 'gb')!;
    for (const typed of ['020 7946 0958', '+44 20 7946 0958', '2079460958', '0044 20 7946 0958']) {
      const reading = readPhone(typed, gb, { rules: phoneRules, fixed: false, countries: all });
      expect(reading, typed).toMatchObject({ country: { code: 'gb' }, national: '2079460958', problem: null });
      expect(isMobileNumber(phoneRules, reading.country.code, reading.national, reading.country.prefix), typed).toBe(false);
    }
  });

  it.each([
    // [whole international number, the prefix of a landline or null]
    ['442079460958', '44'],
    ['493012345678', '49'],
    ['447700900123', null], // a mobile number
    ['447700', null], // too short: the plan's message, not this one
    ['12025550102', null],
  ] as const)('landlinePrefix(%s): %s', (international, prefix) => expect(landlinePrefix(phoneRules, international)).toBe(prefix));
});
