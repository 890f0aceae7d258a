// The payment result's own links (sender-flows §4), apart from the result's state machine so that
// screens needing only the status rule (history) do not load the redirect rule.
import { safeRedirect } from './safe-redirect.ts';

/**
 * The result's own links (nextPageLink, increaseLimitUrl) as the redirect rule allows them: a path
 * on this site or an allowlisted host; anything else is dropped, so the success screen's own fallbacks apply (transfer-result.ts).
 */
export function safeResultLinks(
  result: { nextPageLink: string | null; increaseLimitUrl: string | null },
  origin: string,
  allowedHosts: readonly string[] = [],
): { nextPageLink: string | null; increaseLimitUrl: string | null } {
  return { nextPageLink: safeRedirect(result.nextPageLink, origin, allowedHosts), increaseLimitUrl: safeRedirect(result.increaseLimitUrl, origin, allowedHosts) };
}
