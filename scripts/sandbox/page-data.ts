// The parts every page-data answer carries (sender-flows §7 "GET current page path plus query"):
// the session data and the sender's open messages.
import type { MessageBody, PageData } from '../../src/api/schemas/index.ts';
import type { Auth } from '../../src/api/schemas/session.ts';
import { signedOut } from '../../src/api/schemas/signed-out.ts';
import type { Context } from './context.ts';
import type { Db } from './db.ts';
import type { SessionUser } from './session.ts';
import { SUCCESS_STATUS } from './catalogue.ts';
import { paymentOf } from './payments.ts';
import { paymentNoticeText } from './money/history.ts';
import { englishTexts, type TextKey } from './texts.ts';

export function authOf(ctx: Pick<Context, 'user' | 'ref'>): Auth {
  const user = ctx.user;
  if (!user) return signedOut;
  return {
    authUser: true,
    ballId: user.id,
    countryId: user.countryId,
    jwt: null,
    userCountryName: ctx.ref.countryById.get(user.countryId)?.name ?? null,
    isNewUser: user.scenario === 'new',
    userName: user.name,
  };
}

interface MessageRow {
  id: number;
  type: MessageBody['messageType'];
  value: string;
  expires: number | null;
  error_code: string | null;
  payment_id: number | null;
  status: number | null;
  closable: number;
}

/** The reading request's words, for messages worded from data the sandbox still has. */
type Wording = Pick<Context, 'ref' | 't' | 'lang'>;

/** A stored message value that is one of the sandbox's texts, said in the reader's language when read. */
const TEXT_VALUE = 'text:';
export const textValue = (key: TextKey): string => `${TEXT_VALUE}${key}`;

/** A payment notice names its amount and recipient in the reader's language and number format; a text value is said in it. */
function reworded(db: Db, userId: number, row: MessageRow, wording: Wording | undefined): string {
  if (row.value.startsWith(TEXT_VALUE)) return (wording?.t ?? englishTexts)(row.value.slice(TEXT_VALUE.length) as TextKey);
  if (!wording || row.type !== 'PAYMENT_STATUS' || row.payment_id === null || row.status === null) return row.value;
  const payment = paymentOf(db, userId, row.payment_id);
  return payment ? paymentNoticeText(wording.ref, payment, row.status === SUCCESS_STATUS, wording.t, wording.lang) : row.value;
}

/** Open messages of the user, oldest first (the client keeps only the last, sender-flows §4). */
export function openMessages(db: Db, user: SessionUser | null, now: number, wording?: Wording): MessageBody[] {
  if (!user) return [];
  const rows = db.prepare('SELECT * FROM messages WHERE user_id = ? AND closed_at IS NULL AND (expires IS NULL OR expires > ?) ORDER BY id').all(user.id, now) as unknown as MessageRow[];
  return rows.map((r) => ({
    messageId: r.id,
    messageType: r.type,
    value: reworded(db, user.id, r, wording),
    expires: r.expires,
    errorCode: r.error_code,
    paymentId: r.payment_id,
    status: r.status,
    closable: r.closable === 1,
  }));
}

export function addMessage(
  db: Db,
  userId: number,
  message: { type: MessageBody['messageType']; value: string; expires?: number | null; errorCode?: string | null; paymentId?: number | null; status?: number | null; closable?: boolean },
  now: number,
): number {
  const result = db
    .prepare('INSERT INTO messages (user_id, type, value, expires, error_code, payment_id, status, closable, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)')
    .run(userId, message.type, message.value, message.expires ?? null, message.errorCode ?? null, message.paymentId ?? null, message.status ?? null, message.closable === false ? 0 : 1, now);
  return Number(result.lastInsertRowid);
}

/** The base of every page-data answer; routes add their own parts. */
export function basePageData(ctx: Context, pageTitle: string): PageData {
  return {
    auth: authOf(ctx),
    pageTitle,
    messages: {},
    messageBodyMessages: openMessages(ctx.db, ctx.user, ctx.now(), ctx),
    chatBlocked: false,
  };
}
