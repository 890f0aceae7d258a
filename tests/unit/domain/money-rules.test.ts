import { describe, expect, it } from 'vitest';
import {
  afterLoad,
  failureCancelPath,
  increaseLimitPath,
  nextAmlLevel,
  reloadsAgain,
  resultView,
  successScreen,
  type ScreenContext,
  type SuccessEvent,
  type SuccessScreenState,
} from '../../../src/domain/transfer-result.ts';
import { safeResultLinks } from '../../../src/domain/result-links.ts';
import { DELIVERY_METHODS, isRequestPhone, paymentMethodId, paymentMethodKind, PAYMENT_METHOD_KINDS } from '../../../src/domain/payment-methods.ts';
import { corridorFromForm, corridorFromRoute } from '../../../src/domain/send-corridor.ts';

const none: ScreenContext = {
  showLowRiskLimitIncrease: false,
  showUpgradeLimitPromo: false,
  hasCard: false,
  inviteAllowed: false,
  nextPageLink: null,
  increaseLimitUrl: null,
  currentAmlLevel: 1,
};

describe('sender-flows §4 transfer success screen state machine', () => {
  it.each<[SuccessScreenState, SuccessEvent, Partial<ScreenContext>, ReturnType<typeof successScreen>]>([
    // From waiting, done: low-risk increase, else upgrade promo, else cards, else invite, else home with a transfer-status source.
    ['waiting', 'done', { showLowRiskLimitIncrease: true, showUpgradeLimitPromo: true, hasCard: true }, { state: 'low_risk_upgrade_limit' }],
    ['waiting', 'done', { showUpgradeLimitPromo: true, hasCard: true, inviteAllowed: true }, { state: 'reaching_limit' }],
    ['waiting', 'done', { hasCard: true, inviteAllowed: true }, { navigate: '/auth/mycards' }],
    ['waiting', 'done', { inviteAllowed: true }, { navigate: '/auth/profile/invite-friends' }],
    ['waiting', 'done', {}, { navigate: '/?source=transfer-status' }],
    ['waiting', 'continue', {}, { state: 'waiting' }],
    ['waiting', 'not-now', {}, { state: 'waiting' }],
    // reaching_limit: continue goes to upgrade_limit; not now goes home.
    ['reaching_limit', 'continue', {}, { state: 'upgrade_limit' }],
    ['reaching_limit', 'not-now', {}, { navigate: '/' }],
    ['reaching_limit', 'done', {}, { state: 'reaching_limit' }],
    // upgrade_limit links to the next page; not now goes home.
    ['upgrade_limit', 'continue', { nextPageLink: '/auth/kyc/ca' }, { navigate: '/auth/kyc/ca' }],
    ['upgrade_limit', 'continue', {}, { navigate: '/auth/kyc/ca' }],
    ['upgrade_limit', 'not-now', {}, { navigate: '/' }],
    // low_risk_upgrade_limit: the increase page for the next AML level; not now goes home.
    ['low_risk_upgrade_limit', 'continue', { increaseLimitUrl: '/auth/kyc/ca?level=3' }, { navigate: '/auth/kyc/ca?level=3' }],
    ['low_risk_upgrade_limit', 'continue', { currentAmlLevel: 2 }, { navigate: '/auth/kyc/ca?level=3' }],
    ['low_risk_upgrade_limit', 'not-now', {}, { navigate: '/' }],
  ])('%s on %s with %j → %j', (state, event, context, outcome) => expect(successScreen(state, event, { ...none, ...context })).toEqual(outcome));

  it.each([
    [0, 1],
    [1, 2],
    [2, 3],
    [9, 10],
  ])('the next AML level after %i is %i', (current, next) => {
    expect(nextAmlLevel(current)).toBe(next);
    expect(increaseLimitPath({ increaseLimitUrl: null, currentAmlLevel: current })).toBe(`/auth/kyc/ca?level=${next}`);
  });
});

describe("sender-flows §4 the result's own links follow the redirect rule", () => {
  const origin = 'https://sendora.example';
  it.each([
    ['/auth/kyc/ca?level=2', '/auth/kyc/ca?level=2'],
    ['https://sendora.example/auth/kyc/ba', '/auth/kyc/ba'],
    ['javascript:alert(document.cookie)', null],
    ['//other.example/login', null],
    ['/\t/other.example', null],
    ['/\\other.example', null],
    ['data:text/html,x', null],
    ['https://other.example/kyc', null],
  ])('%j → %j, and the success screen falls back to its own page', (link, safe) => {
    const links = safeResultLinks({ nextPageLink: link, increaseLimitUrl: link }, origin);
    expect(links).toEqual({ nextPageLink: safe, increaseLimitUrl: safe });
    expect(successScreen('upgrade_limit', 'continue', { ...none, ...links })).toEqual({ navigate: safe ?? '/auth/kyc/ca' });
    expect(successScreen('low_risk_upgrade_limit', 'continue', { ...none, ...links, currentAmlLevel: 1 })).toEqual({ navigate: safe ?? '/auth/kyc/ca?level=2' });
  });
  it('an allowlisted host is kept', () => {
    expect(safeResultLinks({ nextPageLink: 'https://id.partner.example/x', increaseLimitUrl: null }, origin, ['id.partner.example']).nextPageLink).toBe('https://id.partner.example/x');
  });
});

describe('sender-flows §4 payment result page: view, redirect and reload', () => {
  it.each([
    [null, null, 'waiting'],
    [89, null, 'waiting'],
    [90, null, 'success'],
    [91, null, 'failure'],
    [100, 633, 'error-code'],
    [20, 633, 'error-code'],
  ] as const)('status %s, error code %s → %s view', (status, code, view) => expect(resultView(status, code)).toBe(view));

  it.each([
    ['cash payout -31 while waiting', { providerToCategory: -31, hasSmsOnSuccess: false, status: 20 }, { action: 'home', delayMs: 400, showDone: false }],
    ['category -38 with SMS', { providerToCategory: -38, hasSmsOnSuccess: true, status: 90 }, { action: 'home', delayMs: 400, showDone: false }],
    ['category -32 without status', { providerToCategory: -32, hasSmsOnSuccess: false, status: null }, { action: 'home', delayMs: 400, showDone: false }],
    ['category -105', { providerToCategory: -105, hasSmsOnSuccess: false, status: 90 }, { action: 'home', delayMs: 400, showDone: false }],
    ['category -30 (not listed)', { providerToCategory: -30, hasSmsOnSuccess: false, status: 90 }, { action: 'reload', delayMs: 400, showDone: true }],
    ['success without SMS', { providerToCategory: 1, hasSmsOnSuccess: false, status: 90 }, { action: 'reload', delayMs: 400, showDone: true }],
    ['failure without SMS', { providerToCategory: 1, hasSmsOnSuccess: false, status: 100 }, { action: 'reload', delayMs: 400, showDone: true }],
    ['success with SMS', { providerToCategory: 1, hasSmsOnSuccess: true, status: 90 }, null],
    ['no status', { providerToCategory: 1, hasSmsOnSuccess: false, status: null }, null],
  ] as const)('%s', (_name, context, plan) => expect(afterLoad(context)).toEqual(plan));

  it.each([
    [null, 20, true],
    [20, 20, true],
    [20, 90, true],
    [null, 90, true],
    [90, 90, false],
    [100, 100, false],
    [90, 100, true],
    [20, null, true],
  ] as const)('after a reload from status %s to %s, reloading again is %s', (previous, current, again) => expect(reloadsAgain(previous, current)).toBe(again));

  it.each([
    [true, '/auth/profile/invite-friends'],
    [false, '/'],
  ] as const)('failure cancel with invite allowed %s goes to %s', (allowed, path) => expect(failureCancelPath(allowed)).toBe(path));
});

describe('sender-flows §3 codes: delivery methods and payment method kinds by numeric id', () => {
  it('lists the seven delivery methods in the spec order', () => expect(DELIVERY_METHODS).toEqual(['BANK_ACCOUNT', 'CASH', 'HOME_DELIVERY', 'ALIPAY', 'INTERAC', 'BANK_CARD', 'BONUS']));

  it.each([
    [201, 'card'],
    ['201', 'card'],
    [202, 'account'],
    [204, 'interac'],
    [205, 'alipay'],
    [208, 'upi'],
    [221, 'cash_payout'],
    [224, 'weixin_china'],
    [225, 'p2p_pay'],
    [226, 'other'],
    [200, 'other'],
    [0, 'other'],
    [-1, 'other'],
    [201.5, 'other'],
    [null, 'other'],
    ['abc', 'other'],
  ] as const)('id %s is %s', (id, kind) => expect(paymentMethodKind(id)).toBe(kind));

  it('maps every kind back to its id', () => {
    for (const kind of PAYMENT_METHOD_KINDS) {
      const id = paymentMethodId(kind);
      if (kind === 'other') expect(id).toBeNull();
      else expect(paymentMethodKind(id)).toBe(kind);
    }
  });
});

describe('sender-flows §5 request form phone: digits, plus or dash, at least 8', () => {
  it.each([
    ['12345678', true],
    ['+4477009', true],
    ['+44-7700-900', true],
    [' 12345678 ', true],
    ['1234567', false],
    ['+44 7700 900', false],
    ['1234567a', false],
    ['', false],
    ['--------', true],
  ] as const)('%j is %s', (value, ok) => expect(isRequestPhone(value)).toBe(ok));
});

describe('sender-flows §2, §7 the corridor a send or request form opens on', () => {
  it.each([
    [
      '/auth/send/gb/ph',
      '?fromCurrId=826&toCurrId=608&amount=250.50&isFrom=true&deliveryMethod=CASH&from_page=send',
      { kind: 'send', from: 'gb', to: 'ph', fromCurrId: 826, toCurrId: 608, amount: '250.50', isFrom: true, deliveryMethod: 'CASH' },
    ],
    ['/auth/request/de/tr', '?toCurrId=949', { kind: 'request', from: 'de', to: 'tr', fromCurrId: undefined, toCurrId: 949, amount: undefined, isFrom: undefined, deliveryMethod: undefined }],
    [
      '/auth/send/gb/ph',
      '?amount=-5&isFrom=maybe&toCurrId=x&deliveryMethod=cash%3Cb%3E',
      { kind: 'send', from: 'gb', to: 'ph', fromCurrId: undefined, toCurrId: undefined, amount: undefined, isFrom: undefined, deliveryMethod: undefined },
    ],
    ['/auth/send/main.page', '', null],
    ['/api/send/gb/ph', '', null],
  ] as const)('%s%s → %j', (path, search, start) => expect(corridorFromRoute(path, search)).toEqual(start));

  it('reads the send form: action pair, hidden currency ids, the kept side amount', () => {
    expect(corridorFromForm('/api/send/gb/ph', { fromCurrId: '826', toCurrId: '608', keepAmount: 'from', from_amount: '100.00', to_amount: '7600.00' })).toEqual({
      kind: 'send',
      from: 'gb',
      to: 'ph',
      fromCurrId: 826,
      toCurrId: 608,
      amount: '100.00',
      isFrom: true,
    });
    expect(corridorFromForm('/api/send/gb/ph', { keepAmount: 'to', to_amount: '7600.00' })).toEqual({
      kind: 'send',
      from: 'gb',
      to: 'ph',
      fromCurrId: undefined,
      toCurrId: undefined,
      amount: '7600.00',
      isFrom: false,
    });
    expect(corridorFromForm('/api/auth/pay', {})).toBeNull();
  });
});
