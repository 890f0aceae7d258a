import type { MessageBody } from '../api/schemas/messages.ts';
import { readMessageBodies } from '../api/schemas/light.ts';
import type { PageData, SubmitAnswer } from '../api/schemas/answers.ts';
import { classifyErrorCode } from '../domain/block-level.ts';
import { messagePageOf, planMessagesFor, viewOf } from '../domain/server-messages.ts';
import { serverErrorCode, serverErrorPopup } from '../domain/server-error.ts';
import { events, track } from '../lib/analytics.ts';
import { paymentStatusChanged } from '../stores/history.ts';
import { $session, setSession } from '../stores/session.ts';
import { backend } from './backend.ts';
import { reportProblem } from './report.ts';
import { $location } from './router.ts';
import { $block, $errorPopup, $message } from './state.ts';

/** Closes a message on the server (sender-flows §7); a failure is reported, the interface moves on. */
export function closeMessage(message: MessageBody): void {
  if (!message.closable) return;
  backend()
    .closeMessage(message, $session.get().authUser)
    .catch((error: unknown) => reportProblem('closing a message failed', String(error)));
}

/** Opens the block modal or the frozen-account disclaimer for a block code, and logs it (sender-flows §4). */
function openBlock(code: string, text: string, message: MessageBody | null): boolean {
  const kind = classifyErrorCode(code, $session.get().countryId);
  if (!kind.level && !kind.frozen) return false;
  $block.set({ code, level: kind.level, frozen: kind.frozen, recipientWording: kind.recipientWording, text, message });
  void track(events.blockShown, { code, level: kind.frozen ? 'FROZEN' : kind.level });
  return true;
}

/**
 * Server messages (sender-flows §4): earlier closable ones are closed and only the last is kept; a
 * single one with a paymentId updates the history; a block-coded error message opens the block
 * modal, other error-like types the failure modal, timer types the timed modal, the rest a notice.
 * A payment's result shows only on that payment's pages and the history screen (messageBelongsTo).
 */
export function applyMessages(raw: unknown): void {
  const read = readMessageBodies(raw ?? []);
  if (read) return showMessages(read);
  // What the zod-free reader refuses the schema decides, and says what is wrong.
  void import('../api/schemas/messages.ts').then(({ messageBodies }) => {
    const parsed = messageBodies.safeParse(raw);
    if (!parsed.success) return reportProblem('messages outside the contract', parsed.error.issues.slice(0, 3));
    showMessages(parsed.data);
  });
}

function showMessages(messages: readonly MessageBody[]): void {
  const where = $location.get();
  const plan = planMessagesFor(messages, messagePageOf(where.path, where.search));
  plan.toClose.forEach(closeMessage);
  if (plan.paymentUpdate) paymentStatusChanged(plan.paymentUpdate.paymentId, plan.paymentUpdate.status);
  const shown = plan.shown;
  if (!shown) return;
  const view = viewOf(shown);
  if (view === 'failure-modal' && shown.errorCode !== null && openBlock(String(shown.errorCode), shown.value, shown)) return;
  $message.set({ kind: view === 'failure-modal' ? 'failure' : view === 'timed-modal' ? 'timed' : 'notice', message: shown });
}

/**
 * The parts of a submit answer every screen reacts to the same way (sender-flows §7, §8). True
 * when the error popup opened: it said the error of the whole call.
 */
export function applySubmitAnswer(data: SubmitAnswer): boolean {
  if (data.auth) setSession(data.auth);
  if (data.messageBodyMessages) applyMessages(data.messageBodyMessages);
  const code = serverErrorCode(data);
  if (code && !$block.get()) openBlock(code, data.messages?.['errorText'] ?? '', null);
  const popup = serverErrorPopup(data);
  if (popup) $errorPopup.set({ html: popup.html, close: popup.close });
  return popup !== null;
}

/** Page data (sender-flows §7): session data and messages; the caller handles redirects. */
export function applyPageData(data: PageData): void {
  setSession(data.auth);
  // A notice belongs to the page it came with: each page data says afresh what this page shows.
  if ($message.get()?.kind === 'notice') $message.set(null);
  applyMessages(data.messageBodyMessages ?? []);
}
