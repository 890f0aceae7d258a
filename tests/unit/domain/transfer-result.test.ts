import { describe, expect, it } from 'vitest';
import { afterLoad, isPlusSubscription, nextAmlLevel, onContinue, onDone, resultView, userErrorPath } from '../../../src/domain/transfer-result.ts';
import { modalFor, onNotNow } from '../../../src/domain/block-flow.ts';

describe('sender-flows §4 payment result page by status', () => {
  it.each([
    [null, null, 'waiting'],
    [undefined, null, 'waiting'],
    [0, null, 'waiting'],
    [89, null, 'waiting'],
    [90, null, 'success'],
    [91, null, 'failure'],
    [100, null, 'failure'],
    [100, 633, 'error-code'],
    [20, 611, 'error-code'],
  ] as const)('status %s with error code %s shows %s', (status, code, view) => expect(resultView(status, code)).toBe(view));

  it('links an error code to the error code page', () => expect(userErrorPath(633)).toBe('/auth/user-error?code=633'));
});

describe('sender-flows §4 transfer success screen', () => {
  const none = { showLowRiskLimitIncrease: false, showUpgradeLimitPromo: false, hasCard: false, inviteAllowed: false };
  it.each([
    ['low-risk increase allowed', { ...none, showLowRiskLimitIncrease: true, showUpgradeLimitPromo: true }, { state: 'low_risk_upgrade_limit' }],
    ['upgrade promo', { ...none, showUpgradeLimitPromo: true, hasCard: true }, { state: 'reaching_limit' }],
    ['a card exists', { ...none, hasCard: true, inviteAllowed: true }, { navigate: '/auth/mycards' }],
    ['invite allowed', { ...none, inviteAllowed: true }, { navigate: '/auth/profile/invite-friends' }],
    ['nothing else', none, { navigate: '/?source=transfer-status' }],
  ])('done with %s', (_n, context, outcome) => expect(onDone(context)).toEqual(outcome));

  it('goes from reaching limit to upgrade limit on continue, and nowhere else', () => {
    expect(onContinue('reaching_limit')).toBe('upgrade_limit');
    expect(onContinue('upgrade_limit')).toBe('upgrade_limit');
    expect(onContinue('waiting')).toBe('waiting');
  });

  it.each([-31, -38, -32, -105])('payout category %i goes home after 400 ms with no done button', (category) =>
    expect(afterLoad({ providerToCategory: category, hasSmsOnSuccess: false, status: 90 })).toEqual({ action: 'home', delayMs: 400, showDone: false }),
  );

  it.each([
    [
      { providerToCategory: 1, hasSmsOnSuccess: false, status: 20 },
      { action: 'reload', delayMs: 400, showDone: true },
    ],
    [{ providerToCategory: 1, hasSmsOnSuccess: true, status: 90 }, null],
    [{ providerToCategory: null, hasSmsOnSuccess: false, status: null }, null],
  ])('after load %j → %j', (context, expected) => expect(afterLoad(context)).toEqual(expected));

  it('raises the AML level by one and spots plus subscriptions', () => {
    expect(nextAmlLevel(1)).toBe(2);
    expect(isPlusSubscription('SENDORA_PLUS')).toBe(true);
    expect(isPlusSubscription('SENDORA')).toBe(false);
    expect(isPlusSubscription(null)).toBe(false);
  });
});

describe('sender-flows §4 block and fraud handling', () => {
  it.each([
    [631, { kind: 'block', level: 'SOFT_BLOCK' }],
    [6001, { kind: 'block', level: 'HARD_BLOCK' }],
    [655, { kind: 'frozen' }],
    [150, { kind: 'frozen' }],
    [404, null],
    [null, null],
  ] as const)('code %s opens %j', (code, modal) => expect(modalFor(code)).toEqual(modal));

  it.each([
    ['HARD_BLOCK', true, null, { action: 'offer-logout' }],
    ['HARD_BLOCK', false, '/auth/user-error?code=6001', { action: 'clear-and-redirect', to: '/auth/user-error?code=6001' }],
    ['SOFT_BLOCK', true, '/auth/user-error?code=631', { action: 'clear-and-redirect', to: '/auth/user-error?code=631' }],
    ['SOFT_BLOCK', true, null, { action: 'clear-and-redirect', to: '/' }],
  ] as const)('not now on a %s block, signed in %s, link %s → %j', (level, signedIn, errorLink, expected) => expect(onNotNow(level, { signedIn, errorLink })).toEqual(expected));
});
