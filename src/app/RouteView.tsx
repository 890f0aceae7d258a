import { Suspense, useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { LOGIN, REGISTRATION } from '../domain/auth-routing.ts';
import { MessageNotice } from './overlays/MessageOverlays.tsx';
import { moneyRoute } from './routes-money.ts';
import { $location } from './router.ts';
import { accountRoute } from './routes-account.ts';
import { LoginScreen } from './screens/LoginScreen.tsx';
import { RegistrationScreen } from './screens/RegistrationScreen.tsx';
import { ServerFormScreen } from './screens/ServerFormScreen.tsx';
import { $screenError } from './state.ts';
import { useT } from './strings.ts';
import { usePage } from './use-page.ts';

/**
 * The screen of the current route: login, registration, or the generic server-form screen of any
 * other /auth route (their own screens come with issue 9), with its page data loaded under the
 * routing rules. The document title follows the page data.
 */
export function RouteView() {
  const t = useT();
  const where = useStore($location);
  const own = moneyRoute(where.path);
  const page = usePage(where, own?.pageData?.(where));
  const screenError = useStore($screenError);
  const account = accountRoute(where.path);
  const title = page.phase === 'ready' && page.data.pageTitle ? page.data.pageTitle : t(where.path === LOGIN ? 'login.title' : where.path === REGISTRATION ? 'registration.title' : 'app.title');
  useEffect(() => {
    document.title = `${title} | ${t('app.site')}`;
  }, [title]);
  return (
    <>
      {screenError && <p className="app-alert" role="alert">{t(screenError === 'server' ? 'error.server' : 'error.invalid')}</p>}
      {page.phase === 'refused' && <p className="app-alert" role="alert">{page.message || t('error.invalid')}</p>}
      <MessageNotice />
      {where.path === LOGIN ? <LoginScreen where={where} page={page} />
        : where.path === REGISTRATION ? <RegistrationScreen page={page} />
        : own ? <Suspense fallback={null}><own.Screen where={where} page={page} /></Suspense>
        : account ? <Suspense fallback={null}><account.Screen page={page} where={where} params={account.params} /></Suspense>
        : <ServerFormScreen page={page} />}
    </>
  );
}
