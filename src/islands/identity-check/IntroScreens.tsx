import type { AntiFraudState } from '../../api/schemas/antifraud.ts';
import { ScreenFrame } from './ScreenFrame.tsx';
import { sitePath } from '../../domain/identity-check.ts';
import type { Translate } from '../../i18n/runtime.ts';

interface Props {
  t: Translate<'identity'>;
  data: AntiFraudState;
  focus: boolean;
  onContinue: () => void;
}

/** Intro (sender-flows §4): what the check is and what to have ready; continue decides where next. */
export function IntroScreen({ t, data, focus, onContinue }: Props) {
  return (
    <ScreenFrame title={t('intro.title')} focus={focus}>
      <p>{t('intro.text', { name: data.paymentInfo.toName })}</p>
      <p>{t(data.docs?.requiredSelfie === false ? 'intro.document' : 'intro.selfie')}</p>
      <div className="actions">
        <button type="button" className="button" onClick={onContinue}>
          {t('intro.continue')}
        </button>
      </div>
    </ScreenFrame>
  );
}

/** Agreement (sender-flows §4): accept goes to the email screen, back to the intro. */
export function AgreementScreen({ t, data, focus, onAccept, onBack }: Omit<Props, 'onContinue'> & { onAccept: () => void; onBack: () => void }) {
  return (
    <ScreenFrame title={t('agreement.title')} focus={focus}>
      <p>{t('agreement.text')}</p>
      <p>
        <a href={sitePath(data.agreementHref, '/privacy-policy')} target="_blank" rel="noopener">
          {t('agreement.link')}
        </a>
      </p>
      <div className="actions">
        <button type="button" className="button" onClick={onAccept}>
          {t('agreement.accept')}
        </button>
        <button type="button" className="button secondary" onClick={onBack}>
          {t('back')}
        </button>
      </div>
    </ScreenFrame>
  );
}
