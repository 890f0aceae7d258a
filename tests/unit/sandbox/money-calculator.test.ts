import { describe, expect, it } from 'vitest';
import { testUser } from '../../../scripts/sandbox/catalogue.ts';
import { calculatorAnswer, errorCodeBody, type CalculatorAnswer, type FormField } from '../../../src/api/schemas/index.ts';
import { useSandbox } from './harness.ts';
import { calculator } from './money-helpers.ts';

const sandbox = await useSandbox();
const regular = sandbox.client();
await regular.login(testUser('regular'));
const newcomer = sandbox.client();
await newcomer.login(testUser('new'));
const field = (answer: CalculatorAnswer, name: string): FormField | undefined => answer.form!.fields.find((f) => f.name === name);

describe('sender-flows §7 calculator GET /auth/send/{from}/{to}', () => {
  it('answers form, messages, extra, commission, countryMenu, countryFrom/To, paymentForm and paymentInfo for 100 GBP by default', async () => {
    const answer = await calculator(regular, '/auth/send/gb/ph');
    expect(answer.extra).toEqual({ quotedAt: '2026-11-21T12:00:00.000Z', isFrom: true });
    expect(answer.countryFrom).toMatchObject({ id: 826, code: 'gb', currencies: [{ id: 826, code: 'GBP' }] });
    expect(answer.countryTo).toMatchObject({ id: 608, code: 'ph', currencies: [{ id: 608, code: 'PHP' }] });
    expect(answer.commission).toMatchObject({
      convertRate: '76.5163',
      fee: '0.99',
      bonusSpecialRate: null,
      restrictionFrom: { ccyIso: 'GBP', from: 1, to: 10000 },
      restrictionTo: { ccyIso: 'PHP', from: 76.52, to: 765163 },
    });
    expect(answer.commission.tariffs).toHaveLength(4);
    const { fromAmount, toAmount, ...rest } = answer.paymentForm;
    expect(fromAmount).toMatchObject({ name: 'from_amount', currency: 826, country: 826, minValidValue: 1, maxValidValue: 10000, multiple: 0.01, value: '100.00', isError: false });
    expect(toAmount).toMatchObject({ name: 'to_amount', currency: 608, country: 608, multiple: 0.01, value: '7651.63', isError: false });
    expect(rest).toMatchObject({
      deliveryMethod: 'BANK_ACCOUNT',
      deliveryMethods: ['BANK_ACCOUNT', 'CASH', 'HOME_DELIVERY'],
      feeText: '0.99',
      feeTextInfo: '100.99',
      currencyRateText: '76.5163',
      toPrvId: 101,
      fromPrvId: 201,
      paymentSourceFromMethod: 'BANK_CARD',
      sourceCodeFrom: 'EXTERNAL',
      toValues: { phone_prefix: '63', phone_country: 'ph' },
    });
    expect(answer.paymentInfo).toEqual({ fromCurrency: { id: 826, code: 'GBP', name: 'British pound' }, toCurrency: { id: 608, code: 'PHP', name: 'Philippine peso' }, total: '100.99' });
    expect(answer.messages['MIN_AMOUNT_ISSUE']).toContain('{min}');
  });

  it('holds the send form of the corridor: action, canonicalPath toValues[...] names, masks and the quote in hidden fields', async () => {
    const answer = await calculator(regular, '/auth/send/gb/ph');
    expect(answer.form).toMatchObject({ name: 'send', action: '/api/send/gb/ph' });
    expect(field(answer, 'to_name')).toMatchObject({ canonicalPath: 'toValues[to_name]', mandatory: true, checkRegexp: expect.stringContaining('\\p{L}') });
    expect(field(answer, 'to_account')).toMatchObject({ type: 'bank_account', mandatory: true, canonicalPath: 'toValues[to_account]' });
    expect(field(answer, 'phone_number')).toMatchObject({ type: 'phone', mandatory: false });
    for (const [name, value] of Object.entries({ from_amount: '100.00', to_amount: '7651.63', source: 'EXTERNAL', actual_till: '2026-11-21T12:30:00.000Z', phone_prefix: '63' })) {
      expect(field(answer, name)).toMatchObject({ type: 'hidden', value, canonicalPath: `toValues[${name}]` });
    }
    for (const [name, value] of Object.entries({ keepAmount: 'from', fromCurrId: '826', toCurrId: '608', toPrvId: '101', fromPrvId: '201' })) {
      expect(field(answer, name)).toMatchObject({ type: 'hidden', value });
      expect(field(answer, name)?.canonicalPath).toBeUndefined();
    }
    expect(field(answer, 'deliveryMethod')).toMatchObject({ type: 'drop_box', items: [{ value: 'BANK_ACCOUNT' }, { value: 'CASH' }, { value: 'HOME_DELIVERY' }] });
    // The masks the interface checks with are the ones the server checks with.
    const name = new RegExp(field(answer, 'to_name')!.checkRegexp!, 'u');
    expect(['Zoë', 'Nguyễn', "O'Neil", 'Jean-Luc'].every((n) => name.test(n))).toBe(true);
    expect(name.test("x'); DROP TABLE payments;--")).toBe(false);
  });

  it('lists 40+ sending and 120+ receiving countries, the sender and its last destinations pinned first', async () => {
    const { countryMenu } = await calculator(regular, '/auth/send/gb/ph');
    expect(countryMenu.countryFrom.length).toBeGreaterThanOrEqual(40);
    expect(countryMenu.countryTo.length).toBeGreaterThanOrEqual(120);
    expect(countryMenu.countryFrom[0]).toMatchObject({ code: 'gb', favorite: true });
    expect(countryMenu.countryFrom.filter((c) => c.favorite)).toHaveLength(1);
    // The regular sender's history goes to these six (seed-data.ts).
    const pinned = countryMenu.countryTo.filter((c) => c.favorite).map((c) => c.code);
    expect(pinned.sort()).toEqual(['in', 'mx', 'ng', 'ph', 'ro', 'vn']);
    expect(countryMenu.countryTo.slice(0, 6).every((c) => c.favorite)).toBe(true);
    expect(countryMenu.countryTo.some((c) => c.code === 'gb')).toBe(false);
    expect(countryMenu.countryTo.find((c) => c.code === 'ng')?.currencies.map((c) => c.code)).toEqual(['NGN', 'USD']);
    const rest = countryMenu.countryTo.slice(6).map((c) => c.name);
    expect(rest).toEqual([...rest].sort((a, b) => a.localeCompare(b, 'en')));
  });

  it('computes another amount, from the received side too (the send amount is the amount divided by the rate)', async () => {
    const sent = await calculator(regular, '/auth/send/gb/ph?amount=250.5&isFrom=true');
    expect(sent.paymentForm.fromAmount).toMatchObject({ value: '250.50', isError: false });
    expect(sent.commission.fee).toBe('2.99');
    const received = await calculator(regular, '/auth/send/gb/ph?fromCurrId=826&toCurrId=608&isFrom=false&amount=10000');
    expect(received.extra.isFrom).toBe(false);
    expect(received.paymentForm.toAmount.value).toBe('10000.00');
    expect(received.paymentForm.fromAmount).toMatchObject({ value: '130.70', isError: false });
    expect(received.paymentInfo.total).toBe('133.69');
  });

  it('applies the better rate of specialRateOffer above the thresholds', async () => {
    const answer = await calculator(regular, '/auth/send/gb/ph?amount=2000');
    expect(answer.commission.specialRateOffer).toEqual({
      defaultRate: '76.5163',
      offers: [
        { from: 1000, till: 5000, rate: '76.7076' },
        { from: 5000, till: 10000, rate: '76.8989' },
      ],
    });
    expect(answer.paymentForm.currencyRateText).toBe('76.7076');
    expect(answer.paymentForm.toAmount.value).toBe('153415.20');
    expect(answer.commission.fee).toBe('10.00');
    // At the threshold itself the standard rate still applies.
    expect((await calculator(regular, '/auth/send/gb/ph?amount=1000')).paymentForm.currencyRateText).toBe('76.5163');
    // Corridors in one currency or without bank payouts have none.
    expect((await calculator(regular, '/auth/send/gb/vn?toCurrId=840')).commission.specialRateOffer).toBeNull();
  });

  it('gives a sender without a paid transfer the bonusSpecialRate and the first-payment promo fee 0.00', async () => {
    const answer = await calculator(newcomer, '/auth/send/gb/ph');
    expect(answer.commission.bonusSpecialRate).toEqual({ rate: '77.2815' });
    expect(answer.commission.fee).toBe('0.00');
    expect(answer.paymentForm).toMatchObject({ feeText: '0.00', feeTextInfo: '100.00', currencyRateText: '77.2815' });
    expect(answer.paymentForm.toAmount.value).toBe('7728.15');
    // A newcomer has no history: the popular destinations are pinned.
    expect(
      answer.countryMenu.countryTo
        .filter((c) => c.favorite)
        .map((c) => c.code)
        .sort(),
    ).toEqual(['in', 'mx', 'ng', 'ph', 'pk', 'vn']);
  });

  it('flags an amount outside the limits with the spec codes’ messages on its side', async () => {
    const low = await calculator(regular, '/auth/send/gb/ph?amount=0.5');
    expect(low.paymentForm.fromAmount).toMatchObject({ isError: true, errorMessage: 'The smallest amount is GBP\u00a01.00.' });
    const high = await calculator(regular, '/auth/send/gb/ph?amount=10000.01');
    expect(high.paymentForm.fromAmount).toMatchObject({ isError: true, errorMessage: 'The largest amount is GBP\u00a010,000.00.' });
    expect(high.commission.fee).toBe('40.00'); // past the last range the last tariff applies
    const received = await calculator(regular, '/auth/send/gb/ph?isFrom=false&amount=50');
    expect(received.paymentForm.toAmount).toMatchObject({ isError: true, errorMessage: 'The smallest amount is PHP\u00a076.52.' });
    expect(received.paymentForm.fromAmount.isError).toBe(false);
  });

  it('keeps cash-only corridors on their step: multiple 10, and a received amount that misses it flags the send side', async () => {
    const cash = await calculator(regular, '/auth/send/gb/vn?toCurrId=840');
    expect(cash.paymentForm.fromAmount).toMatchObject({ multiple: 10, minValidValue: 10, value: '100.00' });
    expect(cash.paymentForm.deliveryMethods).toEqual(['CASH']);
    expect(field(cash, 'to_account')).toBeUndefined();
    expect(field(cash, 'phone_number')).toMatchObject({ mandatory: true });
    const off = await calculator(regular, '/auth/send/gb/vn?toCurrId=840&amount=105');
    expect(off.paymentForm.fromAmount).toMatchObject({ isError: true, errorMessage: 'Enter a multiple of GBP\u00a010.' });
    const received = await calculator(regular, '/auth/send/gb/vn?toCurrId=840&isFrom=false&amount=100');
    expect(received.paymentForm.fromAmount).toMatchObject({ isError: true, errorMessage: 'Enter a multiple of GBP\u00a010.' });
  });

  it('rounds the received side to the currency: no decimals for the dong', async () => {
    const answer = await calculator(regular, '/auth/send/gb/vn?toCurrId=704');
    expect(answer.paymentForm.toAmount).toMatchObject({ value: '3444600', multiple: 1, minValidValue: 34446 });
  });

  it('rebuilds the form for the chosen delivery method', async () => {
    const cash = await calculator(regular, '/auth/send/gb/ph?deliveryMethod=CASH');
    expect(cash.paymentForm).toMatchObject({ deliveryMethod: 'CASH', toPrvId: 103 });
    expect(field(cash, 'to_account')).toBeUndefined();
    expect(field(cash, 'deliveryMethod')?.value).toBe('CASH');
    const home = await calculator(regular, '/auth/send/gb/ph?deliveryMethod=HOME_DELIVERY');
    expect(field(home, 'to_account')).toMatchObject({ type: 'autocomplete_address' });
    expect((await calculator(regular, '/auth/send/gb/cn')).paymentForm.deliveryMethod).toBe('ALIPAY');
    expect(field(await calculator(regular, '/auth/send/gb/ca'), 'to_account')).toMatchObject({ type: 'email' });
  });

  it('answers 403 without a session', async () => {
    expect((await sandbox.client().page('/auth/send/gb/ph')).status).toBe(403);
    expect((await sandbox.client().page('/auth/request/ph/gb')).status).toBe(403);
  });

  it.each([
    ['/auth/send/zz/ph', 404, 'COUNTRY_NOT_FOUND'],
    ['/auth/send/gb/xx', 404, 'COUNTRY_NOT_FOUND'],
    ['/auth/send/ng/ph', 404, 'CORRIDOR_NOT_FOUND'],
    ['/auth/send/gb/ru', 404, 'CORRIDOR_NOT_FOUND'],
    ['/auth/send/gb/gb', 404, 'CORRIDOR_NOT_FOUND'],
    ['/auth/send/gb/ph?toCurrId=978', 404, 'CORRIDOR_NOT_FOUND'],
    ['/auth/send/gb/ph?fromCurrId=978', 404, 'CORRIDOR_NOT_FOUND'],
    ['/auth/send/gb/ph?deliveryMethod=INTERAC', 404, 'DELIVERY_METHOD_NOT_OFFERED'],
    ['/auth/send/GB/ph', 400, 'BAD_COUNTRY_CODE'],
    ['/auth/send/gbr/ph', 400, 'BAD_COUNTRY_CODE'],
    ["/auth/send/gb/p'", 400, 'BAD_COUNTRY_CODE'],
    ['/auth/send/gb/ph?fromCurrId=abc', 400, 'BAD_CURRENCY_ID'],
    ['/auth/send/gb/ph?toCurrId=1234', 400, 'BAD_CURRENCY_ID'],
    ['/auth/send/gb/ph?toCurrId=-608', 400, 'BAD_CURRENCY_ID'],
    ['/auth/send/gb/ph?toCurrId=0', 400, 'BAD_CURRENCY_ID'],
    ['/auth/send/gb/ph?isFrom=yes', 400, 'BAD_IS_FROM'],
    ['/auth/send/gb/ph?amount=1e5', 400, 'BAD_AMOUNT'],
    ['/auth/send/gb/ph?amount=-5', 400, 'BAD_AMOUNT'],
    ['/auth/send/gb/ph?amount=1.005', 400, 'BAD_AMOUNT'],
    ['/auth/send/gb/ph?amount=123456789012', 400, 'BAD_AMOUNT'],
    ['/auth/send/gb/ph?deliveryMethod=SWIFT', 400, 'BAD_DELIVERY_METHOD'],
  ] as const)('%s → %i shape 5 %s', async (path, status, code) => {
    const answer = await regular.page(path);
    expect(answer.status).toBe(status);
    expect(errorCodeBody.parse(answer.json).code).toBe(code);
  });
});

describe('sender-flows §7 calculator GET /auth/request/{from}/{to}', () => {
  it('answers the request form and takes the requested amount as the received side', async () => {
    const answer = await calculator(regular, '/auth/request/ph/gb?toCurrId=826');
    expect(answer.extra.isFrom).toBe(false);
    expect(answer.form).toMatchObject({ name: 'request', action: '/api/request/ph/gb' });
    expect(answer.form!.fields.map((f) => f.name)).toEqual(['phone', 'amount', 'currency', 'comment']);
    expect(field(answer, 'phone')).toMatchObject({ mandatory: true, checkRegexp: '^[0-9+-]{8,20}$' });
    expect(field(answer, 'currency')).toMatchObject({ value: '826', items: [{ value: '826', title: 'GBP' }] });
    expect(answer.paymentForm.toAmount).toMatchObject({ currency: 826, minValidValue: 0.65, maxValidValue: 6453.1 });
    const asked = await calculator(regular, '/auth/request/ph/gb?toCurrId=826&amount=100');
    expect(asked.paymentForm.toAmount.value).toBe('100.00');
    expect(field(asked, 'amount')?.value).toBe('100.00');
    expect(asked.paymentForm.fromAmount.value).toBe('7748.22');
  });

  it('refuses bad ids and unknown corridors like the send calculator', async () => {
    expect(errorCodeBody.parse((await regular.page('/auth/request/ph/gb?toCurrId=x')).json).code).toBe('BAD_CURRENCY_ID');
    expect(errorCodeBody.parse((await regular.page('/auth/request/ph/gb?toCurrId=840')).json).code).toBe('CORRIDOR_NOT_FOUND');
  });
});

describe('public-site §7 landing calculator GET /api/v1/calculator/{send|request}/{from}/{to}', () => {
  it('answers without a session with the standard prices of the signed-in calculator', async () => {
    const visitor = await calculator(sandbox.client(), '/api/v1/calculator/send/gb/ph?amount=2000');
    const signedIn = await calculator(regular, '/auth/send/gb/ph?amount=2000');
    expect(visitor.commission).toEqual(signedIn.commission);
    expect(visitor.paymentForm).toEqual(signedIn.paymentForm);
    expect(visitor.form).toEqual(signedIn.form);
    expect(
      visitor.countryMenu.countryTo
        .filter((c) => c.favorite)
        .map((c) => c.code)
        .sort(),
    ).toEqual(['in', 'mx', 'ng', 'ph', 'pk', 'vn']);
  });

  it('ignores a session: a newcomer sees the visitor’s prices, not the first-transfer ones', async () => {
    const answer = await calculator(newcomer, '/api/v1/calculator/send/gb/ph');
    expect(answer.commission).toMatchObject({ bonusSpecialRate: null, fee: '0.99' });
  });

  it('serves the request variant', async () => {
    const answer = await calculator(sandbox.client(), '/api/v1/calculator/request/ph/gb?toCurrId=826');
    expect(answer.form?.name).toBe('request');
    expect(answer.extra.isFrom).toBe(false);
  });

  it('answers 404 and 400 in shape 5', async () => {
    const visitor = sandbox.client();
    expect(errorCodeBody.parse((await visitor.page('/api/v1/calculator/send/gb/zz')).json)).toMatchObject({ code: 'COUNTRY_NOT_FOUND' });
    expect((await visitor.page('/api/v1/calculator/send/gb/zz')).status).toBe(404);
    expect((await visitor.page('/api/v1/calculator/send/gb/ph?isFrom=1')).status).toBe(400);
    const post = await visitor.request('/api/v1/calculator/send/gb/ph', { form: {} });
    expect(post.status).toBe(405);
  });

  it('answers in the one schema the front end parses', async () => {
    const answer = await sandbox.client().page('/api/v1/calculator/send/us/ph?fromCurrId=840&toCurrId=608&isFrom=true&amount=99.99');
    expect(() => calculatorAnswer.parse(answer.json)).not.toThrow();
  });
});
