/**
 * The CDN rules of the built site, in the `_headers` / `_redirects` formats Netlify and Cloudflare
 * Pages read (and scripts/serve honours locally).
 */

import { thirdPartyOrigins } from '../lib/third-party.ts';
import { helpSearchOrigins } from '../lib/help-search-config.ts';
import { PAYMENT_RESULT_PAGES } from '../domain/auth-routing.ts';
import { mediaHosts, videoEmbedHosts } from '../content/url-hosts.ts';

/** Site-wide Content-Security-Policy: the per-page meta policy's hashes, plus what a meta tag cannot say. */
export function cspHeader({ scripts, styles }: { scripts: Set<string>; styles: Set<string> }): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${[...thirdPartyOrigins(), ...[...scripts].sort()].join(' ')}`.trim(),
    `style-src 'self' ${[...styles].sort().join(' ')}`.trim(),
    `img-src 'self' data: ${mediaHosts.map((h) => `https://${h}`).join(' ')}`.trim(),
    "font-src 'self'",
    `connect-src 'self' ${[...thirdPartyOrigins(), ...helpSearchOrigins()].join(' ')}`.trim(),
    `frame-src 'self' ${[...videoEmbedHosts.map((h) => `https://${h}`), ...thirdPartyOrigins()].join(' ')}`.trim(),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

// No Cache-Control on /*: CDNs join repeated names, which would spoil the immutable caching of
// hashed assets below; HTML gets the CDN default (revalidate on every visit).
export function securityHeaders(csp: string): string {
  return `/*
  Content-Security-Policy: ${csp}
  Strict-Transport-Security: max-age=63072000; includeSubDomains; preload
  X-Content-Type-Options: nosniff
  X-Frame-Options: DENY
  Referrer-Policy: strict-origin-when-cross-origin
  Permissions-Policy: camera=(self), microphone=(), geolocation=(), payment=(self), interest-cohort=()
  Cross-Origin-Opener-Policy: same-origin

/_astro/*
  Cache-Control: public, max-age=31536000, immutable

/media/*
  Cache-Control: public, max-age=86400, stale-while-revalidate=604800

/locales/*
  Cache-Control: public, max-age=300, stale-while-revalidate=86400

/auth/*
  X-Robots-Tag: noindex
  Cache-Control: no-store

/web/af/*
  X-Robots-Tag: noindex
  Cache-Control: no-store

/email/*
  X-Robots-Tag: noindex
  Cache-Control: no-store
`;
}

/**
 * The support desk's pages (`/hc/…`: the new-request page the help centre links to) when the build
 * knows the desk (HELPDESK_URL): a forced redirect there, so it wins over the site's own
 * new-request pages, which serve only when no desk is configured. An unusable address gives none.
 */
export function deskRedirect(helpdeskUrl: string | undefined): string | null {
  if (!helpdeskUrl) return null;
  let url: URL;
  try {
    url = new URL(helpdeskUrl);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  return `/hc/* ${url.origin}/hc/:splat 302!`;
}

/** A rewrite onto a static page, keeping the URL: a runtime shell (200) or a region's 404 page (404). */
interface Rewrite {
  from: string;
  to: string;
  status: 200 | 404;
  /** The shell file inside dist/, so rules are only written for shells that were built. */
  target: string;
}

const shell = (from: string, to: string): Rewrite => ({ from, to, status: 200, target: `${to.replace(/^\//, '')}/index.html` });

/** Unknown paths under a region prefix get that region's 404 page (public-site §2), with status 404. */
const notFound = (code: string): Rewrite => ({ from: `/${code}/*`, to: `/${code}/404`, status: 404, target: `${code}/404/index.html` });

/**
 * Runtime shells (design.md): the signed-in app, the identity check, shared payment requests; then
 * the regions' 404 pages. A rule without `!` is shadowed by a built file, so built pages still win.
 */
export function runtimeRewrites(regionCodes: readonly string[] = []): Rewrite[] {
  const prefixes = ['', ...regionCodes.map((code) => `/${code}`)];
  return [...shells(), ...prefixes.flatMap((prefix) => [...contentShells(prefix), ...pairLandings(prefix)]), ...regionCodes.map(notFound)];
}

/**
 * Content pages whose last segment is a runtime code (public-site §2): invite acceptance and the
 * referral bonus, unprefixed and under each region (before that region's 404 rule).
 */
function contentShells(prefix: string): Rewrite[] {
  return [shell(`${prefix}/invite/*`, `${prefix}/invite`), shell(`${prefix}/referral/*`, `${prefix}/referral`), shell(`${prefix}/dl/referral/*`, `${prefix}/referral`)];
}

/**
 * `/send/{from}/{to}` and `/request/{from}/{to}` (public-site §2) under any prefix: the landing,
 * whose calculator reads the pair from the address, so every pair works without a page per pair.
 */
const pairLandings = (prefix: string): Rewrite[] => (['send', 'request'] as const).map((kind) => shell(`${prefix}/${kind}/:from/:to`, `${prefix}/${kind}`));

function shells(): Rewrite[] {
  return [
    shell('/auth/*', '/auth'),
    shell('/login', '/auth'),
    shell('/registration', '/auth'),
    ...PAYMENT_RESULT_PAGES.map((path) => shell(path, '/auth')),
    shell('/email/*', '/auth'),
    shell('/web/af/*', '/web/af'),
    shell('/new/b-*', '/request-page'),
    shell('/b-*', '/request-page'),
    shell('/l-*', '/libre'),
    shell('/ml-*', '/libre'),
    shell('/libre/*', '/libre'),
  ];
}
