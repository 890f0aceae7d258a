// The routing rules of the signed-in area (sender-flows §2, §6; public-site §2 Routing), pure: the
// /auth app applies them before and after each page-data call.

export const HOME = '/';
export const LOGIN = '/login';
export const REGISTRATION = '/registration';
const AUTH_PREFIX = '/auth';
/** Email links (sender-flows §2: unsubscribe, confirm) are app screens too, open to signed-out readers. */
const EMAIL_PREFIX = '/email/';
/** Where a signed-in user goes on from home, login or registration (the backend's own choice too). */
export const SIGNED_IN_HOME = '/auth/send/main.page';
/** The requester's page after creating a request: the link to share and the request's status. */
export const REQUEST_CREATED_PATH = '/auth/request/created';
/**
 * A 403 on a form submit goes to this fixed page (sender-flows §8) with a full page load, so
 * nothing of the refused session stays in memory; a 403 on page data goes to /login keeping the
 * page as the state's redirect target.
 */
export const FORBIDDEN_SUBMIT_PAGE = '/login?session=ended';

/**
 * What a 403 means for the session (sender-flows §2, §6, §8), decided here: the session is no
 * longer trusted. The app forgets it (session data, the readable hint), asks the backend to end
 * it, and sends the user to /login marked "session ended" (the fixed page's query after a submit,
 * the navigation state after page data). At /login so marked, the rule "a signed-in user at login
 * goes on" does not fire, whatever the next page data says: a session the server refused a moment
 * ago would otherwise send the user back to the refused page, which refuses again (a loop). The
 * sign-in form stays; signing in starts a fresh session.
 */
export function sessionEndedAt(search: string, state: { sessionEnded?: boolean }): boolean {
  return state.sessionEnded === true || new URLSearchParams(search).get('session') === 'ended';
}

/** Payment result pages (sender-flows §2): outside /auth, rendered by the app all the same. */
export const PAYMENT_RESULT_PAGES = ['/success', '/fail', '/waiting', '/close', '/web/pay/accepted'] as const;

/** Paths the app renders: the /auth area, login, registration, the payment result pages and the email links. */
export function isAppPath(path: string): boolean {
  const clean = path.split(/[?#]/)[0] ?? path;
  return (
    clean === LOGIN ||
    clean === REGISTRATION ||
    clean === AUTH_PREFIX ||
    clean.startsWith(`${AUTH_PREFIX}/`) ||
    (PAYMENT_RESULT_PAGES as readonly string[]).includes(clean) ||
    clean.startsWith(EMAIL_PREFIX)
  );
}

/** An authenticated-zone route (sender-flows §6: /auth/... needs login). */
export function isAuthRoute(path: string): boolean {
  const clean = path.split(/[?#]/)[0] ?? path;
  return clean === AUTH_PREFIX || clean.startsWith(`${AUTH_PREFIX}/`);
}

/** Home, login and registration: a signed-in user opening them goes on. */
function goesOnWhenSignedIn(path: string): boolean {
  const clean = path.split(/[?#]/)[0] ?? path;
  return clean === HOME || clean === LOGIN || clean === REGISTRATION;
}

interface RouteInput {
  /** Pathname of the route opened. */
  path: string;
  signedIn: boolean;
  /** An explicit redirect target carried in the navigation state (already checked as safe). */
  stateRedirect?: string | null;
  /** The user came to this page because a 403 ended the session (sessionEndedAt). */
  sessionEnded?: boolean;
}

type RouteDecision = { stay: true } | { redirect: string };

/**
 * sender-flows §2: a signed-in user at home or login goes on; a signed-out user at an /auth route
 * goes home; an explicit redirect target in the state overrides both. A state target the same
 * rule would bounce again (an /auth page for a signed-out user, login for a signed-in one) is
 * ignored, so the rules can never loop. Login after a 403 (sessionEnded) always stays.
 */
/** Addresses a sender may type for the signed-in area's start; they open the send page. */
const START_ALIASES = new Set(['/auth', '/auth/', '/auth/send', '/auth/send/']);

export function routeDecision({ path, signedIn, stateRedirect, sessionEnded = false }: RouteInput): RouteDecision {
  if (signedIn && START_ALIASES.has(path)) return { redirect: SIGNED_IN_HOME };
  if (sessionEnded && path === LOGIN) return { stay: true };
  const usable = (target: string) => target !== path && !(signedIn ? goesOnWhenSignedIn(target) : isAuthRoute(target));
  const fired = signedIn ? goesOnWhenSignedIn(path) && SIGNED_IN_HOME : isAuthRoute(path) && HOME;
  if (!fired) return { stay: true };
  return { redirect: stateRedirect && usable(stateRedirect) ? stateRedirect : fired };
}

/**
 * Where a successful sign-in goes: the state's explicit target wins over the answer's redirectTo
 * (sender-flows §2), which wins over the signed-in home.
 */
export function afterSignIn(stateRedirect: string | null | undefined, answerRedirect: string | null | undefined): string {
  if (stateRedirect && isAuthRoute(stateRedirect.split(/[?#]/)[0] ?? '')) return stateRedirect;
  return answerRedirect || SIGNED_IN_HOME;
}
