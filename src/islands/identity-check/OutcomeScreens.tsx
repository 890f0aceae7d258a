import type { AntiFraudState } from '../../api/schemas/antifraud.ts';
import type { CheckState } from '../../domain/identity-check.ts';
import { sitePath } from '../../domain/identity-check.ts';
import { ChatButton } from './ChatButton.tsx';
import { ScreenFrame } from './ScreenFrame.tsx';

export interface Chat {
  widgetUrl: string | null;
  newRequestHref: string;
}
interface Props {
  s: Record<string, string>;
  state: CheckState;
  data: AntiFraudState | null;
  focus: boolean;
  chat: Chat;
}

/** Verify-pending (sender-flows §4); a document check that also needs the selfie video links to it. */
export function PendingScreen({ s, state, focus }: Props) {
  const motion = state.page === 'motion';
  return (
    <ScreenFrame title={s[motion ? 'pending.motionTitle' : 'pending.title']!} focus={focus}>
      <p>{s[motion ? 'pending.motionText' : 'pending.text']}</p>
      {!motion && state.docs?.motionRequired && state.uuid && (
        <p>
          <a className="button" href={`/web/af/${state.uuid}/motion`}>
            {s['pending.motionLink']}
          </a>
        </p>
      )}
    </ScreenFrame>
  );
}

/** Error (sender-flows §4): 'agree' retries unless too many attempts; the help link goes to the mobile help. */
export function ErrorScreen({ s, state, data, focus, chat, onRetry }: Props & { onRetry: () => void }) {
  return (
    <ScreenFrame title={s['error.title']!} focus={focus}>
      <p>{s[state.tooManyAttempts ? 'error.tooMany' : 'error.text']}</p>
      <div className="actions">
        {!state.tooManyAttempts && (
          <button type="button" className="button" onClick={onRetry}>
            {s['error.agree']}
          </button>
        )}
        {state.tooManyAttempts && <ChatButton {...chat} label={s['chat']!} />}
        <a className="button secondary" href={sitePath(data?.helpCenterLink, '/help-mobile')}>
          {s['error.help']}
        </a>
      </div>
    </ScreenFrame>
  );
}

/** The motion check's error (sender-flows §4): chat and 'got it'. */
export function MotionErrorScreen({ s, state, focus, chat, onRetry }: Props & { onRetry: () => void }) {
  return (
    <ScreenFrame title={s['motionError.title']!} focus={focus}>
      <p>{s[state.tooManyAttempts ? 'motionError.tooMany' : 'motionError.text']}</p>
      <div className="actions">
        <button type="button" className="button" onClick={onRetry}>
          {s['motionError.gotIt']}
        </button>
        <ChatButton {...chat} label={s['chat']!} />
      </div>
    </ScreenFrame>
  );
}

/** Expired (sender-flows §4): offers the chat. Also the link and load failures, which offer what helps. */
export function NoticeScreen({ s, focus, chat, kind }: Omit<Props, 'state' | 'data'> & { kind: 'expired' | 'invalid' | 'unavailable' }) {
  return (
    <ScreenFrame title={s[`${kind}.title`]!} focus={focus}>
      <p>{s[`${kind}.text`]}</p>
      <div className="actions">
        {kind === 'unavailable' && (
          <button type="button" className="button" onClick={() => location.reload()}>
            {s['unavailable.retry']}
          </button>
        )}
        <ChatButton {...chat} label={s['chat']!} />
      </div>
    </ScreenFrame>
  );
}
