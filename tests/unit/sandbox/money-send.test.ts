import { describe, expect, it } from 'vitest';
import type { UserScenario } from '../../../scripts/sandbox/catalogue.ts';
import { PROMO_CODE_NO_FEE } from '../../../scripts/sandbox/money/test-values.ts';
import { billHistory, errorCodeBody, errorList, normaliseErrors, pageData, submitAnswer } from '../../../src/api/schemas/index.ts';
import { signIn as signInAs, useSandbox, type Client } from './harness.ts';
import { calculator, draft, formPayload, RECIPIENT, submitSend } from './money-helpers.ts';

const sandbox = await useSandbox();
const signIn = (scenario: UserScenario): Promise<Client> => signInAs(sandbox, scenario);
const regular = await signIn('regular');

/** The shape-1 field errors of a refused submit. */
async function fieldErrors(tab: Client, path: string, values: Record<string, string>): Promise<Record<string, string>> {
  const answer = await submitSend(tab, path, values);
  expect(answer.status, answer.text).toBe(400);
  const list = errorList.parse(submitAnswer.parse(answer.json).validateResultErrors);
  return Object.fromEntries(list.map((e) => [e.errorCode, e.value]));
}

/** The pay page of a draft: what the sender is about to pay. */
const payPage = async (tab: Client, paymentId: number) => pageData.parse((await tab.page(`/auth/pay?paymentId=${paymentId}`)).json);

describe('sender-flows §7 send form POST /api/send/{from}/{to}', () => {
  it('makes a draft payment from the calculator’s own form and sends the sender on to pay it', async () => {
    const answer = await submitSend(regular, '/auth/send/gb/ph');
    expect(answer.status).toBe(200);
    const parsed = submitAnswer.parse(answer.json);
    expect(parsed.redirectTo).toMatch(/^\/auth\/pay\?paymentId=\d+$/);
    const page = await payPage(regular, Number(parsed.extra?.['paymentId']));
    expect(page.cheque).toMatchObject({ amountFrom: '100.00', amountFromCurrency: 'GBP', amountToCurrency: 'PHP', toCountry: { nameEn: 'Philippines' }, fromCountryId: 826, toCountryId: 608 });
    expect(page.extra).toMatchObject({ fee: '0.99', amountTo: '7651.63', status: null });
  });

  it('keeps the received amount when keepAmount is to, recomputing the send amount', async () => {
    const calc = await calculator(regular, '/auth/send/gb/ph?isFrom=false&amount=10000');
    const answer = await regular.request(calc.form!.action, { form: formPayload(calc.form!, RECIPIENT) });
    expect(answer.status, answer.text).toBe(200);
    const page = await payPage(regular, Number(submitAnswer.parse(answer.json).extra?.['paymentId']));
    expect(page.cheque?.amountFrom).toBe('130.70');
    expect(page.extra).toMatchObject({ amountTo: '10000.00', fee: '2.99' });
  });

  it('takes the promo code and an invite code of another sender', async () => {
    const id = await draft(regular, '150.00', { pay_promo_code: PROMO_CODE_NO_FEE.toLowerCase(), invite_code: 'INV1001' });
    expect((await payPage(regular, id)).extra).toMatchObject({ fee: '0.00' });
  });

  it('gives a first transfer the bonus rate and no fee', async () => {
    const newcomer = await signIn('new');
    const id = await draft(newcomer, '100.00');
    expect((await payPage(newcomer, id)).extra).toMatchObject({ fee: '0.00', amountTo: '7728.15' });
  });

  it('sends cash with the recipient’s phone and no account; every recipient type needs the last name the form marks mandatory', async () => {
    const cash = await draft(regular, '120.00', { phone_number: '9171234567' }, '/auth/send/gb/ph?deliveryMethod=CASH');
    expect((await payPage(regular, cash)).cheque?.providerToCategory).toBe(3);
    await draft(regular, '120.00', { recipientType: 'business', to_name: 'Santos Trading', to_name_f: 'Corporation' });
    expect(Object.keys(await fieldErrors(regular, '/auth/send/gb/ph', { recipientType: 'business', to_name_f: '' }))).toEqual(['to_name_f']);
    const calc = await calculator(regular, '/auth/send/gb/ph');
    expect(calc.form!.fields.find((f) => f.name === 'to_name_f')?.mandatory).toBe(true);
  });

  it.each([
    ['the country code twice', '639171234567', /country code \+63 twice/],
    ['too few digits', '917123456', /too short/],
    ['too many digits', '91712345678', /too long/],
  ])('refuses a recipient phone with %s as a field error (sender-flows §5 phone input)', async (_, phone, message) => {
    const errors = await fieldErrors(regular, '/auth/send/gb/ph', { phone_number: phone });
    expect(errors['phone_number']).toMatch(message);
  });

  it.each([
    ['to_name', { to_name: '' }],
    ['to_name', { to_name: "Robert'); DROP TABLE payments;--" }],
    ['to_name', { to_name: '<script>alert(1)</script>' }],
    ['to_name_f', { to_name_f: '' }],
    ['to_account', { to_account: '' }],
    ['to_account', { to_account: 'PH12-3456' }],
    ['from_amount', { from_amount: '' }],
    ['from_amount', { from_amount: '0.99' }],
    ['from_amount', { from_amount: '10000.01' }],
    ['from_amount', { from_amount: '12.345' }],
    ['from_amount', { from_amount: 'ten' }],
    ['to_amount', { to_amount: 'lots' }],
    ['deliveryMethod', { deliveryMethod: 'INTERAC' }],
    ['deliveryMethod', { deliveryMethod: 'TELEPORT' }],
    ['toPrvId', { toPrvId: '103' }],
    ['fromPrvId', { fromPrvId: '1' }],
    ['sourceCodeFrom', { sourceCodeFrom: 'DC' }],
    ['source', { source: 'DC' }],
    ['paymentSourceFromMethod', { paymentSourceFromMethod: 'BONUS' }],
    ['recipientType', { recipientType: 'pet' }],
    ['keepAmount', { keepAmount: 'both' }],
    ['phone_number', { phone_number: '12' }],
    ['phone_prefix', { phone_prefix: '44' }],
    ['phone_country', { phone_country: 'gb' }],
    ['pay_promo_code', { pay_promo_code: 'FREEMONEY' }],
    ['invite_code', { invite_code: 'INV1000' }],
    ['invite_code', { invite_code: 'NOSUCH1' }],
    ['actual_till', { actual_till: 'tomorrow' }],
    ['fromCurrId', { fromCurrId: 'GBP' }],
  ] as const)('refuses a bad %s in shape 1', async (name, values) => {
    const errors = await fieldErrors(regular, '/auth/send/gb/ph', values);
    expect(Object.keys(errors)).toContain(name);
    expect(normaliseErrors({ validateResultErrors: Object.entries(errors).map(([errorCode, value]) => ({ errorCode, value })) }).fields[name]?.message).toBeTruthy();
  });

  it('lists every bad field at once, with the amount messages of the spec codes', async () => {
    const errors = await fieldErrors(regular, '/auth/send/gb/ph', { to_name: '', to_account: '', from_amount: '0.5' });
    expect(Object.keys(errors).sort()).toEqual(['to_account', 'to_name']);
    const amount = await fieldErrors(regular, '/auth/send/gb/ph', { from_amount: '0.5' });
    expect(amount).toEqual({ from_amount: 'The smallest amount is GBP\u00a01.00.' });
  });

  it('checks the card number of a card payout and the step of a cash-only corridor', async () => {
    const card = await fieldErrors(regular, '/auth/send/gb/vn?toCurrId=704&deliveryMethod=BANK_CARD', { to_account: '4242 4242 4242 4241' });
    expect(card['to_account']).toMatch(/not valid/);
    await draft(regular, '100.00', { to_account: '4242 4242 4242 4242' }, '/auth/send/gb/vn?toCurrId=704&deliveryMethod=BANK_CARD');
    const step = await fieldErrors(regular, '/auth/send/gb/vn?toCurrId=840', { phone_number: '912345678', from_amount: '105.00' });
    expect(step).toEqual({ from_amount: 'Enter a multiple of GBP\u00a010.' });
    const phone = await fieldErrors(regular, '/auth/send/gb/vn?toCurrId=840', {});
    expect(Object.keys(phone)).toEqual(['phone_number']);
  });

  it('refuses a quote past its actual_till once the clock moves 30 minutes on', async () => {
    const calc = await calculator(regular, '/auth/send/gb/ph');
    // Two steps with a call between: the session itself expires after 30 idle minutes.
    sandbox.clock.advance(20 * 60 * 1000);
    expect((await regular.page('/auth/send/main.page')).status).toBe(200);
    sandbox.clock.advance(10 * 60 * 1000 + 1);
    const answer = await regular.request(calc.form!.action, { form: formPayload(calc.form!, RECIPIENT) });
    expect(normaliseErrors(answer.json).fields['actual_till']?.message).toMatch(/expired/);
  });

  it('answers an unknown field with 400 and an unknown corridor with 404, both shape 5; signed out with 403', async () => {
    const unknown = await regular.request('/api/send/gb/ph', { form: { ...RECIPIENT, amount: '5' } });
    expect(unknown.status).toBe(400);
    expect(errorCodeBody.parse(unknown.json).code).toBe('UNKNOWN_FIELD');
    const nowhere = await regular.request('/api/send/gb/ru', { form: { 'toValues[to_name]': 'Ivan' } });
    expect(nowhere.status).toBe(404);
    expect(errorCodeBody.parse(nowhere.json).code).toBe('CORRIDOR_NOT_FOUND');
    const json = await regular.request('/api/send/gb/ph', { json: { to_name: 'x' } });
    expect(json.status).toBe(415);
    expect((await sandbox.client().request('/api/send/gb/ph', { form: { 'toValues[to_name]': 'A' } })).status).toBe(403);
  });
});

describe('sender-flows §4 blocks, §6 US users, §8 codes on the send form', () => {
  it.each([
    ['us', 616, 'BLOCK', 'SOFT_BLOCK', /US rules/],
    ['alternate-wording', 616, 'BLOCK', 'SOFT_BLOCK', /Check their details/],
    ['soft-block', 631, 'BLOCK', 'SOFT_BLOCK', /could not accept/],
    ['hard-block', 6001, 'BLOCK', 'HARD_BLOCK', /closed to transfers/],
    ['frozen', 655, 'FRAUD', null, /frozen/],
  ] as const)('refuses the %s sender with code %i in shape 3 and a %s message', async (scenario, code, type, level, wording) => {
    const tab = await signIn(scenario);
    const path = scenario === 'us' ? '/auth/send/us/ph' : '/auth/send/gb/ph';
    const answer = await submitSend(tab, path);
    expect(answer.status).toBe(422);
    const parsed = submitAnswer.parse(answer.json);
    expect(parsed.showServerError).toBe(true);
    expect(parsed.extra).toMatchObject({ serverErrorCode: { code }, blockLevel: level, frozenAccount: type === 'FRAUD' });
    expect(parsed.messages?.['errorText']).toMatch(wording);
    expect(normaliseErrors(answer.json).server).toEqual({ code: String(code), message: parsed.messages?.['errorText'] });
    expect(parsed.messageBodyMessages).toHaveLength(1);
    const message = parsed.messageBodyMessages![0]!;
    expect(message).toMatchObject({ messageType: type, errorCode: String(code), value: expect.stringMatching(wording) });
    // The message stays until closed, and a second refusal reuses it.
    const again = submitAnswer.parse((await submitSend(tab, path)).json);
    expect(again.messageBodyMessages![0]!.messageId).toBe(message.messageId);
    const page = pageData.parse((await tab.page('/auth/send/main.page')).json);
    expect(page.messageBodyMessages?.filter((m) => m.errorCode === String(code))).toHaveLength(1);
    expect((await tab.request(`/auth/message/close.action?messageId=${message.messageId}&expire`, { method: 'POST' })).status).toBe(200);
  });
});

describe('sender-flows §7 request form POST /api/request/{from}/{to}', () => {
  it('creates a bill with a fresh b- key and goes to its shared page', async () => {
    const calc = await calculator(regular, '/auth/request/ph/gb?toCurrId=826');
    const answer = await regular.request(calc.form!.action, { form: formPayload(calc.form!, { phone: '+63-917-1234567', amount: '45.50', comment: 'Concert tickets' }) });
    expect(answer.status).toBe(200);
    const parsed = submitAnswer.parse(answer.json);
    const key = String(parsed.extra?.['requestKey']);
    expect(key).toMatch(/^b-[A-Za-z0-9]{6}$/);
    expect(parsed.redirectTo).toBe(`/${key}`);
    const bills = billHistory.parse(pageData.parse((await regular.page('/auth/send/main.page')).json).extra?.['billHistory']);
    expect(bills.groups[0]!.records[0]).toMatchObject({ id: parsed.extra?.['billId'], newBill: true, createDate: expect.stringMatching(/^2026-11-21T/) });
    const second = await regular.request(calc.form!.action, { form: formPayload(calc.form!, { phone: '639171234567', amount: '10' }) });
    expect(submitAnswer.parse(second.json).extra?.['requestKey']).not.toBe(key);
  });

  it.each([
    ['phone', { phone: '1234567' }],
    ['phone', { phone: '' }],
    ['phone', { phone: '0917 123 4567' }],
    ['phone', { phone: "1234567'; --" }],
    ['amount', { amount: '' }],
    ['amount', { amount: '0.10' }],
    ['amount', { amount: '7000' }],
    ['amount', { amount: '1,5' }],
    ['currency', { currency: '840' }],
    ['currency', { currency: 'GBP' }],
    ['comment', { comment: 'x'.repeat(141) }],
    ['comment', { comment: '<img src=x onerror=alert(1)>' }],
  ] as const)('refuses a bad %s in shape 1', async (name, values) => {
    const calc = await calculator(regular, '/auth/request/ph/gb?toCurrId=826');
    const answer = await regular.request(calc.form!.action, { form: formPayload(calc.form!, { phone: '639171234567', amount: '20', ...values }) });
    expect(answer.status).toBe(400);
    expect(Object.keys(normaliseErrors(answer.json).fields)).toEqual([name]);
  });

  it('answers an unknown pair with 404 and an unknown field with 400, shape 5', async () => {
    expect(errorCodeBody.parse((await regular.request('/api/request/ph/zz', { form: { phone: '639171234567' } })).json).code).toBe('COUNTRY_NOT_FOUND');
    expect(errorCodeBody.parse((await regular.request('/api/request/ph/gb', { form: { phone: '639171234567', memo: 'x' } })).json).code).toBe('UNKNOWN_FIELD');
  });
});
