import { useEffect, useState } from 'react';
import { Popup } from '../../ui/primitives/Popup.tsx';

export type Answer = { kind: 'download-app' } | { kind: 'message'; message: string } | { kind: 'failure' };

export interface InviteAnswerText {
  appTitle: string;
  appText: string;
  messageTitle: string;
  failureTitle: string;
  failure: string;
  ok: string;
  close: string;
}

interface Props {
  answer: Answer | null;
  stores: Array<{ type: string; url: string; label: string }>;
  text: InviteAnswerText;
  /** The popup has closed and finished its animation. */
  onDone: () => void;
}

/**
 * The popups an invite answer opens (public-site §4, §8): download the app (code 0 on a mobile
 * device), the server's message with 'Ok' (another code), or 'Something went wrong…' with 'Ok'
 * (network failure). The QR popup of code 0 elsewhere is the shell's.
 */
export function InviteAnswer({ answer, stores, text, onDone }: Props) {
  const [open, setOpen] = useState(false);
  useEffect(() => setOpen(answer !== null), [answer]);
  if (!answer) return null;
  const close = () => setOpen(false);
  const title = answer.kind === 'download-app' ? text.appTitle : answer.kind === 'message' ? text.messageTitle : text.failureTitle;
  return (
    <Popup open={open} onClose={close} onClosed={onDone} title={title} closeLabel={text.close}>
      {answer.kind === 'download-app' ? (
        <>
          <p>{text.appText}</p>
          <ul className="invite-stores" role="list">
            {stores.map((store) => (
              <li key={store.type}>
                <a className="button" href={store.url} target="_blank" rel="noopener noreferrer">
                  {store.label}
                </a>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <>
          <p>{answer.kind === 'message' ? answer.message : text.failure}</p>
          <button type="button" className="button" onClick={close}>
            {text.ok}
          </button>
        </>
      )}
    </Popup>
  );
}
