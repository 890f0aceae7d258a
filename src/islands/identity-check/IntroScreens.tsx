import type { AntiFraudState } from '../../api/schemas/antifraud.ts';
import { ScreenFrame } from './ScreenFrame.tsx';
import { sitePath } from '../../domain/identity-check.ts';
import { interpolate } from '../../i18n/runtime.ts';

interface Props {
  s: Record<string, string>;
  data: AntiFraudState;
  focus: boolean;
  onContinue: () => void;
}

/** Intro (sender-flows §4): what the check is and what to have ready; continue decides where next. */
export function IntroScreen({ s, data, focus, onContinue }: Props) {
  return (
    <ScreenFrame title={s['intro.title']!} focus={focus}>
      <p>{interpolate(s['intro.text']!, { name: data.paymentInfo.toName })}</p>
      <p>{s[data.docs?.requiredSelfie === false ? 'intro.document' : 'intro.selfie']}</p>
      <div className="actions">
        <button type="button" className="button" onClick={onContinue}>
          {s['intro.continue']}
        </button>
      </div>
    </ScreenFrame>
  );
}

/** Agreement (sender-flows §4): accept goes to the email screen, back to the intro. */
export function AgreementScreen({ s, data, focus, onAccept, onBack }: Omit<Props, 'onContinue'> & { onAccept: () => void; onBack: () => void }) {
  return (
    <ScreenFrame title={s['agreement.title']!} focus={focus}>
      <p>{s['agreement.text']}</p>
      <p>
        <a href={sitePath(data.agreementHref, '/privacy-policy')} target="_blank" rel="noopener">
          {s['agreement.link']}
        </a>
      </p>
      <div className="actions">
        <button type="button" className="button" onClick={onAccept}>
          {s['agreement.accept']}
        </button>
        <button type="button" className="button secondary" onClick={onBack}>
          {s['back']}
        </button>
      </div>
    </ScreenFrame>
  );
}
