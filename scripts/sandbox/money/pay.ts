// Paying a draft (POST /api/auth/pay, shape 3 errors) and the SMS-on-success notice
// (POST /api/auth/pay/sms, shape 5 errors): sender-flows §2, §3 Card, §4, §7.
import type { Context } from '../app.ts';
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
const payError = (status: number, errorCode: string, errorMessage: string): BadRequest =>
  new BadRequest(status, { errorCode, errorMessage, showServerError: true, messages: { errorText: errorMessage, buttonClose: 'Close' } });

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
  if (!ID.test(raw)) throw payError(400, 'INVALID_CARD_ID', 'Choose one of your saved cards.');
  const card = storedCard(ctx.db, user.id, Number(raw), ctx.now());
  if (!card) throw payError(404, 'CARD_NOT_FOUND', 'This card is not among your saved cards.');
  if (card.cardExpired) throw payError(422, 'CARD_EXPIRED', 'This card has expired. Choose another card or add a new one.');
  return { last4: card.pan.slice(-4), cardId: card.id };
}

function newCardChoice(ctx: Context, user: SessionUser, body: Record<string, string>): ChosenCard {
  const pan = (body['pan'] ?? '').replace(/\s+/g, '');
  const expiry = (body['exp_date'] ?? '').trim();
  const cvv = (body['cvv'] ?? '').trim();
  const save = (body['save_card'] ?? '').trim();
  if (!/^\d{12,19}$/.test(pan) || !luhnValid(pan)) throw payError(400, 'INVALID_CARD_NUMBER', 'This card number is not valid. Check it and try again.');
  if (!new RegExp(PATTERNS.expDate).test(expiry)) throw payError(400, 'INVALID_EXPIRY', 'Enter the card’s expiry as MM/YY.');
  if (cardExpired(expiry, ctx.now())) throw payError(422, 'CARD_EXPIRED', 'This card has expired. Use another card.');
  const cvvWrong = cvvProblem(cvv, pan);
  if (cvvWrong) throw payError(400, 'INVALID_CVV', `Enter the ${cvvWrong.digits} digits of the card’s security code.`);
  if (!['', 'on', 'true', 'false'].includes(save)) throw payError(400, 'INVALID_SAVE_CARD', 'save_card is on, true or false.');
  const keep = save === 'on' || save === 'true';
  return { last4: pan.slice(-4), cardId: null, ...(keep ? { save: () => saveCard(ctx.db, user.id, pan, expiry, ctx.now()) } : {}) };
}

async function pay(ctx: Context): Promise<void> {
  const body = await readForm(ctx.req, PAY_FORM_NAMES);
  const user = ctx.user!;
  const rawId = (body['paymentId'] ?? '').trim();
  if (!ID.test(rawId)) throw payError(400, 'INVALID_PAYMENT_ID', 'paymentId is the number of the payment to pay.');
  const row = paymentOf(ctx.db, user.id, Number(rawId));
  if (!row) throw payError(404, 'PAYMENT_NOT_FOUND', 'You have no payment with this number.');
  if (row.paid_at !== null) throw payError(409, 'ALREADY_PAID', 'This transfer is paid already.');

  const cardId = (body['cardId'] ?? '').trim();
  const newCard = ['pan', 'exp_date', 'cvv'].some((name) => (body[name] ?? '').trim() !== '');
  if ((cardId !== '') === newCard) throw payError(400, 'CARD_CHOICE', 'Pay with one saved card, or enter a new card’s number, expiry and cvv.');
  const card = cardId !== '' ? savedCardChoice(ctx, user, cardId) : newCardChoice(ctx, user, body);

  const behaviour = cardBehaviour(card.last4);
  if (behaviour === 'declined') throw payError(402, 'CARD_DECLINED', 'Your bank declined the payment. Try another card.');
  const outcome: PaymentOutcome = behaviour === 'waiting' ? 'stays-waiting' : row.outcome;
  const usedCard = card.save ? card.save() : card.cardId;
  if (!markPaid(ctx.db, row.id, ctx.now(), usedCard, outcome)) throw payError(409, 'ALREADY_PAID', 'This transfer is paid already.');
  sendJson(ctx.res, 200, { redirectTo: `/waiting?paymentId=${row.id}` });
}

// Shape 5 of sender-flows §8 for the SMS-on-success form.
const smsError = (status: number, code: string, body: string): BadRequest => new BadRequest(status, { code, body });

function checkSmsAllowed(row: PaymentRow, now: number): void {
  if (row.outcome !== 'sms-on-success' || paymentStatus(row, now) !== SUCCESS_STATUS) {
    throw smsError(409, 'SMS_NOT_AVAILABLE', 'An SMS notice can be sent only for a delivered transfer that offers it.');
  }
  if (row.sms_phone !== null) throw smsError(409, 'SMS_ALREADY_SENT', 'The recipient has been told already.');
}

async function smsOnSuccess(ctx: Context): Promise<void> {
  const body = await readForm(ctx.req, SMS_FORM_NAMES);
  const user = ctx.user!;
  const rawId = (body['id'] ?? '').trim();
  if (!ID.test(rawId)) throw smsError(400, 'INVALID_PAYMENT_ID', 'id is the number of the delivered payment.');
  const row = paymentOf(ctx.db, user.id, Number(rawId));
  if (!row) throw smsError(404, 'PAYMENT_NOT_FOUND', 'You have no payment with this number.');
  const phone = (body['phone'] ?? '').replace(/[\s-]/g, '');
  if (!new RegExp(PATTERNS.smsPhone).test(phone)) throw smsError(400, 'INVALID_PHONE', 'Enter the recipient’s phone: 8 to 16 digits with the country code.');
  const { refusal, prefix } = internationalRefusal(phone.replace(/^\+/, ''));
  if (refusal) throw smsError(400, 'INVALID_PHONE', refusalText(refusal, prefix, 'The recipient’s phone'));
  const text = (body['text'] ?? '').trim();
  if (text === '' || text.length > SMS_TEXT_MAX || /[<>]/.test(text)) throw smsError(400, 'INVALID_TEXT', `Write 1 to ${SMS_TEXT_MAX} characters of plain text.`);
  checkSmsAllowed(row, ctx.now());
  recordSmsNotice(ctx.db, row.id, phone.replace(/^\+/, ''), text);
  sendJson(ctx.res, 200, { messages: { successText: 'We sent your message to the recipient.' }, extra: { smsSent: true, paymentId: row.id } });
}

export const payRoutes = { pay, smsOnSuccess };
