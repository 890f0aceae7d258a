// Payments: stored rows and their status over time (sender-flows §4: above 90 failed, 90
// succeeded, below 90 waiting). A paid payment waits WAITING_MS, then takes its outcome's status.
import {
  AMOUNT_OUTCOMES,
  FAILURE_STATUS,
  SUCCESS_STATUS,
  WAITING_MS,
  WAITING_STATUS,
  type PaymentOutcome,
} from './catalogue.ts';
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

export type NewPayment = Omit<PaymentRow, 'id' | 'status_override' | 'sms_phone' | 'sms_text'>;

export function insertPayment(db: Db, p: NewPayment): number {
  const result = db
    .prepare(
      `INSERT INTO payments (user_id, from_country, to_country, from_currency, to_currency, amount_from, amount_to, fee, rate,
        delivery_method, recipient_type, to_name, to_account, outcome, card_id, created_at, paid_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      p.user_id, p.from_country, p.to_country, p.from_currency, p.to_currency, p.amount_from, p.amount_to, p.fee, p.rate,
      p.delivery_method, p.recipient_type, p.to_name, p.to_account, p.outcome, p.card_id, p.created_at, p.paid_at,
    );
  return Number(result.lastInsertRowid);
}

export function paymentOf(db: Db, userId: number, paymentId: number): PaymentRow | null {
  return (db.prepare('SELECT * FROM payments WHERE id = ? AND user_id = ?').get(paymentId, userId) as PaymentRow | undefined) ?? null;
}
