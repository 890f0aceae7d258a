/**
 * The CDN rules of the built site, in the `_headers` / `_redirects` formats Netlify and Cloudflare
 * Pages read (and scripts/serve honours locally).
 */

import { thirdPartyOrigins } from '../lib/third-party.ts';

/** Site-wide Content-Security-Policy: the per-page meta policy's hashes, plus what a meta tag cannot say. */
export function cspHeader({ scripts, styles }: { scripts: Set<string>; styles: Set<string> }): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${[...thirdPartyOrigins(), ...[...scripts].sort()].join(' ')}`.trim(),
    `style-src 'self' ${[...styles].sort().join(' ')}`.trim(),
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src 'self' ${thirdPartyOrigins().join(' ')}`.trim(),
    `frame-src 'self' https://www.youtube-nocookie.com ${thirdPartyOrigins().join(' ')}`.trim(),
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
`;
}

/** A rewrite of runtime paths onto a static shell page (status 200 keeps the URL). */
export interface Rewrite {
  from: string;
  to: string;
  status: 200;
  /** The shell file inside dist/, so rules are only written for shells that were built. */
  target: string;
}

const shell = (from: string, to: string): Rewrite => ({ from, to, status: 200, target: `${to.replace(/^\//, '')}/index.html` });

/** Runtime shells (design.md): the signed-in app, the identity check, shared payment requests. */
export function runtimeRewrites(): Rewrite[] {
  return [
    shell('/auth/*', '/auth'),
    shell('/login', '/auth'),
    shell('/registration', '/auth'),
    shell('/web/af/*', '/web/af'),
    shell('/new/b-*', '/request-page'),
    shell('/b-*', '/request-page'),
    shell('/l-*', '/libre'),
    shell('/ml-*', '/libre'),
    shell('/libre/*', '/libre'),
  ];
}
