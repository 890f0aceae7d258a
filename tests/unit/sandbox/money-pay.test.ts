import { describe, expect, it } from 'vitest';
import { CASH_PAYOUT_CATEGORY, FAILURE_STATUS, PAYMENT_ERROR_CODE, SUCCESS_STATUS, TEST_CARDS, WAITING_MS, WAITING_STATUS, testUser, type UserScenario } from '../../../scripts/sandbox/catalogue.ts';
import { errorCodeBody, errorWithMessageText, pageData, paymentResult, submitAnswer, type PageData } from '../../../src/api/schemas/index.ts';
import { signIn as signInAs, useSandbox, type Client } from './harness.ts';
import { draft, formPayload, newCard, pay } from './money-helpers.ts';

const sandbox = await useSandbox();
const signIn = (scenario: UserScenario): Promise<Client> => signInAs(sandbox, scenario);
const regular = await signIn('regular');

const page = async (tab: Client, path: string): Promise<PageData> => {
  const answer = await tab.page(path);
  expect(answer.status, answer.text).toBe(200);
  return pageData.parse(answer.json);
};
const result = async (tab: Client, paymentId: number, path = '/waiting') => {
  const data = await page(tab, `${path}?paymentId=${paymentId}`);
  return { cheque: data.cheque, result: paymentResult.parse(data.extra), data };
};
/** Moves the clock, keeping the test's sessions alive (30 minutes idle ends one). */
const advance = (ms: number): void => sandbox.clock.advance(ms);
const paid = async (tab: Client, amount: string, card = newCard(TEST_CARDS.success)): Promise<number> => {
  const id = await draft(tab, amount);
  const answer = await pay(tab, id, card);
  expect(answer.status, answer.text).toBe(200);
  expect(submitAnswer.parse(answer.json).redirectTo).toBe(`/waiting?paymentId=${id}`);
  return id;
};
const shape3 = (answer: { json: unknown }) => errorWithMessageText.parse(answer.json);

describe('sender-flows §7 pay page GET /auth/pay?paymentId=', () => {
  it('shows the cheque, the saved cards and the pay form with the usable ones', async () => {
    const id = await draft(regular, '100.00');
    const data = await page(regular, `/auth/pay?paymentId=${id}`);
    expect(data.cheque).toMatchObject({ paymentId: id, amountFrom: '100.00', providerFromCategory: 10, providerToCategory: 1 });
    expect(data.cards).toEqual([
      { id: expect.any(Number), alias: 'Everyday Visa', paymentSystem: 'VISA', pan: '•••• 4242', cardExpired: false, logo: '/media/payment-systems/visa.svg' },
      { id: expect.any(Number), alias: 'Travel card', paymentSystem: 'MASTERCARD', pan: '•••• 4444', cardExpired: true, logo: '/media/payment-systems/mastercard.svg' },
    ]);
    const form = data.forms![0]!;
    expect(form).toMatchObject({ name: 'pay', action: '/api/auth/pay' });
    expect(form.fields.map((f) => f.name)).toEqual(['paymentId', 'cardId', 'pan', 'exp_date', 'cvv', 'save_card']);
    expect(form.fields[1]!.items).toEqual([{ value: String(data.cards![0]!.id), title: 'Everyday Visa •••• 4242' }]);
    expect(data.redirectTo).toBeUndefined();
  });

  it.each([
    ['/auth/pay?paymentId=999999', 404, 'PAYMENT_NOT_FOUND'],
    ['/auth/pay?paymentId=abc', 400, 'BAD_PAYMENT_ID'],
    ['/auth/pay', 400, 'BAD_PAYMENT_ID'],
    ['/auth/pay/waiting/notification.action?paymentId=0x10', 400, 'BAD_PAYMENT_ID'],
    ['/success?paymentId=424242', 404, 'PAYMENT_NOT_FOUND'],
  ] as const)('%s → %i shape 5 %s', async (path, status, code) => {
    const answer = await regular.page(path);
    expect(answer.status).toBe(status);
    expect(errorCodeBody.parse(answer.json).code).toBe(code);
  });

  it("answers 404 for someone else's payment on every page", async () => {
    const id = await draft(regular, '100.00');
    const other = await signIn('reaching-limit');
    for (const path of ['/auth/pay', '/auth/pay/waiting/notification.action', '/success', '/fail', '/waiting', '/close', '/web/pay/accepted']) {
      const answer = await other.page(`${path}?paymentId=${id}`);
      expect(answer.status, path).toBe(404);
      expect(errorCodeBody.parse(answer.json).code).toBe('PAYMENT_NOT_FOUND');
    }
    expect(shape3(await pay(other, id, newCard(TEST_CARDS.success))).errorCode).toBe('PAYMENT_NOT_FOUND');
    expect((await sandbox.client().page(`/waiting?paymentId=${id}`)).status).toBe(403);
  });
});

describe('sender-flows §4 payment statuses over time (POST /api/auth/pay, result pages)', () => {
  it('waits below 90 for WAITING_MS after paying, then succeeds at 90; the pages follow the status', async () => {
    const cards = (await page(regular, '/auth/send/main.page')).cards!;
    const id = await draft(regular, '100.00');
    const before = await result(regular, id);
    expect(before.result.status).toBeNull();
    expect(before.result.statusBean).toEqual({ recipientType: 'other', canCancelTransaction: true });
    const answer = await pay(regular, id, { cardId: String(cards[0]!.id) });
    expect(submitAnswer.parse(answer.json).redirectTo).toBe(`/waiting?paymentId=${id}`);
    const waiting = await result(regular, id);
    expect(waiting.result).toMatchObject({ status: WAITING_STATUS, cardPan: '•••• 4242', errorCode: null, smsOnSuccess: null, showInviteCodeReferralButton: false });
    expect(waiting.result.status).toBeLessThan(SUCCESS_STATUS);
    advance(WAITING_MS - 1);
    expect((await page(regular, `/auth/pay/waiting/notification.action?paymentId=${id}`)).extra).toEqual({ paymentId: id, status: WAITING_STATUS });
    advance(1);
    const done = await result(regular, id, '/success');
    expect(done.result).toMatchObject({ status: SUCCESS_STATUS, statusBean: { canCancelTransaction: false }, showInviteCodeReferralButton: true });
    expect(done.cheque).toMatchObject({
      paymentId: id,
      providerToCategory: 1,
      amountFromCurrency: 'GBP',
      toCountry: { nameEn: 'Philippines', code: 'PH' },
      fromCountry: { nameEn: 'United Kingdom', code: 'GB' },
    });
    // The pay page of a paid payment sends the interface on to its waiting page.
    expect((await page(regular, `/auth/pay?paymentId=${id}`)).redirectTo).toBe(`/waiting?paymentId=${id}`);
  });

  it('serves the same data on every result path', async () => {
    const id = await paid(regular, '64.00');
    const paths = ['/success', '/fail', '/waiting', '/close', '/web/pay/accepted'];
    const answers = await Promise.all(paths.map(async (p) => (await regular.page(`${p}?paymentId=${id}`)).json));
    for (const answer of answers) expect(answer).toEqual(answers[0]);
  });

  it.each([
    ['.01', 'failure', FAILURE_STATUS],
    ['.02', 'stays waiting', WAITING_STATUS],
    ['.03', 'error code', FAILURE_STATUS],
    ['.04', 'cash payout', SUCCESS_STATUS],
    ['.05', 'SMS on success', SUCCESS_STATUS],
    ['.00', 'success', SUCCESS_STATUS],
  ] as const)('amount cents %s: %s', async (cents, _name, final) => {
    const id = await paid(regular, `77${cents}`);
    expect((await result(regular, id)).result.status).toBe(WAITING_STATUS);
    advance(WAITING_MS);
    const after = await result(regular, id);
    expect(after.result.status).toBe(final);
    expect(after.result.status! > SUCCESS_STATUS).toBe(final === FAILURE_STATUS);
    expect(after.result.errorCode).toBe(cents === '.03' ? PAYMENT_ERROR_CODE : null);
    expect(after.cheque?.providerToCategory).toBe(cents === '.04' ? CASH_PAYOUT_CATEGORY : 1);
    expect(after.result.smsOnSuccess?.action ?? null).toBe(cents === '.05' ? '/api/auth/pay/sms' : null);
    if (cents === '.02') {
      advance(24 * 60 * 60 * 1000);
      await regular.login(testUser('regular'));
      expect((await result(regular, id)).result.status).toBe(WAITING_STATUS);
    }
  });

  it('keeps a payment waiting when paid with the waiting test card', async () => {
    const id = await paid(regular, '80.00', newCard(TEST_CARDS.waiting));
    advance(WAITING_MS * 10);
    expect((await result(regular, id)).result.status).toBe(WAITING_STATUS);
  });

  it('sends one PAYMENT_STATUS message per finished payment with the next page data', async () => {
    const id = await paid(regular, '91.00');
    const openStatus = (data: PageData) => (data.messageBodyMessages ?? []).filter((m) => m.messageType === 'PAYMENT_STATUS' && m.paymentId === id);
    expect(openStatus(await page(regular, '/auth/send/main.page'))).toEqual([]);
    advance(WAITING_MS);
    const first = openStatus(await page(regular, '/auth/send/main.page'));
    expect(first).toEqual([expect.objectContaining({ paymentId: id, status: SUCCESS_STATUS, value: expect.stringMatching(/^Delivered: GBP\s91\.00 to Maria Santos/) })]);
    expect(openStatus(await page(regular, `/success?paymentId=${id}`))).toEqual(first);
    const closed = await regular.request(`/auth/message/close.action?messageId=${first[0]!.messageId}&expire${first[0]!.expires}`, { method: 'POST' });
    expect(closed.status).toBe(200);
    expect(openStatus(await page(regular, '/auth/send/main.page'))).toEqual([]);
    // A failure is announced too.
    const failed = await paid(regular, '92.01');
    advance(WAITING_MS);
    const data = await page(regular, `/fail?paymentId=${failed}`);
    expect(data.messageBodyMessages?.find((m) => m.paymentId === failed)).toMatchObject({ messageType: 'PAYMENT_STATUS', status: FAILURE_STATUS, value: expect.stringMatching(/^Not completed/) });
  });

  it('words a payment notice in the language of the page that shows it, not that of the page that first saw it', async () => {
    const id = await paid(regular, '45.67');
    advance(WAITING_MS);
    const notice = async (path: string) => (await page(regular, path)).messageBodyMessages?.find((m) => m.paymentId === id)?.value;
    expect(await notice('/auth/send/main.page?lang=de')).toMatch(/^Zugestellt: 45,67\sGBP an Maria Santos/);
    expect(await notice('/auth/send/main.page')).toMatch(/^Delivered: GBP\s45\.67 to Maria Santos/);
    expect(await notice('/auth/send/main.page?lang=fr')).toMatch(/45,67\sGBP/);
  });
});

describe('sender-flows §3 Card: paying with each test card (shape 3 errors)', () => {
  it('declines the declined card with 402 and leaves the draft payable', async () => {
    const id = await draft(regular, '50.00');
    const declined = await pay(regular, id, newCard(TEST_CARDS.declined));
    expect(declined.status).toBe(402);
    expect(shape3(declined).errorCode).toBe('CARD_DECLINED');
    expect(submitAnswer.parse(declined.json)).toMatchObject({ showServerError: true, messages: { errorText: expect.stringMatching(/declined/) } });
    expect((await result(regular, id)).result.status).toBeNull();
    expect((await pay(regular, id, newCard(TEST_CARDS.mastercard))).status).toBe(200);
  });

  it('refuses the expired saved card', async () => {
    const cards = (await page(regular, '/auth/send/main.page')).cards!;
    const expired = cards.find((c) => c.cardExpired)!;
    const answer = await pay(regular, await draft(regular, '50.00'), { cardId: String(expired.id) });
    expect(answer.status).toBe(422);
    expect(shape3(answer).errorCode).toBe('CARD_EXPIRED');
  });

  it('saves a new card when asked and pays with it next time', async () => {
    const tab = await signIn('reaching-limit');
    const before = (await page(tab, '/auth/send/main.page')).cards!;
    const first = await draft(tab, '60.00');
    expect((await pay(tab, first, newCard(TEST_CARDS.mastercard, { save_card: 'on', pan: '5555 5555 5555 4444' }))).status).toBe(200);
    const after = (await page(tab, '/auth/send/main.page')).cards!;
    expect(after).toHaveLength(before.length + 1);
    const saved = after.at(-1)!;
    expect(saved).toMatchObject({ alias: 'Mastercard 4444', paymentSystem: 'MASTERCARD', pan: '•••• 4444', cardExpired: false });
    const second = await draft(tab, '61.00');
    expect((await pay(tab, second, { cardId: String(saved.id) })).status).toBe(200);
    expect((await result(tab, second)).result.cardPan).toBe('•••• 4444');
    // The same card again is not saved twice.
    const third = await draft(tab, '62.00');
    await pay(tab, third, newCard(TEST_CARDS.mastercard, { save_card: 'true' }));
    expect((await page(tab, '/auth/send/main.page')).cards).toHaveLength(after.length);
  });

  it('remembers a saved waiting card’s behaviour', async () => {
    const tab = await signIn('low-risk-limit');
    await pay(tab, await draft(tab, '70.00'), newCard(TEST_CARDS.waiting, { save_card: 'on' }));
    const saved = (await page(tab, '/auth/send/main.page')).cards!.at(-1)!;
    const id = await draft(tab, '71.00');
    await pay(tab, id, { cardId: String(saved.id) });
    advance(WAITING_MS);
    expect((await result(tab, id)).result.status).toBe(WAITING_STATUS);
  });

  it('refuses paying twice with 409', async () => {
    const id = await paid(regular, '40.00');
    const again = await pay(regular, id, newCard(TEST_CARDS.success));
    expect(again.status).toBe(409);
    expect(shape3(again).errorCode).toBe('ALREADY_PAID');
  });

  it.each([
    ['a bad paymentId', { paymentId: 'x' }, 400, 'INVALID_PAYMENT_ID'],
    ['no card', {}, 400, 'CARD_CHOICE'],
    ['a saved and a new card', { cardId: '1', ...newCard(TEST_CARDS.success) }, 400, 'CARD_CHOICE'],
    ['a malformed card id', { cardId: '1; DROP TABLE cards' }, 400, 'INVALID_CARD_ID'],
    ['a card id that is not yours', { cardId: '999' }, 404, 'CARD_NOT_FOUND'],
    ['a number failing the Luhn check', newCard('4242424242424241'), 400, 'INVALID_CARD_NUMBER'],
    ['a short number', newCard('4242'), 400, 'INVALID_CARD_NUMBER'],
    ['a malformed expiry', newCard(TEST_CARDS.success, { exp_date: '13/29' }), 400, 'INVALID_EXPIRY'],
    ['an expired card', newCard(TEST_CARDS.success, { exp_date: '10/26' }), 422, 'CARD_EXPIRED'],
    ['a bad cvv', newCard(TEST_CARDS.success, { cvv: '12' }), 400, 'INVALID_CVV'],
    ['a bad save_card', newCard(TEST_CARDS.success, { save_card: 'yes' }), 400, 'INVALID_SAVE_CARD'],
  ] as const)('refuses %s', async (_name, card, status, code) => {
    const id = await draft(regular, '30.00');
    const answer = await regular.request('/api/auth/pay', { form: { paymentId: String(id), ...card } });
    expect(answer.status).toBe(status);
    expect(shape3(answer).errorCode).toBe(code);
  });

  it('refuses unknown fields (400 shape 5) and signed-out calls (403)', async () => {
    const unknown = await regular.request('/api/auth/pay', { form: { paymentId: '1', amount: '1' } });
    expect(errorCodeBody.parse(unknown.json).code).toBe('UNKNOWN_FIELD');
    expect((await sandbox.client().request('/api/auth/pay', { form: { paymentId: '1' } })).status).toBe(403);
  });
});

describe('sender-flows §3 Status and limit data on the result page', () => {
  it.each([
    ['regular', { showUpgradeLimitPromo: false, showLowRiskLimitIncrease: false, current_aml_level: 1, hasSumsub: false, nextPageLink: null, increaseLimitUrl: null }],
    ['reaching-limit', { showUpgradeLimitPromo: true, showLowRiskLimitIncrease: false, current_aml_level: 1, nextPageLink: '/auth/kyc/ca', increaseLimitUrl: '/auth/kyc/ca?level=2' }],
    ['low-risk-limit', { showUpgradeLimitPromo: false, showLowRiskLimitIncrease: true, current_aml_level: 2, hasSumsub: true, nextPageLink: '/auth/kyc/ca', increaseLimitUrl: '/auth/kyc/ca?level=3' }],
  ] as const)('the %s sender', async (scenario, expected) => {
    const tab = await signIn(scenario);
    const id = await paid(tab, '55.00');
    advance(WAITING_MS);
    const { result: r } = await result(tab, id, '/success');
    expect(r).toMatchObject({ ...expected, subscriptionType: null });
    for (const link of [r.nextPageLink, r.increaseLimitUrl]) if (link) expect(link).toMatch(/^\/[^/]/);
  });

  it('records a business recipient type in the status bean', async () => {
    const id = await draft(regular, '45.00', { recipientType: 'business', to_name_f: 'Corporation' });
    expect((await result(regular, id)).result.statusBean.recipientType).toBe('business');
  });
});

describe('sender-flows §2 SMS-on-success POST /api/auth/pay/sms (shape 5 errors)', () => {
  const smsFormOf = async (id: number) => {
    const form = (await result(regular, id, '/success')).result.smsOnSuccess;
    expect(form).not.toBeNull();
    return form!;
  };

  it('sends the notice once, then the form is gone', async () => {
    const id = await paid(regular, '33.05');
    advance(WAITING_MS);
    const form = await smsFormOf(id);
    expect(form.fields.map((f) => f.name)).toEqual(['id', 'phone', 'text']);
    const answer = await regular.request(form.action, { form: formPayload(form, { phone: '+63 9171234567' }) });
    expect(answer.status, answer.text).toBe(200);
    expect(submitAnswer.parse(answer.json).extra).toMatchObject({ smsSent: true, paymentId: id });
    expect((await result(regular, id, '/success')).result.smsOnSuccess).toBeNull();
    const again = await regular.request(form.action, { form: formPayload(form, { phone: '639171234567' }) });
    expect(again.status).toBe(409);
    expect(errorCodeBody.parse(again.json).code).toBe('SMS_ALREADY_SENT');
  });

  it('is not available before success or for other payments', async () => {
    const waiting = await paid(regular, '34.05');
    const early = await regular.request('/api/auth/pay/sms', { form: { id: String(waiting), phone: '639171234567', text: 'Hi' } });
    expect(early.status).toBe(409);
    expect(errorCodeBody.parse(early.json).code).toBe('SMS_NOT_AVAILABLE');
    const plain = await paid(regular, '34.00');
    advance(WAITING_MS);
    expect(errorCodeBody.parse((await regular.request('/api/auth/pay/sms', { form: { id: String(plain), phone: '639171234567', text: 'Hi' } })).json).code).toBe('SMS_NOT_AVAILABLE');
  });

  it.each([
    [{ id: 'x', phone: '639171234567', text: 'Hi' }, 400, 'INVALID_PAYMENT_ID'],
    [{ id: '999999', phone: '639171234567', text: 'Hi' }, 404, 'PAYMENT_NOT_FOUND'],
    [{ id: 'PAID', phone: '12ab', text: 'Hi' }, 400, 'INVALID_PHONE'],
    [{ id: 'PAID', phone: '63639171234567', text: 'Hi' }, 400, 'INVALID_PHONE'],
    [{ id: 'PAID', phone: '+63 917 123 456', text: 'Hi' }, 400, 'INVALID_PHONE'],
    // A landline in Manila: a text message needs a mobile number.
    [{ id: 'PAID', phone: '+63 2 8123 4567', text: 'Hi' }, 400, 'INVALID_PHONE'],
    [{ id: 'PAID', phone: '639171234567', text: '' }, 400, 'INVALID_TEXT'],
    [{ id: 'PAID', phone: '639171234567', text: 'x'.repeat(161) }, 400, 'INVALID_TEXT'],
    [{ id: 'PAID', phone: '639171234567', text: '<b>hi</b>' }, 400, 'INVALID_TEXT'],
  ] as const)('refuses %j', async (fields, status, code) => {
    const id = fields.id === 'PAID' ? await paid(regular, '35.05') : null;
    if (id) advance(WAITING_MS);
    const answer = await regular.request('/api/auth/pay/sms', { form: { ...fields, id: id ? String(id) : fields.id } });
    expect(answer.status).toBe(status);
    expect(errorCodeBody.parse(answer.json).code).toBe(code);
  });
});
