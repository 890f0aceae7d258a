import { StepIndicator } from '../../ui/StepIndicator.tsx';
import { useMoneyT } from './strings.ts';

/** The send flow's steps (sender-flows §2): the amount and recipient, the review, paying, done. */
export function TransferSteps({ current }: { current: number }) {
  const t = useMoneyT();
  return <StepIndicator steps={[t('steps.details'), t('steps.review'), t('steps.pay'), t('steps.done')]} current={current} label={t('steps.label')} doneText={t('steps.finished')} />;
}
