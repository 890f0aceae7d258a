// What the pay and result pages show of a payment (sender-flows §3 Status and limit data, §4
// Transfer success screen and payment result page), and the PAYMENT_STATUS notices.
import type { Cheque, PaymentResult } from '../../../src/api/schemas/payment.ts';
import { CASH_PAYOUT_CATEGORY, PAYMENT_ERROR_CODE, SUCCESS_STATUS } from '../catalogue.ts';
import type { Db } from '../db.ts';
import { addMessage } from '../page-data.ts';
import { announceFinishedPayments, isFinal, paymentStatus, type PaymentRow } from '../payments.ts';
import type { Reference } from '../reference.ts';
import type { DeliveryMethod } from '../seed/countries.ts';
import type { SessionUser } from '../session.ts';
import { maskedPan } from './cards.ts';
import { smsForm } from './forms.ts';
import { paymentNoticeText } from './history.ts';
import type { Translate } from '../texts.ts';
import type { Lang } from '../../../src/i18n/languages.ts';
import { CARD_PAY_IN, PAYOUT_PROVIDERS, STATUS_NOTICE_WINDOW_MS } from './test-values.ts';

/** Where a sender raises their limits: the consumer KYC page (sender-flows §2). */
const KYC_PATH = '/auth/kyc/ca';

export function chequeOf(ref: Reference, row: PaymentRow): Cheque {
  const to = ref.countryById.get(row.to_country)!;
  const from = ref.countryById.get(row.from_country)!;
  return {
    paymentId: row.id,
    providerFromCategory: CARD_PAY_IN.category,
    // The '.04' amount outcome is a cash payout: the result screen goes home after 400 ms.
    providerToCategory: row.outcome === 'cash-payout' ? CASH_PAYOUT_CATEGORY : PAYOUT_PROVIDERS[row.delivery_method as DeliveryMethod].category,
    toCountry: { nameEn: to.name, code: to.code },
    fromCountry: { nameEn: from.name, code: from.code },
    amountFrom: row.amount_from,
    amountFromCurrency: ref.currencyById.get(row.from_currency)!.code,
    amountToCurrency: ref.currencyById.get(row.to_currency)!.code,
    fromCountryId: row.from_country,
    toCountryId: row.to_country,
  };
}

/**
 * What the sender reviews before paying and reads on the receipt: the fee, the amount received,
 * the rate (1 unit sent buys `rate` received), the recipient's name and account, the delivery
 * method (sender-flows §3 payment form keys), and when the transfer was created and paid (ISO).
 */
export function reviewOf(row: PaymentRow) {
  return {
    fee: row.fee,
    amountTo: row.amount_to,
    rate: row.rate,
    toName: row.to_name,
    toAccount: row.to_account,
    deliveryMethod: row.delivery_method,
    createdAt: new Date(row.created_at).toISOString(),
    paidAt: row.paid_at === null ? null : new Date(row.paid_at).toISOString(),
  };
}

/** The status and limit data of a result page, at `now`. */
export function paymentResultOf(db: Db, user: SessionUser, row: PaymentRow, now: number, t: Translate): PaymentResult {
  const status = paymentStatus(row, now);
  const limitScreens = user.scenario === 'reaching-limit' || user.scenario === 'low-risk-limit';
  const card = row.card_id === null ? undefined : (db.prepare('SELECT pan_last4 FROM cards WHERE id = ?').get(row.card_id) as { pan_last4: string } | undefined);
  return {
    status,
    statusBean: { recipientType: row.recipient_type as PaymentResult['statusBean']['recipientType'], canCancelTransaction: !isFinal(status) },
    showUpgradeLimitPromo: user.scenario === 'reaching-limit',
    showInviteCodeReferralButton: status === SUCCESS_STATUS,
    showLowRiskLimitIncrease: user.scenario === 'low-risk-limit',
    current_aml_level: user.amlLevel,
    hasSumsub: user.amlLevel >= 2,
    cardPan: card ? maskedPan(card.pan_last4) : null,
    nextPageLink: limitScreens ? KYC_PATH : null,
    // sender-flows §4: the next AML level is the current one plus 1.
    increaseLimitUrl: limitScreens ? `${KYC_PATH}?level=${user.amlLevel + 1}` : null,
    errorCode: row.outcome === 'error-code' && isFinal(status) ? PAYMENT_ERROR_CODE : null,
    smsOnSuccess: row.outcome === 'sms-on-success' && status === SUCCESS_STATUS && row.sms_phone === null ? smsForm(row.id, '', t) : null,
    subscriptionType: null,
  };
}

/**
 * Gives each recently finished payment of the user its one PAYMENT_STATUS message. Its stored words
 * are those of the request that first saw it finished; page data words it again in the language of
 * the request that reads it (src/../page-data.ts).
 */
export function announcePaymentStatuses(db: Db, ref: Reference, user: SessionUser, now: number, t: Translate, lang: Lang): void {
  announceFinishedPayments(db, user.id, now, STATUS_NOTICE_WINDOW_MS, (row, status) => {
    const value = paymentNoticeText(ref, row, status === SUCCESS_STATUS, t, lang);
    addMessage(db, user.id, { type: 'PAYMENT_STATUS', value, paymentId: row.id, status, expires: now + STATUS_NOTICE_WINDOW_MS }, now);
  });
}
