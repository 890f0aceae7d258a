/**
 * Term links get a cache-busting parameter that changes every 10 minutes (public-site §9), so a
 * visitor never reads a terms document an intermediate cache kept from before an update, while
 * caches still share one copy for ten minutes.
 *
 * The function also runs in the pages' inline script, bundled from src/lib/inline/term-links.ts.
 */

/** `url` with `v={ten-minute window number}`, keeping its other parameters and fragment. */
export function cacheBustedUrl(url: string, nowMs: number): string {
  const slot = String(Math.floor(nowMs / 600000));
  const hashAt = url.indexOf('#');
  const hash = hashAt === -1 ? '' : url.slice(hashAt);
  const base = hashAt === -1 ? url : url.slice(0, hashAt);
  const queryAt = base.indexOf('?');
  const path = queryAt === -1 ? base : base.slice(0, queryAt);
  const kept = (queryAt === -1 ? '' : base.slice(queryAt + 1)).split('&').filter((p) => p && p.split('=')[0] !== 'v');
  kept.push('v=' + slot);
  return path + '?' + kept.join('&') + hash;
}
