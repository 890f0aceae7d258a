import { useState, type ReactNode } from 'react';
import type { Cheque, PaymentResult } from '../../../api/schemas/payment.ts';
import { nextAmlLevel, successScreen, type SuccessEvent, type SuccessScreenState } from '../../../domain/transfer-result.ts';
import { navigate } from '../../router.ts';
import { $config } from '../../config.ts';
import { safeResultLinks } from '../../../domain/result-links.ts';
import { ResultHeading, transferText, useTag } from './ResultViews.tsx';
import { TransferSteps } from './TransferSteps.tsx';
import { SmsNoticeModal } from './SmsNoticeModal.tsx';
import { useMoneyT } from './strings.ts';

interface Props {
  cheque: Cheque;
  result: PaymentResult;
  /** False for the cash payout categories that go home by themselves (sender-flows §4). */
  showDone: boolean;
  hasCard: boolean;
  /** The transfer's receipt, shown with the success message (not on the limit screens). */
  receipt?: ReactNode;
}

/** Heading and text keys of each state of the success screen. */
const COPY = {
  waiting: { title: 'success.title', text: 'success.text' },
  reaching_limit: { title: 'limit.reachingTitle', text: 'limit.reachingText' },
  upgrade_limit: { title: 'limit.upgradeTitle', text: 'limit.upgradeText' },
  low_risk_upgrade_limit: { title: 'limit.lowRiskTitle', text: 'limit.lowRiskText' },
} as const satisfies Record<SuccessScreenState, { title: string; text: string }>;

/**
 * The transfer success screen (sender-flows §2, §4): the animated icon, heading, status text and
 * done button, then the limit screens of the state machine in src/domain/transfer-result.ts; the
 * SMS notice to the recipient when the result offers its form.
 */
export function SuccessView({ cheque, result, showDone, hasCard, receipt }: Props) {
  const t = useMoneyT();
  const tag = useTag();
  const [state, setState] = useState<SuccessScreenState>('waiting');
  const [smsOpen, setSmsOpen] = useState(false);
  const [smsSent, setSmsSent] = useState(false);
  const context = {
    showLowRiskLimitIncrease: result.showLowRiskLimitIncrease,
    showUpgradeLimitPromo: result.showUpgradeLimitPromo,
    hasCard,
    inviteAllowed: result.showInviteCodeReferralButton,
    ...safeResultLinks(result, location.origin, $config.get().allowedRedirectHosts),
    currentAmlLevel: result.current_aml_level,
  };
  const step = (event: SuccessEvent) => {
    const next = successScreen(state, event, context);
    if ('navigate' in next) navigate(next.navigate);
    else setState(next.state);
  };
  const copy = COPY[state];
  const level = nextAmlLevel(result.current_aml_level);
  return (
    <section className="app-screen app-result" aria-labelledby="result-title" data-state={state}>
      {state === 'waiting' && <TransferSteps current={4} />}
      <span className={`result-icon ${state === 'waiting' ? 'success money-success-icon' : 'limit'}`} aria-hidden="true">
        {state === 'waiting' ? '✓' : '↑'}
      </span>
      <ResultHeading id="result-title" text={t(copy.title, { level })} />
      <p>{t(copy.text, { transfer: transferText(cheque, tag), level })}</p>
      <div className="app-actions">
        {state === 'waiting' && result.smsOnSuccess && !smsSent && (
          <button type="button" className="button secondary" aria-haspopup="dialog" onClick={() => setSmsOpen(true)}>
            {t('sms.open')}
          </button>
        )}
        {state === 'waiting' && showDone && (
          <button type="button" className="button" onClick={() => step('done')}>
            {t('success.done')}
          </button>
        )}
        {state !== 'waiting' && (
          <button type="button" className="button" onClick={() => step('continue')}>
            {t(state === 'reaching_limit' ? 'limit.continue' : 'limit.raise')}
          </button>
        )}
        {state !== 'waiting' && (
          <button type="button" className="button secondary" onClick={() => step('not-now')}>
            {t('limit.notNow')}
          </button>
        )}
      </div>
      {state === 'waiting' && receipt}
      {result.smsOnSuccess && (
        <SmsNoticeModal
          open={smsOpen}
          form={result.smsOnSuccess}
          onClose={() => setSmsOpen(false)}
          onSent={() => {
            setSmsOpen(false);
            setSmsSent(true);
          }}
        />
      )}
    </section>
  );
}
