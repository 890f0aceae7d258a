import { lazy, Suspense, useRef } from 'react';
import { useStore } from '@nanostores/react';
import { Snackbar } from '../ui/primitives/Snackbar.tsx';
import { SpinnerOverlay } from '../ui/primitives/SpinnerOverlay.tsx';
import { ErrorScreen } from './ErrorScreenOnDemand.tsx';
import { RouteView } from './RouteView.tsx';
import { $block, $busy, $challengeOpen, $errorPopup, $fatal, $message, $snackbar, $success, $welcome } from './state.ts';
import { useT } from './strings.ts';

const hideSnackbar = () => $snackbar.set(null);

// What a first visit rarely needs loads when it is first needed: the shell's first load stays small.
const BlockModals = lazy(() => import('./overlays/BlockModals.tsx').then((m) => ({ default: m.BlockModals })));
const ChallengeModal = lazy(() => import('./overlays/ChallengeModal.tsx').then((m) => ({ default: m.ChallengeModal })));
const UnavailableScreen = lazy(() => import('./screens/UnavailableScreen.tsx').then((m) => ({ default: m.UnavailableScreen })));
const MessageOverlays = lazy(() => import('./overlays/MessageOverlays.tsx').then((m) => ({ default: m.MessageOverlays })));
const ServerErrorPopup = lazy(() => import('./overlays/ServerErrorPopup.tsx').then((m) => ({ default: m.ServerErrorPopup })));
const SuccessModal = lazy(() => import('./overlays/SuccessModal.tsx').then((m) => ({ default: m.SuccessModal })));
const WelcomeModal = lazy(() => import('./overlays/WelcomeModal.tsx').then((m) => ({ default: m.WelcomeModal })));

/**
 * The signed-in area's frame: the route's screen under the full-page spinner, and every overlay of
 * sender-flows §2 and §4. A failed challenge or an unavailable account area replaces the screen.
 * Navigation is the site header's (shell-sync.ts), one for the whole site.
 */
export function AppShell() {
  const t = useT();
  const fatal = useStore($fatal);
  const busy = useStore($busy) > 0;
  const snackbar = useStore($snackbar);
  const block = useStore($block);
  const challenge = useStore($challengeOpen);
  const welcome = useStore($welcome);
  const success = useStore($success);
  // A notice shows above the screen (RouteView); the modal kinds load when one first comes.
  const message = useStore($message);
  const overlay = message !== null && message.kind !== 'notice';
  // The error popup stays mounted once shown: it plays its closing animation after it is closed.
  const errorPopupShown = useRef(false);
  if (useStore($errorPopup)) errorPopupShown.current = true;
  return (
    <SpinnerOverlay active={busy} label={t('app.loading')}>
      {fatal === 'challenge-failed' ? (
        <ErrorScreen variant="challenge" />
      ) : fatal === 'unavailable' ? (
        <Suspense fallback={null}>
          <UnavailableScreen />
        </Suspense>
      ) : (
        <RouteView />
      )}
      {overlay && (
        <Suspense fallback={null}>
          <MessageOverlays />
        </Suspense>
      )}
      {challenge && (
        <Suspense fallback={null}>
          <ChallengeModal />
        </Suspense>
      )}
      {errorPopupShown.current && (
        <Suspense fallback={null}>
          <ServerErrorPopup />
        </Suspense>
      )}
      {block && (
        <Suspense fallback={null}>
          <BlockModals />
        </Suspense>
      )}
      {welcome && (
        <Suspense fallback={null}>
          <WelcomeModal />
        </Suspense>
      )}
      {success !== null && (
        <Suspense fallback={null}>
          <SuccessModal />
        </Suspense>
      )}
      <Snackbar message={snackbar} onHide={hideSnackbar} />
    </SpinnerOverlay>
  );
}
