import type { Translate } from '../../i18n/runtime.ts';
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
  t: Translate<'identity'>;
  state: CheckState;
  data: AntiFraudState | null;
  focus: boolean;
  chat: Chat;
}

/** Verify-pending (sender-flows §4); a document check that also needs the selfie video links to it. */
export function PendingScreen({ t, state, focus }: Props) {
  const motion = state.page === 'motion';
  return (
    <ScreenFrame title={t(motion ? 'pending.motionTitle' : 'pending.title')} focus={focus}>
      <p>{t(motion ? 'pending.motionText' : 'pending.text')}</p>
      {!motion && state.docs?.motionRequired && state.uuid && (
        <p>
          <a className="button" href={`/web/af/${state.uuid}/motion`}>
            {t('pending.motionLink')}
          </a>
        </p>
      )}
    </ScreenFrame>
  );
}

/** Error (sender-flows §4): 'agree' retries unless too many attempts; the help link goes to the mobile help. */
export function ErrorScreen({ t, state, data, focus, chat, onRetry }: Props & { onRetry: () => void }) {
  return (
    <ScreenFrame title={t('error.title')} focus={focus}>
      <p>{t(state.tooManyAttempts ? 'error.tooMany' : 'error.text')}</p>
      <div className="actions">
        {!state.tooManyAttempts && (
          <button type="button" className="button" onClick={onRetry}>
            {t('error.agree')}
          </button>
        )}
        {state.tooManyAttempts && <ChatButton {...chat} label={t('chat')} />}
        <a className="button secondary" href={sitePath(data?.helpCenterLink, '/help-mobile')}>
          {t('error.help')}
        </a>
      </div>
    </ScreenFrame>
  );
}

/** The motion check's error (sender-flows §4): chat and 'got it'. */
export function MotionErrorScreen({ t, state, focus, chat, onRetry }: Props & { onRetry: () => void }) {
  return (
    <ScreenFrame title={t('motionError.title')} focus={focus}>
      <p>{t(state.tooManyAttempts ? 'motionError.tooMany' : 'motionError.text')}</p>
      <div className="actions">
        <button type="button" className="button" onClick={onRetry}>
          {t('motionError.gotIt')}
        </button>
        <ChatButton {...chat} label={t('chat')} />
      </div>
    </ScreenFrame>
  );
}

/** Expired (sender-flows §4): offers the chat. Also the link and load failures, which offer what helps. */
export function NoticeScreen({ t, focus, chat, kind }: Omit<Props, 'state' | 'data'> & { kind: 'expired' | 'invalid' | 'unavailable' }) {
  return (
    <ScreenFrame title={t(`${kind}.title`)} focus={focus}>
      <p>{t(`${kind}.text`)}</p>
      <div className="actions">
        {kind === 'unavailable' && (
          <button type="button" className="button" onClick={() => location.reload()}>
            {t('unavailable.retry')}
          </button>
        )}
        <ChatButton {...chat} label={t('chat')} />
      </div>
    </ScreenFrame>
  );
}
