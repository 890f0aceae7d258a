import { z } from 'zod/mini';

/** Message types (sender-flows §4 Server messages): error-like types open a failure modal, timer types a timed modal. */
export const ERROR_MESSAGE_TYPES = ['ERROR', 'BLOCK', 'FRAUD'] as const;
export const TIMER_MESSAGE_TYPES = ['TIMER', 'SUCCESS'] as const;
export const messageType = z.enum([...ERROR_MESSAGE_TYPES, ...TIMER_MESSAGE_TYPES, 'INFO', 'PAYMENT_STATUS']);

/** Message body (sender-flows §3 Message). */
export const messageBody = z.object({
  messageId: z.int().check(z.positive()),
  messageType,
  /** The text (may hold whitelisted HTML). */
  value: z.string(),
  /** Expiry as epoch milliseconds, echoed as `expire` when closing; null when it never expires. */
  expires: z.nullable(z.int()),
  errorCode: z._default(z.nullable(z.union([z.string(), z.number()])), null),
  /** Set when the message reports a payment's new status (the history entry updates). */
  paymentId: z._default(z.nullable(z.int()), null),
  status: z._default(z.nullable(z.int()), null),
  /** Closable messages are closed by the close call (sender-flows §7). */
  closable: z._default(z.boolean(), true),
});

/** Simple texts of an answer (`messages`: errorText, buttonClose and others). */
export const messages = z.record(z.string(), z.string());

export type MessageBody = z.infer<typeof messageBody>;
