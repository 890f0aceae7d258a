// Request-target parsing: the forms of the path each part of the server works with, and refusal
// of targets that could escape the site folder.

export interface RequestPath {
  /** The path as sent (still percent-encoded), without the query: what a proxy forwards. */
  raw: string;
  /** Decoded path: what names files. Never contains NUL, backslash, "." or ".." segments. */
  decoded: string;
  /**
   * Canonical encoding: each segment decoded then re-encoded the same way, so `/caf%C3%A9`,
   * `/caf%c3%a9` and `/café` compare equal. `_redirects` and `_headers` patterns (written
   * percent-encoded, as Netlify asks) are canonicalized the same way and matched against this.
   */
  canonical: string;
  /** The query string including its "?", or "" when there is none. */
  search: string;
}

type ParseResult = { ok: true; path: RequestPath } | { ok: false; reason: string };

const KEEP = /%(24|26|2B|2C|3B|3D|3A|40)/gi; // $ & + , ; = : @ are allowed as is in a path segment

function encodeSegment(segment: string): string {
  return encodeURIComponent(segment).replace(KEEP, (m) => decodeURIComponent(m));
}

/** Canonical form of a percent-encoded path (or pattern); a malformed escape leaves the segment as written. */
export function canonicalPath(path: string): string {
  return path
    .split('/')
    .map((segment) => {
      try {
        return encodeSegment(decodeURIComponent(segment));
      } catch {
        return segment;
      }
    })
    .join('/');
}

/** Parses a request target (`/a/b?x=1`, or absolute-form `http://host/a/b?x=1`). */
export function parseRequestTarget(target: string | undefined): ParseResult {
  let url = target ?? '';
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(url)) {
    const slash = url.indexOf('/', url.indexOf('//') + 2);
    url = slash < 0 ? '/' : url.slice(slash);
  }
  const hash = url.indexOf('#');
  if (hash >= 0) url = url.slice(0, hash);
  const q = url.indexOf('?');
  const raw = q < 0 ? url : url.slice(0, q);
  const search = q < 0 ? '' : url.slice(q);
  if (!raw.startsWith('/')) return { ok: false, reason: 'path must start with /' };
  if (raw.includes('\0')) return { ok: false, reason: 'NUL byte in path' };
  const segments: string[] = [];
  for (const segment of raw.split('/')) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      return { ok: false, reason: 'malformed percent-encoding' };
    }
    if (decoded.includes('\0')) return { ok: false, reason: 'NUL byte in path' };
    if (decoded.includes('\\')) return { ok: false, reason: 'backslash in path' };
    if (decoded.split('/').some((part) => part === '..' || part === '.')) return { ok: false, reason: 'dot segment in path' };
    segments.push(decoded);
  }
  return {
    ok: true,
    path: {
      raw,
      decoded: segments.join('/'),
      canonical: segments.map(encodeSegment).join('/'),
      search: search === '?' ? '' : search,
    },
  };
}

/** Decodes a site path from a rule target (e.g. a rewrite target) for file lookup; undefined when unsafe. */
export function decodeSitePath(path: string): string | undefined {
  const parsed = parseRequestTarget(path);
  return parsed.ok ? parsed.path.decoded : undefined;
}
