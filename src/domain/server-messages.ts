// Server messages (sender-flows §4 Server messages): how a list of message bodies is shown.
import { ERROR_MESSAGE_TYPES, TIMER_MESSAGE_TYPES, type MessageBody } from '../api/schemas/messages.ts';

export type MessageView = 'failure-modal' | 'timed-modal' | 'info';

export function viewOf(message: Pick<MessageBody, 'messageType'>): MessageView {
  if ((ERROR_MESSAGE_TYPES as readonly string[]).includes(message.messageType)) return 'failure-modal';
  if ((TIMER_MESSAGE_TYPES as readonly string[]).includes(message.messageType)) return 'timed-modal';
  return 'info';
}

export interface MessagePlan {
  /** The one message kept and shown. */
  shown: MessageBody | null;
  /** Earlier closable messages the interface closes with the close call. */
  toClose: MessageBody[];
  /** Set when a single message carries a payment's new status: the history entry updates. */
  paymentUpdate: { paymentId: number; status: number } | null;
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
