import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { pageData, submitAnswer } from '../../../src/api/schemas/answers.ts';
import { errorCodeBody, errorList, errorMap, errorWithMessage, errorWithMessageText, type NormalisedErrors } from '../../../src/api/schemas/errors.ts';
import { form } from '../../../src/api/schemas/form.ts';
import { messageBody } from '../../../src/api/schemas/messages.ts';
import { logoutAnswer } from '../../../src/api/schemas/session.ts';
import { calculatorAnswer } from '../../../src/api/schemas/calculator.ts';
import { billHistory, paymentHistory, sendPageExtra } from '../../../src/api/schemas/history.ts';
import { readBillHistory, readCalculatorAnswer, readPaymentHistory, readSendPageData, readSendPageExtra } from '../../../src/api/schemas/light-money.ts';
import { DELIVERY_METHODS, PAYMENT_SYSTEMS } from '../../../src/domain/payment-methods.ts';
import { normaliseErrors, readForm, readLogoutAnswer, readMessageBodies, readPageData, readSubmitAnswer } from '../../../src/api/schemas/light.ts';
import { MESSAGE_TYPES } from '../../../src/domain/server-messages.ts';
import { z } from 'zod/mini';

// The zod schemas are the contract; the zod-free readers must never accept what a schema refuses,
// nor return anything but what the schema's parse returns. Answers are generated near the contract
// (each value now and then replaced by any JSON value), so both accepted and refused ones come up.
const json = fc.jsonValue({ maxDepth: 2 });
const near = <T>(arb: fc.Arbitrary<T>): fc.Arbitrary<unknown> => fc.oneof({ weight: 30, arbitrary: arb }, { weight: 1, arbitrary: json });
/** An object of the shape's keys, now and then with some of them left out. */
const someOf = (shape: Record<string, fc.Arbitrary<unknown>>) => {
  const keys = Object.fromEntries(Object.entries(shape).map(([k, v]) => [k, near(v)]));
  return fc.oneof({ weight: 6, arbitrary: fc.record(keys) }, { weight: 1, arbitrary: fc.record(keys, { requiredKeys: [] }) });
};
const int = fc.oneof(fc.integer(), fc.constant(1.5), fc.constant(2 ** 60));
const str = fc.oneof(fc.string({ maxLength: 4 }), fc.constantFrom('', '/x', 'constructor', '__proto__'));
const code = fc.oneof(str, int);
const nullable = <T>(arb: fc.Arbitrary<T>) => fc.oneof(arb, fc.constant(null));

const auth = someOf({ authUser: fc.boolean(), ballId: nullable(int), countryId: nullable(int), jwt: nullable(str), userCountryName: nullable(str), isNewUser: fc.boolean(), userName: nullable(str) });
const message = someOf({
  messageId: int,
  messageType: fc.constantFrom(...MESSAGE_TYPES, 'OTHER'),
  value: str,
  expires: nullable(int),
  errorCode: nullable(code),
  paymentId: nullable(int),
  status: nullable(int),
  closable: fc.boolean(),
});
const field = someOf({
  name: str,
  value: str,
  type: str,
  mandatory: fc.boolean(),
  maxLength: int,
  isReadOnly: fc.boolean(),
  visible: fc.boolean(),
  errorCode: code,
  id: code,
  order: int,
  comment: str,
  items: fc.array(someOf({ value: str, title: str }), { maxLength: 2 }),
});
const aForm = someOf({ name: str, action: fc.constantFrom('/api/x', 'x', ''), fields: fc.array(field, { maxLength: 3 }), errors: fc.dictionary(str, near(str), { maxKeys: 2 }) });
const common = {
  redirectTo: str,
  messages: fc.dictionary(str, near(str), { maxKeys: 2 }),
  messageBodyMessages: fc.array(message, { maxLength: 2 }),
  authPromoAction: nullable(str),
  forms: fc.array(aForm, { maxLength: 2 }),
  extra: fc.dictionary(str, json, { maxKeys: 2 }),
  unknownKey: json,
};
const pageDataArb = someOf({ ...common, auth, pageTitle: str, chatBlocked: fc.boolean(), currentSiteSection: str });
const submitArb = someOf({
  ...common,
  auth,
  showServerError: fc.boolean(),
  complexMessages: fc.array(someOf({ title: str, text: str }), { maxLength: 2 }),
  countryMenu: json,
  errors: json,
  validateResultErrors: json,
});

// The send page's answers are deep: generated within the contract, then some with one part
// (anywhere in the tree) dropped or replaced by any JSON value, or a number or string put just out
// of its bounds, so both accepted and refused answers come up.
/** Every place in a JSON tree: its parent and key (an array's index as a string). */
const parts = (value: unknown): Array<[Record<string, unknown>, string]> =>
  value && typeof value === 'object' ? Object.entries(value).flatMap(([key, child]) => [[value as Record<string, unknown>, key] as [Record<string, unknown>, string], ...parts(child)]) : [];
const mutated = (arb: fc.Arbitrary<unknown>) =>
  fc.tuple(arb, fc.nat(), fc.oneof(json, fc.constantFrom(-1, 0, 1.5, 13, 32, 101, '', 'GB', '1,5', '7.1234', null))).map(([value, n, replacement]) => {
    const all = parts(value);
    const [parent, key] = all[n % Math.max(1, all.length)] ?? [{}, ''];
    if (n % 3 === 0 && !Array.isArray(parent)) delete parent[key];
    else parent[key] = replacement;
    return value;
  });
const contractOrNear = (arb: fc.Arbitrary<unknown>) => fc.oneof(arb, mutated(arb));
const bounded = (min: number, max: number) => fc.double({ min, max, noNaN: true });
const amount = fc.constantFrom('100.00', '0.99', '1', '7651.625');
const currency = fc.record({ id: fc.integer(), code: str, name: str });
const country = fc.record({
  id: fc.integer(),
  code: fc.constantFrom('gb', 'ph', 'de'),
  name: str,
  synonym: str,
  alias: str,
  favorite: fc.boolean(),
  currencies: fc.array(currency, { minLength: 1, maxLength: 2 }),
  seoNameFrom: str,
  seoNameTo: str,
  paySystems: fc.array(str, { maxLength: 2 }),
});
const restriction = fc.record({ ccyIso: str, from: fc.double({ noNaN: true, noDefaultInfinity: true }), to: fc.double({ noNaN: true, noDefaultInfinity: true }) });
const amountField = fc.record(
  {
    name: fc.constantFrom('from_amount', 'to_amount'),
    currency: fc.integer(),
    country: fc.integer(),
    minValidValue: bounded(0, 1e6),
    maxValidValue: bounded(0.01, 1e6),
    multiple: bounded(0.001, 1),
    value: amount,
    isError: fc.boolean(),
    errorMessage: str,
  },
  { requiredKeys: ['name', 'currency', 'country', 'minValidValue', 'maxValidValue', 'multiple', 'value', 'isError'] },
);
const method = fc.constantFrom(...DELIVERY_METHODS);
const validForm = fc.record({
  name: fc.constantFrom('send'),
  action: fc.constantFrom('/api/send'),
  fields: fc.array(fc.record({ name: fc.constantFrom('from_amount', 'to_name') }), { maxLength: 2 }),
});
const calculatorArb = contractOrNear(
  fc.record({
    form: nullable(validForm),
    messages: fc.dictionary(str, str, { maxKeys: 2 }),
    extra: fc.record({ quotedAt: str, isFrom: fc.boolean() }),
    commission: fc.record({
      tariffs: fc.array(fc.record({ from: bounded(0, 1e4), to: bounded(0.01, 1e5), percent: bounded(0, 100), fix: bounded(0, 10) }), { minLength: 1, maxLength: 3 }),
      specialRateOffer: nullable(fc.record({ defaultRate: str, offers: fc.array(fc.record({ from: fc.integer(), till: fc.integer(), rate: str }), { maxLength: 2 }) })),
      bonusSpecialRate: nullable(fc.record({ rate: str })),
      convertRate: str,
      fee: amount,
      restrictionFrom: restriction,
      restrictionTo: restriction,
    }),
    countryMenu: fc.record({ countryFrom: fc.array(country, { maxLength: 2 }), countryTo: fc.array(country, { maxLength: 2 }) }),
    countryFrom: country,
    countryTo: country,
    paymentForm: fc.record({
      toValues: fc.dictionary(str, str, { maxKeys: 2 }),
      fromAmount: amountField,
      toAmount: amountField,
      deliveryMethod: method,
      deliveryMethods: fc.array(method, { minLength: 1, maxLength: 2 }),
      paymentSourceFromMethod: str,
      toPrvId: fc.integer(),
      fromPrvId: fc.integer(),
      sourceCodeFrom: str,
      feeText: str,
      feeTextInfo: str,
      currencyRateText: str,
    }),
    paymentInfo: fc.record({ fromCurrency: currency, toCurrency: currency, total: amount }),
    unknownKey: json,
  }),
);
const storedCard = fc.record({ id: fc.integer(), alias: str, paymentSystem: fc.constantFrom(...PAYMENT_SYSTEMS), pan: str, cardExpired: fc.boolean(), logo: str });
const validAuth = fc.record({
  authUser: fc.boolean(),
  ballId: nullable(fc.integer()),
  countryId: nullable(fc.integer()),
  jwt: nullable(str),
  userCountryName: nullable(str),
  isNewUser: fc.boolean(),
  userName: nullable(str),
});
const sendPageDataArb = contractOrNear(
  fc.record(
    {
      auth: validAuth,
      pageTitle: str,
      forms: fc.array(validForm, { maxLength: 1 }),
      paymentForm: calculatorArb.map((answer) => (answer && typeof answer === 'object' ? (answer as Record<string, unknown>)['paymentForm'] : answer)),
      cards: fc.array(storedCard, { maxLength: 2 }),
      cheque: fc.constant(undefined),
      extra: fc.dictionary(str, json, { maxKeys: 2 }),
    },
    { requiredKeys: ['auth'] },
  ),
);
const month = { year: fc.integer(), monthValue: fc.integer({ min: 1, max: 12 }) };
const paged = (record: fc.Arbitrary<unknown>) =>
  fc.record({ groups: fc.array(fc.record({ ...month, records: fc.array(record, { maxLength: 2 }) }), { maxLength: 2 }), page: fc.integer({ min: 1, max: 9 }), nextPage: nullable(str) });
const payments = contractOrNear(
  paged(fc.record({ paymentId: fc.integer(), status: fc.integer(), submitDate: fc.record({ ...month, dayOfMonth: fc.integer({ min: 1, max: 31 }) }), toProviderName: str, payTitle: str })),
);
const bills = contractOrNear(paged(fc.record({ id: fc.integer(), createDate: str, newBill: fc.boolean() })));
const sendExtraArb = contractOrNear(
  fc.record({ paymentHistory: payments, billHistory: bills, lastPaymentId: nullable(fc.integer()), lastBillId: nullable(fc.integer()), email: nullable(str), showSpecialEmailPromoCode: fc.boolean() }),
);

/** What the reader returns, when it returns anything, is the schema's parse of the same answer. */
function agrees(read: (value: unknown) => unknown, schema: z.ZodMiniType, arb: fc.Arbitrary<unknown>): { accepted: number } {
  let accepted = 0;
  fc.assert(
    fc.property(arb, (value) => {
      const light = read(structuredClone(value));
      if (light === undefined) return;
      accepted++;
      const parsed = schema.safeParse(structuredClone(value));
      expect(parsed.success).toBe(true);
      expect(light).toEqual(parsed.data);
    }),
    { numRuns: 1500 },
  );
  return { accepted };
}

describe('the zod-free readers agree with the zod schemas (sender-flows §3, §7)', () => {
  it.each([
    ['page data', readPageData, pageData, pageDataArb],
    ['a submit answer', readSubmitAnswer, submitAnswer, submitArb],
    ['a form', readForm, form, aForm],
    ['server messages', readMessageBodies, z.array(messageBody), fc.array(message, { maxLength: 3 })],
    ['the logout answer', readLogoutAnswer, logoutAnswer, someOf({ redirectTo: str, other: json })],
    ['a calculator answer', readCalculatorAnswer, calculatorAnswer, calculatorArb],
    ["the send page's data", readSendPageData, pageData, sendPageDataArb],
    ["the send page's histories", readSendPageExtra, sendPageExtra, sendExtraArb],
    ['a page of payments', readPaymentHistory, paymentHistory, payments],
    ['a page of requests', readBillHistory, billHistory, bills],
  ] as const)('%s: accepted only as the schema accepts it, read as the schema reads it', (_name, read, schema, arb) => {
    const { accepted } = agrees(read, schema, arb);
    // The generated answers are mostly within the contract: the reader takes a fair share of them.
    expect(accepted).toBeGreaterThan(10);
  });

  it('reads the sign-in page data and answers without zod, the parts the schema leaves out dropped', () => {
    const signedOut = { authUser: false, ballId: null, countryId: null, jwt: null, userCountryName: null, isNewUser: false, userName: null };
    const page = { auth: signedOut, pageTitle: 'Sign in', messageBodyMessages: [{ messageId: 3, messageType: 'INFO', value: 'News', expires: null }], somethingNew: 1 };
    expect(readPageData(page)).toEqual(pageData.parse(page));
    expect(readPageData(page)).not.toHaveProperty('somethingNew');
    const signedIn = { auth: { ...signedOut, authUser: true, ballId: 7, countryId: 826, userName: 'Amelia' }, redirectTo: '/auth/send/main.page' };
    expect(readSubmitAnswer(signedIn)).toEqual(submitAnswer.parse(signedIn));
    const refused = { errors: { errorCode: 'WRONG', errorMessage: 'The phone number or the password is wrong.' }, messages: { captcha: 'true' } };
    expect(readSubmitAnswer(refused)).toEqual(submitAnswer.parse(refused));
  });

  it('leaves the parts it does not read (cards, cheques, payment forms) to the schema', () => {
    const signedOut = { authUser: false, ballId: null, countryId: null, jwt: null, userCountryName: null, isNewUser: false, userName: null };
    expect(readPageData({ auth: signedOut, cards: [] })).toBeUndefined();
    expect(readPageData({ auth: signedOut, paymentForm: {} })).toBeUndefined();
    expect(readSubmitAnswer({ cards: [] })).toBeUndefined();
  });
});

/** The five shapes read with the zod schemas: the reference the zod-free reading must match. */
function normaliseWithZod(answer: unknown): NormalisedErrors {
  const out: NormalisedErrors = { fields: {}, server: null };
  const visit = (value: unknown): void => {
    const list = errorList.safeParse(value);
    if (list.success) {
      for (const item of list.data) out.fields[item.errorCode] = { code: item.errorCode, message: item.value };
      return;
    }
    for (const single of [errorWithMessageText, errorWithMessage, errorCodeBody] as const) {
      const parsed = single.safeParse(value);
      if (parsed.success) {
        const d = parsed.data as { errorCode?: string; code?: string; errorMessage?: string; message?: string; body?: string };
        out.server = { code: d.errorCode ?? d.code ?? '', message: d.errorMessage ?? d.message ?? d.body ?? '' };
        return;
      }
    }
    const map = errorMap.safeParse(value);
    if (map.success) for (const [name, item] of Object.entries(map.data)) out.fields[name] = { code: item.code, message: item.body };
  };
  if (answer && typeof answer === 'object' && !Array.isArray(answer)) {
    const a = answer as Record<string, unknown>;
    if ('validateResultErrors' in a) visit(a['validateResultErrors']);
    if ('errors' in a) visit(a['errors']);
    if (!('validateResultErrors' in a) && !('errors' in a)) visit(answer);
  } else visit(answer);
  return out;
}

describe('sender-flows §8 server error shapes read without zod', () => {
  const shapes = fc.oneof(
    fc.array(someOf({ errorCode: code, value: str }), { maxLength: 2 }),
    fc.dictionary(str, someOf({ code, body: str }), { maxKeys: 2 }),
    someOf({ errorCode: code, errorMessage: str }),
    someOf({ errorCode: code, message: str }),
    someOf({ code, body: str }),
    json,
  );
  const answers = fc.oneof(shapes, someOf({ validateResultErrors: shapes, errors: shapes, other: json }));

  it('read as the zod shapes read them', () => {
    fc.assert(
      fc.property(answers, (answer) => {
        expect(normaliseErrors(structuredClone(answer))).toEqual(normaliseWithZod(structuredClone(answer)));
      }),
      { numRuns: 3000 },
    );
  });
});
