// Redirect targets from the server or the URL (redirectTo, redirect headers, nextPageLink, state)
// go only to same-origin paths or allowlisted hosts (design.md); anything else is refused.

/**
 * The target as a same-origin path (`/auth/pay?x=1`) or an allowlisted absolute URL; null when
 * refused (other hosts, protocol-relative `//evil`, backslash tricks, javascript: and data: URLs).
 */
export function safeRedirect(target: string | null | undefined, origin: string, allowedHosts: readonly string[] = []): string | null {
  if (!target) return null;
  const text = target.trim();
  // Browsers treat backslashes and control characters leniently: refuse them outright.
  if (text === '' || /[\\\u0000-\u001f]/.test(text)) return null;
  let url: URL;
  let base: URL;
  try {
    base = new URL(origin);
    url = new URL(text, base);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.origin === base.origin) return `${url.pathname}${url.search}${url.hash}`;
  return url.protocol === 'https:' && allowedHosts.includes(url.hostname) ? url.href : null;
}
