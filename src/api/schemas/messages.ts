import { z } from 'zod/mini';
import { MESSAGE_TYPES, type MessageBody as DomainMessageBody } from '../../domain/server-messages.ts';

/** Message types (sender-flows §4 Server messages; which ones open which modal: src/domain/server-messages.ts). */
export const messageType = z.enum(MESSAGE_TYPES);

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
}) satisfies z.ZodMiniType<DomainMessageBody>;

/** Simple texts of an answer (`messages`: errorText, buttonClose and others). */
export const messages = z.record(z.string(), z.string());

/** The server messages of an answer (messageBodyMessages). */
export const messageBodies = z.array(messageBody);

export type MessageBody = z.infer<typeof messageBody>;
