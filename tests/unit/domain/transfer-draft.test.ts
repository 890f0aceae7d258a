import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { form as formSchema } from '../../../src/api/schemas/form.ts';
import { corridorFromForm } from '../../../src/domain/send-corridor.ts';
import { draftBelongsTo, draftCorridor, draftFormValues, draftOf, keepsInDraft, looksLikeCardNumber, parseDraft } from '../../../src/domain/transfer-draft.ts';
import { loadReference } from '../../../scripts/sandbox/reference.ts';
import { resolveLane } from '../../../scripts/sandbox/money/pricing.ts';
import { payForm, sendForm } from '../../../scripts/sandbox/money/forms.ts';
import { englishTexts } from '../../../scripts/sandbox/texts.ts';

/** The sandbox's send forms over the snapshot's real corridors, one per delivery method. */
const ref = loadReference();
const formsOf = (from: string, to: string, toCurrency: number | null) => {
  const lane = resolveLane(ref, from, to, null, toCurrency);
  return lane.corridor.deliveryMethods.map((deliveryMethod) =>
    sendForm({ lane, deliveryMethod, fromAmount: '100.00', toAmount: '5000.00', keepAmount: 'from', actualTill: '2026-11-25T06:00:00Z' }, englishTexts),
  );
};
// Every 4th corridor of the snapshot: all delivery methods and account field types, bounded time.
const sendForms = ref.corridors.filter((_, i) => i % 4 === 0).flatMap((c) => formsOf(c.from.toLowerCase(), c.to.toLowerCase(), c.toCurrency));

describe("sender-flows §4 Form, §8 HTTP 403 on a submit: the send form's draft", () => {
  it.each([
    ['4242424242424242', true],
    ['4242 4242 4242 4242', true],
    ['4000-0000-0000-0002', true],
    ['5555555555554444', true],
    ['4242424242424241', false],
    ['PH12BANK000123456789', false],
    ['9171234567', false],
    ['123456789012', false],
  ] as const)('%s looks like a card number: %s', (value, card) => expect(looksLikeCardNumber(value)).toBe(card));

  it.each([
    [{ name: 'to_name', type: 'text' }, 'Maria', true],
    [{ name: 'to_account', type: 'bank_account' }, 'PH12BANK000123456789', true],
    [{ name: 'to_account', type: 'pan' }, '4242424242424242', false],
    [{ name: 'to_account', type: 'bank_account' }, '4242424242424242', false],
    [{ name: 'pan', type: 'text' }, '4242', false],
    [{ name: 'cvv', type: 'cvv' }, '123', false],
    [{ name: 'exp_date', type: 'exp_date' }, '12/30', false],
    [{ name: 'password', type: 'password' }, 'secret1', false],
    [{ name: 'otp', type: 'text', nonRepeatable: true }, '123456', false],
    [{ name: 'pay_promo_code', type: 'text' }, '', false],
  ] as const)('%j = %s is kept: %s', (field, value, kept) => expect(keepsInDraft(field, value)).toBe(kept));

  it("keeps the typed recipient and the corridor's hidden values, reopens the same corridor and amount", () => {
    const form = formsOf('gb', 'ph', null).find((f) => f.fields.some((x) => x.name === 'to_account' && x.type === 'bank_account'))!;
    const values: Record<string, string> = {
      ...Object.fromEntries(form.fields.map((f) => [f.name, f.value])),
      to_name: 'Maria',
      to_name_f: 'Santos',
      to_account: 'PH12BANK000123456789',
      phone_number: '9171234567',
      from_amount: '123.45',
    };
    const draft = draftOf(form, values, 1);
    expect(draft.values).toMatchObject({ to_name: 'Maria', to_account: 'PH12BANK000123456789', from_amount: '123.45', keepAmount: 'from' });
    expect(draftCorridor(draft, null)).toMatchObject({ kind: 'send', from: 'gb', to: 'ph', amount: '123.45', isFrom: true, deliveryMethod: values['deliveryMethod'] });
    // A corridor route of another pair keeps its own corridor; the same pair takes the draft's.
    expect(draftCorridor(draft, { kind: 'send', from: 'gb', to: 'in' })).toBeNull();
    expect(draftCorridor(draft, { kind: 'send', from: 'gb', to: 'ph' })).not.toBeNull();
    // What a link of the same pair names itself wins: its amount (on its own side), its payout currency (without the draft's method).
    const method = values['deliveryMethod'];
    const toCurrId = Number(values['toCurrId']);
    expect(draftCorridor(draft, { kind: 'send', from: 'gb', to: 'ph', amount: '40.00' })).toMatchObject({ amount: '40.00', isFrom: undefined, toCurrId, deliveryMethod: method });
    expect(draftCorridor(draft, { kind: 'send', from: 'gb', to: 'ph', amount: '900', isFrom: false })).toMatchObject({ amount: '900', isFrom: false });
    expect(draftCorridor(draft, { kind: 'send', from: 'gb', to: 'ph', toCurrId })).toMatchObject({ amount: '123.45', isFrom: true, deliveryMethod: method });
    const otherCurrency = draftCorridor(draft, { kind: 'send', from: 'gb', to: 'ph', toCurrId: toCurrId + 1 });
    expect(otherCurrency).toMatchObject({ toCurrId: toCurrId + 1, amount: '123.45' });
    expect(otherCurrency).not.toHaveProperty('deliveryMethod');
    expect(draftCorridor(draft, { kind: 'send', from: 'gb', to: 'ph', deliveryMethod: 'CASH' })).toMatchObject({ amount: '123.45', deliveryMethod: 'CASH' });
    // Back into the form go the fields the sender fills, not the hidden ones.
    const back = draftFormValues(draft, form);
    expect(back).toMatchObject({ to_name: 'Maria', to_name_f: 'Santos', phone_number: '9171234567' });
    expect(Object.keys(back).some((name) => form.fields.find((f) => f.name === name)?.type === 'hidden')).toBe(false);
  });

  it("puts a value back only into the field it was typed in, not another delivery method's field of that name", () => {
    const forms = formsOf('gb', 'ph', null);
    const bank = forms.find((f) => f.fields.some((x) => x.name === 'to_account' && x.type === 'bank_account'))!;
    const home = forms.find((f) => f.fields.some((x) => x.name === 'to_account' && x.type === 'autocomplete_address'))!;
    const values = { ...Object.fromEntries(bank.fields.map((f) => [f.name, f.value])), to_name: 'Ana', to_account: 'GB29 NWBK 6016 1331 9268 19' };
    const draft = parseDraft(JSON.stringify(draftOf(bank, values, 1)))!;
    expect(draftFormValues(draft, home)).not.toHaveProperty('to_account');
    expect(draftFormValues(draft, home)).toMatchObject({ to_name: 'Ana' });
    expect(draftFormValues(draft, bank)).toMatchObject({ to_name: 'Ana', to_account: 'GB29 NWBK 6016 1331 9268 19' });
    // A draft saved before fields were told apart matches by name, as it did.
    expect(draftFormValues({ action: draft.action, ballId: 1, values: draft.values }, bank)).toMatchObject({ to_account: 'GB29 NWBK 6016 1331 9268 19' });
  });

  it('is restored only for the sender who made it', () => {
    const draft = { action: '/api/send/gb/ph', ballId: 1, values: {} };
    expect(draftBelongsTo(draft, 1)).toBe(true);
    expect(draftBelongsTo(draft, 2)).toBe(false);
    expect(draftBelongsTo(draft, null)).toBe(false);
    expect(draftBelongsTo({ ...draft, ballId: null }, 7)).toBe(true);
  });

  it.each([null, '', 'not json', '[]', '{"action":1,"values":{}}', '{"action":"/api/send/gb/ph"}'])('%j is no draft', (text) => expect(parseDraft(text)).toBeNull());

  it('reading a stored draft drops card data written by anyone', () => {
    const text = JSON.stringify({ action: '/api/send/gb/ph', ballId: 3, values: { to_name: 'Maria', pan: '4242', cvv: '123', note: '4242 4242 4242 4242', n: 5 } });
    expect(parseDraft(text)).toEqual({ action: '/api/send/gb/ph', ballId: 3, values: { to_name: 'Maria' } });
  });

  it('the pay form (card number, expiry, cvv) leaves no card data in a draft', () => {
    const pay = payForm(9, [], englishTexts);
    const draft = draftOf(pay, { paymentId: '9', pan: '4242424242424242', exp_date: '12/30', cvv: '123', save_card: 'on' }, 1);
    expect(draft.values).toEqual({ paymentId: '9', save_card: 'on' });
  });

  it(`property over ${sendForms.length} real send forms: no card data in the draft, it survives storage, and reopens its corridor`, () => {
    const cardNumber = fc.constantFrom('4242424242424242', '5555 5555 5555 4444', '4000000000000002', '4000-0000-0000-3220');
    const text = fc.oneof(fc.string({ maxLength: 30 }), cardNumber, fc.stringMatching(/^[A-Z0-9 ]{0,24}$/));
    fc.assert(
      fc.property(fc.constantFrom(...sendForms), fc.dictionary(fc.constantFrom('to_name', 'to_name_f', 'to_account', 'phone_number', 'pay_promo_code', 'invite_code'), text), (form, typed) => {
        const values = { ...Object.fromEntries(form.fields.map((f) => [f.name, f.value])), ...typed };
        const draft = draftOf(form, values, 5);
        for (const [name, value] of Object.entries(draft.values)) {
          const field = form.fields.find((f) => f.name === name)!;
          expect(['pan', 'cvv', 'exp_date', 'password']).not.toContain(field.type);
          expect(looksLikeCardNumber(value)).toBe(false);
          expect(value.trim()).not.toBe('');
        }
        expect(parseDraft(JSON.stringify(draft))).toEqual(draft);
        expect(draftCorridor(draft, null)).toMatchObject(corridorFromForm(form.action, values) ?? {});
      }),
      { numRuns: 150 },
    );
  });

  it("the forms are the contract's", () => {
    expect(sendForms.length).toBeGreaterThan(100);
    for (const f of sendForms.slice(0, 20)) expect(formSchema.safeParse(f).success).toBe(true);
  });
});
