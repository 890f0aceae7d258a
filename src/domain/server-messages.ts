// Server messages (sender-flows §4 Server messages): how a list of message bodies is shown, and on
// which page.
import { PAYMENT_RESULT_PAGES } from './auth-routing.ts';

/** Message types (sender-flows §4 Server messages): error-like types open a failure modal, timer types a timed modal. */
const ERROR_MESSAGE_TYPES = ['ERROR', 'BLOCK', 'FRAUD'] as const;
const TIMER_MESSAGE_TYPES = ['TIMER', 'SUCCESS'] as const;
export const MESSAGE_TYPES = [...ERROR_MESSAGE_TYPES, ...TIMER_MESSAGE_TYPES, 'INFO', 'PAYMENT_STATUS'] as const;

/** Message body (sender-flows §3 Message); checked against the contract's schema (src/api/schemas/messages.ts). */
export interface MessageBody {
  messageId: number;
  messageType: (typeof MESSAGE_TYPES)[number];
  value: string;
  expires: number | null;
  errorCode: string | number | null;
  paymentId: number | null;
  status: number | null;
  closable: boolean;
}

type MessageView = 'failure-modal' | 'timed-modal' | 'info';

export function viewOf(message: Pick<MessageBody, 'messageType'>): MessageView {
  if ((ERROR_MESSAGE_TYPES as readonly string[]).includes(message.messageType)) return 'failure-modal';
  if ((TIMER_MESSAGE_TYPES as readonly string[]).includes(message.messageType)) return 'timed-modal';
  return 'info';
}

interface MessagePlan {
  /** The one message kept and shown. */
  shown: MessageBody | null;
  /** Earlier closable messages the interface closes with the close call. */
  toClose: MessageBody[];
  /** Set when a single message carries a payment's new status: the history entry updates. */
  paymentUpdate: { paymentId: number; status: number } | null;
}

/** The page a message list arrived on: its path and the payment it is about (`paymentId` in the query). */
interface MessagePage {
  path: string;
  paymentId: number | null;
}

export function messagePageOf(path: string, search: string): MessagePage {
  const raw = new URLSearchParams(search).get('paymentId');
  return { path, paymentId: raw !== null && /^\d{1,15}$/.test(raw) ? Number(raw) : null };
}

/** Pages about one payment, named by `paymentId` (sender-flows §2): pay, its waiting notification, the result pages. */
const PAYMENT_PAGES: readonly string[] = ['/auth/pay', '/auth/pay/waiting/notification.action', ...PAYMENT_RESULT_PAGES];
/** The screens listing the payment history (the send page; the corridor routes render the same screen). */
const HISTORY_SCREEN = /^\/auth\/send\/(main\.page|[a-z]{2}\/[a-z]{2})$/;

/**
 * Where a message belongs. One that carries a paymentId reports that payment's result: it belongs to
 * the screens of that payment (its pay, waiting and result pages) and to the history screen, which
 * lists it; on any other page (cards, profile, a request, another payment's pages) it is held: not
 * shown and not closed, so it is still there for the history. Other messages belong to any page.
 */
export function messageBelongsTo(message: Pick<MessageBody, 'paymentId'>, page: MessagePage): boolean {
  if (message.paymentId === null) return true;
  if (HISTORY_SCREEN.test(page.path)) return true;
  return PAYMENT_PAGES.includes(page.path) && page.paymentId === message.paymentId;
}

/**
 * The plan of a page's messages: the single-message history update reads the whole list (the
 * history store is not a page); showing and closing apply to the messages that belong here.
 */
export function planMessagesFor(messages: readonly MessageBody[], page: MessagePage): MessagePlan {
  const { paymentUpdate } = planMessages(messages);
  return { ...planMessages(messages.filter((m) => messageBelongsTo(m, page))), paymentUpdate };
}

/** With several messages, earlier closable ones are closed and only the last is kept. */
export function planMessages(messages: readonly MessageBody[]): MessagePlan {
  if (messages.length === 0) return { shown: null, toClose: [], paymentUpdate: null };
  const shown = messages.at(-1)!;
  const toClose = messages.slice(0, -1).filter((m) => m.closable);
  const single = messages.length === 1 ? shown : null;
  const paymentUpdate = single && single.paymentId !== null && single.status !== null ? { paymentId: single.paymentId, status: single.status } : null;
  return { shown, toClose, paymentUpdate };
}

/** The close call's path and query (sender-flows §7): `expire{expires}` is written as the spec gives it. */
export function closeMessageUrl(message: Pick<MessageBody, 'messageId' | 'expires'>, signedIn: boolean): string {
  const path = signedIn ? '/auth/message/close.action' : '/message/close.action';
  return `${path}?messageId=${message.messageId}&expire${message.expires ?? ''}`;
}
