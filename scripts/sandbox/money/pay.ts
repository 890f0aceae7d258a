// Paying a draft (POST /api/auth/pay, shape 3 errors) and the SMS-on-success notice
// (POST /api/auth/pay/sms, shape 5 errors): sender-flows §2, §3 Card, §4, §7.
import type { Context } from '../context.ts';
import { SUCCESS_STATUS, TEST_CARDS, type PaymentOutcome } from '../catalogue.ts';
import { BadRequest, readForm, sendJson } from '../http.ts';
import { markPaid, paymentOf, paymentStatus, recordSmsNotice, type PaymentRow } from '../payments.ts';
import type { SessionUser } from '../session.ts';
import { cvvProblem } from '../../../src/domain/card-checks.ts';
import { internationalRefusal, refusalText } from '../phone.ts';
import { cardExpired, luhnValid, saveCard, storedCard } from './cards.ts';
import { PATTERNS, PAY_FORM_NAMES, SMS_FORM_NAMES, SMS_TEXT_MAX } from './forms.ts';

const ID = /^\d{1,12}$/;

/** Shape 3 of sender-flows §8, with the popup flags so the interface shows the text. */
const payError = (ctx: Context, status: number, errorCode: string, errorMessage: string): BadRequest =>
  new BadRequest(status, { errorCode, errorMessage, showServerError: true, messages: { errorText: errorMessage, buttonClose: ctx.t('common.close') } });

/** How a card behaves, by its last four digits (catalogue TEST_CARDS; saved cards keep only those). */
function cardBehaviour(last4: string): 'declined' | 'waiting' | 'approved' {
  if (last4 === TEST_CARDS.declined.slice(-4)) return 'declined';
  if (last4 === TEST_CARDS.waiting.slice(-4)) return 'waiting';
  return 'approved';
}

interface ChosenCard {
  last4: string;
  /** Stored card id, or null for a new card not saved. */
  cardId: number | null;
  /** Saves the new card; called once the card is approved. */
  save?: () => number;
}

function savedCardChoice(ctx: Context, user: SessionUser, raw: string): ChosenCard {
  if (!ID.test(raw)) throw payError(ctx, 400, 'INVALID_CARD_ID', ctx.t('pay.error.savedCard'));
  const card = storedCard(ctx.db, user.id, Number(raw), ctx.now());
  if (!card) throw payError(ctx, 404, 'CARD_NOT_FOUND', ctx.t('pay.error.cardNotSaved'));
  if (card.cardExpired) throw payError(ctx, 422, 'CARD_EXPIRED', ctx.t('pay.error.savedCardExpired'));
  return { last4: card.pan.slice(-4), cardId: card.id };
}

function newCardChoice(ctx: Context, user: SessionUser, body: Record<string, string>): ChosenCard {
  const pan = (body['pan'] ?? '').replace(/\s+/g, '');
  const expiry = (body['exp_date'] ?? '').trim();
  const cvv = (body['cvv'] ?? '').trim();
  const save = (body['save_card'] ?? '').trim();
  if (!/^\d{12,19}$/.test(pan) || !luhnValid(pan)) throw payError(ctx, 400, 'INVALID_CARD_NUMBER', ctx.t('pay.error.cardNumber'));
  if (!new RegExp(PATTERNS.expDate).test(expiry)) throw payError(ctx, 400, 'INVALID_EXPIRY', ctx.t('pay.error.expiry'));
  if (cardExpired(expiry, ctx.now())) throw payError(ctx, 422, 'CARD_EXPIRED', ctx.t('pay.error.cardExpired'));
  const cvvWrong = cvvProblem(cvv, pan);
  if (cvvWrong) throw payError(ctx, 400, 'INVALID_CVV', ctx.t('pay.error.cvv', { digits: cvvWrong.digits }));
  if (!['', 'on', 'true', 'false'].includes(save)) throw payError(ctx, 400, 'INVALID_SAVE_CARD', 'save_card is on, true or false.');
  const keep = save === 'on' || save === 'true';
  return { last4: pan.slice(-4), cardId: null, ...(keep ? { save: () => saveCard(ctx.db, user.id, pan, expiry, ctx.now()) } : {}) };
}

async function pay(ctx: Context): Promise<void> {
  const body = await readForm(ctx.req, PAY_FORM_NAMES);
  const user = ctx.user!;
  const rawId = (body['paymentId'] ?? '').trim();
  if (!ID.test(rawId)) throw payError(ctx, 400, 'INVALID_PAYMENT_ID', 'paymentId is the number of the payment to pay.');
  const row = paymentOf(ctx.db, user.id, Number(rawId));
  if (!row) throw payError(ctx, 404, 'PAYMENT_NOT_FOUND', ctx.t('pay.error.noPayment'));
  if (row.paid_at !== null) throw payError(ctx, 409, 'ALREADY_PAID', ctx.t('pay.error.alreadyPaid'));

  const cardId = (body['cardId'] ?? '').trim();
  const newCard = ['pan', 'exp_date', 'cvv'].some((name) => (body[name] ?? '').trim() !== '');
  if ((cardId !== '') === newCard) throw payError(ctx, 400, 'CARD_CHOICE', ctx.t('pay.error.cardChoice'));
  const card = cardId !== '' ? savedCardChoice(ctx, user, cardId) : newCardChoice(ctx, user, body);

  const behaviour = cardBehaviour(card.last4);
  if (behaviour === 'declined') throw payError(ctx, 402, 'CARD_DECLINED', ctx.t('pay.error.declined'));
  const outcome: PaymentOutcome = behaviour === 'waiting' ? 'stays-waiting' : row.outcome;
  const usedCard = card.save ? card.save() : card.cardId;
  if (!markPaid(ctx.db, row.id, ctx.now(), usedCard, outcome)) throw payError(ctx, 409, 'ALREADY_PAID', ctx.t('pay.error.alreadyPaid'));
  sendJson(ctx.res, 200, { redirectTo: `/waiting?paymentId=${row.id}` });
}

// Shape 5 of sender-flows §8 for the SMS-on-success form.
const smsError = (status: number, code: string, body: string): BadRequest => new BadRequest(status, { code, body });

function checkSmsAllowed(ctx: Context, row: PaymentRow, now: number): void {
  if (row.outcome !== 'sms-on-success' || paymentStatus(row, now) !== SUCCESS_STATUS) {
    throw smsError(409, 'SMS_NOT_AVAILABLE', ctx.t('sms.error.notAvailable'));
  }
  if (row.sms_phone !== null) throw smsError(409, 'SMS_ALREADY_SENT', ctx.t('sms.error.alreadySent'));
}

async function smsOnSuccess(ctx: Context): Promise<void> {
  const body = await readForm(ctx.req, SMS_FORM_NAMES);
  const user = ctx.user!;
  const rawId = (body['id'] ?? '').trim();
  if (!ID.test(rawId)) throw smsError(400, 'INVALID_PAYMENT_ID', 'id is the number of the delivered payment.');
  const row = paymentOf(ctx.db, user.id, Number(rawId));
  if (!row) throw smsError(404, 'PAYMENT_NOT_FOUND', ctx.t('pay.error.noPayment'));
  const phone = (body['phone'] ?? '').replace(/[\s-]/g, '');
  if (!new RegExp(PATTERNS.smsPhone).test(phone)) throw smsError(400, 'INVALID_PHONE', ctx.t('sms.error.phone'));
  const { refusal, prefix } = internationalRefusal(phone.replace(/^\+/, ''), { mobile: true });
  if (refusal) throw smsError(400, 'INVALID_PHONE', refusalText(refusal, prefix, 'recipient', ctx.t));
  const text = (body['text'] ?? '').trim();
  if (text === '' || text.length > SMS_TEXT_MAX || /[<>]/.test(text)) throw smsError(400, 'INVALID_TEXT', ctx.t('sms.error.text', { max: SMS_TEXT_MAX }));
  checkSmsAllowed(ctx, row, ctx.now());
  recordSmsNotice(ctx.db, row.id, phone.replace(/^\+/, ''), text);
  sendJson(ctx.res, 200, { messages: { successText: ctx.t('sms.sent') }, extra: { smsSent: true, paymentId: row.id } });
}

export const payRoutes = { pay, smsOnSuccess };
