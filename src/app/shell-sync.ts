import { LOGOUT_EVENT } from '../domain/menu.ts';
import { languageTags, type Lang } from '../i18n/language-tags.ts';
import { $session } from '../stores/session.ts';
import { $location } from './router.ts';

/**
 * The site header is the shell's, not the app's (public-site §6): one navigation for the whole
 * site. The app keeps it in step: the root's session mark follows the session data (so the
 * signed-in items show the moment sign-in answers and go at logout, without a reload), the link
 * of the current route is marked, and the header's Log out runs the app's logout.
 */
export function syncShell(): () => void {
  const root = document.documentElement;
  const stopSession = $session.subscribe(({ authUser }) => {
    if (authUser) root.dataset['session'] = 'user';
    else delete root.dataset['session'];
  });
  const stopLocation = $location.subscribe(({ path }) => {
    for (const link of document.querySelectorAll<HTMLAnchorElement>('[data-header] a[href]')) {
      if (link.pathname === path) link.setAttribute('aria-current', 'page');
      else link.removeAttribute('aria-current');
    }
  });
  const onLogout = (event: Event) => {
    event.preventDefault();
    // Logout and what it clears (history, a transfer's draft) load when first asked for.
    void import('./logout.ts').then((m) => m.logout());
  };
  document.addEventListener(LOGOUT_EVENT, onLogout);
  return () => {
    stopSession();
    stopLocation();
    document.removeEventListener(LOGOUT_EVENT, onLogout);
  };
}

/** The language list of the shell's footer says which language is on. */
export function markLanguage(lang: Lang): void {
  for (const link of document.querySelectorAll<HTMLAnchorElement>('#app-languages a[hreflang]')) {
    if (link.hreflang === languageTags[lang]) link.setAttribute('aria-current', 'true');
    else link.removeAttribute('aria-current');
  }
}
