import type { Cheque } from '../../../api/schemas/payment.ts';
import { countryInSentence } from '../../../domain/country-in-sentence.ts';
import { countryName } from '../../../domain/country-name.ts';
import { parseDecimal } from '../../../domain/decimal.ts';
import { formatRate } from '../../../domain/money-format.ts';
import { formatMoneyText } from '../../../domain/money-text.ts';
import { paymentTotal, recipientAccount } from '../../../domain/pay-review.ts';
import type { DeliveryMethodCode } from '../../../domain/payment-methods.ts';
import { useMoneyT } from './strings.ts';
import { navigate } from '../../router.ts';
import { SIGNED_IN_HOME } from '../../../domain/auth-routing.ts';

/** What the pay and result pages know of a transfer beyond its cheque (README Backend contract). */
export interface Review {
  fee: string;
  amountTo: string;
  rate?: string | undefined;
  toName?: string | undefined;
  toAccount?: string | undefined;
  deliveryMethod?: string | undefined;
}

/** "1 GBP = 71.2345 PHP", the rate with its 4 decimals (sender-flows §5 Fee) by the one formatter. */
export function useRateText(cheque: Cheque, rate: string | undefined, tag: string): string | null {
  const t = useMoneyT();
  const value = rate === undefined ? null : parseDecimal(rate.trim());
  return value === null ? null : t('pay.rateValue', { from: cheque.amountFromCurrency, rate: formatRate(value, tag), to: cheque.amountToCurrency });
}

// Its own list rather than the domain's guard: importing that module costs the send page a request.
const DELIVERY_METHODS: ReadonlySet<string> = new Set<DeliveryMethodCode>(['BANK_ACCOUNT', 'BANK_CARD', 'CASH', 'HOME_DELIVERY', 'ALIPAY', 'INTERAC', 'BONUS']);
const isDeliveryMethod = (code: string): code is DeliveryMethodCode => DELIVERY_METHODS.has(code);

/** The delivery method's name (sender-flows §3 codes), null for a code without one. */
export function useDeliveryText(code: string | undefined): string | null {
  const t = useMoneyT();
  return code && isDeliveryMethod(code) ? t(`delivery.${code}`) : null;
}

/**
 * Review before paying (sender-flows §2 /auth/pay): what is sent, our fee and the total charged
 * (the figure that stands out), then the rate, what arrives, who gets it and how. Rows the page
 * data does not carry are left out.
 */
export function PayReview({ cheque, review, tag }: { cheque: Cheque; review: Review | null; tag: string }) {
  const t = useMoneyT();
  const money = (amount: string, currency: string) => formatMoneyText(amount, currency, tag);
  const total = review && paymentTotal(cheque.amountFrom, review.fee, cheque.amountFromCurrency);
  const rate = useRateText(cheque, review?.rate, tag);
  const method = useDeliveryText(review?.deliveryMethod);
  const account = recipientAccount(review?.deliveryMethod, review?.toAccount);
  return (
    <section className="pay-review" aria-labelledby="pay-review-title">
      <div className="pay-review-head">
        <h2 id="pay-review-title">{t('pay.details')}</h2>
        {/* The send form comes back with every value: its draft lives until the transfer is paid. */}
        <button type="button" className="link-button" aria-label={t('pay.editLabel')} onClick={() => navigate(SIGNED_IN_HOME)}>
          {t('pay.edit')}
        </button>
      </div>
      <dl className="money-summary">
        <div>
          <dt>{t('pay.amount')}</dt>
          <dd>{money(cheque.amountFrom, cheque.amountFromCurrency)}</dd>
        </div>
        {review && (
          <div>
            <dt>{t('pay.fee')}</dt>
            <dd>{money(review.fee, cheque.amountFromCurrency)}</dd>
          </div>
        )}
        {total && (
          <div className="money-summary-total">
            <dt>{t('pay.total')}</dt>
            <dd>{money(total, cheque.amountFromCurrency)}</dd>
          </div>
        )}
        {rate && (
          <div className="money-summary-more">
            <dt>{t('pay.rate')}</dt>
            <dd>{rate}</dd>
          </div>
        )}
        {review && (
          <div>
            <dt>{t('pay.receives', { country: countryInSentence(cheque.toCountry.code, tag.split('-')[0]!, countryName(cheque.toCountry.code, tag, cheque.toCountry.nameEn)) })}</dt>
            <dd className="money-summary-strong">{money(review.amountTo, cheque.amountToCurrency)}</dd>
          </div>
        )}
        {review?.toName && (
          <div>
            <dt>{t('pay.recipient')}</dt>
            <dd>
              {review.toName}
              {account && <span className="money-summary-sub"> {account}</span>}
            </dd>
          </div>
        )}
        {method && (
          <div>
            <dt>{t('pay.delivery')}</dt>
            <dd>{method}</dd>
          </div>
        )}
      </dl>
    </section>
  );
}

/** The card step's reminder of what is charged, with the way back to the review. */
export function PayTotal({ cheque, review, tag, onReview }: { cheque: Cheque; review: Review | null; tag: string; onReview: () => void }) {
  const t = useMoneyT();
  const total = review ? paymentTotal(cheque.amountFrom, review.fee, cheque.amountFromCurrency) : cheque.amountFrom;
  return (
    <div className="pay-total">
      <p>
        <span>{t('pay.total')}</span> <strong>{formatMoneyText(total ?? cheque.amountFrom, cheque.amountFromCurrency, tag)}</strong>
      </p>
      <button type="button" className="link-button" onClick={onReview}>
        {t('pay.backToReview')}
      </button>
    </div>
  );
}
