// Test values of the money area on top of catalogue.ts (the README's Backend contract lists them).
import type { DeliveryMethod } from '../seed/countries.ts';

/** The one promo code the send form accepts: its transfer has no fee. Any other code is refused. */
export const PROMO_CODE_NO_FEE = 'NOFEE2026';

/** Rate bonus of a sender's first transfer (bonusSpecialRate), in basis points over convertRate. */
export const BONUS_RATE_BP = 100;
/** Better rates above the upper tariff thresholds (specialRateOffer), in basis points. */
export const OFFER_RATE_BP = [25, 50] as const;

/** Page size of the payment and bill histories. */
export const HISTORY_PAGE_SIZE = 10;
/** A finished payment is announced by a PAYMENT_STATUS message only within this time of paying. */
export const STATUS_NOTICE_WINDOW_MS = 7 * 24 * 60 * 60 * 1000;
/** A quote (actual_till of the send form) holds this long. */
export const QUOTE_VALID_MS = 30 * 60 * 1000;

/** Payout provider ids (toPrvId) by delivery method, and the card pay-in provider (fromPrvId). */
export const PAYOUT_PROVIDERS: Readonly<Record<DeliveryMethod, { id: number; category: number; name: string }>> = {
  BANK_ACCOUNT: { id: 101, category: 1, name: 'Bank transfer' },
  BANK_CARD: { id: 102, category: 2, name: 'Card transfer' },
  CASH: { id: 103, category: 3, name: 'Cash pickup' },
  HOME_DELIVERY: { id: 104, category: 4, name: 'Home delivery' },
  ALIPAY: { id: 105, category: 5, name: 'Alipay' },
  INTERAC: { id: 106, category: 6, name: 'Interac e-Transfer' },
  BONUS: { id: 107, category: 7, name: 'Bonus' },
};
export const CARD_PAY_IN = { id: 201, category: 10, method: 'BANK_CARD', source: 'EXTERNAL' } as const;

/** Destinations pinned for visitors and tried in order for a sender's first default corridor. */
export const POPULAR_DESTINATIONS = ['ph', 'in', 'ng', 'pk', 'mx', 'vn'] as const;
