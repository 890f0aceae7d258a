import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { messageBody, type MessageBody } from '../../../src/api/schemas/messages.ts';
import { messageBelongsTo, messagePageOf, planMessages, planMessagesFor } from '../../../src/domain/server-messages.ts';

const message = (m: Partial<MessageBody> & { messageId: number }): MessageBody => messageBody.parse({ messageType: 'PAYMENT_STATUS', value: 'x', expires: null, ...m });

describe("sender-flows §4 Server messages: a payment's result belongs to that payment's screens", () => {
  it.each([
    // page path, query, message paymentId, belongs
    ['/auth/mycards', '', null, true],
    ['/auth/profile', '', null, true],
    ['/auth/mycards', '', 41, false],
    ['/auth/profile', '', 41, false],
    ['/auth/request/gb/ph', '', 41, false],
    ['/auth/kyc/ca', '', 41, false],
    // The next transfer's pay and waiting pages are another payment's.
    ['/auth/pay', '?paymentId=42', 41, false],
    ['/auth/pay/waiting/notification.action', '?paymentId=42', 41, false],
    ['/waiting', '?paymentId=42', 41, false],
    ['/success', '', 41, false],
    // That payment's own pages.
    ['/auth/pay', '?paymentId=41', 41, true],
    ['/fail', '?paymentId=41', 41, true],
    ['/waiting', '?paymentId=41&x=1', 41, true],
    ['/web/pay/accepted', '?paymentId=41', 41, true],
    // The history screens list it.
    ['/auth/send/main.page', '', 41, true],
    ['/auth/send/gb/ph', '?amount=30', 41, true],
  ] as const)('%s%s, message of payment %s → belongs: %s', (path, search, paymentId, belongs) => {
    expect(messageBelongsTo({ paymentId }, messagePageOf(path, search))).toBe(belongs);
  });

  it("reads the page's payment from its query, ignoring malformed ids", () => {
    expect(messagePageOf('/waiting', '?paymentId=17')).toEqual({ path: '/waiting', paymentId: 17 });
    expect(messagePageOf('/waiting', '?paymentId=-1')).toEqual({ path: '/waiting', paymentId: null });
    expect(messagePageOf('/waiting', '?paymentId=1e3')).toEqual({ path: '/waiting', paymentId: null });
    expect(messagePageOf('/waiting', '')).toEqual({ path: '/waiting', paymentId: null });
  });

  it("holds another page's payment result: not shown, not closed; the single-message history update still applies", () => {
    const failed = message({ messageId: 7, paymentId: 41, status: 100, value: 'Not completed: 20.01 GBP to Maria Santos.' });
    const onCards = planMessagesFor([failed], messagePageOf('/auth/mycards', ''));
    expect(onCards).toEqual({ shown: null, toClose: [], paymentUpdate: { paymentId: 41, status: 100 } });
    const onHistory = planMessagesFor([failed], messagePageOf('/auth/send/main.page', ''));
    expect(onHistory.shown?.messageId).toBe(7);
  });

  it('an unrelated page shows its own last message; held ones neither hide nor close it', () => {
    const info = message({ messageId: 1, messageType: 'INFO' });
    const result = message({ messageId: 2, paymentId: 41, status: 100 });
    const plan = planMessagesFor([info, result], messagePageOf('/auth/pay', '?paymentId=42'));
    expect(plan.shown?.messageId).toBe(1);
    expect(plan.toClose).toEqual([]);
    // On the history screen both belong: the earlier closable one is closed, the last is kept (§4).
    const history = planMessagesFor([info, result], messagePageOf('/auth/send/main.page', ''));
    expect(history.shown?.messageId).toBe(2);
    expect(history.toClose.map((m) => m.messageId)).toEqual([1]);
  });

  it('property: a shown or closed message always belongs to the page; with no payment messages the plan is the plain one', () => {
    const pages = fc.constantFrom('/auth/mycards', '/auth/profile', '/auth/pay', '/waiting', '/fail', '/auth/send/main.page', '/auth/request/gb/ph');
    const msg = fc
      .record({
        messageId: fc.integer({ min: 1, max: 1000 }),
        paymentId: fc.option(fc.integer({ min: 1, max: 5 }), { nil: null }),
        closable: fc.boolean(),
      })
      .map((m) => message({ ...m, status: m.paymentId === null ? null : 100 }));
    fc.assert(
      fc.property(fc.array(msg, { maxLength: 6 }), pages, fc.option(fc.integer({ min: 1, max: 5 }), { nil: null }), (list, path, id) => {
        const page = { path, paymentId: id };
        const plan = planMessagesFor(list, page);
        for (const m of [...plan.toClose, ...(plan.shown ? [plan.shown] : [])]) expect(messageBelongsTo(m, page)).toBe(true);
        if (list.every((m) => m.paymentId === null)) expect(plan).toEqual(planMessages(list));
      }),
      { numRuns: 200 },
    );
  });
});
