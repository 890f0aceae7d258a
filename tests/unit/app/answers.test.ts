// @vitest-environment happy-dom
import { describe, it, expect, beforeEach, vi } from 'vitest';

const closeMessage = vi.fn(async () => undefined);
const reportProblem = vi.fn();
vi.mock('../../../src/app/backend.ts', () => ({ backend: () => ({ closeMessage }), showFailure: vi.fn() }));
vi.mock('../../../src/app/report.ts', () => ({ reportProblem, reportError: vi.fn(), describeError: String }));

const { applyMessages, applyPageData, applySubmitAnswer } = await import('../../../src/app/answers.ts');
const { $block, $errorPopup, $message } = await import('../../../src/app/state.ts');
const { $session, setSession } = await import('../../../src/stores/session.ts');
const { $paymentHistory, appendPayments, clearHistory } = await import('../../../src/stores/history.ts');

const message = (messageId: number, messageType: string, extra: Record<string, unknown> = {}) => ({
  messageId,
  messageType,
  value: `text ${messageId}`,
  expires: null,
  errorCode: null,
  paymentId: null,
  status: null,
  closable: true,
  ...extra,
});
const auth = (countryId: number) => ({ authUser: true, ballId: 7, countryId, jwt: null, userCountryName: null, isNewUser: false, userName: 'Jordan' });

beforeEach(() => {
  closeMessage.mockClear();
  $block.set(null);
  $message.set(null);
  $errorPopup.set(null);
  clearHistory();
  setSession(auth(826));
});

describe('sender-flows §4 server messages', () => {
  it.each([
    ['ERROR', 'failure'],
    ['BLOCK', 'failure'],
    ['FRAUD', 'failure'],
    ['TIMER', 'timed'],
    ['SUCCESS', 'timed'],
    ['INFO', 'notice'],
    ['PAYMENT_STATUS', 'notice'],
  ])('a %s message opens the %s view', (type, kind) => {
    applyMessages([message(1, type)]);
    expect($message.get()).toMatchObject({ kind, message: { messageId: 1 } });
  });

  it('with several messages, closes the earlier closable ones and keeps only the last', () => {
    applyMessages([message(1, 'INFO'), message(2, 'INFO', { closable: false }), message(3, 'TIMER')]);
    expect(closeMessage.mock.calls.map((c) => c as unknown as [{ messageId: number }, boolean]).map(([m, signedIn]) => [m.messageId, signedIn])).toEqual([[1, true]]);
    expect($message.get()?.message.messageId).toBe(3);
  });

  it('a single message with a paymentId updates that payment in the history', () => {
    appendPayments([{ year: 2026, monthValue: 5, records: [{ paymentId: 44, status: 20, submitDate: { year: 2026, monthValue: 5, dayOfMonth: 2 }, toProviderName: 'GCash', payTitle: 'To Ana' }] }]);
    applyMessages([message(9, 'PAYMENT_STATUS', { paymentId: 44, status: 90 })]);
    expect($paymentHistory.get()[0]?.records[0]?.status).toBe(90);
  });

  it('a block-coded error message opens the block modal instead, with the message to close', () => {
    applyMessages([message(5, 'BLOCK', { errorCode: '6001' })]);
    expect($message.get()).toBeNull();
    expect($block.get()).toMatchObject({ code: '6001', level: 'HARD_BLOCK', frozen: false, message: { messageId: 5 } });
  });

  it('a notice the next page no longer carries goes away', () => {
    applyMessages([message(1, 'INFO')]);
    applyPageData({ auth: auth(826), messageBodyMessages: [] });
    expect($message.get()).toBeNull();
  });

  it('messages outside the contract are not shown, and are reported', async () => {
    applyMessages([{ messageId: 'x' }]);
    // The zod schema, which says what is wrong, loads for them.
    await vi.waitFor(() => expect(reportProblem).toHaveBeenCalledWith('messages outside the contract', expect.anything()), { timeout: 5000 });
    expect($message.get()).toBeNull();
  });
});

describe('sender-flows §8 submit answers', () => {
  it('showServerError opens the error popup with the server text and close label', () => {
    applySubmitAnswer({ showServerError: true, errorCode: 'CARD_DECLINED', messages: { errorText: '<b>Declined</b>', buttonClose: 'OK' } } as never);
    expect($errorPopup.get()).toEqual({ html: '<b>Declined</b>', close: 'OK' });
  });

  it('a block code opens the block modal, not the popup; 616 speaks to US senders in the US wording', () => {
    setSession(auth(840));
    applySubmitAnswer({ showServerError: true, errorCode: 616, messages: { errorText: 'Refused' }, extra: { serverErrorCode: { code: 616 } } } as never);
    expect($errorPopup.get()).toBeNull();
    expect($block.get()).toMatchObject({ code: '616', level: 'SOFT_BLOCK', recipientWording: 'us', text: 'Refused' });
  });

  it('a frozen-account code opens the disclaimer', () => {
    applySubmitAnswer({ showServerError: true, errorCode: 655, messages: { errorText: 'Frozen' } } as never);
    expect($block.get()).toMatchObject({ frozen: true, level: null });
  });

  it('session data in a sign-in answer is taken', () => {
    applySubmitAnswer({ auth: { ...auth(826), userName: 'Amelia' } });
    expect($session.get().userName).toBe('Amelia');
  });
});
