import type { BillHistory, PaymentHistory } from '../../../api/schemas/history.ts';
import type { MonthGroup } from '../../../domain/history-merge.ts';
import { resultView } from '../../../domain/transfer-result.ts';
import { useMoneyT } from './strings.ts';
import './history.css';

type Payment = PaymentHistory['groups'][number]['records'][number];
type Bill = BillHistory['groups'][number]['records'][number];

type Props = { kind: 'payments'; groups: readonly MonthGroup<Payment>[]; last: number | null; tag: string } | { kind: 'bills'; groups: readonly MonthGroup<Bill>[]; last: number | null; tag: string };

const monthTitle = (tag: string, year: number, month: number) => new Intl.DateTimeFormat(tag, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(Date.UTC(year, month - 1, 1));
const dayText = (tag: string, date: Date) => new Intl.DateTimeFormat(tag, { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(date);

/**
 * One history list grouped by month (sender-flows §3): a heading per month, then its records. A
 * payment shows its title, payout, day and status (by the result page's rule), and links to its
 * result page; a bill its number and day; the newest record of each list is marked.
 */
export function HistoryMonths(props: Props) {
  const t = useMoneyT();
  const { tag, last } = props;
  const month = (g: { year: number; monthValue: number }) => monthTitle(tag, g.year, g.monthValue);
  if (props.kind === 'payments') {
    return props.groups.map((g) => (
      <div key={`${g.year}-${g.monthValue}`} className="money-month">
        <h3>{month(g)}</h3>
        <ul role="list" className="money-records">
          {g.records.map((r) => (
            <li key={r.paymentId}>
              <span className="money-record-main">
                <a href={`/waiting?paymentId=${r.paymentId}`}>{r.payTitle}</a>{' '}
                <span className="money-record-detail">
                  {r.toProviderName} · {dayText(tag, new Date(Date.UTC(r.submitDate.year, r.submitDate.monthValue - 1, r.submitDate.dayOfMonth)))}
                </span>
              </span>{' '}
              <span className="money-record-side">
                <span className="money-status" data-status={resultView(r.status)}>
                  {t(`history.status.${resultView(r.status)}`)}
                </span>
                {r.paymentId === last && <span className="money-badge">{t('history.latest')}</span>}
              </span>
            </li>
          ))}
        </ul>
      </div>
    ));
  }
  return props.groups.map((g) => (
    <div key={`${g.year}-${g.monthValue}`} className="money-month">
      <h3>{month(g)}</h3>
      <ul role="list" className="money-records">
        {g.records.map((r) => (
          <li key={r.id}>
            <span className="money-record-main">
              <span className="money-record-title">{t('history.bill', { id: r.id })}</span> <span className="money-record-detail">{dayText(tag, new Date(r.createDate))}</span>
            </span>{' '}
            <span className="money-record-side">{(r.newBill || r.id === last) && <span className="money-badge">{t(r.newBill ? 'history.new' : 'history.latest')}</span>}</span>
          </li>
        ))}
      </ul>
    </div>
  ));
}
