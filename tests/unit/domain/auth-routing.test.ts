import { describe, it, expect } from 'vitest';
import { afterSignIn, isAppPath, isAuthRoute, routeDecision, sessionEndedAt, SIGNED_IN_HOME } from '../../../src/domain/auth-routing.ts';

describe('sender-flows §2 routing rules', () => {
  it.each([
    // path, signed in, state redirect, decision
    ['/login', true, null, { redirect: SIGNED_IN_HOME }],
    ['/registration', true, null, { redirect: SIGNED_IN_HOME }],
    ['/', true, null, { redirect: SIGNED_IN_HOME }],
    ['/login', false, null, { stay: true }],
    ['/registration', false, null, { stay: true }],
    ['/auth/profile', false, null, { redirect: '/' }],
    ['/auth', false, null, { redirect: '/' }],
    // The area's bare addresses open the send page for a signed-in sender.
    ['/auth', true, null, { redirect: SIGNED_IN_HOME }],
    ['/auth/send', true, null, { redirect: SIGNED_IN_HOME }],
    ['/auth/send/gb/ph', true, null, { stay: true }],
    ['/auth/profile', true, null, { stay: true }],
    ['/authors', false, null, { stay: true }],
    // The explicit redirect target in the state overrides both rules…
    ['/login', true, '/auth/profile', { redirect: '/auth/profile' }],
    ['/auth/mycards', false, '/help', { redirect: '/help' }],
    // …but never into the same rule again (no loops), and a rule that does not fire is not overridden.
    ['/login', true, '/registration', { redirect: SIGNED_IN_HOME }],
    ['/auth/mycards', false, '/auth/profile', { redirect: '/' }],
    ['/login', false, '/auth/profile', { stay: true }],
    ['/auth/profile', true, '/auth/mycards', { stay: true }],
  ] as const)('%s (signed in: %s, state: %s) → %j', (path, signedIn, stateRedirect, decision) => {
    expect(routeDecision({ path, signedIn, stateRedirect })).toEqual(decision);
  });

  it.each([
    // path, signed in (per the answer), state redirect, decision
    ['/login', true, '/auth/mycards?sandboxFault=forbidden', { stay: true }],
    ['/login', true, null, { stay: true }],
    ['/login', false, '/auth/mycards', { stay: true }],
    // Only login stays: the other rules still apply after a 403.
    ['/registration', true, null, { redirect: SIGNED_IN_HOME }],
    ['/auth/profile', false, null, { redirect: '/' }],
  ] as const)('sender-flows §8 HTTP 403: after the session ended, %s (signed in: %s, state: %s) → %j', (path, signedIn, stateRedirect, decision) => {
    expect(routeDecision({ path, signedIn, stateRedirect, sessionEnded: true })).toEqual(decision);
  });

  it.each([
    ['?session=ended', {}, true],
    ['', { sessionEnded: true }, true],
    ['?session=ended&x=1', {}, true],
    ['', {}, false],
    ['?session=other', { sessionEnded: false }, false],
  ] as const)('sender-flows §8 HTTP 403: session ended at %j with state %j: %s', (search, state, ended) => {
    expect(sessionEndedAt(search, state)).toBe(ended);
  });

  it('after signing in, the state target wins over the answer, which wins over the signed-in home', () => {
    expect(afterSignIn('/auth/profile?tab=1', '/auth/send/main.page')).toBe('/auth/profile?tab=1');
    expect(afterSignIn(null, '/auth/pay?paymentId=3')).toBe('/auth/pay?paymentId=3');
    expect(afterSignIn(undefined, null)).toBe(SIGNED_IN_HOME);
    // A state target outside the signed-in area is no reason to skip it.
    expect(afterSignIn('/login', null)).toBe(SIGNED_IN_HOME);
  });

  it.each([
    ['/auth', true, true],
    ['/auth/send/main.page', true, true],
    ['/login', true, false],
    ['/registration?x=1', true, false],
    ['/email/confirm/c0nf1rm-0k', true, false],
    ['/email/unsubscribe?code=uns-0k', true, false],
    ['/emails', false, false],
    ['/', false, false],
    ['/help', false, false],
    ['/authority', false, false],
    ['/login/extra', false, false],
  ] as const)('%s is an app path: %s; an authenticated-zone route: %s', (path, app, auth) => {
    expect(isAppPath(path)).toBe(app);
    expect(isAuthRoute(path)).toBe(auth);
  });
});
