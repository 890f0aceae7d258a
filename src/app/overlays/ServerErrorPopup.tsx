import { useRef } from 'react';
import { useStore } from '@nanostores/react';
import { Popup } from '../../ui/primitives/Popup.tsx';
import { ServerHtml } from '../ServerHtml.tsx';
import { $errorPopup } from '../state.ts';
import { useT } from '../strings.ts';

/**
 * The error popup of showServerError (sender-flows §8): the server's errorText as HTML, already
 * rendered through the allowlist (ServerHtml), and a close button with the server's label.
 */
export function ServerErrorPopup() {
  const t = useT();
  const current = useStore($errorPopup);
  // The text stays while the popup plays its closing animation.
  const last = useRef(current);
  if (current) last.current = current;
  const popup = last.current;
  const close = () => $errorPopup.set(null);
  return (
    <Popup open={current !== null} onClose={close} title={t('serverError.title')} closeLabel={t('app.close')}>
      {popup && (
        <>
          <ServerHtml html={popup.html} />
          <div className="app-actions">
            <button type="button" className="button" onClick={close}>
              {popup.close || t('app.close')}
            </button>
          </div>
        </>
      )}
    </Popup>
  );
}
