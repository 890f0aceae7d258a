import { useEffect, useState } from 'react';
import { checkValue, type Check } from '../../../api/client.ts';
import type { BillHistory, PaymentHistory, SendPageExtra } from '../../../api/schemas/history.ts';
import { readBillHistory, readPaymentHistory, readSendPageExtra } from '../../../api/schemas/light-money.ts';
import { appendBills, appendPayments, startHistory } from '../../../stores/history.ts';
import { backend } from '../../backend.ts';
import { reportProblem } from '../../report.ts';

export type HistoryKind = 'payments' | 'bills';
type PageLoad = 'idle' | 'loading' | 'failed';

// Read without zod; the schemas load only for what the readers leave to them.
const schemas = () => import('../../../api/schemas/history.ts');
const extraCheck: Check<SendPageExtra> = { light: readSendPageExtra, schema: () => schemas().then((m) => m.sendPageExtra) };
/** One history of the send page: where its part is in the page data, how it is read and kept. */
interface History {
  part: 'paymentHistory' | 'billHistory';
  /** Appends a next page: its nextPage, or undefined when the page is unreadable. */
  append: (part: unknown) => Promise<string | null | undefined>;
}

function history<T extends { groups: G[]; nextPage: string | null }, G>(part: History['part'], check: Check<T>, keep: (groups: G[]) => void): History {
  return {
    part,
    append: async (value) => {
      const page = await checkValue(check, value);
      if (!page.success) return undefined;
      keep(page.data.groups);
      return page.data.nextPage;
    },
  };
}

const HISTORIES: Record<HistoryKind, History> = {
  payments: history<PaymentHistory, PaymentHistory['groups'][number]>('paymentHistory', { light: readPaymentHistory, schema: () => schemas().then((m) => m.paymentHistory) }, appendPayments),
  bills: history<BillHistory, BillHistory['groups'][number]>('billHistory', { light: readBillHistory, schema: () => schemas().then((m) => m.billHistory) }, appendBills),
};

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
    if (raw === undefined) return;
    let current = true;
    void checkValue(extraCheck, raw).then((parsed) => {
      if (!current) return;
      if (!parsed.success) {
        reportProblem('send page history outside the contract', parsed.error.issues.slice(0, 3));
        return;
      }
      setExtra(parsed.data);
      startHistory(parsed.data.paymentHistory.groups, parsed.data.billHistory.groups);
      setNext({ payments: parsed.data.paymentHistory.nextPage, bills: parsed.data.billHistory.nextPage });
    });
    return () => {
      current = false;
    };
  }, [raw]);

  async function more(kind: HistoryKind): Promise<void> {
    const path = next[kind];
    if (!path || load[kind] === 'loading') return;
    setLoad((l) => ({ ...l, [kind]: 'loading' }));
    try {
      const answer = await backend().pageData(path);
      const { part, append } = HISTORIES[kind];
      const nextPage = answer.ok ? await append((answer.data.extra ?? {})[part]) : undefined;
      if (nextPage === undefined) throw new Error(`history page ${path} unreadable`);
      setNext((n) => ({ ...n, [kind]: nextPage }));
      setLoad((l) => ({ ...l, [kind]: 'idle' }));
    } catch (error) {
      reportProblem('history page failed', String(error));
      setLoad((l) => ({ ...l, [kind]: 'failed' }));
    }
  }

  return { extra, next, load, more };
}
