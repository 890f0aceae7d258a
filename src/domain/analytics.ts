import { langs } from '../i18n/languages.ts';

/**
 * Analytics rules (public-site §7, §9; sender-flows §7, §9). The adapter in src/lib/analytics.ts
 * wires these to the browser; the rules stay here, testable with fake timers.
 */
// The events and the data-layer poll live apart (analytics-events.ts), so islands that only send
// events do not load the language table visitEvent needs.
export { POLL_INTERVAL_MS, POLL_TRIES, events, pollFor } from './analytics-events.ts';
export const VISIT_COOKIE = 'visitLogged';
/** The spec's visit-cookie lifetime. Browsers cap cookie lifetimes at 400 days; we still ask. */
export const VISIT_COOKIE_DAYS = 525_600;

/** Analytics ids 289 and 291–296 are landing-section events (public-site §9). */
export const landingSectionIds = [289, 291, 292, 293, 294, 295, 296] as const;
export function landingSectionEvent(id: number): string | null {
  return (landingSectionIds as readonly number[]).includes(id) ? `Landing Section ${id}` : null;
}

/** A `{product}_PLUS` subscription fires the promo-shown event (sender-flows §4). */
export function isPlusSubscription(type: string | null | undefined): boolean {
  return !!type && /^[A-Z0-9]+_PLUS$/i.test(type);
}

export interface VisitEvent {
  web_url: string;
  web_name: string;
  language: string;
  country: string;
  time: string;
}

/** The visit event's payload (public-site §7): logged once per browser, guarded by its cookie. */
export function visitEvent(input: { url: string; title: string; lang: string; country: string; now: Date }): VisitEvent {
  return { web_url: input.url, web_name: input.title, language: langs.includes(input.lang as never) ? input.lang : 'en', country: input.country, time: input.now.toISOString() };
}

export function shouldLogVisit(cookie: string): boolean {
  return !new RegExp(`(?:^|;\\s*)${VISIT_COOKIE}=1(?:;|$)`).test(cookie);
}

export function visitCookie(): string {
  return `${VISIT_COOKIE}=1; Path=/; Max-Age=${VISIT_COOKIE_DAYS * 86_400}; SameSite=Lax`;
}
