import { useStore } from '@nanostores/react';
import { useEffect, useRef } from 'react';
import { $billHistory, $paymentHistory } from '../../../stores/history.ts';
import { HistoryMonths } from './HistoryMonths.tsx';
import { useMoneyT } from './strings.ts';
import { useHistoryPages, type HistoryKind } from './use-history-pages.ts';

/**
 * The sender's history on the send page (sender-flows §3 Payment history, Bill history; §4
 * History): transfers and requests grouped by month, newest first, page by page; a payment's
 * status follows the server's messages (the history store); the newest ones are marked (last ids,
 * newBill); the special email promo when the email is not confirmed. Empty, loading and error states.
 */
export function HistorySection({ extra: raw, tag }: { extra: unknown; tag: string }) {
  const t = useMoneyT();
  const { extra, next, load, more } = useHistoryPages(raw);
  const payments = useStore($paymentHistory);
  const bills = useStore($billHistory);
  // The button of the last page goes with it: the focus moves to its list's heading rather than the page's top.
  const pressed = useRef<HistoryKind | null>(null);
  const headings = { payments: useRef<HTMLHeadingElement>(null), bills: useRef<HTMLHeadingElement>(null) };
  useEffect(() => {
    const kind = pressed.current;
    if (kind && next[kind] === null) {
      pressed.current = null;
      headings[kind].current?.focus();
    }
  });
  if (!extra) return null;
  const footer = (kind: HistoryKind) => (
    <>
      {load[kind] === 'failed' && (
        <p role="alert" className="money-history-error">
          {t('history.failed')}
        </p>
      )}
      {next[kind] && (
        <button
          type="button"
          className="button secondary"
          aria-disabled={load[kind] === 'loading' || undefined}
          onClick={() => {
            pressed.current = kind;
            void more(kind);
          }}
        >
          {t(load[kind] === 'loading' ? 'history.loading' : load[kind] === 'failed' ? 'history.retry' : kind === 'payments' ? 'history.morePayments' : 'history.moreBills')}
        </button>
      )}
      {load[kind] === 'loading' && (
        <p className="visually-hidden" role="status">
          {t('history.loading')}
        </p>
      )}
    </>
  );
  return (
    <>
      {extra.showSpecialEmailPromoCode && (
        <aside className="app-notice money-promo" aria-label={t('promo.label')}>
          <p>
            {extra.email ? t('promo.emailNamed', { email: extra.email }) : t('promo.email')} <a href="/auth/profile">{t('promo.confirm')}</a>
          </p>
        </aside>
      )}
      <section className="money-history" aria-labelledby="history-payments" aria-busy={load.payments === 'loading'}>
        <h2 id="history-payments" ref={headings.payments} tabIndex={-1}>
          {t('history.payments')}
        </h2>
        {payments.length === 0 ? <p>{t('history.noPayments')}</p> : <HistoryMonths kind="payments" groups={payments} last={extra.lastPaymentId} tag={tag} />}
        {footer('payments')}
      </section>
      <section className="money-history" aria-labelledby="history-bills" aria-busy={load.bills === 'loading'}>
        <h2 id="history-bills" ref={headings.bills} tabIndex={-1}>
          {t('history.bills')}
        </h2>
        {bills.length === 0 ? <p>{t('history.noBills')}</p> : <HistoryMonths kind="bills" groups={bills} last={extra.lastBillId} tag={tag} />}
        {footer('bills')}
      </section>
    </>
  );
}
