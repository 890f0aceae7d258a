// The recipient's bank account (sender-flows §3 field type bank_account): an IBAN (ISO 13616) in
// the countries that use them, otherwise a national account number. The field's mask keeps letters
// and digits only, so a name or an address typed there would pass the server's pattern as a string
// of letters; this rule says so instead.
import type { Form } from './form.ts';
import { rule, type FieldRule } from './field-validation.ts';

/** The countries whose account numbers are IBANs (their two-letter codes, run together). */
const IBAN_COUNTRIES =
  'ADAEALATAZBABEBGBHBIBRBYCHCRCYCZDEDJDKDOEEEGESFIFKFOFRGBGEGIGLGRGTHNHRHUIEILIQISITJOKWKZLBLCLILTLULVLYMCMDMEMKMNMRMTMUNINLNOOMPKPLPSPTQARORSRUSASCSDSESISKSMSOSTSVTLTNTRUAVAVGXKYE';

const isIbanCountry = (code: string): boolean => IBAN_COUNTRIES.match(/../g)!.includes(code);

/** The rest of the rearranged IBAN divided by 97, letters read as 10 to 35: 1 when its check digits hold. */
function mod97(iban: string): number {
  let rest = 0;
  for (const ch of iban.slice(4) + iban.slice(0, 4)) {
    const n = parseInt(ch, 36);
    rest = (rest * (n > 9 ? 100 : 10) + n) % 97;
  }
  return rest;
}

/** Digits a national account number has at least (the shortest in use have 6). */
const MIN_ACCOUNT_DIGITS = 6;

/** Starts as an IBAN does: a country's two letters and two check digits. */
const IBAN_SHAPE = /^[A-Z]{2}\d{2}/;

/**
 * What is wrong with an account as typed (spaces and dashes ignored): an IBAN that does not add up,
 * words (a name or an address) where a number goes, or too few digits; null when it may be one.
 */
export function bankAccountProblem(raw: string): 'iban' | 'number' | 'short' | null {
  const value = raw.replace(/[\s-]/g, '').toUpperCase();
  if (IBAN_SHAPE.test(value) && isIbanCountry(value.slice(0, 2))) {
    return /^[A-Z0-9]{15,34}$/.test(value) && mod97(value) === 1 ? null : 'iban';
  }
  if (!IBAN_SHAPE.test(value) && /\p{L}{3}/u.test(value)) return 'number';
  return (value.match(/\d/g)?.length ?? 0) >= MIN_ACCOUNT_DIGITS ? null : 'short';
}

/** The rule of each bank account field of a form, by field name (the forms engine's `fieldRules`). */
export function bankAccountRules(form: Pick<Form, 'fields'>): Record<string, FieldRule> {
  const check: FieldRule = (value) => {
    const problem = bankAccountProblem(value);
    return problem ? rule(`validation::account.${problem}`) : null;
  };
  return Object.fromEntries(form.fields.filter((f) => f.type === 'bank_account').map((f) => [f.name, check]));
}
