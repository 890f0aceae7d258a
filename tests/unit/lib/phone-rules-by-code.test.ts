import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PHONE_COUNTRIES } from '../../../src/domain/phone-countries.ts';
import type { PhoneRules } from '../../../src/domain/phone-number.ts';
import { phoneCallingCodes, phoneMetadataPart } from '../../../src/lib/phone-metadata.ts';
import { phoneRules as whole } from '../../../src/lib/phone-rules.ts';
import { metadataOfParts, phoneRulesOf } from '../../../src/lib/phone-rules-of.ts';

/** The rules the browser has once the parts of `codes` have arrived, and the codes they asked for. */
function rulesOf(...codes: string[]): { rules: PhoneRules; asked: string[] } {
  const parts = codes.map((code) => phoneMetadataPart(code)!);
  const asked: string[] = [];
  const rules = phoneRulesOf(metadataOfParts(parts), { callingCodes: parts[0]!.callingCodes, ask: (code) => asked.push(code) });
  return { rules, asked };
}

const digits = (max: number) => fc.stringMatching(new RegExp(`^\\d{0,${max}}$`));
// What a phone field hands the rules: national digits as typed, with a trunk prefix, an international
// prefix or the calling code in front, or the code twice.
const typedFor = (code: string) => fc.tuple(fc.constantFrom('', '0', '00', '8', code, `${code}${code}`, `0${code}`), digits(14)).map(([lead, rest]) => lead + rest);

describe('sender-flows §5 the phone rules of one calling code answer as the whole metadata does', () => {
  it('every country of the phone table has a part, by the calling code the table gives it', () => {
    const codes = new Set(phoneCallingCodes());
    for (const country of PHONE_COUNTRIES) {
      const plan = whole.plan(country.code);
      if (!plan) continue;
      expect(plan.prefix, country.code).toBe(country.prefix);
      expect(codes.has(country.prefix), country.code).toBe(true);
    }
  });

  it('plan, parseNational and countryOf, for every country of the phone table (property)', () => {
    for (const country of PHONE_COUNTRIES) {
      const { rules, asked } = rulesOf(country.prefix);
      expect(rules.plan(country.code), country.code).toEqual(whole.plan(country.code));
      expect(rules.plan(country.code.toUpperCase()), country.code).toEqual(whole.plan(country.code));
      fc.assert(
        fc.property(typedFor(country.prefix), (typed) => {
          asked.length = 0;
          const national = rules.parseNational(typed, country.code);
          // Digits dialled abroad name another code: until its part is in, no answer, and that part is asked for.
          if (asked.length) {
            expect(national).toBeUndefined();
            expect(whole.parseNational(typed, country.code)).toBe(rulesOf(country.prefix, ...asked).rules.parseNational(typed, country.code));
          } else expect(national).toBe(whole.parseNational(typed, country.code));
          expect(rules.countryOf(country.prefix + typed)).toBe(whole.countryOf(country.prefix + typed));
        }),
        { numRuns: 60 },
      );
    }
  });

  it('names a number of a calling code not yet in by its main country and asks for that code; once in, answers as the whole', () => {
    fc.assert(
      fc.property(fc.constantFrom(...PHONE_COUNTRIES), fc.constantFrom(...PHONE_COUNTRIES), digits(12), (own, other, rest) => {
        fc.pre(own.prefix !== other.prefix);
        const international = other.prefix + rest;
        const { rules, asked } = rulesOf(own.prefix);
        const main = phoneMetadataPart(other.prefix)!.callingCodes[other.prefix]?.[0];
        expect(rules.countryOf(international)).toBe(main);
        expect(asked).toEqual([other.prefix]);
        const both = rulesOf(own.prefix, other.prefix);
        expect(both.rules.countryOf(international)).toBe(whole.countryOf(international));
        const national = both.rules.parseNational(rest, other.code);
        if (both.asked.length) expect(rulesOf(own.prefix, other.prefix, ...both.asked).rules.parseNational(rest, other.code)).toBe(whole.parseNational(rest, other.code));
        else expect(national).toBe(whole.parseNational(rest, other.code));
        expect(both.rules.plan(own.code)).toEqual(whole.plan(own.code));
      }),
      { numRuns: 500 },
    );
  });

  it('a part holds its calling code only: other countries have no plan until theirs arrives', () => {
    const { rules } = rulesOf('63');
    expect(rules.plan('PH')).toEqual(whole.plan('PH'));
    expect(rules.plan('GB')).toBeUndefined();
    expect(rules.parseNational('07700900123', 'GB')).toBeUndefined();
  });
});
