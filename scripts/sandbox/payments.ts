// Payments: stored rows and their status over time (sender-flows §4: above 90 failed, 90
// succeeded, below 90 waiting). A paid payment waits WAITING_MS, then takes its outcome's status.
import { AMOUNT_OUTCOMES, FAILURE_STATUS, SUCCESS_STATUS, WAITING_MS, WAITING_STATUS, type PaymentOutcome } from './catalogue.ts';
import type { Db } from './db.ts';

export interface PaymentRow {
  id: number;
  user_id: number;
  from_country: number;
  to_country: number;
  from_currency: number;
  to_currency: number;
  amount_from: string;
  amount_to: string;
  fee: string;
  rate: string;
  delivery_method: string;
  recipient_type: string;
  to_name: string;
  to_account: string;
  outcome: PaymentOutcome;
  card_id: number | null;
  status_override: number | null;
  created_at: number;
  paid_at: number | null;
  sms_phone: string | null;
  sms_text: string | null;
}

/** The outcome a send amount asks for by its cents (catalogue AMOUNT_OUTCOMES). */
export function outcomeOfAmount(amount: string): PaymentOutcome {
  const cents = /\.\d{2}$/.exec(amount)?.[0];
  return (cents && (AMOUNT_OUTCOMES as Record<string, PaymentOutcome>)[cents]) || 'success';
}

/** Status of a payment at `now`; null while it is a draft (not paid yet). */
export function paymentStatus(row: Pick<PaymentRow, 'outcome' | 'paid_at' | 'status_override'>, now: number): number | null {
  if (row.status_override !== null) return row.status_override;
  if (row.paid_at === null) return null;
  if (row.outcome === 'stays-waiting' || now - row.paid_at < WAITING_MS) return WAITING_STATUS;
  return row.outcome === 'failure' || row.outcome === 'error-code' ? FAILURE_STATUS : SUCCESS_STATUS;
}

type NewPayment = Omit<PaymentRow, 'id' | 'status_override' | 'sms_phone' | 'sms_text'>;

export function insertPayment(db: Db, p: NewPayment): number {
  const result = db
    .prepare(
      `INSERT INTO payments (user_id, from_country, to_country, from_currency, to_currency, amount_from, amount_to, fee, rate,
        delivery_method, recipient_type, to_name, to_account, outcome, card_id, created_at, paid_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      p.user_id,
      p.from_country,
      p.to_country,
      p.from_currency,
      p.to_currency,
      p.amount_from,
      p.amount_to,
      p.fee,
      p.rate,
      p.delivery_method,
      p.recipient_type,
      p.to_name,
      p.to_account,
      p.outcome,
      p.card_id,
      p.created_at,
      p.paid_at,
    );
  return Number(result.lastInsertRowid);
}

export function paymentOf(db: Db, userId: number, paymentId: number): PaymentRow | null {
  return (db.prepare('SELECT * FROM payments WHERE id = ? AND user_id = ?').get(paymentId, userId) as PaymentRow | undefined) ?? null;
}

/** A payment is final once its status is success (90) or failure (above 90). */
export const isFinal = (status: number | null): status is number => status !== null && status >= SUCCESS_STATUS;

/** True once the user has paid for a transfer (the first-payment promo ends then). */
export function hasPaidPayment(db: Db, userId: number): boolean {
  return db.prepare('SELECT 1 FROM payments WHERE user_id = ? AND paid_at IS NOT NULL LIMIT 1').get(userId) !== undefined;
}

/** Paid payments of the user, newest first (drafts are not transfers yet). */
export function paidPayments(db: Db, userId: number, offset: number, limit: number): PaymentRow[] {
  return db.prepare('SELECT * FROM payments WHERE user_id = ? AND paid_at IS NOT NULL ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?').all(userId, limit, offset) as unknown as PaymentRow[];
}

export function recordSmsNotice(db: Db, paymentId: number, phone: string, text: string): void {
  db.prepare('UPDATE payments SET sms_phone = ?, sms_text = ? WHERE id = ?').run(phone, text, paymentId);
}

/**
 * Paid payments of the last `windowMs` that reached their final status and were not announced:
 * each gets one PAYMENT_STATUS message (sender-flows §4: a single message with a paymentId updates
 * the history entry). Older ones are left alone, so a seeded history does not flood the inbox.
 */
export function announceFinishedPayments(db: Db, userId: number, now: number, windowMs: number, announce: (row: PaymentRow, status: number) => void): void {
  const rows = db
    .prepare(
      `SELECT * FROM payments p WHERE user_id = ? AND paid_at IS NOT NULL AND paid_at > ?
        AND NOT EXISTS (SELECT 1 FROM messages m WHERE m.payment_id = p.id AND m.type = 'PAYMENT_STATUS') ORDER BY id`,
    )
    .all(userId, now - windowMs) as unknown as PaymentRow[];
  for (const row of rows) {
    const status = paymentStatus(row, now);
    if (isFinal(status)) announce(row, status);
  }
}

/** Marks a draft paid; false when it was paid already (the guard makes paying twice impossible). */
export function markPaid(db: Db, paymentId: number, now: number, cardId: number | null, outcome: PaymentOutcome): boolean {
  return db.prepare('UPDATE payments SET paid_at = ?, card_id = ?, outcome = ? WHERE id = ? AND paid_at IS NULL').run(now, cardId, outcome, paymentId).changes === 1;
}
