import { lazy, Suspense } from 'react';
import { useStore } from '@nanostores/react';
import { Snackbar } from '../ui/primitives/Snackbar.tsx';
import { SpinnerOverlay } from '../ui/primitives/SpinnerOverlay.tsx';
import { MessageOverlays } from './overlays/MessageOverlays.tsx';
import { ServerErrorPopup } from './overlays/ServerErrorPopup.tsx';
import { SuccessModal } from './overlays/SuccessModal.tsx';
import { WelcomeModal } from './overlays/WelcomeModal.tsx';
import { RouteView } from './RouteView.tsx';
import { ErrorScreen } from './screens/ErrorScreen.tsx';
import { $block, $busy, $challengeOpen, $fatal, $snackbar } from './state.ts';
import { useT } from './strings.ts';

const hideSnackbar = () => $snackbar.set(null);

// What a first visit rarely needs loads when it is first needed: the shell's first load stays small.
const BlockModals = lazy(() => import('./overlays/BlockModals.tsx').then((m) => ({ default: m.BlockModals })));
const ChallengeModal = lazy(() => import('./overlays/ChallengeModal.tsx').then((m) => ({ default: m.ChallengeModal })));
const UnavailableScreen = lazy(() => import('./screens/UnavailableScreen.tsx').then((m) => ({ default: m.UnavailableScreen })));

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
      <MessageOverlays />
      {challenge && (
        <Suspense fallback={null}>
          <ChallengeModal />
        </Suspense>
      )}
      <ServerErrorPopup />
      {block && (
        <Suspense fallback={null}>
          <BlockModals />
        </Suspense>
      )}
      <WelcomeModal />
      <SuccessModal />
      <Snackbar message={snackbar} onHide={hideSnackbar} />
    </SpinnerOverlay>
  );
}
