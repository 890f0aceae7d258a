// The parts of a corridor the signed-in calculator's answer shares with the build-time snapshot
// (src/content/schemas/backend.ts re-exports them). zod/mini: these ship to the browser.
import { z } from 'zod/mini';
import { DELIVERY_METHODS } from '../../domain/payment-methods.ts';

/** Tariff (sender-flows §3 Commission): fixed sum or percent, by amount range in the source currency. */
export const tariff = z.object({
  from: z.number().check(z.gte(0)),
  to: z.number().check(z.positive()),
  /** Percent of the amount (0 when the tariff is a fixed sum). */
  percent: z.number().check(z.gte(0), z.lte(100)),
  /** Fixed sum in the source currency (0 when the tariff is a percent). */
  fix: z.number().check(z.gte(0)),
});

export const deliveryMethod = z.enum(DELIVERY_METHODS);
