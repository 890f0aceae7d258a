import { useStore } from '@nanostores/react';
import { Modal } from '../../ui/primitives/Modal.tsx';
import { TimedModal } from '../../ui/primitives/TimedModal.tsx';
import { ServerHtml } from '../ServerHtml.tsx';
import { closeMessage } from '../answers.ts';
import { $message } from '../state.ts';
import { useT } from '../strings.ts';

/** Dismissing removes the message: from the screen, and on the server when it is closable. */
function dismiss(): void {
  const shown = $message.get();
  $message.set(null);
  if (shown) closeMessage(shown.message);
}

/** Go back: to the page before, when there is one. */
function goBack(): void {
  dismiss();
  if (history.length > 1) history.back();
}

/**
 * Server messages (sender-flows §4): error-like types in a modal with the failure icon, the text and
 * a go-back button; timer types in the timed modal (2000 ms). Others are a notice (MessageNotice).
 */
export function MessageOverlays() {
  const t = useT();
  const shown = useStore($message);
  if (!shown || shown.kind === 'notice') return null;
  if (shown.kind === 'failure') {
    return (
      <Modal open onClose={dismiss} title={t('message.failureTitle')} closeLabel={t('app.close')}>
        <span className="result-icon failure" aria-hidden="true">
          !
        </span>
        <ServerHtml html={shown.message.value} />
        <div className="app-actions">
          <button type="button" className="button" onClick={goBack}>
            {t('message.goBack')}
          </button>
        </div>
      </Modal>
    );
  }
  return (
    <TimedModal open onClose={dismiss} title={t('message.timedTitle')} closeLabel={t('app.close')}>
      <ServerHtml html={shown.message.value} />
    </TimedModal>
  );
}

/** An informational message (a payment's new status, news) above the screen, dismissible. */
export function MessageNotice() {
  const t = useT();
  const shown = useStore($message);
  if (shown?.kind !== 'notice') return null;
  return (
    <aside className="app-notice" aria-label={t('message.noticeLabel')}>
      <ServerHtml html={shown.message.value} />
      <button type="button" className="link-button" onClick={dismiss}>
        {t('message.dismiss')}
      </button>
    </aside>
  );
}
