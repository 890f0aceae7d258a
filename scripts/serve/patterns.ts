// Path patterns shared by `_redirects` and `_headers`: `*` splats and `:name` placeholders,
// matched the way Netlify does (case-sensitive, trailing slash ignored, a trailing "/*" also
// matching the folder itself).

import { canonicalPath } from './paths.ts';

export interface PathPattern {
  /** The pattern as written in the file. */
  source: string;
  /** Host of a domain-level pattern (`https://example.com/*`), lowercase, without port. */
  host?: string;
  regex: RegExp;
  /** Capture names in order: "splat" for `*`, otherwise the placeholder name. */
  names: string[];
}

const PLACEHOLDER = /^:([A-Za-z_][A-Za-z0-9_]*)/;

/** Removes one trailing slash, except from the root. */
export function stripTrailingSlash(path: string): string {
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}

const escapeRegex = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Compiles a pattern. `*` matches anything (slashes included); Netlify documents it at the end
 * of a path, Cloudflare Pages anywhere: both work here. `:name` matches one path segment.
 * Throws on a pattern that is not a path or an absolute http(s) URL.
 */
export function compilePattern(source: string): PathPattern {
  let path = source;
  let host: string | undefined;
  const absolute = /^https?:\/\/([^/]+)(\/.*)?$/i.exec(source);
  if (absolute) {
    host = (absolute[1] ?? '').toLowerCase().replace(/:\d+$/, '');
    path = absolute[2] ?? '/';
  } else if (!source.startsWith('/')) {
    throw new Error(`pattern must start with "/" or be an absolute http(s) URL: ${source}`);
  }
  path = stripTrailingSlash(canonicalPath(path.split('?')[0] ?? path));
  const names: string[] = [];
  let regex = '';
  let i = 0;
  while (i < path.length) {
    const rest = path.slice(i);
    if (rest === '/*') {
      // "/news/*" matches "/news", "/news/" and everything below it.
      names.push('splat');
      regex += '(?:/(.*))?';
      break;
    }
    if (rest.startsWith('*')) {
      names.push('splat');
      regex += '(.*)';
      i += 1;
      continue;
    }
    const placeholder = PLACEHOLDER.exec(rest);
    if (placeholder && (i === 0 || path[i - 1] === '/')) {
      names.push(placeholder[1] ?? '');
      regex += '([^/]+)';
      i += placeholder[0].length;
      continue;
    }
    regex += escapeRegex(rest[0] ?? '');
    i += 1;
  }
  return { source, ...(host ? { host } : {}), regex: new RegExp(`^${regex}$`), names };
}

/** Matches a canonical request path (and host); returns the captures by name, or undefined. */
export function matchPattern(pattern: PathPattern, canonical: string, host?: string): Record<string, string> | undefined {
  if (pattern.host && pattern.host !== (host ?? '').toLowerCase().replace(/:\d+$/, '')) return undefined;
  const m = pattern.regex.exec(stripTrailingSlash(canonical));
  if (!m) return undefined;
  const captures: Record<string, string> = {};
  pattern.names.forEach((name, index) => {
    captures[name] = m[index + 1] ?? '';
  });
  return captures;
}
