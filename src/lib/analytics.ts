import { pollFor, events } from '../domain/analytics-events.ts';

/**
 * The analytics adapter for islands and the /auth app (public-site §7, sender-flows §7). Events go
 * to the tag manager's data layer; the layer appears only when the analytics script was configured
 * and consented to (CookieConsent), so without it `track` waits 5 × 700 ms and drops the event.
 */
type DataLayer = { push: (entry: Record<string, unknown>) => void };

declare global {
  interface Window {
    dataLayer?: DataLayer;
  }
}

export async function track(event: string, properties: Record<string, unknown> = {}): Promise<boolean> {
  if (typeof window === 'undefined') return false;
  const layer = await pollFor(() => window.dataLayer);
  layer?.push({ event, ...properties });
  return !!layer;
}

export { events };
