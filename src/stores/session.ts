import { atom } from 'nanostores';
import type { Auth } from '../api/schemas/session.ts';
import { signedOut } from '../api/schemas/signed-out.ts';
import { STORAGE_KEYS } from '../domain/storage-keys.ts';

/**
 * Session data of sender-flows §3 (authUser, ballId, countryId, jwt, userCountryName, isNewUser,
 * userName) for the /auth app. The session itself is the backend's HttpOnly cookie; this store only
 * mirrors what page data says about it.
 *
 * localStorage keeps the two keys the spec names that are not secret: the login country id and the
 * country name (they pick the US wording and the welcome before the first page data arrives). The
 * spec's `jwt` key is never written: this backend issues no token (README, Backend contract), and a
 * token in localStorage would be readable by any script on the page.
 */

/** The backend's readable `authUser=1` cookie beside its session (README, Shell contract). */
export const hasSessionHint = (cookie: string): boolean => /(?:^|;\s*)authUser=1(?:;|$)/.test(cookie);

export const $session = atom<Auth>(signedOut);

const store = (): Storage | null => {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // storage can be switched off
  }
};

/** The first state of the app: signed in per the hint, the country from storage, the rest unknown. */
export function restoreSession(cookie: string): Auth {
  const storage = store();
  const countryId = Number(storage?.getItem(STORAGE_KEYS.countryId) ?? '');
  const auth: Auth = hasSessionHint(cookie)
    ? { ...signedOut, authUser: true, countryId: Number.isInteger(countryId) && countryId > 0 ? countryId : null, userCountryName: storage?.getItem(STORAGE_KEYS.countryName) ?? null }
    : signedOut;
  $session.set(auth);
  return auth;
}

/** Takes the session data of a page-data or sign-in answer. */
export function setSession(auth: Auth): void {
  $session.set(auth);
  const storage = store();
  if (!storage) return;
  if (auth.authUser && auth.countryId !== null) {
    storage.setItem(STORAGE_KEYS.countryId, String(auth.countryId));
    if (auth.userCountryName) storage.setItem(STORAGE_KEYS.countryName, auth.userCountryName);
  }
}

/**
 * After a 403 the backend's readable hint is stale (its session is gone): dropping it lets the
 * routing rules, and the static pages' header, see a signed-out visitor at once.
 */
export function dropSessionHint(): void {
  document.cookie = 'authUser=; Path=/; Max-Age=0; SameSite=Lax';
}

/** After logout: nothing of the session stays in memory or storage. */
export function clearSession(): void {
  $session.set(signedOut);
  const storage = store();
  storage?.removeItem(STORAGE_KEYS.countryId);
  storage?.removeItem(STORAGE_KEYS.countryName);
}
