import { HOME } from '../domain/auth-routing.ts';
import { clearHistory } from '../stores/history.ts';
import { $session, clearSession } from '../stores/session.ts';
import { clearDraft } from '../stores/transfer-draft.ts';
import { backend } from './backend.ts';
import { reportProblem } from './report.ts';
import { showSnackbar, withSpinner } from './state.ts';
import { translate } from './strings.ts';

/**
 * Logout (sender-flows §2, §6, §7): only for a signed-in user. GET /logout; on success the history
 * and session data are cleared and the browser goes home, replacing the signed-in page so Back does
 * not return to it, and a transfer's draft is dropped; on failure the spinner stops and the user stays signed in.
 */
export async function logout(): Promise<boolean> {
  if (!$session.get().authUser) return false;
  try {
    const answer = await withSpinner(() => backend().logout());
    if (!answer.ok) throw new Error(`logout answered ${answer.status}`);
    clearHistory();
    clearSession();
    clearDraft();
    location.replace(answer.redirectTo ?? HOME);
    return true;
  } catch (error) {
    reportProblem('logout failed', String(error));
    showSnackbar(translate('logout.failed'));
    return false;
  }
}
