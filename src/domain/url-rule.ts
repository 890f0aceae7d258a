// The one URL rule of the site (docs/decisions/001-url-allowlist.md): which URLs from the content
// service or the backend may become an href, a src or a redirect. Everything not explicitly
// allowed is refused, so a new trick (an encoded scheme, a control character the browser drops)
// fails closed instead of needing its own check.

/**
 * Characters a browser drops or reinterprets inside a URL (C0 and C1 controls: tab and newline
 * vanish from the middle of a URL), backslash (read as a slash), any whitespace (stripped at the
 * ends, and it splits srcset candidates), and the quotes and angle brackets no URL holds raw
 * (RFC 3986), which only matter to markup. Content URLs write them percent-encoded.
 */
const UNSAFE_CHARACTERS = /[\u0000-\u0020\u007f-\u00a0\\"<>`\u1680\u180e\u2000-\u200f\u2028-\u202f\u205f\u3000\ufeff]/;

/** True when the text holds a character no URL of ours may carry raw (see UNSAFE_CHARACTERS). */
export function hasUnsafeUrlCharacters(text: string): boolean {
  return UNSAFE_CHARACTERS.test(text);
}

/**
 * A path on this site: exactly one leading slash (`//host` is another site), nothing a browser
 * would rewrite. Resolved against any origin it stays on that origin.
 */
export function isSitePath(text: string): boolean {
  return text.startsWith('/') && !text.startsWith('//') && !hasUnsafeUrlCharacters(text);
}

/** What a caller accepts; anything outside it is refused. */
interface UrlPolicy {
  /** Site paths: any path, only paths under these prefixes (e.g. `/media/`), or none. */
  sitePaths: 'any' | 'none' | readonly string[];
  /** https URLs: on any host, or only on these host names (exact, lower case). */
  httpsHosts: 'any' | readonly string[];
  /** Also `mailto:` and `tel:` links. */
  mailtoAndTel?: boolean;
}

/** A telephone link: digits with the usual visual separators, optionally international. */
const TEL = /^tel:\+?[0-9][0-9().-]*$/i;

/**
 * The URL as it may be used (site paths unchanged, absolute URLs as the parser's href), or null when
 * the policy does not allow it. Scheme checks go through the WHATWG parser, so `JaVaScRiPt:`,
 * entities and percent-encoding cannot smuggle a scheme in: only the parsed protocol counts.
 */
export function allowedUrl(text: string | null | undefined, policy: UrlPolicy): string | null {
  if (!text || hasUnsafeUrlCharacters(text)) return null;
  if (text.startsWith('/')) {
    if (!isSitePath(text) || policy.sitePaths === 'none') return null;
    if (policy.sitePaths === 'any') return text;
    // A prefix holds only for the path the browser resolves: no `.` or `..` segment, raw or encoded.
    const path = text.split(/[?#]/)[0]!;
    if (/(^|\/)(\.|%2e){1,2}(\/|$)/i.test(path)) return null;
    return policy.sitePaths.some((prefix) => text.startsWith(prefix)) ? text : null;
  }
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if (url.protocol === 'https:') {
    // Written out in full (`https:host` is a parser fix-up), and no credentials, ever:
    // `https://site.example@evil.example` reads as the site to a person.
    if (!/^https:\/\/[^/]/i.test(text) || !url.hostname || url.username || url.password) return null;
    if (policy.httpsHosts === 'any') return url.href;
    // Listed hosts are listed on the default port only.
    return url.port === '' && policy.httpsHosts.includes(url.hostname) ? url.href : null;
  }
  if (!policy.mailtoAndTel) return null;
  if (url.protocol === 'mailto:') return /^mailto:[^@/]+@[^@/]+$/i.test(text.split('?')[0]!) ? url.href : null;
  if (url.protocol === 'tel:') return TEL.test(text) ? url.href : null;
  return null;
}

/** Links in content: a site path, https anywhere, mailto: or tel:. */
export const contentLinkPolicy: UrlPolicy = { sitePaths: 'any', httpsHosts: 'any', mailtoAndTel: true };

/** This site's media files are served under /media/ (content-cache/media). */
const SITE_MEDIA_PREFIX = '/media/';

/**
 * Media (img src, srcset): this site's media paths or https on the configured media hosts. Commas
 * are refused too, so a URL can never add a second candidate to a srcset.
 */
function mediaPolicy(mediaHosts: readonly string[]): UrlPolicy {
  return { sitePaths: [SITE_MEDIA_PREFIX], httpsHosts: mediaHosts };
}

export function allowedMediaUrl(text: string | null | undefined, mediaHosts: readonly string[]): string | null {
  return text && !text.includes(',') ? allowedUrl(text, mediaPolicy(mediaHosts)) : null;
}

/** Videos (iframe src): https on the allowed embed hosts only. */
export function videoPolicy(videoHosts: readonly string[]): UrlPolicy {
  return { sitePaths: 'none', httpsHosts: videoHosts };
}

/** Error messages of the content schemas (shown by validate-snapshot and the sync). */
export const urlRuleMessages = {
  link: 'must be a site path (one leading /), or an https:, mailto: or tel: URL, with no spaces, quotes, angle brackets, backslashes or control characters',
  media: (hosts: readonly string[]) =>
    `must be a site media path (${SITE_MEDIA_PREFIX}…)${hosts.length ? ` or https on ${hosts.join(', ')}` : ''}, with no spaces, commas, quotes, backslashes or control characters (MEDIA_HOSTS lists other media hosts)`,
  video: (hosts: readonly string[]) => `must be an https URL on ${hosts.join(', ')}`,
};
