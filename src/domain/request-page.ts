// Shared payment-request pages (public-site §2, §4, §7, §8): which call a path needs, which links
// from the answer may be followed, and when the floating button shows.

import { allowedUrl } from './url-rule.ts';
import { REQUEST_CREATED_PATH } from './auth-routing.ts';

type RequestRoute = 'request' | 'notRegistered' | 'libre';

/**
 * The route and key of a payment-request path: `/b-…` (a registered recipient), `/new/b-…` (not
 * registered), `/l-…`, `/ml-…` and `/libre/{key}` (Libre). Null for anything else.
 */
export function requestRouteOf(pathname: string): { route: RequestRoute; key: string } | null {
  const path = pathname.replace(/\/+$/, '');
  let m = /^\/(b-[A-Za-z0-9]+)$/.exec(path);
  if (m) return { route: 'request', key: m[1]! };
  m = /^\/new\/(b-[A-Za-z0-9]+)$/.exec(path);
  if (m) return { route: 'notRegistered', key: m[1]! };
  m = /^\/(?:libre\/)?((?:l|ml)-[A-Za-z0-9]+)$/.exec(path);
  if (m) return { route: 'libre', key: m[1]! };
  return null;
}

/**
 * Where the requester goes after "Create request": when the answer names the shared request page
 * (`/b-…`, `/new/b-…`), the requester's own page for it; any other target is followed as it is.
 */
export function afterRequestCreated(redirectTo: string): string {
  const path = redirectTo.split(/[?#]/)[0]!;
  const found = requestRouteOf(path);
  return found && found.route !== 'libre' ? `${REQUEST_CREATED_PATH}?link=${encodeURIComponent(path)}` : redirectTo;
}

/** The shared page a requester's page is about, from its `link` query; null unless it is one. */
export function createdRequestOf(search: string): { link: string; route: RequestRoute; key: string } | null {
  const link = new URLSearchParams(search).get('link') ?? '';
  const found = requestRouteOf(link);
  return found && found.route !== 'libre' ? { link, ...found } : null;
}

/** The page-data call of a route (public-site §7). */
export function requestCallPath(route: RequestRoute, key: string): string {
  const safe = encodeURIComponent(key);
  if (route === 'libre') return `/api/v2/libre-page/${safe}`;
  return route === 'notRegistered' ? `/api/v1/not-registered-request-page/${safe}` : `/api/v1/request-page/${safe}`;
}

/**
 * A link from the answer, if it may be followed (design.md: redirect targets are same-origin paths
 * or allowlisted hosts): a path on this site, or https on an allowed host, by the one URL rule
 * (src/domain/url-rule.ts: `/\t/other.example` is refused, the browser would drop the tab). Else null.
 */
export function safeLink(url: string | null | undefined, allowedHosts: readonly string[]): string | null {
  return allowedUrl(url, { sitePaths: 'any', httpsHosts: allowedHosts });
}

/** An avatar is shown only from this site (the CSP allows no other image host); else the text symbol. */
export function avatarSrc(url: string | null | undefined): string | null {
  return allowedUrl(url, { sitePaths: 'any', httpsHosts: [] });
}

/** public-site §9: desktop starts at 1440 px. */
const DESKTOP_MIN_WIDTH = 1440;

/** The floating button shows below desktop width once the main button has scrolled out above the viewport. */
export function floatingButtonVisible(mainButtonBottom: number, viewportWidth: number): boolean {
  return viewportWidth < DESKTOP_MIN_WIDTH && mainButtonBottom < 0;
}

/** The status dot of a money request on the requester's page: paid is done, success (open) waits, the rest ended. */
type RequestTone = 'success' | 'waiting' | 'failure';

export function requestTone(status: string): RequestTone {
  if (status === 'paid') return 'success';
  return status === 'success' ? 'waiting' : 'failure';
}
