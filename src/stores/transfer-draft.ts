// The send form's draft in this tab's sessionStorage (domain/transfer-draft.ts): saved on each
// submit, read by the send screen, dropped once a transfer is submitted successfully or on logout.
import type { Form } from '../api/schemas/form.ts';
import { DRAFT_KEY } from '../domain/storage-keys.ts';
import { draftOf, parseDraft, type TransferDraft } from '../domain/transfer-draft.ts';

const store = (): Storage | null => {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null; // storage can be switched off: then there is no draft
  }
};

export function saveDraft(form: Form, values: Readonly<Record<string, string>>, ballId: number | null): void {
  try {
    store()?.setItem(DRAFT_KEY, JSON.stringify(draftOf(form, values, ballId)));
  } catch {
    // A full storage keeps no draft; the submit goes on.
  }
}

export function readDraft(): TransferDraft | null {
  return parseDraft(store()?.getItem(DRAFT_KEY) ?? null);
}

/** The paid transfer's draft, kept for 'Send again' (same recipient and amount) from its result page. */
export const PAID_DRAFT_KEY = 'paidDraft';

export function clearDraft(): void {
  store()?.removeItem(DRAFT_KEY);
  store()?.removeItem(PAID_DRAFT_KEY);
}
