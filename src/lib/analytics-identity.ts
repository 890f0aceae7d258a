/**
 * A 403 resets the analytics user (sender-flows §6, §8): the data layer is told at once (no poll:
 * a layer that is not there has no user to forget), so later events are anonymous. Apart from
 * analytics.ts so the landing's calculator, which sends events, does not carry it.
 */
export function resetAnalyticsIdentity(): void {
  if (typeof window === 'undefined') return;
  (window as { dataLayer?: { push: (entry: Record<string, unknown>) => void } }).dataLayer?.push({ event: 'Reset Identity', user_id: null });
}
