import { transferTimeline } from '../../../domain/pay-review.ts';
import { useMoneyT } from './strings.ts';

/**
 * The transfer's progress as the status codes allow (created → paid → sent → delivered; sender-flows
 * §4 thresholds): each step with its state in words for screen readers, the step under way marked
 * as the current one.
 */
export function TransferTimeline({ status, errorCode }: { status: number | null; errorCode: number | null }) {
  const t = useMoneyT();
  return (
    <>
      <h3 id="receipt-progress">{t('receipt.progress')}</h3>
      <ol className="timeline" aria-labelledby="receipt-progress">
        {transferTimeline(status, errorCode).map(({ step, state }) => (
          <li key={step} data-state={state} aria-current={state === 'current' ? 'step' : undefined}>
            <span className="timeline-dot" aria-hidden="true" />
            <span>
              {t(`step.${step}`)}
              <span className="visually-hidden">: {t(`state.${state}`)}</span>
            </span>
          </li>
        ))}
      </ol>
    </>
  );
}
