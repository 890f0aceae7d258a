// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { notePayment, replacedBy, reuseDraft, settleDraft } from '../../../src/stores/paid-draft.ts';
import { clearDraft, DRAFT_KEY, readDraft } from '../../../src/stores/transfer-draft.ts';

const draft = { action: '/api/send/gb/ph', ballId: 7, values: { to_name: 'Maria', from_amount: '100.00' } };

describe('sender-flows §4 payment result: Send again with the paid transfer\'s recipient and amount', () => {
  beforeEach(() => sessionStorage.clear());

  it('paying moves the send form\'s draft to the payment; Send again brings it back', () => {
    sessionStorage.setItem(DRAFT_KEY, JSON.stringify(draft));
    settleDraft(42);
    expect(readDraft()).toBeNull();
    expect(reuseDraft(41)).toBe(false);
    expect(reuseDraft(42)).toBe(true);
    expect(readDraft()).toEqual(draft);
  });

  it('no draft, a malformed one or logging out leaves nothing to send again', () => {
    settleDraft(1);
    expect(reuseDraft(1)).toBe(false);
    sessionStorage.setItem(DRAFT_KEY, '{not json');
    settleDraft(2);
    expect(reuseDraft(2)).toBe(false);
    sessionStorage.setItem(DRAFT_KEY, JSON.stringify(draft));
    settleDraft(3);
    clearDraft();
    expect(reuseDraft(3)).toBe(false);
  });
});

describe('sender-flows §2 /auth/pay: an edited transfer replaces the review before it', () => {
  beforeEach(() => sessionStorage.clear());

  it('each edit and continue points every older review at the newest payment', () => {
    notePayment('/auth/pay?paymentId=206');
    expect(replacedBy(206)).toBeNull();
    notePayment('/auth/pay?paymentId=207');
    notePayment('/auth/pay?paymentId=208');
    expect([replacedBy(206), replacedBy(207), replacedBy(208)]).toEqual([208, 208, null]);
    // The same address again (a reload's answer) replaces nothing.
    notePayment('/auth/pay?paymentId=208');
    expect(replacedBy(208)).toBeNull();
    // Paying ends the transfer: the next one replaces nothing.
    settleDraft(208);
    notePayment('/auth/pay?paymentId=209');
    expect(replacedBy(208)).toBeNull();
  });

  it('an address without a payment id is ignored; broken storage replaces nothing', () => {
    notePayment('/auth/result?x=1');
    expect(replacedBy(1)).toBeNull();
    sessionStorage.setItem('supersededPayments', '{oops');
    expect(replacedBy(206)).toBeNull();
  });
});
