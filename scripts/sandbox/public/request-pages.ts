// Shared payment-request pages (public-site §2, §7): the data of /{b-key}, /new/{b-key} and the
// Libre page /{l-key} or /{ml-key}, from the bills table. Answers are marked noindex.
import type { Context } from '../context.ts';
import { decimal, toFixed } from '../../../src/domain/decimal.ts';
import { formatMoney } from '../../../src/domain/money-format.ts';
import type { z } from 'zod';
import type { requestPage } from '../../../src/api/schemas/public.ts';
import { sendJson } from '../http.ts';

type RequestPage = z.infer<typeof requestPage>;

type RequestRoute = 'request' | 'notRegistered' | 'libre';

/** The strict key pattern of each route: its prefix, then 4 to 32 letters or digits. */
const KEY_PATTERNS: Record<RequestRoute, { pattern: RegExp; prefixes: string }> = {
  request: { pattern: /^b-[A-Za-z0-9]{4,32}$/, prefixes: 'b-' },
  notRegistered: { pattern: /^b-[A-Za-z0-9]{4,32}$/, prefixes: 'b-' },
  libre: { pattern: /^(?:l|ml)-[A-Za-z0-9]{4,32}$/, prefixes: 'l- or ml-' },
};

/** The store-picking app link the site's download buttons use (content-cache/cms). */
const APP_LINK = 'https://www.sendora.example/app';
const HOME_PAGE = '/';
/** Found pages may be cached briefly (public-site §7 "cached, marked noindex"); errors are not. */
const FOUND_HEADERS = { 'X-Robots-Tag': 'noindex', 'Cache-Control': 'public, max-age=60' };
const ERROR_HEADERS = { 'X-Robots-Tag': 'noindex' };

interface BillRow {
  id: number;
  request_key: string;
  from_country: number;
  currency: number;
  amount: string;
  comment: string;
  status: string;
  name: string | null;
  surname: string | null;
}

/** "1234567.5" → "1 234 567.50": spaces between thousands, 2 decimals (public-site §9). */
export function formatAmount(amount: string): string {
  const [whole, fraction] = toFixed(decimal(amount), 2).split('.');
  return `${whole!.replace(/\B(?=(\d{3})+$)/g, ' ')}.${fraction}`;
}

const STATUS_TEXT: Record<string, (billId: number) => string> = {
  paid: (id) => `Payment request ${id} has already been paid. Go to the home page to send or request money.`,
  expired: (id) => `Payment request ${id} has expired. Ask the person who sent it for a new link.`,
  cancelled: (id) => `Payment request ${id} was cancelled by the person who sent it.`,
};

function pageOf(ctx: Context, route: RequestRoute, bill: BillRow): RequestPage {
  const currency = ctx.ref.currencyById.get(bill.currency);
  const currencyCode = currency?.code ?? '';
  const fromName = [bill.name, bill.surname].filter(Boolean).join(' ') || 'A Sendora user';
  // Initials: the text symbol the page shows when there is no avatar.
  const fromFi = [bill.name, bill.surname].map((part) => part?.trim().charAt(0).toUpperCase() ?? '').join('') || 'S';
  const formatedAmount = formatAmount(bill.amount);
  const status = (['success', 'paid', 'expired', 'cancelled'] as const).find((s) => s === bill.status) ?? 'expired';
  const open = status === 'success';
  // A recipient without an account continues to registration, others to login; Libre to the app.
  const continueWeb = route === 'libre' ? null : `${route === 'notRegistered' ? '/registration' : '/login'}?request=${encodeURIComponent(bill.request_key)}`;
  return {
    status,
    avatar: null,
    country_code: ctx.ref.countryById.get(bill.from_country)?.code.toLowerCase() ?? '',
    headerText: `${fromName} requests ${currency ? formatMoney(decimal(bill.amount), currency, 'en') : `${formatedAmount} ${currencyCode}`}`,
    currencyCode,
    comment: bill.comment,
    formatedAmount,
    promo_text: open ? 'Your first transfer with Sendora is free.' : null,
    continueWeb: open ? continueWeb : null,
    downloadLink: APP_LINK,
    getApp: `${APP_LINK}?request=${encodeURIComponent(bill.request_key)}`,
    fromFi,
    fromName,
    errorText: open ? null : STATUS_TEXT[status]!(bill.id),
    homePage: HOME_PAGE,
    billId: bill.id,
  };
}

function notFound(): RequestPage {
  return {
    status: 'not_found', avatar: null, country_code: '', headerText: '', currencyCode: '', comment: '', formatedAmount: '',
    promo_text: null, continueWeb: null, downloadLink: APP_LINK, getApp: null, fromFi: '', fromName: '',
    errorText: 'We could not find this payment request. Check the link or ask the person who sent it for a new one.',
    homePage: HOME_PAGE, billId: 0,
  };
}

export const requestPageHandler = (route: RequestRoute) => (ctx: Context): void => {
  const key = ctx.params['key'] ?? '';
  const { pattern, prefixes } = KEY_PATTERNS[route];
  if (!pattern.test(key)) {
    sendJson(ctx.res, 400, { code: 'INVALID_REQUEST_KEY', body: `A request key here starts with ${prefixes} followed by 4 to 32 letters or digits.` }, ERROR_HEADERS);
    return;
  }
  const bill = ctx.db
    .prepare('SELECT b.id, b.request_key, b.from_country, b.currency, b.amount, b.comment, b.status, u.name, u.surname FROM bills b LEFT JOIN users u ON u.id = b.user_id WHERE b.request_key = ?')
    .get(key) as BillRow | undefined;
  if (!bill) {
    sendJson(ctx.res, 404, notFound(), ERROR_HEADERS);
    return;
  }
  sendJson(ctx.res, 200, pageOf(ctx, route, bill), FOUND_HEADERS);
};
