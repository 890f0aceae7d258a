import { isSitePath } from './url-rule.ts';

/**
 * The select-region page (public-site §2): the footer's country link remembers the current page as
 * the previous slug, with where each region's link should lead from it (computed at build time,
 * src/domain/language-switch.ts), and the select-region page's links follow what was remembered.
 */

/** sessionStorage keys: the previous slug (the spec's name) and the region targets saved with it. */
export const PREVIOUS_SLUG_KEY = 'previousSlug';
export const REGION_TARGETS_KEY = 'regionTargets';

/** A region prefix: `/{lang}-{country}` as the whole first segment. */
const REGION_PREFIX = /^\/([a-z]{2}-[a-z]{2})(?=\/|$)/;

/**
 * Splits `/de-de/rules` into the prefix's code (`de-de`) and the rest (`/rules`); a path without a
 * prefix has no code and is its own rest. The rest of a region's home is `/`.
 */
export function splitRegionPrefix(pathname: string): { code: string | null; rest: string } {
  const match = REGION_PREFIX.exec(pathname);
  if (!match?.[1]) return { code: null, rest: pathname || '/' };
  return { code: match[1], rest: pathname.slice(match[0].length) || '/' };
}

/** The previous slug remembered for a page: its path without the region prefix. */
export function previousSlug(pathname: string): string {
  return splitRegionPrefix(pathname).rest;
}

/** Each region's target from one page, as the footer's `data-region-targets` carries it: `code path code path…`. */
export function regionTargetsText(targets: readonly (readonly [code: string, path: string])[]): string {
  return targets.map(([code, path]) => `${code} ${path}`).join(' ');
}

/**
 * The targets read back from that text, region code to path. Only paths of this site are kept
 * (the text comes back from session storage, which any script of the origin may have written); an
 * odd last word is dropped.
 */
export function parseRegionTargets(text: string | null): Map<string, string> {
  const words = (text ?? '').split(' ');
  const targets = new Map<string, string>();
  for (let i = 0; i + 1 < words.length; i += 2) {
    const [code, path] = [words[i]!, words[i + 1]!];
    if (code && isSitePath(path)) targets.set(code, path);
  }
  return targets;
}
