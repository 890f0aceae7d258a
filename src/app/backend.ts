import { BackendFailure, createBackendClient, type BackendClient } from '../api/client.ts';
import { FORBIDDEN_SUBMIT_PAGE, LOGIN } from '../domain/auth-routing.ts';
import { resetAnalyticsIdentity } from '../lib/analytics-identity.ts';
import { clearSession, dropSessionHint } from '../stores/session.ts';
import { $config } from './config.ts';
import { $location, navigate } from './router.ts';
import { $fatal, $screenError, requestChallenge } from './state.ts';
import { reportProblem } from './report.ts';

/**
 * The backend client of sender-flows §7 wired to the interface (§8 error catalogue): 497 opens the
 * cloud-challenge modal and holds the request; 403 resets the analytics user and goes to /login
 * (after a submit, to the fixed page); redirects navigate; refused targets are reported.
 */
let client: BackendClient | null = null;

export function backend(): BackendClient {
  client ??= createBackendClient({
    origin: location.origin,
    allowedRedirectHosts: $config.get().allowedRedirectHosts,
    challenge: requestChallenge,
    forbidden(during) {
      resetAnalyticsIdentity();
      // The session is gone: the routing rules must see a signed-out user from here on.
      clearSession();
      dropSessionHint();
      if (during === 'submit') {
        location.assign(FORBIDDEN_SUBMIT_PAGE);
        return;
      }
      // The page asked for stays the explicit target after signing in again (sender-flows §2).
      const here = $location.get();
      navigate(LOGIN, { replace: true, state: here.path === LOGIN ? {} : { redirectTo: `${here.path}${here.search}` } });
    },
    navigate: (target) => navigate(target),
    report: reportProblem,
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
