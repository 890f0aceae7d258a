import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { asksForCaptcha, canSubmitWithCaptcha, captchaAfter, type CaptchaState } from '../../domain/captcha.ts';
import type { PageState } from '../use-page.ts';

/**
 * The captcha of sign-in and registration (sender-flows §3 Login form: the captcha response goes
 * on the wire as `captcha`), shown as soon as the backend asks for it (domain/captcha.ts). A
 * captcha provider is a third-party script and none is configured, so this box stands in: ticking
 * it answers with the sandbox's test value.
 */
const CAPTCHA_STAND_IN_ANSWER = 'passed';

// The box shows only once the backend asks for a captcha (after failed attempts, or a page's
// check): it loads then, not with the sign-in screen.
const CaptchaBox = lazy(() => import('./CaptchaBox.tsx').then((m) => ({ default: m.CaptchaBox })));

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
        <Suspense fallback={null}>
          <CaptchaBox
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
        </Suspense>
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
