// Zod-free readers of the answers' common shapes (sender-flows §3, §7, §8), so the sign-in screen
// reads its answers without loading zod (the /auth first-load budget). The zod schemas beside this
// file stay the contract: each reader accepts only what its schema accepts and returns what the
// schema's parse returns (tests/unit/app/light-schemas.test.ts checks this over generated answers).
// A reader may refuse what the schema accepts (the rarer parts: payment forms, cards, cheques); the
// caller then parses with the schema, which also reports what is wrong.
import { MESSAGE_TYPES } from '../../domain/server-messages.ts';
import type { PageData, SubmitAnswer } from './answers.ts';
import type { FieldError, NormalisedErrors } from './errors.ts';
import type { Form } from './form.ts';
import type { MessageBody } from './messages.ts';

/** A reader's refusal. */
export const NO: unique symbol = Symbol('no');
export type Read<T> = (value: unknown) => T | typeof NO;

/** How an object's key is read: required, optional (absent stays absent), or with a default when absent. */
export type Key = { read: Read<unknown>; absent?: 'optional' | { default: () => unknown } };

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
/** What zod takes for a record (its isPlainObject): an object whose constructor, if any, is not a class. */
function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (!isObject(value)) return false;
  const made: unknown = value['constructor'];
  if (made === undefined || typeof made !== 'function') return true;
  const prototype: unknown = (made as { prototype?: unknown }).prototype;
  return isObject(prototype) && Object.hasOwn(prototype, 'isPrototypeOf');
}

export const string: Read<string> = (v) => (typeof v === 'string' ? v : NO);
const nonEmptyString: Read<string> = (v) => (typeof v === 'string' && v.length > 0 ? v : NO);
export const boolean: Read<boolean> = (v) => (typeof v === 'boolean' ? v : NO);
export const number: Read<number> = (v) => (typeof v === 'number' && Number.isFinite(v) ? v : NO);
export const int: Read<number> = (v) => (typeof v === 'number' && Number.isSafeInteger(v) ? v : NO);
const positiveInt: Read<number> = (v) => (typeof v === 'number' && Number.isSafeInteger(v) && v > 0 ? v : NO);
const stringOrNumber: Read<string | number> = (v) => (string(v) !== NO ? (v as string) : number(v));
const unknown: Read<unknown> = (v) => v;
export const nullable =
  <T>(read: Read<T>): Read<T | null> =>
  (v) =>
    v === null ? null : read(v);
export const oneOf =
  <T extends string>(values: readonly T[]): Read<T> =>
  (v) =>
    (values as readonly unknown[]).includes(v) ? (v as T) : NO;

export function array<T>(read: Read<T>): Read<T[]> {
  return (v) => {
    if (!Array.isArray(v)) return NO;
    const out: T[] = [];
    for (const item of v) {
      const read_ = read(item);
      if (read_ === NO) return NO;
      out.push(read_);
    }
    return out;
  };
}

export function record<T>(read: Read<T>): Read<Record<string, T>> {
  return (v) => {
    if (!isPlainObject(v)) return NO;
    const out: Record<string, T> = {};
    for (const [key, item] of Object.entries(v)) {
      // zod skips it too: assigned, it would replace the result's prototype.
      if (key === '__proto__') continue;
      const read_ = read(item);
      if (read_ === NO) return NO;
      out[key] = read_;
    }
    return out;
  };
}

/** An object of the given keys (others are dropped, as zod drops them); `refused` keys present make it a refusal. */
export function object<T>(shape: Record<string, Key>, refused: readonly string[] = []): Read<T> {
  return (v) => {
    if (!isObject(v) || refused.some((key) => v[key] !== undefined)) return NO;
    const out: Record<string, unknown> = {};
    for (const [key, { read, absent }] of Object.entries(shape)) {
      const value = v[key];
      if (value === undefined && absent !== undefined) {
        if (absent !== 'optional') out[key] = absent.default();
        continue;
      }
      const read_ = read(value);
      if (read_ === NO) return NO;
      out[key] = read_;
    }
    return out as T;
  };
}

export const required = (read: Read<unknown>): Key => ({ read });
export const optional = (read: Read<unknown>): Key => ({ read, absent: 'optional' });
const withDefault = (read: Read<unknown>, value: () => unknown): Key => ({ read, absent: { default: value } });

/** schemas/session.ts auth. */
const auth = object({
  authUser: required(boolean),
  ballId: required(nullable(int)),
  countryId: required(nullable(int)),
  jwt: required(nullable(string)),
  userCountryName: required(nullable(string)),
  isNewUser: required(boolean),
  userName: required(nullable(string)),
});

/** schemas/messages.ts messageBody. */
const messageBody = object<MessageBody>({
  messageId: required(positiveInt),
  messageType: required(oneOf(MESSAGE_TYPES)),
  value: required(string),
  expires: required(nullable(int)),
  errorCode: withDefault(nullable(stringOrNumber), () => null),
  paymentId: withDefault(nullable(int), () => null),
  status: withDefault(nullable(int), () => null),
  closable: withDefault(boolean, () => true),
});
const messageBodies = array(messageBody);

/** schemas/form.ts formField and form. */
const formField = object({
  name: required(nonEmptyString),
  value: withDefault(string, () => ''),
  type: withDefault(string, () => 'text'),
  placeholder: optional(string),
  comment: optional(string),
  commentLong: optional(string),
  errorMessage: optional(string),
  errorTextLong: optional(string),
  checkRegexpError: optional(string),
  errorCode: optional(stringOrNumber),
  checkRegexp: optional(string),
  mandatory: withDefault(boolean, () => false),
  maxLength: optional(positiveInt),
  isError: withDefault(boolean, () => false),
  isReadOnly: withDefault(boolean, () => false),
  visible: withDefault(boolean, () => true),
  canonicalPath: optional(string),
  order: optional(int),
  id: optional(stringOrNumber),
  nonRepeatable: optional(boolean),
  showOnFieldSelectionName: optional(string),
  showOnFieldSelectionValue: optional(string),
  items: optional(array(object({ value: required(string), title: required(string) }))),
});
export const form = object<Form>({
  name: required(nonEmptyString),
  fields: required(array(formField)),
  action: required((v) => (typeof v === 'string' && v.startsWith('/') ? v : NO)),
  errors: withDefault(record(string), () => ({})),
});

/** schemas/answers.ts: the parts submits and page data share. */
const common: Record<string, Key> = {
  redirectTo: optional(string),
  messages: optional(record(string)),
  messageBodyMessages: optional(messageBodies),
  authPromoAction: optional(nullable(string)),
  forms: optional(array(form)),
  extra: optional(record(unknown)),
};

/** Page data's keys but its rarer parts (cheques, payment forms, cards), which the schema reads. */
export const pageDataKeys: Record<string, Key> = {
  ...common,
  pageTitle: optional(string),
  pageDescription: optional(string),
  pageKeywords: optional(string),
  chatBlocked: optional(boolean),
  currentSiteSection: optional(string),
  auth: required(auth),
};
const pageData = object<PageData>(pageDataKeys, ['cheque', 'paymentForm', 'cards']);

const submitAnswer = object<SubmitAnswer>(
  {
    ...common,
    showServerError: optional(boolean),
    complexMessages: optional(array(object({ title: required(string), text: required(string) }))),
    countryMenu: optional(unknown),
    errors: optional(unknown),
    validateResultErrors: optional(unknown),
    auth: optional(auth),
  },
  ['cards'],
);

/** A reader as callers use it: the value as the schema's parse returns it, or undefined when refused. */
export const reader =
  <T>(read: Read<T>) =>
  (value: unknown): T | undefined => {
    const read_ = read(value);
    return read_ === NO ? undefined : read_;
  };

export const readPageData = reader(pageData);
export const readSubmitAnswer = reader(submitAnswer);
export const readForm = reader(form);
export const readMessageBodies = reader(messageBodies);
export const readLogoutAnswer = reader(object<{ redirectTo?: string | undefined }>({ redirectTo: optional(string) }));

// The five server error shapes of sender-flows §8 (schemas/errors.ts).
const code: Read<string> = (v) => (typeof v === 'string' ? v : typeof v === 'number' && Number.isFinite(v) ? String(v) : NO);
const errorList = array(object<{ errorCode: string; value: string }>({ errorCode: required(code), value: required(string) }));
const errorMap = record(object<{ code: string; body: string }>({ code: required(code), body: required(string) }));
const singleErrors: ReadonlyArray<Read<FieldError>> = [
  (v) => {
    const e = object<{ errorCode: string; errorMessage: string }>({ errorCode: required(code), errorMessage: required(string) })(v);
    return e === NO ? NO : { code: e.errorCode, message: e.errorMessage };
  },
  (v) => {
    const e = object<{ errorCode: string; message: string }>({ errorCode: required(code), message: required(string) })(v);
    return e === NO ? NO : { code: e.errorCode, message: e.message };
  },
  (v) => {
    const e = object<{ code: string; body: string }>({ code: required(code), body: required(string) })(v);
    return e === NO ? NO : { code: e.code, message: e.body };
  },
];

/** Reads any of the five shapes (or an answer holding them under validateResultErrors/errors). */
export function normaliseErrors(answer: unknown): NormalisedErrors {
  const out: NormalisedErrors = { fields: {}, server: null };
  const visit = (value: unknown): void => {
    const list = errorList(value);
    if (list !== NO) {
      for (const item of list) out.fields[item.errorCode] = { code: item.errorCode, message: item.value };
      return;
    }
    for (const single of singleErrors) {
      const error = single(value);
      if (error !== NO) {
        out.server = error;
        return;
      }
    }
    const map = errorMap(value);
    if (map !== NO) for (const [field, item] of Object.entries(map)) out.fields[field] = { code: item.code, message: item.body };
  };
  if (isObject(answer)) {
    if ('validateResultErrors' in answer) visit(answer['validateResultErrors']);
    if ('errors' in answer) visit(answer['errors']);
    if (!('validateResultErrors' in answer) && !('errors' in answer)) visit(answer);
  } else visit(answer);
  return out;
}
