import { lazy, Suspense, useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { LOGIN, REGISTRATION } from '../domain/auth-routing.ts';
import { hasServerContent, problemOfStatus, type PageProblem } from '../domain/page-problem.ts';
import { MessageNotice } from './overlays/MessageOverlays.tsx';
import { moneyRoute } from './routes-money.ts';
import { $location } from './router.ts';
import { accountRoute } from './routes-account.ts';
import { LoginScreen } from './screens/LoginScreen.tsx';
import { ServerFormScreen, TEXT_KEYS } from './screens/ServerFormScreen.tsx';
import { $screenError } from './state.ts';
import { useT } from './strings.ts';
import { usePage } from './use-page.ts';

// Screens a first visit rarely opens load on demand, so the shell's first load stays small.
const RegistrationScreen = lazy(() => import('./screens/RegistrationScreen.tsx').then((m) => ({ default: m.RegistrationScreen })));
const PageProblemScreen = lazy(() => import('./screens/PageProblemScreen.tsx').then((m) => ({ default: m.PageProblemScreen })));

/**
 * The screen of the current route: login, registration, a money or account screen, or the generic
 * server-form screen of any other app path, with its page data loaded under the routing rules. A
 * refused page-data answer (4xx) shows a titled page in the user's language instead of the screen.
 * The document title follows the page data.
 */
export function RouteView() {
  const t = useT();
  const where = useStore($location);
  const own = moneyRoute(where.path);
  const page = usePage(where, own?.pageData?.(where));
  const screenError = useStore($screenError);
  const account = accountRoute(where.path);
  const generic = where.path !== LOGIN && where.path !== REGISTRATION && !own && !account;
  // A refused page-data answer, or an address no screen answers whose page data brings nothing to show.
  const problem: PageProblem | null = page.phase === 'refused' && where.path !== LOGIN && where.path !== REGISTRATION ? problemOfStatus(page.status)
    : generic && page.phase === 'ready' && !hasServerContent(page.data, TEXT_KEYS) ? 'not-found' : null;
  const title = problem ? t(problem === 'not-found' ? 'notFound.title' : 'badAddress.title')
    : page.phase === 'ready' && page.data.pageTitle ? page.data.pageTitle : t(where.path === LOGIN ? 'login.title' : where.path === REGISTRATION ? 'registration.title' : 'app.title');
  useEffect(() => {
    document.title = `${title} | ${t('app.site')}`;
  }, [title]);
  return (
    <>
      {screenError && <p className="app-alert" role="alert">{t(screenError === 'server' ? 'error.server' : 'error.invalid')}</p>}
      <MessageNotice />
      {where.path === LOGIN ? <LoginScreen where={where} page={page} />
        : where.path === REGISTRATION ? <Suspense fallback={null}><RegistrationScreen page={page} /></Suspense>
        : problem ? <Suspense fallback={null}><PageProblemScreen problem={problem} code={page.phase === 'refused' ? page.code : null} /></Suspense>
        : own ? <Suspense fallback={null}><own.Screen where={where} page={page} /></Suspense>
        : account ? <Suspense fallback={null}><account.Screen page={page} where={where} params={account.params} /></Suspense>
        : <ServerFormScreen page={page} />}
    </>
  );
}
