import { useStore } from '@nanostores/react';
import { Snackbar } from '../islands/ui/Snackbar.tsx';
import { SpinnerOverlay } from '../islands/ui/SpinnerOverlay.tsx';
import { BlockModals } from './overlays/BlockModals.tsx';
import { ChallengeModal } from './overlays/ChallengeModal.tsx';
import { MessageOverlays } from './overlays/MessageOverlays.tsx';
import { ServerErrorPopup } from './overlays/ServerErrorPopup.tsx';
import { SuccessModal } from './overlays/SuccessModal.tsx';
import { WelcomeModal } from './overlays/WelcomeModal.tsx';
import { RouteView } from './RouteView.tsx';
import { ErrorScreen } from './screens/ErrorScreen.tsx';
import { UnavailableScreen } from './screens/UnavailableScreen.tsx';
import { $busy, $fatal, $snackbar } from './state.ts';
import { useT } from './strings.ts';

const hideSnackbar = () => $snackbar.set(null);

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
  return (
    <SpinnerOverlay active={busy} label={t('app.loading')}>
      {fatal === 'challenge-failed' ? <ErrorScreen variant="challenge" /> : fatal === 'unavailable' ? <UnavailableScreen /> : <RouteView />}
      <MessageOverlays />
      <ChallengeModal />
      <ServerErrorPopup />
      <BlockModals />
      <WelcomeModal />
      <SuccessModal />
      <Snackbar message={snackbar} onHide={hideSnackbar} />
    </SpinnerOverlay>
  );
}
