import { describe, expect, it } from 'vitest';
import { asksForCaptcha, canSubmitWithCaptcha, captchaAfter } from '../../../src/domain/captcha.ts';

describe('sender-flows §3 Login form: the captcha shows with the answer that asks for it', () => {
  it.each([
    [null, false],
    [{}, false],
    [{ errorCode: 'WRONG_CREDENTIALS' }, false],
    [{ errorCode: 'WRONG_CREDENTIALS', extra: { captchaRequired: true } }, true],
    [{ errorCode: 'WRONG_CREDENTIALS', extra: { captchaRequired: 'yes' } }, false],
    [{ errorCode: 'CAPTCHA_REQUIRED' }, true],
    [{ code: 'CAPTCHA_REQUIRED', body: 'x' }, true],
    [{ extra: { captchaRequired: true } }, true],
    [{ extra: { captchaRequired: false } }, false],
  ] as const)('%j asks: %s', (answer, asks) => expect(asksForCaptcha(answer)).toBe(asks));

  it.each([
    // state, answer asks, next
    ['off', false, 'off'],
    ['off', true, 'asked'],
    ['asked', true, 'asked'],
    // A solution is good for one attempt: a refused attempt that still asks needs a new one.
    ['solved', true, 'asked'],
    ['solved', false, 'solved'],
  ] as const)('%s, answer asks %s → %s', (state, asks, next) => {
    expect(captchaAfter(state, asks ? { extra: { captchaRequired: true } } : { errorCode: 'X' })).toBe(next);
  });

  it('an attempt with the captcha asked and unsolved is not sent', () => {
    expect(canSubmitWithCaptcha('off')).toBe(true);
    expect(canSubmitWithCaptcha('asked')).toBe(false);
    expect(canSubmitWithCaptcha('solved')).toBe(true);
  });
});
