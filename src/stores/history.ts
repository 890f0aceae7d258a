import { atom } from 'nanostores';
import { appendHistory, updatePaymentStatus, type MonthGroup } from '../domain/history-merge.ts';
import type { PaymentHistory } from '../api/schemas/history.ts';

type PaymentRecord = PaymentHistory['groups'][number]['records'][number];

/**
 * The payment history the signed-in screens show (sender-flows §3 Payment history, §4 History):
 * pages extend it by appending; a single server message with a paymentId updates that payment's
 * status (sender-flows §4 Server messages); logout clears it.
 */
export const $paymentHistory = atom<MonthGroup<PaymentRecord>[]>([]);

export function appendPayments(groups: readonly MonthGroup<PaymentRecord>[]): void {
  $paymentHistory.set(appendHistory($paymentHistory.get(), groups));
}

export function paymentStatusChanged(paymentId: number, status: number): void {
  $paymentHistory.set(updatePaymentStatus($paymentHistory.get(), paymentId, status));
}

export function clearHistory(): void {
  $paymentHistory.set([]);
}
