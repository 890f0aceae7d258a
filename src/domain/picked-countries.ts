// The session cookie of picked countries (sender-flows §4 "the welcome page records the country id
// in a comma-list cookie", §9): a comma list of numeric country ids, each once, newest last.

const PICKED_COUNTRIES_COOKIE = 'pickedCountries';
/** A cookie stays small: the oldest ids fall off past this many. */
export const PICKED_COUNTRIES_MAX = 20;

/** Reads the ids from a `document.cookie` string. */
export function readPickedCountries(cookie: string): number[] {
  const raw = new RegExp(`(?:^|;\\s*)${PICKED_COUNTRIES_COOKIE}=([^;]*)`).exec(cookie)?.[1] ?? '';
  return decodeURIComponent(raw)
    .split(',')
    .map((part) => part.trim())
    .filter((part) => /^\d{1,4}$/.test(part))
    .map(Number);
}

/** The list with `id` added (moved to the end when present), capped to the newest ids. */
export function addPickedCountry(ids: readonly number[], id: number): number[] {
  if (!Number.isInteger(id) || id <= 0) return [...ids];
  return [...ids.filter((x) => x !== id), id].slice(-PICKED_COUNTRIES_MAX);
}

/** A session cookie (no Max-Age: it ends with the browser session). */
export function pickedCountriesCookie(ids: readonly number[], secure: boolean): string {
  return `${PICKED_COUNTRIES_COOKIE}=${ids.join(',')}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}
