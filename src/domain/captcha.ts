// The captcha of sign-in and registration (sender-flows §3 Login form: the captcha response goes
// on the wire as `captcha`). The backend asks for it in two ways (README, Backend contract):
// `extra.captchaRequired: true` in the page data of /login or /registration (asked before the first
// attempt) or in a refused answer (the next attempt needs it: the answer that refuses the third
// wrong password says so), and the error code CAPTCHA_REQUIRED (an attempt came without it). The
// box shows with the answer that asks, so no attempt is spent just to discover it is needed.

export const CAPTCHA_REQUIRED = 'CAPTCHA_REQUIRED';

export type CaptchaState = 'off' | 'asked' | 'solved';

interface CaptchaSignal {
  extra?: Readonly<Record<string, unknown>> | undefined;
  errorCode?: unknown;
  code?: unknown;
}

/** Whether page data or an answer asks for the captcha. */
export function asksForCaptcha(answer: CaptchaSignal | null | undefined): boolean {
  if (!answer) return false;
  if (answer.extra?.['captchaRequired'] === true) return true;
  return answer.errorCode === CAPTCHA_REQUIRED || answer.code === CAPTCHA_REQUIRED;
}

/**
 * The captcha after an answer: one that asks shows it unsolved (a solution is good for one attempt,
 * so a refused attempt needs a new one); one that does not ask leaves it as it was.
 */
export function captchaAfter(state: CaptchaState, answer: CaptchaSignal | null | undefined): CaptchaState {
  return asksForCaptcha(answer) ? 'asked' : state;
}

/** A submit goes to the server unless the captcha is asked and not solved yet (that attempt would be refused). */
export function canSubmitWithCaptcha(state: CaptchaState): boolean {
  return state !== 'asked';
}
