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

type Timer = (fn: () => void, ms: number) => unknown;

/**
 * Waits for a third-party global (the data layer, the marketing SDK): checks now, then every
 * 700 ms, 5 tries in all; resolves to the value or `undefined` when it never appeared.
 */
export function pollFor<T>(get: () => T | undefined | null, timer: Timer = setTimeout, intervalMs = POLL_INTERVAL_MS, tries = POLL_TRIES): Promise<T | undefined> {
  return new Promise((resolve) => {
    let attempt = 0;
    const check = () => {
      const value = get();
      attempt += 1;
      if (value !== undefined && value !== null) resolve(value);
      else if (attempt >= tries) resolve(undefined);
      else timer(check, intervalMs);
    };
    check();
  });
}
