import { lazy, Suspense, useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { hasServerContent, problemOfStatus, type PageProblem } from '../domain/page-problem.ts';
import { $location } from './router.ts';
import { findRoute } from './routes.ts';
import { TEXT_KEYS } from './server-texts.ts';
import { $message, $screenError } from './state.ts';
import { useT } from './strings.ts';
import { usePage } from './use-page.ts';

// A first visit rarely meets a page problem: its screen loads on demand, so the shell's first load stays small.
const PageProblemScreen = lazy(() => import('./screens/PageProblemScreen.tsx').then((m) => ({ default: m.PageProblemScreen })));
// Most app paths have a screen of their own: the generic server-form screen loads when one has not.
const ServerFormScreen = lazy(() => import('./screens/ServerFormScreen.tsx').then((m) => ({ default: m.ServerFormScreen })));
// A notice (a payment's new status, news) is rare on a first visit: it loads when one shows.
const MessageNotice = lazy(() => import('./overlays/MessageNotice.tsx').then((m) => ({ default: m.MessageNotice })));

/**
 * The screen of the current route (routes.ts), or the generic server-form screen of any other app
 * path, with its page data loaded under the routing rules. A refused page-data answer (4xx) shows a
 * titled page in the user's language instead of the screen. The document title follows the page data.
 */
export function RouteView() {
  const t = useT();
  const where = useStore($location);
  const found = findRoute(where.path);
  const page = usePage(where, found?.route.pageData?.(where), found?.route.pageDataReader);
  const screenError = useStore($screenError);
  const notice = useStore($message)?.kind === 'notice';
  // A refused page-data answer, or an address no screen answers whose page data brings nothing to show.
  const problem: PageProblem | null =
    page.phase === 'refused' && !found?.route.ownsRefusal ? problemOfStatus(page.status) : !found && page.phase === 'ready' && !hasServerContent(page.data, TEXT_KEYS) ? 'not-found' : null;
  const title = problem
    ? t(problem === 'not-found' ? 'notFound.title' : 'badAddress.title')
    : page.phase === 'ready' && page.data.pageTitle
      ? page.data.pageTitle
      : t(found?.route.title ?? 'app.title');
  useEffect(() => {
    document.title = `${title} | ${t('app.site')}`;
  }, [title, t]);
  const screen = found && <found.Screen where={where} page={page} params={found.params} />;
  return (
    <>
      {screenError && (
        <p className="app-alert" role="alert">
          {t(screenError === 'server' ? 'error.server' : 'error.invalid')}
        </p>
      )}
      {notice && (
        <Suspense fallback={null}>
          <MessageNotice />
        </Suspense>
      )}
      {problem ? (
        <Suspense fallback={null}>
          <PageProblemScreen problem={problem} code={page.phase === 'refused' ? page.code : null} />
        </Suspense>
      ) : found?.onDemand ? (
        <Suspense fallback={null}>{screen}</Suspense>
      ) : (
        screen || (
          <Suspense fallback={null}>
            <ServerFormScreen page={page} />
          </Suspense>
        )
      )}
    </>
  );
}
