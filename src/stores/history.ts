import { atom } from 'nanostores';
import { appendHistory, updatePaymentStatus, type MonthGroup } from '../domain/history-merge.ts';
import type { BillHistory, PaymentHistory } from '../api/schemas/history.ts';

type PaymentRecord = PaymentHistory['groups'][number]['records'][number];
type BillRecord = BillHistory['groups'][number]['records'][number];

/**
 * The payment and bill histories the signed-in screens show (sender-flows §3 Payment history,
 * Bill history, §4 History): pages extend them by appending; a single server message with a
 * paymentId updates that payment's status (sender-flows §4 Server messages); logout clears them.
 */
export const $paymentHistory = atom<MonthGroup<PaymentRecord>[]>([]);
export const $billHistory = atom<MonthGroup<BillRecord>[]>([]);

export function appendPayments(groups: readonly MonthGroup<PaymentRecord>[]): void {
  $paymentHistory.set(appendHistory($paymentHistory.get(), groups));
}

export function appendBills(groups: readonly MonthGroup<BillRecord>[]): void {
  $billHistory.set(appendHistory($billHistory.get(), groups));
}

/** A first page starts the lists over (the send page opened again), so nothing is listed twice. */
export function startHistory(payments: readonly MonthGroup<PaymentRecord>[], bills: readonly MonthGroup<BillRecord>[]): void {
  $paymentHistory.set(appendHistory([], payments));
  $billHistory.set(appendHistory([], bills));
}

export function paymentStatusChanged(paymentId: number, status: number): void {
  $paymentHistory.set(updatePaymentStatus($paymentHistory.get(), paymentId, status));
}

export function clearHistory(): void {
  $paymentHistory.set([]);
  $billHistory.set([]);
}
