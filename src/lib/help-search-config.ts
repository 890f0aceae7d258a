import { paths } from '../api/paths.ts';

/**
 * The live help search (sender-flows §7 `GET {support-desk host}/api/v2/help_center/articles/search.json`):
 * `HELP_SEARCH_HOST` unset asks the site's own origin (the backend proxy; the sandbox answers there),
 * an https origin asks that host (astro.config adds it to the CSP's connect-src), `off` leaves the
 * search box to the static index alone.
 */
export function helpSearchApiUrl(host = process.env['HELP_SEARCH_HOST']): string | null {
  if (host === 'off') return null;
  if (!host) return paths.helpSearch;
  const url = new URL(paths.helpSearch, host);
  if (url.protocol !== 'https:') throw new Error(`HELP_SEARCH_HOST must be https: ${host}`);
  return url.href;
}

/** Origins the CSP's connect-src must allow for the help search (none when same-origin or off). */
export function helpSearchOrigins(): string[] {
  const url = helpSearchApiUrl();
  return url && /^https:/.test(url) ? [new URL(url).origin] : [];
}
