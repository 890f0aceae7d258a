/**
 * Which header items a visitor or a signed-in user sees (public-site §6). The static page carries
 * both lists; the session hint (`authUser=1`, readable beside the backend's HttpOnly session
 * cookie) picks one before first paint.
 */
export type PageKind = 'landing' | 'other';

export interface MenuEntry {
  authorised_user: boolean;
  position: number;
  /** For signed-in items: the page kind they belong to ('landing' or 'other'); none means both. */
  additional_info?: string | null | undefined;
  color?: string | null | undefined;
  modal_window?: string | null | undefined;
}

/** Items not marked authorised_user, in menu order. */
export function visitorItems<T extends MenuEntry>(items: readonly T[]): T[] {
  return items.filter((i) => !i.authorised_user).sort(byPosition);
}

/** Items marked authorised_user for the page kind, in menu order. */
export function signedInItems<T extends MenuEntry>(items: readonly T[], kind: PageKind): T[] {
  return items.filter((i) => i.authorised_user && forKind(i, kind)).sort(byPosition);
}

function forKind(item: MenuEntry, kind: PageKind): boolean {
  const target = item.additional_info;
  return target !== 'landing' && target !== 'other' ? true : target === kind;
}

const byPosition = (a: MenuEntry, b: MenuEntry) => a.position - b.position;

/** Buttons (coloured items) go to the actions area; the rest is navigation, modal openers included. */
export function splitMenu<T extends MenuEntry>(items: readonly T[]): { nav: T[]; actions: T[] } {
  return { nav: items.filter((i) => !i.color), actions: items.filter((i) => !!i.color) };
}

/**
 * The header's log out button asks for this cancelable event first: the /auth app takes it (its
 * own logout), otherwise the header's script logs out (src/lib/inline/header.ts).
 */
export const LOGOUT_EVENT = 'sendora:logout';

/** The session hint cookie the backend sets at login and clears at logout. */
export const SESSION_HINT_COOKIE = 'authUser';

export function hasSessionHint(cookie: string): boolean {
  return cookie.split(/;\s*/).includes(`${SESSION_HINT_COOKIE}=1`);
}
