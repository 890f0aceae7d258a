import { useId, type Ref } from 'react';
import { useT } from '../strings.ts';

interface Props {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** attempts: asked after failed attempts; check: asked before the first one (page data). */
  reason: 'attempts' | 'check';
  /** A submit was tried without solving it. */
  invalid?: boolean;
  inputRef?: Ref<HTMLInputElement>;
}

/** The stand-in's box: why it is asked, and the tick that answers it (CaptchaStandIn.tsx). */
export function CaptchaBox({ checked, onChange, reason, invalid = false, inputRef }: Props) {
  const t = useT();
  const id = useId();
  return (
    <div className="captcha-block">
      <p id={`${id}-why`} role="alert">
        {t(invalid ? 'captcha.unsolved' : reason === 'attempts' ? 'captcha.needed' : 'captcha.check')}
      </p>
      <div className="captcha-standin">
        <input id={id} ref={inputRef} type="checkbox" checked={checked} aria-invalid={invalid || undefined} aria-describedby={`${id}-why`} onChange={(e) => onChange(e.target.checked)} />
        <label htmlFor={id}>{t('captcha.label')}</label>
      </div>
    </div>
  );
}
