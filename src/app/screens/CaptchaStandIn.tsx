import { useId } from 'react';
import { useT } from '../strings.ts';

/**
 * The captcha asked for after three failed sign-ins (sender-flows §3 Login form: the captcha
 * response goes on the wire as `captcha`). A captcha provider is a third-party script and none is
 * configured, so this box stands in: ticking it answers with the sandbox's test value.
 */
export const CAPTCHA_STAND_IN_ANSWER = 'passed';

export function CaptchaStandIn({ checked, onChange }: { checked: boolean; onChange: (checked: boolean) => void }) {
  const t = useT();
  const id = useId();
  return (
    <div className="captcha-block">
      <p id={`${id}-why`} role="alert">{t('captcha.needed')}</p>
      <div className="captcha-standin">
        <input id={id} type="checkbox" checked={checked} aria-describedby={`${id}-why`} onChange={(e) => onChange(e.target.checked)} />
        <label htmlFor={id}>{t('captcha.label')}</label>
      </div>
    </div>
  );
}
