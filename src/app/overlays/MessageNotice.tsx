import { useStore } from '@nanostores/react';
import { ServerHtml } from '../ServerHtml.tsx';
import { closeMessage } from '../answers.ts';
import { $message } from '../state.ts';
import { useT } from '../strings.ts';

/** Dismissing removes the message: from the screen, and on the server when it is closable. */
export function dismiss(): void {
  const shown = $message.get();
  $message.set(null);
  if (shown) closeMessage(shown.message);
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
