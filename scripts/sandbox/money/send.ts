// The send and request forms (sender-flows §2, §3, §5, §7): POST /api/send/{from}/{to} makes a
// draft payment to pay next, POST /api/request/{from}/{to} a bill with a shareable `b-` key.
// Field errors: shape 1 of sender-flows §8; blocks: shape 3 with a BLOCK or FRAUD message.
import { randomBytes } from 'node:crypto';
import { deliveryMethod as deliveryMethodSchema } from '../../../src/content/schemas/backend.ts';
import { blockLevel, isFrozenAccount, usesAlternateRecipientWording } from '../../../src/domain/block-level.ts';
import type { Context } from '../context.ts';
import { TEST_USERS } from '../catalogue.ts';
import { readForm, sendJson, type FormBody } from '../http.ts';
import { addMessage, openMessages } from '../page-data.ts';
import { insertPayment, outcomeOfAmount } from '../payments.ts';
import type { DeliveryMethod } from '../seed/countries.ts';
import type { SessionUser } from '../session.ts';
import { nationalRefusal, refusalText } from '../phone.ts';
import type { TextKey, Translate } from '../texts.ts';
import { firstTransfer, quoteLane } from './calculator.ts';
import { luhnValid } from './cards.ts';
import {
  ACCOUNT_FIELDS,
  accountTexts,
  type AccountMethod,
  PATTERNS,
  PHONE_REQUIRED,
  RECIPIENT_TYPES,
  REQUEST_COMMENT_MAX,
  REQUEST_FORM_NAMES,
  SEND_FORM_NAMES,
  toValue,
  type RecipientType,
} from './forms.ts';
import { amountIssue, amountMessage, amountText, parseAmount, pricingOf, resolveLane, toLimits, type Lane } from './pricing.ts';
import { CARD_PAY_IN, PAYOUT_PROVIDERS, PROMO_CODE_NO_FEE } from './test-values.ts';

type FieldErrors = Array<{ errorCode: string; value: string }>;

const pattern = (source: string): RegExp => new RegExp(source, 'u');

/** Shape 1 of sender-flows §8: the list of { errorCode: field name, value: message }. */
function refuseFields(ctx: Context, errors: FieldErrors): void {
  sendJson(ctx.res, 400, { validateResultErrors: errors });
}

const ISO_NUMERIC = /^\d{1,3}$/;

// ---------------------------------------------------------------------------------------------
// Blocks (sender-flows §4 Block and fraud handling, §6 US users, §8 groups A and B)

/** The server error code a test user's sends are refused with (catalogue sendErrorCode). */
const sendErrorCodeOf = (user: SessionUser): number | undefined => TEST_USERS.find((u) => u.scenario === user.scenario)?.sendErrorCode;

/** The block text key: 616 and 642 read differently for US users and for everyone else (the alternate wording). */
function blockText(code: number, countryId: number): TextKey {
  if (isFrozenAccount(code)) return 'block.frozen';
  if (code === 616 || code === 642) return usesAlternateRecipientWording(code, countryId) ? 'block.recipientAlternate' : 'block.recipientUs';
  return blockLevel(code) === 'HARD_BLOCK' ? 'block.hard' : 'block.soft';
}

/**
 * Shape 3 with the popup flags and a BLOCK message (FRAUD for group B, the frozen account). The
 * message is stored so it can be closed; a repeated refusal reuses the open one.
 */
function refuseBlocked(ctx: Context, user: SessionUser, code: number): void {
  const now = ctx.now();
  const text = ctx.t(blockText(code, user.countryId));
  const open = openMessages(ctx.db, user, now).find((m) => String(m.errorCode) === String(code));
  const messageId = open?.messageId ?? addMessage(ctx.db, user.id, { type: isFrozenAccount(code) ? 'FRAUD' : 'BLOCK', value: text, errorCode: String(code) }, now);
  sendJson(ctx.res, 422, {
    errorCode: code,
    errorMessage: text,
    showServerError: true,
    messages: { errorText: text, buttonClose: ctx.t('common.close') },
    extra: { serverErrorCode: { code }, blockLevel: blockLevel(code), frozenAccount: isFrozenAccount(code) },
    messageBodyMessages: openMessages(ctx.db, user, now).filter((m) => m.messageId === messageId),
  });
}

// ---------------------------------------------------------------------------------------------
// The send form

/** Checks the recipient's account for the delivery method; returns it normalised, or an error text. */
function checkAccount(method: DeliveryMethod, raw: string, t: Translate): { account: string } | { error: string } {
  const spec = ACCOUNT_FIELDS[method];
  if (!spec) return { account: '' }; // cash pickup: no account, a stale value is dropped
  if (raw === '') return { error: t('send.error.account') };
  const { error } = accountTexts(method as AccountMethod, t);
  if (!pattern(spec.pattern).test(raw)) return { error };
  const compact = raw.replace(/\s+/g, '');
  if (method === 'BANK_ACCOUNT' && (compact.length < 8 || compact.length > 34)) return { error };
  if (method === 'BANK_CARD' && (compact.length > 19 || !luhnValid(compact))) return { error: t('pay.error.cardNumber') };
  return { account: method === 'BANK_ACCOUNT' || method === 'BANK_CARD' ? compact.toUpperCase() : raw };
}

/** A fixed hidden value: absent is fine, anything else than `expected` is an error. */
function checkFixed(errors: FieldErrors, name: string, value: string, expected: string, message: string): void {
  if (value !== '' && value !== expected) errors.push({ errorCode: name, value: message });
}

/** One submitted send form: its raw fields (`v`), its `to_` fields (`t`), and the errors found so far. */
interface SendSubmission {
  v: (name: string) => string;
  t: (name: string) => string;
  say: Translate;
  errors: FieldErrors;
}

/** The currency ids the form may name (absent: the corridor's default). */
function sendCurrencies({ v, errors }: SendSubmission): { fromCurrId: number | null; toCurrId: number | null } {
  const currencyId = (name: string): number | null => {
    const raw = v(name);
    if (raw === '') return null;
    if (ISO_NUMERIC.test(raw)) return Number(raw);
    errors.push({ errorCode: name, value: 'A currency is an ISO 4217 numeric id.' });
    return null;
  };
  return { fromCurrId: currencyId('fromCurrId'), toCurrId: currencyId('toCurrId') };
}

/** Recipient type, delivery method and the hidden values the corridor fixes (providers, card pay-in, phone country). */
function checkRoute({ v, t, say, errors }: SendSubmission, lane: Lane): { recipientType: RecipientType; method: DeliveryMethod | null } {
  const recipientType = (v('recipientType') || 'other') as RecipientType;
  if (!RECIPIENT_TYPES.includes(recipientType)) errors.push({ errorCode: 'recipientType', value: say('send.error.recipientType') });

  const methodParse = deliveryMethodSchema.safeParse(v('deliveryMethod'));
  const method = methodParse.success && lane.corridor.deliveryMethods.includes(methodParse.data) ? methodParse.data : null;
  if (!method) errors.push({ errorCode: 'deliveryMethod', value: say('send.error.deliveryMethod', { methods: lane.corridor.deliveryMethods.join(', ') }) });
  else checkFixed(errors, 'toPrvId', v('toPrvId'), String(PAYOUT_PROVIDERS[method].id), say('send.error.provider'));
  checkFixed(errors, 'fromPrvId', v('fromPrvId'), String(CARD_PAY_IN.id), say('send.error.cardOnly'));
  checkFixed(errors, 'paymentSourceFromMethod', v('paymentSourceFromMethod'), CARD_PAY_IN.method, say('send.error.cardOnly'));
  checkFixed(errors, 'sourceCodeFrom', v('sourceCodeFrom'), CARD_PAY_IN.source, say('send.error.cardOnly'));
  checkFixed(errors, 'source', t('source'), CARD_PAY_IN.source, say('send.error.cardOnly'));
  checkFixed(errors, 'phone_prefix', t('phone_prefix'), lane.to.phone_prefix, say('send.error.phonePrefix', { prefix: lane.to.phone_prefix }));
  checkFixed(errors, 'phone_country', t('phone_country'), lane.to.code.toLowerCase(), say('send.error.phoneCountry'));
  return { recipientType, method };
}

/** The quote's validity and the amount the sender keeps (the other side is recomputed). */
function checkAmount({ v, t, say, errors }: SendSubmission, now: number): { keepAmount: string; amount: ReturnType<typeof parseAmount> } {
  const actualTill = t('actual_till');
  if (actualTill !== '') {
    const till = Date.parse(actualTill);
    if (!/^\d{4}-\d{2}-\d{2}T/.test(actualTill) || Number.isNaN(till)) errors.push({ errorCode: 'actual_till', value: say('send.error.quoteNotDate') });
    else if (till < now) errors.push({ errorCode: 'actual_till', value: say('send.error.quoteExpired') });
  }

  const keepAmount = v('keepAmount') || 'from';
  if (keepAmount !== 'from' && keepAmount !== 'to') errors.push({ errorCode: 'keepAmount', value: 'keepAmount is from or to.' });
  const keptField = keepAmount === 'to' ? 'to_amount' : 'from_amount';
  const otherField = keptField === 'to_amount' ? 'from_amount' : 'to_amount';
  const amount = parseAmount(t(keptField));
  if (amount === null) errors.push({ errorCode: keptField, value: say(t(keptField) === '' ? 'amount.required' : 'amount.decimals') });
  // The other side is recomputed; a value sent for it must at least be an amount.
  if (t(otherField) !== '' && parseAmount(t(otherField)) === null) errors.push({ errorCode: otherField, value: say('amount.decimals') });
  return { keepAmount, amount };
}

/** The recipient's names, account and phone for the delivery method; the account normalised. */
function checkRecipient({ t, say, errors }: SendSubmission, lane: Lane, method: DeliveryMethod | null): { account: string; lastName: string } {
  const name = pattern(PATTERNS.name);
  if (!name.test(t('to_name'))) errors.push({ errorCode: 'to_name', value: say('send.error.firstName') });
  const lastName = t('to_name_f');
  if (!name.test(lastName)) errors.push({ errorCode: 'to_name_f', value: say('send.error.lastName') });
  if (!method) return { account: '', lastName };

  let account = '';
  const checked = checkAccount(method, t('to_account'), say);
  if ('error' in checked) errors.push({ errorCode: 'to_account', value: checked.error });
  else account = checked.account;
  const phone = t('phone_number');
  if (phone === '' ? PHONE_REQUIRED.has(method) : !pattern(PATTERNS.phoneNumber).test(phone)) {
    errors.push({ errorCode: 'phone_number', value: say('send.error.phone') });
  } else if (phone !== '') {
    // One national number with the corridor's prefix: a doubled code or a wrong length is refused.
    const refusal = nationalRefusal(lane.to.code, lane.to.phone_prefix, phone);
    if (refusal) errors.push({ errorCode: 'phone_number', value: refusalText(refusal, lane.to.phone_prefix, 'recipient', say) });
  }
  return { account, lastName };
}

/** The promo code (only the no-fee one) and an invite code of another user. */
function checkCodes(ctx: Context, { v, say, errors }: SendSubmission, user: SessionUser): { promo: string } {
  const promo = v('pay_promo_code');
  if (promo !== '' && promo.toUpperCase() !== PROMO_CODE_NO_FEE) errors.push({ errorCode: 'pay_promo_code', value: say('send.error.promoCode') });
  const invite = v('invite_code');
  if (invite !== '') {
    const owner = pattern(PATTERNS.inviteCode).test(invite) ? (ctx.db.prepare('SELECT id FROM users WHERE invite_code = ?').get(invite) as { id: number } | undefined) : undefined;
    if (!owner || owner.id === user.id) errors.push({ errorCode: 'invite_code', value: say('send.error.inviteCode') });
  }
  return { promo };
}

interface CheckedSend {
  lane: Lane;
  now: number;
  method: DeliveryMethod;
  recipientType: RecipientType;
  keepAmount: string;
  amount: NonNullable<ReturnType<typeof parseAmount>>;
  account: string;
  recipientName: string;
  promo: string;
}

/** Quotes the checked send (its limits may still refuse the amount) and stores the draft payment. */
function createPayment(ctx: Context, user: SessionUser, send: CheckedSend): void {
  const { lane, method, amount, keepAmount, promo, now } = send;
  const say = ctx.t;
  const first = firstTransfer(ctx, user);
  const pricing = { ...pricingOf(lane.corridor, first), firstPaymentPromo: first || promo !== '' };
  const q = quoteLane(lane, pricing, { amount, isFrom: keepAmount === 'from', deliveryMethod: method });
  if (q.issue)
    return refuseFields(ctx, [
      {
        errorCode: `${q.issue.side}_amount`,
        value: amountMessage(q.issue.code, q.issue.side === 'from' ? q.fromLimits : q.toLimits, q.issue.side === 'from' ? lane.fromCurrency : lane.toCurrency, say, ctx.lang),
      },
    ]);

  const amountFrom = amountText(q.figures.fromAmount, lane.fromCurrency.decimals);
  const paymentId = insertPayment(ctx.db, {
    user_id: user.id,
    from_country: lane.from.id,
    to_country: lane.to.id,
    from_currency: lane.fromCurrency.id,
    to_currency: lane.toCurrency.id,
    amount_from: amountFrom,
    amount_to: amountText(q.figures.toAmount, lane.toCurrency.decimals),
    fee: amountText(q.figures.fee, 2),
    rate: q.figures.rate,
    delivery_method: method,
    recipient_type: send.recipientType,
    to_name: send.recipientName,
    to_account: send.account,
    outcome: outcomeOfAmount(amountFrom),
    card_id: null,
    created_at: now,
    paid_at: null,
  });
  sendJson(ctx.res, 200, { redirectTo: `/auth/pay?paymentId=${paymentId}`, extra: { paymentId } });
}

async function submitSend(ctx: Context): Promise<void> {
  const body: FormBody = await readForm(ctx.req, SEND_FORM_NAMES);
  const user = ctx.user!;
  const v = (name: string): string => (body[name] ?? '').trim();
  const form: SendSubmission = { v, t: (name) => v(toValue(name)), say: ctx.t, errors: [] };

  const { fromCurrId, toCurrId } = sendCurrencies(form);
  if (form.errors.length > 0) return refuseFields(ctx, form.errors);
  const blockCode = sendErrorCodeOf(user);
  if (blockCode !== undefined) return refuseBlocked(ctx, user, blockCode);

  const lane = resolveLane(ctx.ref, ctx.params['from']!, ctx.params['to']!, fromCurrId, toCurrId);
  const now = ctx.now();
  const { recipientType, method } = checkRoute(form, lane);
  const { keepAmount, amount } = checkAmount(form, now);
  const { account, lastName } = checkRecipient(form, lane, method);
  const { promo } = checkCodes(ctx, form, user);
  if (!method || amount === null || form.errors.length > 0) return refuseFields(ctx, form.errors);

  const recipientName = `${form.t('to_name')} ${lastName}`.trim();
  createPayment(ctx, user, { lane, now, method, recipientType, keepAmount, amount, account, recipientName, promo });
}

// ---------------------------------------------------------------------------------------------
// The request form

/** A `b-` key of 6 letters and digits, like the seeded ones; retried on the rare collision. */
function newRequestKey(ctx: Context): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';
  for (;;) {
    const key = `b-${[...randomBytes(6)].map((b) => alphabet[b % alphabet.length]).join('')}`;
    if (!ctx.db.prepare('SELECT 1 FROM bills WHERE request_key = ?').get(key)) return key;
  }
}

async function submitRequest(ctx: Context): Promise<void> {
  const body = await readForm(ctx.req, REQUEST_FORM_NAMES);
  const user = ctx.user!;
  const v = (name: string): string => (body[name] ?? '').trim();
  const pair = resolveLane(ctx.ref, ctx.params['from']!, ctx.params['to']!, null, null);
  const errors: FieldErrors = [];

  const phone = v('phone');
  const digits = phone.replace(/\D/g, '');
  if (!pattern(PATTERNS.requestPhone).test(phone) || digits.length < 8 || digits.length > 16) {
    errors.push({ errorCode: 'phone', value: ctx.t('request.error.phone') });
  }
  const currencyText = v('currency');
  const corridor = ISO_NUMERIC.test(currencyText) ? pair.pairCorridors.find((c) => c.toCurrency === Number(currencyText)) : undefined;
  if (!corridor) errors.push({ errorCode: 'currency', value: ctx.t('request.error.currency', { currencies: pair.toCurrencies.map((c) => c.code).join(', ') }) });
  const lane: Lane | null = corridor ? resolveLane(ctx.ref, ctx.params['from']!, ctx.params['to']!, null, corridor.toCurrency) : null;
  const amount = parseAmount(v('amount'));
  if (amount === null) errors.push({ errorCode: 'amount', value: ctx.t(v('amount') === '' ? 'amount.required' : 'amount.decimals') });
  else if (lane) {
    const limits = toLimits(lane, lane.corridor.convertRate);
    const issue = amountIssue(amount, limits);
    if (issue) errors.push({ errorCode: 'amount', value: amountMessage(issue, limits, lane.toCurrency, ctx.t, ctx.lang) });
  }
  const comment = v('comment');
  if (comment.length > REQUEST_COMMENT_MAX || /[<>]/.test(comment)) errors.push({ errorCode: 'comment', value: ctx.t('request.error.comment', { max: REQUEST_COMMENT_MAX }) });
  if (!lane || amount === null || errors.length > 0) return refuseFields(ctx, errors);

  const requestKey = newRequestKey(ctx);
  const billId = Number(
    ctx.db
      .prepare('INSERT INTO bills (user_id, request_key, from_country, to_country, currency, amount, phone, comment, status, new_bill, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 1, ?)')
      .run(user.id, requestKey, lane.from.id, lane.to.id, lane.toCurrency.id, amountText(amount, lane.toCurrency.decimals), digits, comment, 'success', ctx.now()).lastInsertRowid,
  );
  // The result is the shared request page the payer opens (public-site §2).
  sendJson(ctx.res, 200, { redirectTo: `/${requestKey}`, extra: { billId, requestKey } });
}

export const sendRoutes = { submitSend, submitRequest };
