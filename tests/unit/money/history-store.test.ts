import { beforeEach, describe, expect, it } from 'vitest';
import { $billHistory, $paymentHistory, appendBills, appendPayments, clearHistory, paymentStatusChanged, startHistory } from '../../../src/stores/history.ts';

const payment = (paymentId: number, status = 20) => ({
  paymentId,
  status,
  submitDate: { year: 2026, monthValue: 11, dayOfMonth: 1 },
  toProviderName: 'Bank transfer · Philippines',
  payTitle: '50.00 GBP to Maria Santos',
});
const month = <T>(year: number, monthValue: number, records: T[]) => ({ year, monthValue, records });

describe('sender-flows §4 History: pages appended, months merged, statuses from messages', () => {
  beforeEach(clearHistory);

  it.each([
    [
      'same month continues',
      [month(2026, 11, [payment(1)])],
      [month(2026, 11, [payment(2)]), month(2026, 10, [payment(3)])],
      [
        [2026, 11, [1, 2]],
        [2026, 10, [3]],
      ],
    ],
    [
      'next month starts a group',
      [month(2026, 11, [payment(1)])],
      [month(2026, 10, [payment(2)])],
      [
        [2026, 11, [1]],
        [2026, 10, [2]],
      ],
    ],
    [
      'same month of another year does not merge',
      [month(2026, 11, [payment(1)])],
      [month(2025, 11, [payment(2)])],
      [
        [2026, 11, [1]],
        [2025, 11, [2]],
      ],
    ],
    ['an empty page changes nothing', [month(2026, 11, [payment(1)])], [], [[2026, 11, [1]]]],
  ] as const)('%s', (_name, first, next, expected) => {
    startHistory(first, []);
    appendPayments(next as never);
    expect($paymentHistory.get().map((g) => [g.year, g.monthValue, g.records.map((r) => r.paymentId)])).toEqual(expected);
  });

  it('a first page starts the lists over, so the send page opened again lists nothing twice', () => {
    startHistory([month(2026, 11, [payment(1)])], [month(2026, 11, [{ id: 7, createDate: '2026-11-02T00:00:00Z', newBill: true }])]);
    startHistory([month(2026, 11, [payment(1)])], []);
    expect($paymentHistory.get()[0]!.records).toHaveLength(1);
    expect($billHistory.get()).toEqual([]);
    appendBills([month(2026, 10, [{ id: 6, createDate: '2026-10-02T00:00:00Z', newBill: false }])]);
    expect($billHistory.get().map((g) => g.monthValue)).toEqual([10]);
  });

  it('a message with a paymentId updates that payment only; logout clears both lists', () => {
    startHistory([month(2026, 11, [payment(1), payment(2)])], [month(2026, 11, [{ id: 7, createDate: '2026-11-02T00:00:00Z', newBill: true }])]);
    paymentStatusChanged(2, 90);
    expect($paymentHistory.get()[0]!.records.map((r) => r.status)).toEqual([20, 90]);
    clearHistory();
    expect([$paymentHistory.get(), $billHistory.get()]).toEqual([[], []]);
  });
});
