import { pageRoutes, aliasPaths } from './i18n/page-routes.ts';
import { pagePath, splitRegion } from './i18n/paths.ts';
import { defaultRegionCode } from './i18n/regions.ts';

/**
 * Build-wide settings with their defaults. Everything here can be changed by environment so the same
 * build runs locally, in CI and in production; the defaults are the embedded, offline ones.
 */

/** Absolute origin of the public site, for canonical and hreflang URLs and the sitemap. */
export const siteUrl = process.env['SITE_URL'] ?? 'https://www.sendora.example';

/**
 * Whether this build is Astro's incremental one (`ASTRO_INCREMENTAL=1`, the publishes'): it reuses
 * unchanged pages by their `cacheKey`; a full build renders every page and keys none.
 */
export const incrementalBuild = (env: Record<string, string | undefined> = process.env): boolean => env['ASTRO_INCREMENTAL'] === '1';

/**
 * Sitemap entries per file. Each entry carries one hreflang link per region, so the byte limit
 * (50 MB) binds long before the 50,000-URL limit; 5,000 entries with 40 alternates stay near 20 MB.
 */
export const sitemapEntryLimit = 5000;

/**
 * Runtime shells, error pages, the app's help-mobile twins of the help centre and the short help
 * article paths (their canonical is the four-level page): never in the sitemap.
 */
const runtimePaths = [/^\/invite(\/|$)/, /^\/help-mobile(\/|$)/, /^\/help\/\d+\/\d+$/, /^\/auth(\/|$)/, /^\/web\//, /^\/(b-|new\/|l-|ml-|libre\/)/, /^\/404$/];
const noindexPaths = new Set([...pageRoutes.filter((r) => r.noindex).flatMap((r) => r.paths), ...aliasPaths]);

/** Whether a built URL belongs in the sitemap: not the /en-gb/ twins (canonicalised away), not noindex. */
export function isIndexable(url: string): boolean {
  const path = pagePath(new URL(url).pathname);
  const { region, rest, prefixed } = splitRegion(path);
  if (prefixed && region.code === defaultRegionCode) return false;
  return !noindexPaths.has(rest) && !runtimePaths.some((re) => re.test(rest));
}
