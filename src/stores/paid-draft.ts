import { parseDraft } from '../domain/transfer-draft.ts';
import { clearDraft, DRAFT_KEY, PAID_DRAFT_KEY } from './transfer-draft.ts';

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
  // The next transfer is a new one, not an edit of this paid one.
  store()?.removeItem(LAST_PAYMENT_KEY);
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

/** Pay pages an edited transfer replaced in this tab: older payment id → the newest one. */
const SUPERSEDED_KEY = 'supersededPayments';
const LAST_PAYMENT_KEY = 'supersededPayments.last';
const paymentIdOf = (address: string): number | null => {
  const id = Number(new URL(address, 'https://x.invalid').searchParams.get('paymentId'));
  return Number.isSafeInteger(id) && id > 0 ? id : null;
};

/**
 * The send form made a new payment after an Edit: the review of the one before must not be paid
 * by going Back to it, so it is noted as replaced (the newest one of the draft is remembered).
 */
export function notePayment(redirectTo: string): void {
  const id = paymentIdOf(redirectTo);
  const s = store();
  if (id === null || !s) return;
  try {
    const map = JSON.parse(s.getItem(SUPERSEDED_KEY) ?? '{}') as Record<string, number>;
    const last = Number(s.getItem(LAST_PAYMENT_KEY));
    if (last > 0 && last !== id) for (const key of [...Object.keys(map).filter((k) => map[k] === last), String(last)]) map[key] = id;
    s.setItem(SUPERSEDED_KEY, JSON.stringify(map));
    s.setItem(LAST_PAYMENT_KEY, String(id));
  } catch {
    // No storage: Back may show the older review, whose payment the backend still judges.
  }
}

/** The payment that replaced `paymentId` in this tab, or null. */
export function replacedBy(paymentId: number): number | null {
  try {
    const next = (JSON.parse(store()?.getItem(SUPERSEDED_KEY) ?? '{}') as Record<string, unknown>)[String(paymentId)];
    return typeof next === 'number' && next !== paymentId ? next : null;
  } catch {
    return null;
  }
}
