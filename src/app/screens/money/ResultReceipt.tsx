import { useState } from 'react';
import { z } from 'zod/mini';
import type { Cheque } from '../../../api/schemas/payment.ts';
import { formatMoneyText } from '../../../domain/money-text.ts';
import { paymentTotal, recipientAccount } from '../../../domain/pay-review.ts';
import { reuseDraft } from '../../../stores/paid-draft.ts';
import { navigate } from '../../router.ts';
import { useDeliveryText, useRateText } from './PayReview.tsx';
import { TransferTimeline } from './TransferTimeline.tsx';
import { useMoneyT } from './strings.ts';
import './pay.css';

/** The receipt's part of a result page's data (README Backend contract); absent fields leave their rows out. */
export const receiptData = z.object({
  fee: z.string(),
  amountTo: z.string(),
  rate: z.optional(z.string()),
  toName: z.optional(z.string()),
  toAccount: z.optional(z.string()),
  deliveryMethod: z.optional(z.string()),
});
type ReceiptData = z.infer<typeof receiptData>;

const SEND_PAGE = '/auth/send/main.page';

interface Props {
  cheque: Cheque;
  data: ReceiptData | null;
  status: number | null;
  errorCode: number | null;
  tag: string;
}

/**
 * The transfer's receipt on its result page: reference, what was sent, fee, total charged, rate,
 * what arrives and to whom, its progress; 'Send again' reopens the send form with the same
 * recipient and amount (when this tab paid it), 'Copy receipt' puts the receipt's text on the clipboard.
 */
export function ResultReceipt({ cheque, data, status, errorCode, tag }: Props) {
  const t = useMoneyT();
  const [copied, setCopied] = useState<'' | 'copied' | 'copyFailed'>('');
  const money = (amount: string, currency: string) => formatMoneyText(amount, currency, tag);
  const total = data && paymentTotal(cheque.amountFrom, data.fee, cheque.amountFromCurrency);
  const rate = useRateText(cheque, data?.rate, tag);
  const method = useDeliveryText(data?.deliveryMethod);
  const rows: Array<[string, string]> = [
    [t('receipt.reference'), String(cheque.paymentId)],
    [t('receipt.sent'), money(cheque.amountFrom, cheque.amountFromCurrency)],
  ];
  if (data) rows.push([t('pay.fee'), money(data.fee, cheque.amountFromCurrency)]);
  if (total) rows.push([t('receipt.total'), money(total, cheque.amountFromCurrency)]);
  if (rate) rows.push([t('pay.rate'), rate]);
  if (data) rows.push([t('receipt.received'), money(data.amountTo, cheque.amountToCurrency)]);
  if (data?.toName) rows.push([t('pay.recipient'), [data.toName, recipientAccount(data.deliveryMethod, data.toAccount)].filter(Boolean).join(' ')]);
  if (method) rows.push([t('pay.delivery'), method]);
  const copy = async () => {
    const text = [t('receipt.title'), ...rows.map(([label, value]) => `${label}: ${value}`)].join('\n');
    try {
      await navigator.clipboard.writeText(text);
      setCopied('copied');
    } catch {
      setCopied('copyFailed');
    }
  };
  const again = () => {
    reuseDraft(cheque.paymentId);
    navigate(SEND_PAGE);
  };
  return (
    <section className="receipt" aria-labelledby="receipt-title">
      <h2 id="receipt-title">{t('receipt.title')}</h2>
      <dl className="money-summary">
        {rows.map(([label, value]) => (
          <div key={label} className={label === t('receipt.total') ? 'money-summary-total' : undefined}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <TransferTimeline status={status} errorCode={errorCode} />
      <div className="app-actions receipt-actions">
        <button type="button" className="button secondary" onClick={again}>
          {t('receipt.sendAgain')}
        </button>
        <button type="button" className="button secondary" onClick={() => void copy()}>
          {t('receipt.copy')}
        </button>
      </div>
      <p className="receipt-copied" role="status">
        {copied && t(`receipt.${copied}`)}
      </p>
    </section>
  );
}
