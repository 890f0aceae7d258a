// Payment and bill histories of the send page (sender-flows §3 Payment history, Bill history):
// newest first, grouped by month, HISTORY_PAGE_SIZE records a page; a month cut by a page break
// continues on the next page and the client merges it (sender-flows §4 History).
import type { BillHistory, PaymentHistory } from '../../../src/api/schemas/history.ts';
import { deliveryMethod as deliveryMethodSchema } from '../../../src/content/schemas/backend.ts';
import { countryName } from '../../../src/domain/country-name.ts';
import { decimal } from '../../../src/domain/decimal.ts';
import { formatMoney } from '../../../src/domain/money-format.ts';
import { languages, type Lang } from '../../../src/i18n/languages.ts';
import type { Db } from '../db.ts';
import type { Translate } from '../texts.ts';
import { paidPayments, paymentStatus, type PaymentRow } from '../payments.ts';
import type { Reference } from '../reference.ts';
import { HISTORY_PAGE_SIZE } from './test-values.ts';

const SEND_PAGE = '/auth/send/main.page';

interface Dated {
  at: number;
}

/** Groups records (already newest first) by calendar month in UTC. */
function byMonth<R>(items: ReadonlyArray<Dated & { record: R }>): Array<{ year: number; monthValue: number; records: R[] }> {
  const groups: Array<{ year: number; monthValue: number; records: R[] }> = [];
  for (const item of items) {
    const date = new Date(item.at);
    const year = date.getUTCFullYear();
    const monthValue = date.getUTCMonth() + 1;
    const last = groups.at(-1);
    if (last && last.year === year && last.monthValue === monthValue) last.records.push(item.record);
    else groups.push({ year, monthValue, records: [item.record] });
  }
  return groups;
}

/**
 * The payout as the history shows it, in the request's language: the transfer's own delivery method
 * and the destination's name from its ISO code ("Lieferung nach Hause · Philippinen" in German).
 */
function providerName(ref: Reference, row: Pick<PaymentRow, 'delivery_method' | 'to_country'>, t: Translate, lang: Lang): string {
  const method = deliveryMethodSchema.safeParse(row.delivery_method);
  const provider = method.success ? t(`delivery.${method.data}`) : row.delivery_method;
  const country = ref.countryById.get(row.to_country);
  return country ? `${provider} · ${countryName(country.code, languages[lang].tag, country.name)}` : provider;
}

/** "GBP 50.00 to Maria Santos": the amount by the site's one money formatter, in the request's language. */
function payTitle(ref: Reference, row: Pick<PaymentRow, 'amount_from' | 'from_currency' | 'to_name'>, t: Translate, lang: Lang): string {
  const currency = ref.currencyById.get(row.from_currency);
  const amount = currency ? formatMoney(decimal(row.amount_from), currency, languages[lang].tag) : row.amount_from;
  return t('notice.payTitle', { amount, name: row.to_name });
}

/** A payment's status notice (sender-flows §4 PAYMENT_STATUS), in the language of the request reading it. */
export function paymentNoticeText(ref: Reference, row: Pick<PaymentRow, 'amount_from' | 'from_currency' | 'to_name'>, delivered: boolean, t: Translate, lang: Lang): string {
  return t(delivered ? 'notice.delivered' : 'notice.notCompleted', { title: payTitle(ref, row, t, lang) });
}

export function paymentHistoryPage(db: Db, ref: Reference, userId: number, page: number, now: number, t: Translate, lang: Lang): PaymentHistory {
  // One row more than a page tells whether a next page exists.
  const rows = paidPayments(db, userId, (page - 1) * HISTORY_PAGE_SIZE, HISTORY_PAGE_SIZE + 1);
  const items = rows.slice(0, HISTORY_PAGE_SIZE).map((row) => {
    const date = new Date(row.created_at);
    return {
      at: row.created_at,
      record: {
        paymentId: row.id,
        status: paymentStatus(row, now)!,
        submitDate: { year: date.getUTCFullYear(), monthValue: date.getUTCMonth() + 1, dayOfMonth: date.getUTCDate() },
        toProviderName: providerName(ref, row, t, lang),
        payTitle: payTitle(ref, row, t, lang),
      },
    };
  });
  return { groups: byMonth(items), page, nextPage: rows.length > HISTORY_PAGE_SIZE ? `${SEND_PAGE}?page=${page + 1}` : null };
}

interface BillRow {
  id: number;
  created_at: number;
  new_bill: number;
}

/** One page of the user's bills; serving a page marks its bills seen (newBill is true once). */
export function billHistoryPage(db: Db, userId: number, page: number): BillHistory {
  const rows = db
    .prepare('SELECT id, created_at, new_bill FROM bills WHERE user_id = ? ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?')
    .all(userId, HISTORY_PAGE_SIZE + 1, (page - 1) * HISTORY_PAGE_SIZE) as unknown as BillRow[];
  const shown = rows.slice(0, HISTORY_PAGE_SIZE);
  const seen = db.prepare('UPDATE bills SET new_bill = 0 WHERE id = ? AND new_bill = 1');
  for (const row of shown) if (row.new_bill === 1) seen.run(row.id);
  const items = shown.map((row) => ({ at: row.created_at, record: { id: row.id, createDate: new Date(row.created_at).toISOString(), newBill: row.new_bill === 1 } }));
  return { groups: byMonth(items), page, nextPage: rows.length > HISTORY_PAGE_SIZE ? `${SEND_PAGE}?billPage=${page + 1}` : null };
}

/** The newest paid payment (the first record of the history). */
export function lastPaymentId(db: Db, userId: number): number | null {
  return paidPayments(db, userId, 0, 1)[0]?.id ?? null;
}

/** The newest bill (the first record of the bill history). */
export function lastBillId(db: Db, userId: number): number | null {
  const row = db.prepare('SELECT id FROM bills WHERE user_id = ? ORDER BY created_at DESC, id DESC LIMIT 1').get(userId) as { id: number } | undefined;
  return row?.id ?? null;
}
