import { useStore } from '@nanostores/react';
import { Modal } from '../../ui/primitives/Modal.tsx';
import { TimedModal } from '../../ui/primitives/TimedModal.tsx';
import { ServerHtml } from '../ServerHtml.tsx';
import { dismiss } from './MessageNotice.tsx';
import { $message } from '../state.ts';
import { useT } from '../strings.ts';

/** Go back: to the page before, when there is one. */
function goBack(): void {
  dismiss();
  if (history.length > 1) history.back();
}

/**
 * Server messages (sender-flows §4): error-like types in a modal with the failure icon, the text and
 * a go-back button; timer types in the timed modal (2000 ms). Others are a notice (MessageNotice.tsx).
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
