import { useEffect, useId, useRef, useState, type Ref } from 'react';
import { asksForCaptcha, canSubmitWithCaptcha, captchaAfter, type CaptchaState } from '../../domain/captcha.ts';
import type { PageState } from '../use-page.ts';
import { useT } from '../strings.ts';

/**
 * The captcha of sign-in and registration (sender-flows §3 Login form: the captcha response goes
 * on the wire as `captcha`), shown as soon as the backend asks for it (domain/captcha.ts). A
 * captcha provider is a third-party script and none is configured, so this box stands in: ticking
 * it answers with the sandbox's test value.
 */
const CAPTCHA_STAND_IN_ANSWER = 'passed';

interface Props {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** attempts: asked after failed attempts; check: asked before the first one (page data). */
  reason: 'attempts' | 'check';
  /** A submit was tried without solving it. */
  invalid?: boolean;
  inputRef?: Ref<HTMLInputElement>;
}

export function CaptchaStandIn({ checked, onChange, reason, invalid = false, inputRef }: Props) {
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

/**
 * The captcha's state on a sign-in or registration screen: asked by the page data before the
 * first attempt or by a refused answer at once (domain/captcha.ts); a submit with the captcha asked
 * and unsolved stays here with the box marked, the entries kept. `afterAttempts`: the wording when
 * an answer asks (registration has no "sign in again").
 */
export function useCaptcha(page: PageState, afterAttempts: 'attempts' | 'check' = 'attempts') {
  const [state, setState] = useState<CaptchaState>('off');
  const [reason, setReason] = useState<'attempts' | 'check'>('attempts');
  const [invalid, setInvalid] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const pageData = page.phase === 'ready' ? page.data : null;
  useEffect(() => {
    if (!asksForCaptcha(pageData)) return;
    setReason('check');
    setState((s) => (s === 'off' ? 'asked' : s));
  }, [pageData]);
  return {
    state,
    /** The value posted as `captcha`: the solution, or empty (left out of the payload). */
    value: state === 'solved' ? CAPTCHA_STAND_IN_ANSWER : '',
    box: (onSolved?: () => void) =>
      state === 'off' ? null : (
        <CaptchaStandIn
          checked={state === 'solved'}
          reason={reason}
          invalid={invalid}
          inputRef={input}
          onChange={(on) => {
            setState(on ? 'solved' : 'asked');
            setInvalid(false);
            if (on) onSolved?.();
          }}
        />
      ),
    /** Before posting: false (and the box marked, focused) when the captcha is asked and unsolved. */
    ready(): boolean {
      if (canSubmitWithCaptcha(state)) return true;
      setInvalid(true);
      input.current?.focus();
      return false;
    },
    /** After a refused answer: shown at once when the answer asks for it. */
    after(answer: Parameters<typeof captchaAfter>[1]): void {
      if (!asksForCaptcha(answer)) return;
      setReason(afterAttempts);
      setState(captchaAfter(state, answer));
    },
  };
}
