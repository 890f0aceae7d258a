// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { reuseDraft, settleDraft } from '../../../src/stores/paid-draft.ts';
import { DRAFT_KEY } from '../../../src/domain/storage-keys.ts';
import { clearDraft, readDraft } from '../../../src/stores/transfer-draft.ts';

const draft = { action: '/api/send/gb/ph', ballId: 7, values: { to_name: 'Maria', from_amount: '100.00' } };

describe("sender-flows §4 payment result: Send again with the paid transfer's recipient and amount", () => {
  beforeEach(() => sessionStorage.clear());

  it("paying moves the send form's draft to the payment; Send again brings it back", () => {
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
