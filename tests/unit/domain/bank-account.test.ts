import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { bankAccountProblem, bankAccountRules } from '../../../src/domain/bank-account.ts';
import { checkField } from '../../../src/domain/field-validation.ts';
import { loadReference } from '../../../scripts/sandbox/reference.ts';
import { resolveLane } from '../../../scripts/sandbox/money/pricing.ts';
import { sendForm } from '../../../scripts/sandbox/money/forms.ts';
import { englishTexts } from '../../../scripts/sandbox/texts.ts';

/** IBANs whose check digits hold (the registry's examples). */
const VALID = ['GB29NWBK60161331926819', 'DE89370400440532013000', 'FR1420041010050500013M02606', 'ES9121000418450200051332', 'MT84MALT011000012345MTLCAST001S', 'PL61109010140000071219812874'];

describe('sender-flows §3 field type bank_account: an IBAN or an account number', () => {
  it.each([
    ...VALID.map((iban) => [iban, null] as const),
    ['GB29 NWBK 6016 1331 9268 19', null],
    ['gb29-nwbk-6016-1331-9268-19', null],
    ['GB28NWBK60161331926819', 'iban'],
    ['GB29NWBK6016133192681', 'iban'],
    ['DE89', 'iban'],
    // Not an IBAN country: a national number, letters allowed as long as it has its digits.
    ['PH12BANK000123456789', null],
    ['000123456789', null],
    ['1234 5678', null],
    ['12345', 'short'],
    ['12-34', 'short'],
    ['12 Rizal St, Manila', 'number'],
    ['123456 Main Street', 'number'],
    ['12RIZALSTMANILA', 'number'],
    ['Maria Santos', 'number'],
    ['Мария Сантос', 'number'],
  ] as const)('%s: %s', (value, problem) => expect(bankAccountProblem(value)).toBe(problem));

  it('any one digit of a valid IBAN changed no longer adds up (mod 97)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...VALID), fc.nat(), fc.integer({ min: 1, max: 9 }), (iban, at, shift) => {
        const digits = [...iban].flatMap((ch, i) => (i >= 2 && /\d/.test(ch) ? [i] : []));
        const i = digits[at % digits.length]!;
        const changed = iban.slice(0, i) + String((Number(iban[i]) + shift) % 10) + iban.slice(i + 1);
        expect(bankAccountProblem(changed)).toBe('iban');
      }),
    );
  });

  it("checks the sandbox's real bank account fields (by name, with their own message) and no other field", () => {
    const lane = resolveLane(loadReference(), 'gb', 'ph', null, null);
    const forms = lane.corridor.deliveryMethods.map((deliveryMethod) =>
      sendForm({ lane, deliveryMethod, fromAmount: '100.00', toAmount: '5000.00', keepAmount: 'from', actualTill: '2026-11-25T06:00:00Z' }, englishTexts),
    );
    const bank = forms.find((f) => f.fields.some((x) => x.type === 'bank_account'))!;
    const rules = bankAccountRules(bank);
    const account = bank.fields.find((f) => f.type === 'bank_account')!;
    expect(Object.keys(rules)).toEqual([account.name]);
    expect(checkField(account, '12 Rizal St, Manila', { fieldRules: rules })).toEqual({ kind: 'rule', key: 'validation::account.number' });
    expect(checkField(account, 'GB29 NWBK 6016 1331 9268 19', { fieldRules: rules })).toBeNull();
    for (const form of forms.filter((f) => f !== bank)) expect(Object.keys(bankAccountRules(form))).toEqual([]);
  });
});
