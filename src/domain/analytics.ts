import { langs } from '../i18n/languages.ts';
import { visitEventAmong, type VisitEvent, type VisitInput } from './analytics-events.ts';

/**
 * Analytics rules (public-site §7, §9; sender-flows §7, §9). The adapter in src/lib/analytics.ts
 * wires these to the browser; the rules stay here, testable with fake timers.
 */
// The events and the data-layer poll live apart (analytics-events.ts), so islands that only send
// events (and the consent script) do not load the language table visitEvent needs.
export { POLL_INTERVAL_MS, POLL_TRIES, VISIT_COOKIE, VISIT_COOKIE_DAYS, events, pollFor, shouldLogVisit, visitCookie } from './analytics-events.ts';

/** Analytics ids 289 and 291–296 are landing-section events (public-site §9). */
const landingSectionIds = [289, 291, 292, 293, 294, 295, 296] as const;
export function landingSectionEvent(id: number): string | null {
  return (landingSectionIds as readonly number[]).includes(id) ? `Landing Section ${id}` : null;
}

/** A `{product}_PLUS` subscription fires the promo-shown event (sender-flows §4). */
export function isPlusSubscription(type: string | null | undefined): boolean {
  return !!type && /^[A-Z0-9]+_PLUS$/i.test(type);
}

export type { VisitEvent } from './analytics-events.ts';

/** The visit event's payload (public-site §7): logged once per browser, guarded by its cookie. */
export function visitEvent(input: VisitInput): VisitEvent {
  return visitEventAmong(input, langs);
}
