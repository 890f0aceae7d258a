import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { pageData, submitAnswer } from '../../../src/api/schemas/answers.ts';
import { errorCodeBody, errorList, errorMap, errorWithMessage, errorWithMessageText, type NormalisedErrors } from '../../../src/api/schemas/errors.ts';
import { form } from '../../../src/api/schemas/form.ts';
import { messageBody } from '../../../src/api/schemas/messages.ts';
import { logoutAnswer } from '../../../src/api/schemas/session.ts';
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
