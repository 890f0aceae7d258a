import { describe, it, expect } from 'vitest';
import { isIgnoredServerError, serverErrorCode, serverErrorPopup } from '../../../src/domain/server-error.ts';
import { classifyErrorCode, ERROR_CODE_GROUPS } from '../../../src/domain/block-level.ts';

describe('sender-flows §8 showServerError', () => {
  it.each([
    [{ extra: { serverErrorCode: { code: 633 } }, errorCode: 1 }, '633'],
    [{ errorCode: 'CARD_DECLINED' }, 'CARD_DECLINED'],
    [{ code: 'NOT_FOUND' }, 'NOT_FOUND'],
    [{ errorCode: '' }, null],
    [{}, null],
  ])('the code of %j is %s', (answer, code) => {
    expect(serverErrorCode(answer)).toBe(code);
  });

  it.each([
    ['CARD_DECLINED', false],
    ['500', false],
    [null, false],
    // Codes with their own screen: blocks (A), frozen accounts (B), the login's own errors.
    ['633', true],
    ['6001', true],
    ['655', true],
    ['150', true],
    ['CAPTCHA_REQUIRED', true],
    ['WRONG_CREDENTIALS', true],
  ] as const)('code %s is on the ignore list: %s', (code, ignored) => {
    expect(isIgnoredServerError(code)).toBe(ignored);
  });

  it('opens the popup with the errorText and the server close label only when asked and not ignored', () => {
    const base = { showServerError: true, errorCode: 'CARD_DECLINED', messages: { errorText: '<b>Declined</b>', buttonClose: 'OK' } };
    expect(serverErrorPopup(base)).toEqual({ html: '<b>Declined</b>', close: 'OK' });
    expect(serverErrorPopup({ ...base, showServerError: false })).toBeNull();
    expect(serverErrorPopup({ ...base, showServerError: undefined })).toBeNull();
    expect(serverErrorPopup({ ...base, extra: { serverErrorCode: { code: 631 } } })).toBeNull();
    expect(serverErrorPopup({ showServerError: true, errorCode: 'X', errorMessage: 'Plain' })).toEqual({ html: 'Plain', close: null });
    expect(serverErrorPopup({ showServerError: true, errorCode: 'X', messages: { errorText: '  ' } })).toBeNull();
  });
});

describe('sender-flows §8 error code groups in one typed table', () => {
  it('has the two groups of the spec', () => {
    expect(Object.keys(ERROR_CODE_GROUPS)).toEqual(['A', 'B']);
  });

  it.each([
    // code, user country, group, level, frozen, recipient wording, long text
    [160, 826, 'A', 'HARD_BLOCK', false, null, false],
    [611, 826, 'A', 'SOFT_BLOCK', false, null, false],
    [616, 840, 'A', 'SOFT_BLOCK', false, 'us', false],
    [616, 826, 'A', 'SOFT_BLOCK', false, 'alternate', false],
    [642, null, 'A', 'SOFT_BLOCK', false, 'alternate', false],
    [642, 840, 'A', 'SOFT_BLOCK', false, 'us', false],
    [6001, 826, 'A', 'HARD_BLOCK', false, null, false],
    [6053, 826, null, null, false, null, false],
    [6065, 826, 'A', 'SOFT_BLOCK', false, null, false],
    [150, 826, 'B', null, true, null, false],
    [655, 826, 'B', null, true, null, false],
    [6062, 826, 'B', null, true, null, false],
    [658, 826, null, null, false, null, true],
    [659, 826, null, null, false, null, true],
    ['abc', 826, null, null, false, null, false],
    [null, 826, null, null, false, null, false],
  ] as const)('code %s for country %s: group %s, %s, frozen %s, wording %s, long text %s', (code, country, group, level, frozen, wording, longText) => {
    expect(classifyErrorCode(code, country)).toEqual({ group, level, frozen, recipientWording: wording, longText });
  });
});
