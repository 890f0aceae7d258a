import { z } from 'zod';
import { deliveryMethod, tariff } from '../../api/schemas/corridor.ts';

/** Currency (sender-flows §3): id is the ISO 4217 numeric code. */
export const currency = z.object({
  id: z.number().int().positive(),
  /** ISO 4217 alphabetic code. */
  code: z.string().regex(/^[A-Z]{3}$/),
  name: z.string().min(1),
  /** Minor unit digits (2 for most, 0 for JPY, KRW, VND...). */
  decimals: z.number().int().min(0).max(3).default(2),
});

/** Country (sender-flows §3): id is the ISO 3166-1 numeric code. */
export const country = z.object({
  id: z.number().int().positive(),
  /** ISO 3166-1 alpha-2 code. */
  code: z.string().regex(/^[A-Z]{2}$/),
  name: z.string().min(1),
  /** URL word when the country sends ("from-germany" style parts build {fromTo}). */
  seoNameFrom: z.string().regex(/^[a-z0-9-]+$/),
  /** URL word when the country receives. */
  seoNameTo: z.string().regex(/^[a-z0-9-]+$/),
  /** Other names people search by (country search, public-site §5). */
  synonym: z.string().default(''),
  alias: z.string().default(''),
  /** International dialling prefix without '+'. */
  phone_prefix: z.string().regex(/^\d{1,4}$/),
  /** ISO 4217 numeric ids of the currencies used there. */
  currencies: z.array(z.number().int()).min(1),
  /** The country can send money (has pay-in methods). */
  canSend: z.boolean(),
  /** The country can receive money. */
  canReceive: z.boolean(),
  /** Payment systems available for payout. */
  paySystems: z.array(z.string()).default([]),
});

// Tariff and delivery method are also parts of the signed-in calculator's answer, parsed in the
// browser with zod/mini; nested here in the snapshot's schemas like any other.
export { tariff, deliveryMethod };

/** One corridor: a sending country and currency to a receiving country and currency. */
export const corridor = z.object({
  from: z.string().regex(/^[A-Z]{2}$/),
  to: z.string().regex(/^[A-Z]{2}$/),
  fromCurrency: z.number().int(),
  toCurrency: z.number().int(),
  /** Units of the target currency per unit of the source currency, as a decimal string. */
  convertRate: z.string().regex(/^\d+(\.\d+)?$/, 'convertRate must be a decimal string'),
  tariffs: z.array(tariff).min(1),
  deliveryMethods: z.array(deliveryMethod).min(1),
  /** Minimum and maximum of the send amount in the source currency. */
  minAmount: z.number().positive(),
  maxAmount: z.number().positive(),
  /** Step the amount must be a multiple of (1 for most). */
  multiple: z.number().positive().default(1),
});

export const countriesAnswer = z.object({ countries: z.array(country).min(1), generatedAt: z.string() });
export const currenciesAnswer = z.object({ currencies: z.array(currency).min(1), generatedAt: z.string() });
export const corridorsAnswer = z.object({ corridors: z.array(corridor).min(1), generatedAt: z.string() });
