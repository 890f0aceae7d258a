import { useEffect, useState } from 'react';
import { billHistory, paymentHistory, sendPageExtra, type SendPageExtra } from '../../../api/schemas/history.ts';
import { appendBills, appendPayments, startHistory } from '../../../stores/history.ts';
import { backend } from '../../backend.ts';
import { reportProblem } from '../../report.ts';

export type HistoryKind = 'payments' | 'bills';
type PageLoad = 'idle' | 'loading' | 'failed';

/**
 * The send page's histories (sender-flows §3, §4 History): the first pages come with the page
 * data and start the lists over; 'show more' asks the next page's data (nextPage) and appends it,
 * a first new group of the same month merging into the last one (history-merge.ts).
 */
export function useHistoryPages(raw: unknown) {
  const [extra, setExtra] = useState<SendPageExtra | null>(null);
  const [next, setNext] = useState<Record<HistoryKind, string | null>>({ payments: null, bills: null });
  const [load, setLoad] = useState<Record<HistoryKind, PageLoad>>({ payments: 'idle', bills: 'idle' });

  useEffect(() => {
    const parsed = sendPageExtra.safeParse(raw);
    if (!parsed.success) {
      if (raw !== undefined) reportProblem('send page history outside the contract', parsed.error.issues.slice(0, 3));
      return;
    }
    setExtra(parsed.data);
    startHistory(parsed.data.paymentHistory.groups, parsed.data.billHistory.groups);
    setNext({ payments: parsed.data.paymentHistory.nextPage, bills: parsed.data.billHistory.nextPage });
  }, [raw]);

  async function more(kind: HistoryKind): Promise<void> {
    const path = next[kind];
    if (!path || load[kind] === 'loading') return;
    setLoad((l) => ({ ...l, [kind]: 'loading' }));
    try {
      const answer = await backend().pageData(path);
      const part = (answer.data.extra ?? {})[kind === 'payments' ? 'paymentHistory' : 'billHistory'];
      const page = (kind === 'payments' ? paymentHistory : billHistory).safeParse(part);
      if (!answer.ok || !page.success) throw new Error(`history page ${path} unreadable`);
      if (kind === 'payments') appendPayments(paymentHistory.parse(part).groups);
      else appendBills(billHistory.parse(part).groups);
      setNext((n) => ({ ...n, [kind]: page.data.nextPage }));
      setLoad((l) => ({ ...l, [kind]: 'idle' }));
    } catch (error) {
      reportProblem('history page failed', String(error));
      setLoad((l) => ({ ...l, [kind]: 'failed' }));
    }
  }

  return { extra, next, load, more };
}
