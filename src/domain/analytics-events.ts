/**
 * Analytics events and the data-layer poll (public-site §7, §9; sender-flows §7, §9), re-exported by
 * analytics.ts; kept apart so the islands that send events load nothing else.
 */
export const POLL_INTERVAL_MS = 700;
export const POLL_TRIES = 5;

export const events = {
  calculatorAdjusted: 'Calculator Adjusted',
  blockShown: 'Block Shown',
  newTransferClick: 'New Transfer Click',
  defaultSendFrom: 'Default Send From Amount',
  defaultSendTo: 'Default Send To Amount',
  promoShown: 'Promo Shown',
  visit: 'Web Visit',
} as const;

export const VISIT_COOKIE = 'visitLogged';
/** The spec's visit-cookie lifetime. Browsers cap cookie lifetimes at 400 days; we still ask. */
export const VISIT_COOKIE_DAYS = 525_600;

export function shouldLogVisit(cookie: string): boolean {
  return !new RegExp(`(?:^|;\\s*)${VISIT_COOKIE}=1(?:;|$)`).test(cookie);
}

export function visitCookie(): string {
  return `${VISIT_COOKIE}=1; Path=/; Max-Age=${VISIT_COOKIE_DAYS * 86_400}; SameSite=Lax`;
}

export interface VisitEvent {
  web_url: string;
  web_name: string;
  language: string;
  country: string;
  time: string;
}

export interface VisitInput {
  url: string;
  title: string;
  lang: string;
  country: string;
  now: Date;
}

/**
 * The visit event's payload (public-site §7) with the site languages given: a language outside them
 * is sent as English. The consent script gets the list from the page instead of the whole table.
 */
export function visitEventAmong(input: VisitInput, known: readonly string[]): VisitEvent {
  return { web_url: input.url, web_name: input.title, language: known.includes(input.lang) ? input.lang : 'en', country: input.country, time: input.now.toISOString() };
}

type Timer = (fn: () => void, ms: number) => unknown;

/**
 * Waits for a third-party global (the data layer, the marketing SDK): checks now, then every
 * 700 ms, 5 tries in all; calls `done` with the value, or `undefined` when it never appeared.
 * Callback-based so the consent script acts in the same timer tick that finds the global.
 */
export function poll<T>(get: () => T | undefined | null, done: (value: T | undefined) => void, timer: Timer = setTimeout, intervalMs = POLL_INTERVAL_MS, tries = POLL_TRIES): void {
  let attempt = 0;
  const check = (): void => {
    const value = get();
    attempt += 1;
    if (value !== undefined && value !== null) done(value);
    else if (attempt >= tries) done(undefined);
    else timer(check, intervalMs);
  };
  check();
}

/** `poll` as a promise, for the islands' event tracking. */
export function pollFor<T>(get: () => T | undefined | null, timer: Timer = setTimeout, intervalMs = POLL_INTERVAL_MS, tries = POLL_TRIES): Promise<T | undefined> {
  return new Promise((resolve) => poll(get, resolve, timer, intervalMs, tries));
}
