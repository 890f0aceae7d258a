import { useEffect, useState } from 'react';
import { BackendFailure, type Light } from '../api/client.ts';
import type { PageData } from '../api/schemas/answers.ts';
import { signedOut } from '../api/schemas/signed-out.ts';
import { LOGIN, routeDecision, sessionEndedAt } from '../domain/auth-routing.ts';
import { safeRedirect } from '../domain/safe-redirect.ts';
import { $session } from '../stores/session.ts';
import { applyPageData } from './answers.ts';
import { backend, showFailure } from './backend.ts';
import { navigate, type AppLocation } from './router.ts';
import { $fatal, $message, $screenError, withSpinner } from './state.ts';
import { $lang } from './strings.ts';

export type PageState =
  | { phase: 'loading' }
  | { phase: 'ready'; data: PageData }
  /**
   * A 4xx page-data answer (a malformed or unknown address: a bad id, someone else's payment):
   * the screen says so in the user's language (RefusedScreen); the server's sentence is English
   * and meant for developers, so only its code is kept.
   */
  | { phase: 'refused'; status: number; code: string | null };

/**
 * The language page data was last asked in: `lang` is added when it changes (sender-flows §7).
 * The backend starts in English, so English needs no parameter until another language was asked.
 */
let askedLang: string | null = null;
const LANG_KEY = 'pageDataLang';

function langParameter(): string | undefined {
  const lang = $lang.get();
  try {
    askedLang ??= sessionStorage.getItem(LANG_KEY) ?? 'en';
  } catch {
    askedLang ??= 'en';
  }
  if (askedLang === lang) return undefined;
  askedLang = lang;
  try {
    sessionStorage.setItem(LANG_KEY, lang);
  } catch {
    /* storage may be off */
  }
  return lang;
}

/**
 * Loads the page data of the current route (sender-flows §7) under the routing rules of §2: the
 * rules run on the session known before the call (the hint cookie) and again on the answer's; an
 * explicit target in the state wins. A network failure or 5xx shows the service-unavailable stub.
 */
export function usePage(where: AppLocation, dataPath?: string, reader?: () => Promise<Light<PageData>>): PageState {
  // The state is kept with the address it belongs to: in the render that follows a navigation the
  // new screen must not see the last screen's page data (its effects would read a foreign answer).
  const [loaded, setLoaded] = useState<{ key: AppLocation['key']; state: PageState }>({ key: where.key, state: { phase: 'loading' } });
  const setState = (state: PageState) => setLoaded({ key: where.key, state });
  useEffect(() => {
    let live = true;
    const stateRedirect = safeRedirect(where.state.redirectTo, location.origin);
    const sessionEnded = sessionEndedAt(where.search, where.state);
    const before = routeDecision({ path: where.path, signedIn: $session.get().authUser, stateRedirect, sessionEnded });
    if ('redirect' in before) {
      navigate(before.redirect, { replace: true });
      return;
    }
    setState({ phase: 'loading' });
    $screenError.set(null);
    // The last page's notice does not follow the user to this one (its page data decides).
    if ($message.get()?.kind === 'notice') $message.set(null);
    withSpinner(() => {
      const lang = langParameter();
      // A route whose own address answers something else (the calculator call) names its page data.
      return backend().pageData(dataPath ?? `${where.path}${where.search}`, lang ? { lang, reader } : { reader });
    })
      .then((answer) => {
        if (!live) return;
        if (!answer.ok) return setState({ phase: 'refused', status: answer.status, code: answer.errors.server?.code ?? null });
        // After a 403 the login page does not take back the refused session from its page data
        // (the server may still report it when ending it failed): the user signs in afresh.
        const distrusted = sessionEnded && where.path === LOGIN;
        applyPageData(distrusted ? { ...answer.data, auth: signedOut } : answer.data);
        const after = routeDecision({ path: where.path, signedIn: answer.data.auth.authUser, stateRedirect, sessionEnded });
        if ('redirect' in after) return navigate(after.redirect, { replace: true });
        // The backend's own "signed in, go on" from login is the same rule: not after a 403.
        if (answer.redirectTo && !distrusted) return navigate(answer.redirectTo, { replace: true });
        setState({ phase: 'ready', data: answer.data });
      })
      .catch((error: unknown) => {
        if (!live || !(error instanceof BackendFailure)) return;
        if (error.kind === 'network' || error.kind === 'server-error') $fatal.set('unavailable');
        else showFailure(error);
      });
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a page loads once per visit (its key); the address and state are read as of that visit.
  }, [where.key]);
  return loaded.key === where.key ? loaded.state : { phase: 'loading' };
}
