import { atom } from 'nanostores';
import { isAppPath } from '../domain/auth-routing.ts';

/**
 * The app's router: a nanostores atom over the History API (about 0.5 KB). @nanostores/router would
 * add a dependency of about 1 KB gzip and keeps no navigation state, and the routing rules of
 * sender-flows §2 need one: an explicit redirect target travels in `history.state`.
 * App paths (/auth/*, /login, /registration) change in place; any other address is another static
 * page (or another host) and loads as a document.
 */
export interface RouteState {
  /** Explicit redirect target (sender-flows §2), a checked same-origin path. */
  redirectTo?: string;
  /** A 403 ended the session: login shows its form (auth-routing sessionEndedAt). */
  sessionEnded?: boolean;
  /** This entry was reached by a step forward inside a screen, so the screen's Back is history's. */
  stepped?: boolean;
}

export interface AppLocation {
  path: string;
  search: string;
  /** A step inside the screen (`#card`): moving between steps keeps the page's data. */
  hash: string;
  state: RouteState;
  /** Bumped on every navigation but a step's, so opening the same address again reloads its data. */
  key: number;
}

let counter = 0;
const read = (): AppLocation =>
  typeof location === 'undefined'
    ? { path: '/auth', search: '', hash: '', state: {}, key: 0 }
    : { path: location.pathname, search: location.search, hash: location.hash, state: (history.state as RouteState | null) ?? {}, key: ++counter };

export const $location = atom<AppLocation>(read());

/** The new location; a move to another step of the same address keeps its key (no reload). */
function moved(): AppLocation {
  const last = $location.get();
  const next = read();
  return next.path === last.path && next.search === last.search && next.hash !== last.hash ? { ...next, key: last.key } : next;
}

export interface NavigateOptions {
  replace?: boolean;
  state?: RouteState;
}

/** Goes to a checked target: in place for app paths, as a document load otherwise. */
export function navigate(target: string, options: NavigateOptions = {}): void {
  const url = new URL(target, location.href);
  if (url.origin !== location.origin || !isAppPath(url.pathname)) {
    if (options.replace) location.replace(url.href);
    else location.assign(url.href);
    return;
  }
  const state = options.state ?? {};
  if (options.replace) history.replaceState(state, '', `${url.pathname}${url.search}${url.hash}`);
  else history.pushState(state, '', `${url.pathname}${url.search}${url.hash}`);
  $location.set(moved());
  scrollTo({ top: 0 });
}

/** Back and forward buttons, and clicks on links to app paths inside the app. */
export function startRouter(root: HTMLElement): () => void {
  const onPop = () => $location.set(moved());
  const onClick = (event: MouseEvent) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    // data-reload links load a fresh document (the error screen's way out of a crashed app).
    if (!(link instanceof HTMLAnchorElement) || link.target || link.hasAttribute('download') || link.hasAttribute('data-reload')) return;
    const url = new URL(link.href);
    if (url.origin !== location.origin || !isAppPath(url.pathname)) return;
    event.preventDefault();
    navigate(`${url.pathname}${url.search}${url.hash}`);
  };
  addEventListener('popstate', onPop);
  root.addEventListener('click', onClick);
  return () => {
    removeEventListener('popstate', onPop);
    root.removeEventListener('click', onClick);
  };
}
