import { useCallback, useEffect, useState } from 'react';
import type { Strings } from '../../i18n/runtime.ts';
import type { DocumentCheckConfig } from '../../lib/third-party.ts';
import { SpinnerOverlay } from '../../ui/primitives/SpinnerOverlay.tsx';
import { CaptureScreen } from './CaptureScreen.tsx';
import { DocumentChoice } from './DocumentChoice.tsx';
import { EmailScreen } from './EmailScreen.tsx';
import { AgreementScreen, IntroScreen } from './IntroScreens.tsx';
import { ErrorScreen, MotionErrorScreen, NoticeScreen, PendingScreen, type Chat } from './OutcomeScreens.tsx';
import { ScreenFrame } from './ScreenFrame.tsx';
import { TipsScreen } from './TipsScreen.tsx';
import { useIdentityCheck } from './use-identity-check.ts';
import './identity-check.css';

interface IdentityCheckProps {
  /** The `identity` strings in English; other languages load at run time. */
  s: Strings;
  /** The document-check SDK when configured, else null (the local capture). */
  documentCheck: DocumentCheckConfig | null;
  chat: Chat;
  /** Hosts of the external provider the browser may be sent to, besides this site. */
  providerHosts: string[];
}

/**
 * The recipient identity check and selfie-motion check (sender-flows §2, §4): one static shell
 * serves /web/af/{uuid} and /web/af/{uuid}/motion; the screen follows the state machine.
 */
export default function IdentityCheck({ s: english, documentCheck, chat, providerHosts }: IdentityCheckProps) {
  const check = useIdentityCheck(english, providerHosts);
  const { state, data, t, tag, busy, send } = check;
  // The first screen after loading takes focus as well: the content replaced the loading notice.
  const focus = state.screen !== 'loading';
  const onSubmittedClosed = useCallback(() => send({ type: 'submittedClosed' }), [send]);
  const common = { t, focus };
  // One static shell serves both addresses, so the server's loading title is the document check's;
  // the motion title follows once hydrated (the first render must match the server's HTML).
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);

  const screen = (() => {
    switch (state.screen) {
      case 'loading':
        return (
          <ScreenFrame title={t(mounted && state.page === 'motion' ? 'motionTitle' : 'title')} focus={false}>
            <p role="status">{t('loading')}</p>
          </ScreenFrame>
        );
      case 'invalid':
      case 'unavailable':
      case 'expired':
        return <NoticeScreen {...common} chat={chat} kind={state.screen} />;
      case 'intro':
        return <IntroScreen {...common} data={data!} onContinue={() => send({ type: 'continue' })} />;
      case 'agreement':
        return <AgreementScreen {...common} data={data!} onAccept={() => send({ type: 'accept' })} onBack={() => send({ type: 'back' })} />;
      case 'email':
        return <EmailScreen {...common} onSubmit={check.submitEmail} onBack={() => send({ type: 'back' })} />;
      case 'documents':
        return <DocumentChoice {...common} tag={tag} docs={state.docs!} data={data!} onChoose={check.chooseDocument} />;
      case 'tips':
        return <TipsScreen {...common} messages={state.documentMessages} suggestionItems={data!.suggestionItems} onReady={() => send({ type: 'ready' })} />;
      case 'capture':
      case 'submitted':
        return (
          <CaptureScreen
            {...common}
            tag={tag}
            state={state}
            docInfo={state.docInfo}
            config={documentCheck}
            onCaptured={() => void check.captured()}
            onFailed={() => send({ type: 'captureFailed' })}
            onSubmittedClosed={onSubmittedClosed}
          />
        );
      case 'pending':
        return <PendingScreen {...common} state={state} data={data} chat={chat} />;
      case 'error':
        return <ErrorScreen {...common} state={state} data={data} chat={chat} onRetry={() => send({ type: 'retry' })} />;
      case 'motionError':
        return <MotionErrorScreen {...common} state={state} data={data} chat={chat} onRetry={() => send({ type: 'retry' })} />;
    }
  })();

  return (
    <div className="identity-check">
      <SpinnerOverlay active={busy} label={t('busy')}>
        {/* Keyed by screen: each screen mounts afresh and moves focus to its heading. */}
        <div key={state.screen === 'submitted' ? 'capture' : state.screen}>{screen}</div>
      </SpinnerOverlay>
    </div>
  );
}
