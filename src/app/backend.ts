import { BackendFailure, createBackendClient, type BackendClient } from '../api/client.ts';
import { paths } from '../api/paths.ts';
import { FORBIDDEN_SUBMIT_PAGE, LOGIN } from '../domain/auth-routing.ts';
import { resetAnalyticsIdentity } from '../lib/analytics-identity.ts';
import { clearSession, dropSessionHint } from '../stores/session.ts';
import { $config } from './config.ts';
import { $location, navigate } from './router.ts';
import { $fatal, $screenError, requestChallenge } from './state.ts';
import { reportProblem } from './report.ts';
import { $lang } from './strings.ts';

/**
 * The backend client of sender-flows §7 wired to the interface (§8 error catalogue): 497 opens the
 * cloud-challenge modal and holds the request; 403 resets the analytics user, ends the session
 * and goes to /login (after a submit, to the fixed page); redirects navigate; refused targets are
 * reported.
 */
let client: BackendClient | null = null;
let ending: Promise<void> | null = null;

/**
 * Ends the refused session on the server too (GET /logout), so the sign-in page's data no longer
 * reports it: outside the client's error catalogue (its own 403, when the session is gone
 * already, must not start this again), and whatever it answers the user goes on to sign in.
 */
function endServerSession(): Promise<void> {
  return fetch(paths.logout, { credentials: 'include', headers: { Accept: 'application/json' }, redirect: 'manual' }).then(
    () => undefined,
    () => undefined,
  );
}

export function backend(): BackendClient {
  client ??= createBackendClient({
    origin: location.origin,
    allowedRedirectHosts: $config.get().allowedRedirectHosts,
    challenge: requestChallenge,
    forbidden(during) {
      // One 403 at a time: calls refused together end the session once and navigate once.
      if (ending) return;
      resetAnalyticsIdentity();
      // A 403 means the session is no longer trusted (auth-routing sessionEndedAt): the app
      // forgets it at once, so the routing rules see a signed-out user from here on.
      clearSession();
      dropSessionHint();
      const here = $location.get();
      ending = endServerSession().finally(() => {
        ending = null;
        if (during === 'submit') {
          // A full page load: nothing of the refused session stays in memory (a transfer's
          // draft is kept in sessionStorage, see transfer-draft).
          location.assign(FORBIDDEN_SUBMIT_PAGE);
          return;
        }
        // At /login already (its own page data refused): the form is on screen, nothing to redo.
        if (here.path === LOGIN) return;
        // The page asked for stays the explicit target after signing in again (sender-flows §2).
        navigate(LOGIN, { replace: true, state: { redirectTo: `${here.path}${here.search}`, sessionEnded: true } });
      });
    },
    navigate: (target) => navigate(target),
    report: reportProblem,
    language: () => $lang.get(),
  });
  return client;
}

/**
 * What a failed call leaves on screen (sender-flows §8): a failed challenge shows the error screen;
 * a 500 or an answer outside the contract shows on the screen; 403 and redirects have navigated;
 * a cancelled call is superseded. Network failures are the caller's (see submit.ts, use-page.ts).
 */
export function showFailure(error: unknown): void {
  if (!(error instanceof BackendFailure)) throw error;
  if (error.kind === 'challenge-failed') $fatal.set('challenge-failed');
  else if (error.kind === 'server-error') $screenError.set('server');
  else if (error.kind === 'invalid-answer') $screenError.set('invalid');
}
