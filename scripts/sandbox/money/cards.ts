// Saved cards as the send and pay pages list them (sender-flows §3 Stored card), and the checks of
// a new card's number and expiry.
import type { StoredCard } from '../../../src/api/schemas/payment.ts';
import { brandOf } from '../../../src/domain/card-brand.ts';
import { expiryProblem, luhnValid } from '../../../src/domain/card-checks.ts';
import type { Db } from '../db.ts';

export { luhnValid };

interface CardRow {
  id: number;
  alias: string;
  payment_system: StoredCard['paymentSystem'];
  pan_last4: string;
  expiry: string;
}

/** A card is valid through the last day of its expiry month (MM/YY), in UTC. */
export function cardExpired(expiry: string, now: number): boolean {
  return expiryProblem(expiry, now) !== null;
}

export const maskedPan = (last4: string): string => `•••• ${last4}`;
const cardLogo = (system: StoredCard['paymentSystem']): string => `/media/payment-systems/${system.toLowerCase()}.svg`;

const toStoredCard = (row: CardRow, now: number): StoredCard => ({
  id: row.id,
  alias: row.alias,
  paymentSystem: row.payment_system,
  pan: maskedPan(row.pan_last4),
  cardExpired: cardExpired(row.expiry, now),
  logo: cardLogo(row.payment_system),
});

/** The user's saved cards, oldest first; deleted ones are gone. */
export function storedCards(db: Db, userId: number, now: number): StoredCard[] {
  const rows = db.prepare('SELECT id, alias, payment_system, pan_last4, expiry FROM cards WHERE user_id = ? AND deleted_at IS NULL ORDER BY id').all(userId) as unknown as CardRow[];
  return rows.map((row) => toStoredCard(row, now));
}

export function storedCard(db: Db, userId: number, cardId: number, now: number): StoredCard | null {
  const row = db.prepare('SELECT id, alias, payment_system, pan_last4, expiry FROM cards WHERE id = ? AND user_id = ? AND deleted_at IS NULL').get(cardId, userId) as CardRow | undefined;
  return row ? toStoredCard(row, now) : null;
}

/** The card scheme by the interface's one brand rule (src/domain/card-brand.ts); Maestro when unknown. */
function paymentSystemOf(pan: string): StoredCard['paymentSystem'] {
  return (brandOf(pan)?.toUpperCase() ?? 'MAESTRO') as StoredCard['paymentSystem'];
}

/** Saves a new card unless the same one (last four digits and expiry) is saved already; returns its id. */
export function saveCard(db: Db, userId: number, pan: string, expiry: string, now: number): number {
  const last4 = pan.slice(-4);
  const existing = db.prepare('SELECT id FROM cards WHERE user_id = ? AND pan_last4 = ? AND expiry = ? AND deleted_at IS NULL').get(userId, last4, expiry) as { id: number } | undefined;
  if (existing) return existing.id;
  const system = paymentSystemOf(pan);
  const alias = `${system.charAt(0)}${system.slice(1).toLowerCase()} ${last4}`;
  return Number(
    db.prepare('INSERT INTO cards (user_id, alias, payment_system, pan_last4, expiry, created_at) VALUES (?, ?, ?, ?, ?, ?)').run(userId, alias, system, last4, expiry, now).lastInsertRowid,
  );
}
