// Pages that cannot be shown (sender-flows §2 screens, §8 error catalogue): a page-data answer
// refused with a 4xx (a malformed id, an unknown or someone else's payment, a bad code), or an
// address no screen of the app answers. Each becomes a titled page in the user's language with a
// way back, never the server's raw sentence (English, written for developers) alone on a page.
import { HOME, SIGNED_IN_HOME } from './auth-routing.ts';

/** not-found: nothing at this address (404, 410, or no screen for the path); invalid: the address is malformed (other 4xx). */
export type PageProblem = 'not-found' | 'invalid';

export function problemOfStatus(status: number): PageProblem {
  return status === 404 || status === 410 ? 'not-found' : 'invalid';
}

/** The way back: the signed-in home for a signed-in user, else home. */
export function wayBack(signedIn: boolean): string {
  return signedIn ? SIGNED_IN_HOME : HOME;
}

/**
 * Whether a route with no screen of its own has anything to show from its page data (the generic
 * server-form screen): forms, or one of its texts. Otherwise the address is not a page.
 */
export function hasServerContent(data: { forms?: readonly unknown[] | undefined; messages?: Readonly<Record<string, string>> | undefined }, textKeys: readonly string[]): boolean {
  return (data.forms?.length ?? 0) > 0 || textKeys.some((key) => (data.messages?.[key] ?? '').trim() !== '');
}
