import { regions, getRegion, defaultRegion, type Region } from './regions.ts';
import { allowedUrl, contentLinkPolicy } from '../domain/url-rule.ts';
import { aliases, prefixedOnlyPaths } from './page-routes.ts';
import { splitRegionPrefix } from '../domain/select-region.ts';

/**
 * Paths of the public site: every page exists unprefixed (the default region) and under each
 * `/{lang}-{country}` prefix. These helpers are the only place that knows that shape.
 */

/** Paths that belong to the signed-in app or the backend and never take a region prefix. */
const unprefixable = /^\/(auth|login|registration|logout|api|web|email|locales|media|_astro|hc)(\/|$)/;

/** A page's own path, as links name it: `/de-de/rules/` (the directory build's address) → `/de-de/rules`; the home page stays `/`. */
export function pagePath(pathname: string): string {
  return pathname.replace(/\/$/, '') || '/';
}

/** Splits `/de-de/rules` into the region and the rest (`/rules`); unprefixed paths are the default region's. */
export function splitRegion(pathname: string): { region: Region; rest: string; prefixed: boolean } {
  const { code, rest } = splitRegionPrefix(pathname);
  const region = code ? getRegion(code) : undefined;
  if (region) return { region, rest, prefixed: true };
  return { region: defaultRegion, rest: pathname || '/', prefixed: false };
}

/** `/rules` in region de-de → `/de-de/rules`; the home page → `/de-de`. `null` region → unprefixed. */
export function regionPath(path: string, region: Region | null): string {
  const clean = path === '' ? '/' : path;
  if (!region || unprefixable.test(clean) || !clean.startsWith('/') || clean.startsWith('//')) return clean;
  return clean === '/' ? `/${region.code}` : `/${region.code}${clean}`;
}

/**
 * The canonical href of the page at `path` (without region prefix) in `region` (`null`: the default
 * region). Every link and canonical of the site is built with it: the default region's pages are the
 * unprefixed ones (their /en-gb/ twins canonicalise there), except pages published only under region
 * prefixes; an alias path (/rules/privacy-policy) becomes the path of the page it shows.
 * `regionPath` stays the build's tool for the paths pages are generated at.
 */
export function pageHref(path: string, region: Region | null): string {
  const clean = path === '' ? '/' : path;
  const rest = aliases.get(clean) ?? clean;
  const target = region ?? defaultRegion;
  return target.code === defaultRegion.code && !prefixedOnlyPaths.has(rest) && rest.startsWith('/') ? rest : regionPath(rest, target);
}

/**
 * Rewrites an internal, root-relative link found in content for the page's region, so a visitor
 * on /de-de stays in German, and to its canonical href (a link that names a region keeps it). External
 * https, anchor, mailto and tel links pass through. The content schemas already refuse every other
 * link (src/domain/url-rule.ts); should one slip past them, it becomes a link to the top of the page
 * rather than an href with another scheme or host.
 */
export function localizeHref(href: string, region: Region | null): string {
  if (href === '' || href.startsWith('#')) return href;
  if (allowedUrl(href, contentLinkPolicy) === null) return '#';
  if (!href.startsWith('/') || href.startsWith('//')) return href;
  const [, path = '/', suffix = ''] = /^([^?#]*)(.*)$/.exec(href) ?? [];
  const named = splitRegion(path);
  return (named.prefixed ? pageHref(named.rest, named.region) : pageHref(path, region)) + suffix;
}

/** One hreflang alternate of a page. */
export interface Alternate {
  hreflang: string;
  href: string;
}

/**
 * hreflang alternates for a page that exists at `rest` in the given regions, plus x-default when it
 * also exists unprefixed. Each alternate is the page's canonical href in its region.
 */
export function alternatesFor(rest: string, site: URL, available: readonly Region[] = regions, unprefixed = true): Alternate[] {
  const list: Alternate[] = available.map((region) => ({ hreflang: region.tag, href: new URL(pageHref(rest, region), site).href }));
  if (unprefixed) list.push({ hreflang: 'x-default', href: new URL(pageHref(rest, null), site).href });
  return list;
}

/** Canonical URL of the page at `rest` in `region` (pageHref as an absolute URL). */
export function canonicalFor(rest: string, region: Region, site: URL): string {
  return new URL(pageHref(rest, region), site).href;
}
