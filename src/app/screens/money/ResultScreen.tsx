import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { cheque as chequeSchema, paymentResult } from '../../../api/schemas/payment.ts';
import type { PageData } from '../../../api/schemas/answers.ts';
import { afterLoad, HOME_PATH, isPlusSubscription, reloadsAgain, resultView } from '../../../domain/transfer-result.ts';
import { events, track } from '../../../lib/analytics.ts';
import { applyPageData } from '../../answers.ts';
import { backend } from '../../backend.ts';
import { reportProblem } from '../../report.ts';
import { navigate } from '../../router.ts';
import type { ScreenProps } from '../../screen-props.ts';
import { ErrorCodeView, FailureView, useTag, WaitingView } from './ResultViews.tsx';
import { ResultReceipt, receiptData } from './ResultReceipt.tsx';
import { SuccessView } from './SuccessView.tsx';

/**
 * A payment result page (sender-flows §2 /success, /fail, /waiting, /close, /web/pay/accepted; §4
 * Transfer success screen): the view follows the status (above 90 failure, 90 success with the
 * optional SMS notice, below 90 or none waiting; an error code its error view), whatever the path.
 * 400 ms after a load, a cash payout category goes home, otherwise a present status without
 * SMS-on-success reloads the data (quietly, no spinner) until a reload brings nothing new. Below
 * the view, the transfer's receipt with its progress (not on the limit screens or an error code's page).
 */
export default function ResultScreen({ where, page }: ScreenProps) {
  const [data, setData] = useState<PageData | null>(null);
  const previous = useRef<number | null>(null);
  useEffect(() => {
    if (page.phase === 'ready') setData(page.data);
  }, [page]);
  const cheque = chequeSchema.safeParse(data?.cheque);
  const result = paymentResult.safeParse(data?.extra);
  const status = result.success ? result.data.status : null;
  const tag = useTag();

  const planNext = useEffectEvent(() => {
    if (!result.success) {
      if (data?.extra !== undefined) reportProblem('payment result outside the contract', result.error.issues.slice(0, 3));
      return;
    }
    const plan = afterLoad({ providerToCategory: cheque.success ? cheque.data.providerToCategory : null, hasSmsOnSuccess: result.data.smsOnSuccess !== null, status });
    const again = reloadsAgain(previous.current, status);
    previous.current = status;
    if (!plan || (plan.action === 'reload' && !again)) return;
    const timer = setTimeout(() => {
      if (plan.action === 'home') navigate(HOME_PATH, { replace: true });
      else
        void backend()
          .pageData(`${where.path}${where.search}`)
          .then((answer) => {
            if (!answer.ok) return;
            applyPageData(answer.data);
            if (answer.redirectTo) navigate(answer.redirectTo, { replace: true });
            else setData(answer.data);
          })
          .catch((error: unknown) => reportProblem('result reload failed', String(error)));
    }, plan.delayMs);
    return () => clearTimeout(timer);
  });
  useEffect(() => planNext(), [data]);

  const plus = result.success && isPlusSubscription(result.data.subscriptionType);
  const logPromo = useEffectEvent(() => {
    if (result.success) void track(events.promoShown, { subscriptionType: result.data.subscriptionType });
  });
  useEffect(() => {
    if (plus) logPromo();
  }, [plus]);

  if (!data) return null;
  if (!result.success || !cheque.success) return <WaitingView cheque={null} />;
  const view = resultView(status, result.data.errorCode);
  const homeBound = afterLoad({ providerToCategory: cheque.data.providerToCategory, hasSmsOnSuccess: false, status })?.action === 'home';
  const receiptFigures = receiptData.safeParse(data.extra);
  const receipt = <ResultReceipt cheque={cheque.data} data={receiptFigures.success ? receiptFigures.data : null} status={status} errorCode={result.data.errorCode} tag={tag} />;
  if (view === 'error-code')
    return (
      <>
        <ErrorCodeView code={result.data.errorCode!} result={result.data} />
        {receipt}
      </>
    );
  if (view === 'failure')
    return (
      <>
        <FailureView cheque={cheque.data} result={result.data} />
        {receipt}
      </>
    );
  if (view === 'waiting')
    return (
      <>
        <WaitingView cheque={cheque.data} />
        {receipt}
      </>
    );
  return <SuccessView cheque={cheque.data} result={result.data} showDone={!homeBound} hasCard={result.data.cardPan !== null} receipt={receipt} />;
}
