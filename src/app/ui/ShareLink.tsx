import { useId, useRef } from 'react';
import { showSnackbar } from '../state.ts';
import './share-link.css';

interface ShareLinkTexts {
  /** The field's label. */
  label: string;
  copy: string;
  copied: string;
  copyFailed: string;
  share: string;
  /** The text the system share sheet sends with the link. */
  shareText: string;
}

/**
 * A link to pass on (the invite link, a payment request): shown in a read-only field, copied with
 * the snackbar saying so; where copying is refused the link is selected and the snackbar says to
 * copy it by hand. The system share sheet is offered where the browser has one (Web Share API).
 */
export function ShareLink({ url, texts }: { url: string; texts: ShareLinkTexts }) {
  const id = useId();
  const field = useRef<HTMLInputElement>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      showSnackbar(texts.copied);
    } catch {
      field.current?.select();
      showSnackbar(texts.copyFailed);
    }
  };
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';
  const share = () =>
    navigator.share({ url, text: texts.shareText }).catch(() => {
      /* dismissed */
    });
  return (
    <div className="field share-link">
      <label htmlFor={id}>{texts.label}</label>
      <div className="share-link-row">
        <input id={id} ref={field} type="text" readOnly value={url} onFocus={(e) => e.currentTarget.select()} />
        <button type="button" className="button" onClick={() => void copy()}>
          {texts.copy}
        </button>
        {canShare && (
          <button type="button" className="button secondary" onClick={() => void share()}>
            {texts.share}
          </button>
        )}
      </div>
    </div>
  );
}
