/**
 * Referral bonus link (public-site §2, §3, §9): /referral/{code}, /dl/referral/{code} and their
 * region-prefixed twins save the final segment as the `invite_code` cookie, which registration
 * sends on (sender-flows: the registration form's optional `invite_code`).
 *
 * Both functions also run in the page's inline script, bundled from src/lib/inline/referral-cookie.ts.
 */

/**
 * The code when the path holds a `referral` segment followed by a final segment that is a strict
 * code (3 to 32 ASCII letters and digits, what the backend issues); null for anything else, so a
 * crafted link can never write arbitrary text into a cookie.
 */
export function referralCodeFromPath(pathname: string): string | null {
  const segments = pathname.split('/').filter(Boolean);
  const at = segments.indexOf('referral');
  if (at === -1 || segments.length !== at + 2) return null;
  const code = segments[at + 1] ?? '';
  return /^[A-Za-z0-9]{3,32}$/.test(code) ? code : null;
}

/** The cookie: one year, whole site, sent on top-level navigations only, Secure over https. */
export function referralCookie(code: string, https: boolean): string {
  return 'invite_code=' + code + '; Max-Age=31536000; Path=/; SameSite=Lax' + (https ? '; Secure' : '');
}
