// Page data of the money pages (sender-flows §7 "GET current page path plus query"): the send main
// page, the pay page, the waiting notification and the payment result pages.
import type { Context } from '../context.ts';
import { sendJson } from '../http.ts';
import { basePageData } from '../page-data.ts';
import { paymentOf, paymentStatus, type PaymentRow } from '../payments.ts';
import type { SessionUser } from '../session.ts';
import { favoriteDestinations, firstTransfer, paymentFormOf, quoteLane, sendFormOf } from './calculator.ts';
import { storedCards } from './cards.ts';
import { payForm } from './forms.ts';
import { billHistoryPage, lastBillId, lastPaymentId, paymentHistoryPage } from './history.ts';
import { badRequest, notFound, pricingOf, resolveLane, type Lane } from './pricing.ts';
import { chequeOf, paymentResultOf, reviewOf } from './result.ts';

const ID = /^\d{1,12}$/;
const PAGE = /^\d{1,4}$/;

/** ?page= and ?billPage=: whole numbers from 1; absent is page 1. */
function pageParam(url: URL, name: string): number {
  const raw = url.searchParams.get(name);
  if (raw === null) return 1;
  if (!PAGE.test(raw) || Number(raw) < 1) throw badRequest('BAD_PAGE', `${name} is a page number from 1.`);
  return Number(raw);
}

/** The user's payment named by ?paymentId=; 404 (shape 5) when unknown or someone else's. */
function paymentParam(ctx: Context, user: SessionUser): PaymentRow {
  const raw = ctx.url.searchParams.get('paymentId');
  if (raw === null || !ID.test(raw)) throw badRequest('BAD_PAYMENT_ID', 'paymentId is the whole number of one of your payments.');
  const row = paymentOf(ctx.db, user.id, Number(raw));
  if (!row) throw notFound('PAYMENT_NOT_FOUND', `You have no payment ${raw}.`);
  return row;
}

/** The send page's corridor: from the sender's country to where they last sent, else a popular destination. */
function defaultLane(ctx: Context, user: SessionUser): Lane {
  const from = ctx.ref.countryById.get(user.countryId)!.code.toLowerCase();
  const last = ctx.db.prepare('SELECT to_country, to_currency FROM payments WHERE user_id = ? AND paid_at IS NOT NULL ORDER BY created_at DESC, id DESC LIMIT 1').get(user.id) as
    { to_country: number; to_currency: number } | undefined;
  const candidates = last ? [{ id: last.to_country, currency: last.to_currency }] : [];
  for (const id of favoriteDestinations(ctx, null)) candidates.push({ id, currency: 0 });
  for (const candidate of candidates) {
    const to = ctx.ref.countryById.get(candidate.id)!.code.toLowerCase();
    const corridors = ctx.ref.corridorsByPair.get(`${from}-${to}`);
    if (!corridors) continue;
    const currency = corridors.some((c) => c.toCurrency === candidate.currency) ? candidate.currency : corridors[0]!.toCurrency;
    return resolveLane(ctx.ref, from, to, null, currency);
  }
  throw new Error(`no corridor from ${from} to any popular destination`);
}

function sendMainPage(ctx: Context): void {
  const user = ctx.user!;
  const page = pageParam(ctx.url, 'page');
  const billPage = pageParam(ctx.url, 'billPage');
  const now = ctx.now();
  const data = basePageData(ctx, ctx.t('title.send'));
  const lane = defaultLane(ctx, user);
  const q = quoteLane(lane, pricingOf(lane.corridor, firstTransfer(ctx, user)), { amount: null, isFrom: true, deliveryMethod: null });
  data.forms = [sendFormOf(q, now, ctx.t)];
  data.paymentForm = paymentFormOf(q, ctx.t, ctx.lang);
  data.cards = storedCards(ctx.db, user.id, now);
  data.extra = {
    paymentHistory: paymentHistoryPage(ctx.db, ctx.ref, user.id, page, now, ctx.t, ctx.lang),
    billHistory: billHistoryPage(ctx.db, user.id, billPage),
    lastPaymentId: lastPaymentId(ctx.db, user.id),
    lastBillId: lastBillId(ctx.db, user.id),
    email: user.email,
    // Choice: the special promo code is offered by email to senders who have not confirmed theirs.
    showSpecialEmailPromoCode: !user.emailConfirmed,
  };
  sendJson(ctx.res, 200, data);
}

function payPage(ctx: Context): void {
  const user = ctx.user!;
  const row = paymentParam(ctx, user);
  const now = ctx.now();
  const data = basePageData(ctx, ctx.t('title.pay'));
  data.cheque = chequeOf(ctx.ref, row);
  data.cards = storedCards(ctx.db, user.id, now);
  data.forms = [payForm(row.id, data.cards, ctx.t)];
  data.extra = { paymentId: row.id, ...reviewOf(row), status: paymentStatus(row, now) };
  // A paid payment has nothing left to pay: the interface goes on to its waiting page.
  if (row.paid_at !== null) data.redirectTo = `/waiting?paymentId=${row.id}`;
  sendJson(ctx.res, 200, data);
}

function waitingNotification(ctx: Context): void {
  const user = ctx.user!;
  const row = paymentParam(ctx, user);
  const data = basePageData(ctx, '');
  data.extra = { paymentId: row.id, status: paymentStatus(row, ctx.now()) };
  sendJson(ctx.res, 200, data);
}

function resultPage(ctx: Context): void {
  const user = ctx.user!;
  const row = paymentParam(ctx, user);
  const data = basePageData(ctx, ctx.t('title.result'));
  data.cheque = chequeOf(ctx.ref, row);
  data.extra = { ...paymentResultOf(ctx.db, user, row, ctx.now(), ctx.t), ...reviewOf(row) };
  sendJson(ctx.res, 200, data);
}

export const RESULT_PAGES = ['/success', '/fail', '/waiting', '/close', '/web/pay/accepted'] as const;

export const moneyPages = { sendMainPage, payPage, waitingNotification, resultPage };
