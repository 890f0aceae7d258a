// Email links (sender-flows §2): unsubscribe (a confirm screen, then a success screen with a home
// link) and email confirmation (a success or failure icon and message, then a continue link).
import { isAuthRoute, LOGIN } from './auth-routing.ts';
import { safeRedirect } from './safe-redirect.ts';

type EmailLinkView = 'confirm' | 'success' | 'failure';

/** Which view an email link's page data asks for. */
export function emailLinkView(link: 'unsubscribe' | 'unsubscribe-confirm' | 'email-confirm', extra: { valid?: boolean; unsubscribed?: boolean; confirmed?: boolean }): EmailLinkView {
  if (link === 'unsubscribe') return extra.valid ? 'confirm' : 'failure';
  if (link === 'unsubscribe-confirm') return extra.unsubscribed ? 'success' : 'failure';
  return extra.confirmed ? 'success' : 'failure';
}

/**
 * Where a link of the email pages goes: a checked same-origin path (home when refused). A
 * signed-out reader sent into the signed-in area signs in first with that page as the explicit
 * redirect target (sender-flows §2), rather than being bounced home by the routing rules.
 */
export function emailLinkTarget(link: string | null | undefined, signedIn: boolean, origin: string): { path: string; redirectTo?: string } {
  const safe = safeRedirect(link, origin) ?? '/';
  if (!signedIn && isAuthRoute(safe)) return { path: LOGIN, redirectTo: safe };
  return { path: safe };
}
