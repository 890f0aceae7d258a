import { useId, useRef } from 'react';
import { showSnackbar } from '../../state.ts';
import type { Translate } from '../../strings.ts';

interface Props {
  /** The invite link as a full address. */
  url: string;
  code: string;
  t: Translate;
}

/**
 * The invite link (sender-flows §2 invite friends): shown in a read-only field, copied with the
 * snackbar saying so; where copying is refused the link is selected and the snackbar says to copy
 * it by hand. The system share sheet is offered where the browser has one.
 */
export function ShareLink({ url, code, t }: Props) {
  const id = useId();
  const field = useRef<HTMLInputElement>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      showSnackbar(t('invite.copied'));
    } catch {
      field.current?.select();
      showSnackbar(t('invite.copyFailed'));
    }
  };
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';
  const share = () => navigator.share({ url, text: t('invite.shareText', { code }) }).catch(() => { /* dismissed */ });
  return (
    <div className="field share-link">
      <label htmlFor={id}>{t('invite.link')}</label>
      <div className="share-link-row">
        <input id={id} ref={field} type="text" readOnly value={url} onFocus={(e) => e.currentTarget.select()} />
        <button type="button" className="button" onClick={() => void copy()}>{t('invite.copy')}</button>
        {canShare && <button type="button" className="button secondary" onClick={() => void share()}>{t('invite.share')}</button>}
      </div>
    </div>
  );
}
