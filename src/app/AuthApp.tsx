import { useEffect, useState } from 'react';
import { restoreSession } from '../stores/session.ts';
import { AppErrorBoundary } from './AppErrorBoundary.tsx';
import { AppShell } from './AppShell.tsx';
import { $config, type AppConfig } from './config.ts';
import { startRouter } from './router.ts';
import { markLanguage, syncShell } from './shell-sync.ts';
import { currentLanguage, loadStrings } from './strings.ts';
import './app.css';

interface AuthAppProps extends AppConfig {
  /** The app's strings in English (namespace auth); the visitor's language loads at start. */
  s: Record<string, string>;
}

/**
 * The /auth single-page app (sender-flows §2): one static shell serves /auth/*, /login and
 * /registration; this island restores the session hint, loads the strings, puts the shell's header
 * and footer in the same language and renders the route.
 * The server-rendered first state is the shell's loading line, so nothing shifts on hydration.
 */
export default function AuthApp({ s, ...config }: AuthAppProps) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    $config.set(config);
    restoreSession(document.cookie);
    // The whole page, so the shell's header links to app paths change the route in place too.
    const stopRouter = startRouter(document.body);
    const stopShell = syncShell();
    const lang = currentLanguage();
    void loadStrings(s, lang).then(() => setReady(true));
    markLanguage(lang);
    if (lang !== 'en') void import('./shell-relabel.ts').then((m) => m.relabelShell(lang));
    return () => {
      stopRouter();
      stopShell();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the app starts once per page; its props are the server's and never change.
  }, []);
  if (!ready)
    return (
      <p role="status" className="app-loading">
        {s['app.loading']}
      </p>
    );
  return (
    <div className="auth-app">
      <AppErrorBoundary>
        <AppShell />
      </AppErrorBoundary>
    </div>
  );
}
