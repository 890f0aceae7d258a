// Redirect targets from the server or the URL (redirectTo, redirect headers, nextPageLink, state)
// go only to same-origin paths or allowlisted hosts (design.md); anything else is refused.
import { allowedUrl, hasUnsafeUrlCharacters } from './url-rule.ts';

/**
 * The target as a same-origin path (`/auth/pay?x=1`) or an allowlisted absolute URL; null when
 * refused (other hosts, protocol-relative `//evil`, backslash tricks, javascript: and data: URLs).
 * Characters and schemes follow the one URL rule (src/domain/url-rule.ts); on top of it, the
 * backend may name this site by its full address (also http: in local runs), which becomes a path.
 */
export function safeRedirect(target: string | null | undefined, origin: string, allowedHosts: readonly string[] = []): string | null {
  if (!target) return null;
  const text = target.trim();
  // Browsers treat backslashes and control characters leniently: refuse them outright.
  if (text === '' || hasUnsafeUrlCharacters(text) || text.startsWith('//')) return null;
  let url: URL;
  let base: URL;
  try {
    base = new URL(origin);
    url = new URL(text, base);
  } catch {
    return null;
  }
  if ((url.protocol === 'https:' || url.protocol === 'http:') && url.origin === base.origin) {
    // `..//other.example` resolves to the path `//other.example`, which a browser reads as another host.
    return url.pathname.startsWith('//') ? null : `${url.pathname}${url.search}${url.hash}`;
  }
  return allowedUrl(text, { sitePaths: 'none', httpsHosts: allowedHosts });
}
