import { describe, expect, it } from 'vitest';
import { messageBody, type MessageBody } from '../../../src/api/schemas/messages.ts';
import { safeRedirect } from '../../../src/domain/safe-redirect.ts';
import { closeMessageUrl, planMessages, viewOf } from '../../../src/domain/server-messages.ts';
import { appendHistory, updatePaymentStatus } from '../../../src/domain/history-merge.ts';

const origin = 'https://www.sendora.example';

describe('design: redirect targets stay same-origin (sender-flows §8 redirects)', () => {
  it.each([
    ['/auth/pay?paymentId=3', '/auth/pay?paymentId=3'],
    ['auth/pay', '/auth/pay'],
    ['https://www.sendora.example/success#top', '/success#top'],
    ['https://evil.example/phish', null],
    ['//evil.example/phish', null],
    // Relative targets that resolve to a path starting with two slashes name another host.
    ['..//evil.example/phish', null],
    ['.//evil.example', null],
    ['auth/..//evil.example', null],
    ['..//', null],
    ['/\\evil.example', null],
    ['javascript:alert(1)', null],
    ['data:text/html,hi', null],
    ['http://www.sendora.example/x', null],
    ['  ', null],
    ['https://pay.partner.example/3ds', 'https://pay.partner.example/3ds'],
    ['http://pay.partner.example/3ds', null],
  ])('%s → %s', (target, expected) => expect(safeRedirect(target, origin, ['pay.partner.example'])).toBe(expected));
});

const message = (m: Partial<MessageBody> & { messageId: number }): MessageBody => messageBody.parse({ messageType: 'INFO', value: 'x', expires: null, ...m });

describe('sender-flows §4 server messages', () => {
  it.each([
    ['ERROR', 'failure-modal'],
    ['BLOCK', 'failure-modal'],
    ['FRAUD', 'failure-modal'],
    ['TIMER', 'timed-modal'],
    ['SUCCESS', 'timed-modal'],
    ['INFO', 'info'],
    ['PAYMENT_STATUS', 'info'],
  ] as const)('shows a %s message as %s', (messageType, view) => expect(viewOf({ messageType })).toBe(view));

  it('keeps only the last of several messages and closes the earlier closable ones', () => {
    const plan = planMessages([message({ messageId: 1 }), message({ messageId: 2, closable: false }), message({ messageId: 3 })]);
    expect(plan.shown?.messageId).toBe(3);
    expect(plan.toClose.map((m) => m.messageId)).toEqual([1]);
    expect(plan.paymentUpdate).toBeNull();
  });

  it('updates a payment status from a single message carrying a paymentId', () => {
    expect(planMessages([message({ messageId: 4, paymentId: 77, status: 90 })]).paymentUpdate).toEqual({ paymentId: 77, status: 90 });
    expect(planMessages([message({ messageId: 4, paymentId: 77, status: 90 }), message({ messageId: 5 })]).paymentUpdate).toBeNull();
    expect(planMessages([])).toEqual({ shown: null, toClose: [], paymentUpdate: null });
  });

  it('closes on the guest or the signed-in path with expire{expires}', () => {
    expect(closeMessageUrl({ messageId: 9, expires: 1700 }, true)).toBe('/auth/message/close.action?messageId=9&expire1700');
    expect(closeMessageUrl({ messageId: 9, expires: null }, false)).toBe('/message/close.action?messageId=9&expire');
  });
});

describe('sender-flows §4 history', () => {
  const g = (year: number, monthValue: number, ids: number[]) => ({ year, monthValue, records: ids.map((paymentId) => ({ paymentId, status: 20 })) });

  it('merges the first new group into the last one when the month is the same', () => {
    const merged = appendHistory([g(2026, 11, [1, 2]), g(2026, 10, [3])], [g(2026, 10, [4]), g(2026, 9, [5])]);
    expect(merged.map((m) => [m.monthValue, m.records.map((r) => r.paymentId)])).toEqual([
      [11, [1, 2]],
      [10, [3, 4]],
      [9, [5]],
    ]);
  });

  it.each([
    ['an empty list takes the page', [], [g(2026, 1, [1])], [[1, [1]]]],
    [
      'another month appends',
      [g(2026, 2, [1])],
      [g(2026, 1, [2])],
      [
        [2, [1]],
        [1, [2]],
      ],
    ],
    [
      'the same month of another year appends',
      [g(2026, 1, [1])],
      [g(2025, 1, [2])],
      [
        [1, [1]],
        [1, [2]],
      ],
    ],
    ['an empty page changes nothing', [g(2026, 1, [1])], [], [[1, [1]]]],
  ])('%s', (_n, existing, next, expected) => expect(appendHistory(existing, next).map((m) => [m.monthValue, m.records.map((r) => r.paymentId)])).toEqual(expected));

  it('does not change the groups it was given', () => {
    const existing = [g(2026, 10, [3])];
    appendHistory(existing, [g(2026, 10, [4])]);
    expect(existing[0]!.records).toHaveLength(1);
  });

  it('sets a payment status in place', () => {
    expect(updatePaymentStatus([g(2026, 10, [3, 4])], 4, 90)[0]!.records).toEqual([
      { paymentId: 3, status: 20 },
      { paymentId: 4, status: 90 },
    ]);
  });
});
