import { parseDraft } from '../domain/transfer-draft.ts';
import { DRAFT_KEY } from '../domain/storage-keys.ts';
import { clearDraft, PAID_DRAFT_KEY } from './transfer-draft.ts';

// Apart from transfer-draft.ts so the /auth shell's first JavaScript (logout clears drafts) does
// not carry what only the pay and result screens use.
const store = (): Storage | null => {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
};

/** A transfer is paid: its draft stops being the send form's and is kept as that payment's. */
export function settleDraft(paymentId: number): void {
  const draft = store()?.getItem(DRAFT_KEY) ?? null;
  clearDraft();
  if (draft === null || parseDraft(draft) === null) return;
  try {
    store()?.setItem(PAID_DRAFT_KEY, JSON.stringify({ paymentId, draft }));
  } catch {
    // No room: 'Send again' opens an empty send form.
  }
}

/** 'Send again': the payment's draft becomes the send form's again; false when this tab has none. */
export function reuseDraft(paymentId: number): boolean {
  try {
    const kept = JSON.parse(store()?.getItem(PAID_DRAFT_KEY) ?? 'null') as { paymentId?: unknown; draft?: unknown } | null;
    if (!kept || kept.paymentId !== paymentId || typeof kept.draft !== 'string' || parseDraft(kept.draft) === null) return false;
    store()?.setItem(DRAFT_KEY, kept.draft);
    return true;
  } catch {
    return false;
  }
}
