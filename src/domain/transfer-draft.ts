// The send form's draft (sender-flows §4 Form, §8 HTTP 403): when the session ends on a submit the
// browser goes to the sign-in page with a full load, so what the sender typed is kept for this tab
// (sessionStorage) and put back into the same form after signing in. Card data never goes in: no
// card-number, expiry or CVV field, and no value that looks like a card number whatever its field.
// The draft is dropped once the transfer is submitted successfully or the user logs out.
import type { Form } from './form.ts';
import { fieldIdentity } from './field-validation.ts';
import { corridorFromForm, type CorridorStart } from './send-corridor.ts';
import { luhnValid } from './card-checks.ts';

export interface TransferDraft {
  /** The form's action: its corridor (/api/send/{from}/{to}). */
  action: string;
  /** Whose draft (session data's ballId): another sender signing in on this tab does not get it. */
  ballId: number | null;
  values: Record<string, string>;
  /**
   * What each kept field asked for (field-validation's fieldIdentity): a value goes back only into
   * the same field, not into a field of the same name that asks for something else.
   */
  identities?: Record<string, string>;
}

const CARD_TYPES: ReadonlySet<string> = new Set(['pan', 'cvv', 'exp_date', 'password']);
const CARD_NAMES = /(^|[_[.])(pan|cvv|cvc|cvv2|exp_date|expiry|card_?number)\]?$/i;

/** Luhn over 13 to 19 digits (spaces and dashes allowed): what a payment card number looks like. */
export function looksLikeCardNumber(value: string): boolean {
  const digits = value.replace(/[\s-]/g, '');
  return /^\d{13,19}$/.test(digits) && luhnValid(digits);
}

/** Whether a field's value may be kept in the draft. */
export function keepsInDraft(field: Pick<Form['fields'][number], 'name' | 'type' | 'nonRepeatable'>, value: string): boolean {
  if (value.trim() === '' || field.nonRepeatable) return false;
  if (CARD_TYPES.has(field.type) || CARD_NAMES.test(field.name)) return false;
  return !looksLikeCardNumber(value);
}

/** The draft of a send form as submitted. */
export function draftOf(form: Form, values: Readonly<Record<string, string>>, ballId: number | null): TransferDraft {
  const kept: Record<string, string> = {};
  const identities: Record<string, string> = {};
  for (const field of form.fields) {
    const value = values[field.name] ?? '';
    if (!keepsInDraft(field, value)) continue;
    kept[field.name] = value;
    identities[field.name] = fieldIdentity(field);
  }
  return { action: form.action, ballId, values: kept, identities };
}

/** Reads a stored draft; anything malformed (or holding card data after all) is no draft. */
export function parseDraft(text: string | null): TransferDraft | null {
  if (!text) return null;
  try {
    const raw = JSON.parse(text) as { [K in keyof TransferDraft]?: TransferDraft[K] | null } | null;
    if (!raw || typeof raw.action !== 'string' || typeof raw.values !== 'object' || raw.values === null) return null;
    const ballId = typeof raw.ballId === 'number' ? raw.ballId : null;
    const values: Record<string, string> = {};
    for (const [name, value] of Object.entries(raw.values)) {
      if (typeof value === 'string' && keepsInDraft({ name, type: 'text' }, value)) values[name] = value;
    }
    if (typeof raw.identities !== 'object' || raw.identities === null) return { action: raw.action, ballId, values };
    const identities = Object.fromEntries(Object.entries(raw.identities).filter(([name, identity]) => name in values && typeof identity === 'string'));
    return { action: raw.action, ballId, values, identities };
  } catch {
    return null;
  }
}

/** A draft is restored for the sender who made it (both ids known and equal, or no id when it was saved). */
export function draftBelongsTo(draft: TransferDraft, ballId: number | null): boolean {
  return draft.ballId === null || draft.ballId === ballId;
}

/**
 * The corridor to open for a draft (its form's pair, currencies, kept amount and delivery method),
 * when the route does not name another one: a corridor route of another pair keeps its own. What a
 * route of the same pair names itself (a link's `?amount=`, its currencies, its delivery method) is what the sender asks
 * for now and wins over the draft's; the draft's delivery method goes along only while the payout
 * currency stays the draft's (another currency has its own methods).
 */
export function draftCorridor(draft: TransferDraft, routeStart: CorridorStart | null): CorridorStart | null {
  const start = corridorFromForm(draft.action, draft.values);
  if (!start || start.kind !== 'send') return null;
  if (routeStart && (routeStart.kind !== start.kind || routeStart.from !== start.from || routeStart.to !== start.to)) return null;
  const corridor: CorridorStart = { ...start };
  if (routeStart?.fromCurrId !== undefined) corridor.fromCurrId = routeStart.fromCurrId;
  if (routeStart?.toCurrId !== undefined) corridor.toCurrId = routeStart.toCurrId;
  // A link's amount is on its own side (the backend's default side when it names none).
  if (routeStart?.amount !== undefined) Object.assign(corridor, { amount: routeStart.amount, isFrom: routeStart.isFrom });
  const deliveryMethod = routeStart?.deliveryMethod ?? (corridor.toCurrId === start.toCurrId ? draft.values['deliveryMethod'] : undefined);
  return deliveryMethod ? { ...corridor, deliveryMethod } : corridor;
}

/**
 * What goes back into the form: the draft's values of the fields the sender fills (visible types,
 * not hidden ones: the calculator call gives those for the restored corridor and amount), each
 * only into the same field it was typed in (a draft without identities, from before they were
 * kept, matches by name).
 */
export function draftFormValues(draft: TransferDraft, form: Form): Record<string, string> {
  const values: Record<string, string> = {};
  for (const field of form.fields) {
    const value = draft.values[field.name];
    const identity = draft.identities?.[field.name];
    if (identity !== undefined && identity !== fieldIdentity(field)) continue;
    if (value !== undefined && field.type !== 'hidden' && keepsInDraft(field, value)) values[field.name] = value;
  }
  return values;
}
