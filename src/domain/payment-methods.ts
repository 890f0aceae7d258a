// Delivery and payment methods (sender-flows §3 Codes and enumerations): the
// codes the send form carries and the kinds numeric payment-method ids stand for.

/** Delivery and payment method codes, in the order the spec lists them. */
export const DELIVERY_METHODS = ['BANK_ACCOUNT', 'CASH', 'HOME_DELIVERY', 'ALIPAY', 'INTERAC', 'BANK_CARD', 'BONUS'] as const;
export type DeliveryMethodCode = (typeof DELIVERY_METHODS)[number];

/** The payment systems of a saved card (sender-flows §3 Stored card). */
export const PAYMENT_SYSTEMS = ['VISA', 'MASTERCARD', 'MAESTRO', 'AMEX', 'UNIONPAY', 'MIR'] as const;

/** The payment-method kinds of the spec, in its order; any id the table does not know is 'other'. */
export const PAYMENT_METHOD_KINDS = [
  'card',
  'account',
  'global_account',
  'interac',
  'alipay',
  'apple',
  'google',
  'upi',
  'swift',
  'sofort',
  'klarna',
  'giropay',
  'ideal',
  'blik',
  'eps',
  'mbway',
  'trustly',
  'plaid',
  'ach',
  'ewallet',
  'cash_payout',
  'cash_delivery',
  'mobile_number',
  'weixin_china',
  'p2p_pay',
  'other',
] as const;
type PaymentMethodKind = (typeof PAYMENT_METHOD_KINDS)[number];

/**
 * The id-to-kind table (the spec does not show it; this is the project's, README "Send, pay and
 * payment results"): pay-in ids from 201 in the spec's order, so the sandbox's card pay-in
 * (fromPrvId 201) is a card. 0 and unknown ids are 'other'.
 */
const FIRST_PAYMENT_METHOD_ID = 201;

export function paymentMethodKind(id: number | string | null | undefined): PaymentMethodKind {
  const n = typeof id === 'string' && /^\d+$/.test(id) ? Number(id) : id;
  if (typeof n !== 'number' || !Number.isInteger(n)) return 'other';
  return PAYMENT_METHOD_KINDS[n - FIRST_PAYMENT_METHOD_ID] ?? 'other';
}

/** The numeric id of a kind ('other' has none). */
export function paymentMethodId(kind: PaymentMethodKind): number | null {
  const index = PAYMENT_METHOD_KINDS.indexOf(kind);
  return kind === 'other' || index < 0 ? null : FIRST_PAYMENT_METHOD_ID + index;
}

/** Request form phone (sender-flows §3, §5): digits, plus or dash, at least 8 characters. */
export const REQUEST_PHONE_PATTERN = '^[0-9+-]{8,}$';

export const isRequestPhone = (value: string): boolean => new RegExp(REQUEST_PHONE_PATTERN).test(value.trim());
