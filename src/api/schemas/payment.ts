import { z } from 'zod/mini';
import { PAYMENT_SYSTEMS } from '../../domain/payment-methods.ts';
import { form } from './form.ts';

/** Cheque of a payment (sender-flows §3 Status and limit data). */
export const cheque = z.object({
  paymentId: z.int(),
  /** Payout categories -31, -38, -32, -105 redirect home after 400 ms (sender-flows §4). */
  providerFromCategory: z.int(),
  providerToCategory: z.int(),
  /** `code`: ISO 3166-1 alpha-2, for the name in the page's language (absent: nameEn is shown). */
  toCountry: z.object({ nameEn: z.string(), code: z.optional(z.string()) }),
  fromCountry: z.object({ nameEn: z.string(), code: z.optional(z.string()) }),
  amountFrom: z.string(),
  amountFromCurrency: z.string(),
  amountToCurrency: z.string(),
  fromCountryId: z.int(),
  toCountryId: z.int(),
});

/** Status and limit data of a payment result page (extra of its page data). */
export const paymentResult = z.object({
  /** Absent while the payment is unknown; see STATUS_SUCCESS. */
  status: z.nullable(z.int()),
  statusBean: z.object({ recipientType: z.enum(['self', 'other', 'business']), canCancelTransaction: z.boolean() }),
  showUpgradeLimitPromo: z.boolean(),
  showInviteCodeReferralButton: z.boolean(),
  showLowRiskLimitIncrease: z.boolean(),
  current_aml_level: z.int().check(z.gte(0)),
  hasSumsub: z.boolean(),
  cardPan: z.nullable(z.string()),
  nextPageLink: z.nullable(z.string()),
  increaseLimitUrl: z.nullable(z.string()),
  /** Set when the payment ended with an error code: the page links to /auth/user-error?code=. */
  errorCode: z.nullable(z.int()),
  /** The SMS-on-success form (fields id, phone, text), when the recipient can be told by SMS. */
  smsOnSuccess: z.nullable(form),
  /** Plan name; `{product}_PLUS` fires the promo-shown event. */
  subscriptionType: z.nullable(z.string()),
});

/** A saved card (sender-flows §3 Stored card). */
export const storedCard = z.object({
  id: z.int(),
  alias: z.string(),
  paymentSystem: z.enum(PAYMENT_SYSTEMS),
  /** Masked number, last four digits visible. */
  pan: z.string(),
  cardExpired: z.boolean(),
  logo: z.string(),
});

export type Cheque = z.infer<typeof cheque>;
export type PaymentResult = z.infer<typeof paymentResult>;
export type StoredCard = z.infer<typeof storedCard>;
