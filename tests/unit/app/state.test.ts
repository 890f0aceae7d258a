// @vitest-environment happy-dom
import { describe, it, expect, beforeEach, vi } from 'vitest';
import { STORAGE_KEYS } from '../../../src/domain/storage-keys.ts';
import { $session, clearSession, restoreSession, setSession } from '../../../src/stores/session.ts';
import { $paymentHistory, appendPayments, clearHistory, paymentStatusChanged } from '../../../src/stores/history.ts';
import { $busy, $challengeOpen, endChallenge, requestChallenge, withSpinner } from '../../../src/app/state.ts';
import { $location, navigate } from '../../../src/app/router.ts';

const amelia = { authUser: true, ballId: 1, countryId: 826, jwt: null, userCountryName: 'United Kingdom', isNewUser: false, userName: 'Amelia' };

beforeEach(() => {
  localStorage.clear();
  clearHistory();
});

describe('sender-flows §3 session data store', () => {
  it('starts signed in from the readable hint cookie, with the stored country', () => {
    localStorage.setItem(STORAGE_KEYS.countryId, '840');
    expect(restoreSession('a=1; authUser=1')).toMatchObject({ authUser: true, countryId: 840, ballId: null });
    expect(restoreSession('authUser=0').authUser).toBe(false);
    expect(restoreSession('xauthUser=1').authUser).toBe(false);
  });

  it('keeps only the login country id and name in localStorage, never a token', () => {
    setSession({ ...amelia, jwt: 'secret' });
    expect($session.get().userName).toBe('Amelia');
    expect({ ...localStorage }).toEqual({ [STORAGE_KEYS.countryId]: '826', [STORAGE_KEYS.countryName]: 'United Kingdom' });
    clearSession();
    expect($session.get().authUser).toBe(false);
    expect(localStorage.length).toBe(0);
  });
});

describe('sender-flows §4 history store', () => {
  const record = (paymentId: number, status: number) => ({ paymentId, status, submitDate: { year: 2026, monthValue: 3, dayOfMonth: 1 }, toProviderName: 'Bank', payTitle: 'To Maria' });

  it('appends pages, merging a month split across them, and takes a payment status from a message', () => {
    appendPayments([{ year: 2026, monthValue: 3, records: [record(1, 20)] }]);
    appendPayments([
      { year: 2026, monthValue: 3, records: [record(2, 20)] },
      { year: 2026, monthValue: 2, records: [record(3, 90)] },
    ]);
    paymentStatusChanged(2, 90);
    expect($paymentHistory.get().map((g) => g.records.map((r) => [r.paymentId, r.status]))).toEqual([
      [
        [1, 20],
        [2, 90],
      ],
      [[3, 90]],
    ]);
    clearHistory();
    expect($paymentHistory.get()).toEqual([]);
  });
});

describe('sender-flows §4 interface state', () => {
  it('the spinner stays on while any call runs', async () => {
    let release!: () => void;
    const slow = withSpinner(
      () =>
        new Promise<void>((r) => {
          release = r;
        }),
    );
    const quick = withSpinner(async () => 1);
    expect($busy.get()).toBe(2);
    await quick;
    expect($busy.get()).toBe(1);
    release();
    await slow;
    expect($busy.get()).toBe(0);
  });

  it('several held requests share one challenge; its outcome settles them all', async () => {
    const first = requestChallenge();
    const second = requestChallenge();
    expect($challengeOpen.get()).toBe(true);
    endChallenge('solved');
    expect(await Promise.all([first, second])).toEqual(['solved', 'solved']);
    expect($challengeOpen.get()).toBe(false);
  });

  it('the router changes app paths in place with the state, and loads other pages as documents', () => {
    navigate('/auth/profile?tab=1', { state: { redirectTo: '/auth/pay' } });
    expect($location.get()).toMatchObject({ path: '/auth/profile', search: '?tab=1', state: { redirectTo: '/auth/pay' } });
    expect(history.state).toEqual({ redirectTo: '/auth/pay' });
    const assign = vi.spyOn(location, 'assign').mockImplementation(() => {});
    navigate('/help');
    expect(assign).toHaveBeenCalledWith(`${location.origin}/help`);
    expect($location.get().path).toBe('/auth/profile');
  });
});
