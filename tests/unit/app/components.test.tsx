// @vitest-environment happy-dom
import { describe, it, expect, beforeEach, afterEach, vi } from 'vitest';
import { render, screen, fireEvent, act, cleanup } from '@testing-library/react';
import english from '../../../public/locales/en/auth.json';

const logoutCall = vi.fn();
const closeMessage = vi.fn(async () => undefined);
const reportError = vi.fn();
vi.mock('../../../src/app/backend.ts', () => ({ backend: () => ({ closeMessage, logout: logoutCall }), showFailure: vi.fn() }));
vi.mock('../../../src/app/report.ts', () => ({ reportProblem: vi.fn(), reportError, describeError: (e: Error) => `${e.name}: ${e.message}` }));

const { $strings } = await import('../../../src/app/strings.ts');
const { $block, $challengeOpen, $snackbar, $welcome, requestChallenge } = await import('../../../src/app/state.ts');
const { $session, setSession, clearSession } = await import('../../../src/stores/session.ts');
const { $location } = await import('../../../src/app/router.ts');
const { ChallengeModal } = await import('../../../src/app/overlays/ChallengeModal.tsx');
const { BlockModals } = await import('../../../src/app/overlays/BlockModals.tsx');
const { WelcomeModal } = await import('../../../src/app/overlays/WelcomeModal.tsx');
const { AppErrorBoundary } = await import('../../../src/app/AppErrorBoundary.tsx');
const { LogoutItem } = await import('../../../src/app/nav/LogoutItem.tsx');

const amelia = { authUser: true, ballId: 1, countryId: 826, jwt: null, userCountryName: 'United Kingdom', isNewUser: false, userName: 'Amelia' };

beforeEach(() => {
  $strings.set(english);
  setSession(amelia);
  $block.set(null);
  $welcome.set(null);
  $snackbar.set(null);
  vi.clearAllMocks();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('sender-flows §4 cloud-challenge modal', () => {
  it('frames the challenge page and settles only on a message from that frame on this origin', async () => {
    const outcome = requestChallenge();
    render(<ChallengeModal />);
    const frame = screen.getByTitle('Security check') as HTMLIFrameElement;
    expect(frame.getAttribute('src')).toBe('/api/api-client-verification');
    // Another source (the page itself) or another origin is ignored.
    act(() => {
      window.dispatchEvent(new MessageEvent('message', { data: 'Challenge solved', origin: location.origin, source: window }));
    });
    act(() => {
      window.dispatchEvent(new MessageEvent('message', { data: 'Challenge solved', origin: 'https://evil.example', source: frame.contentWindow }));
    });
    expect($challengeOpen.get()).toBe(true);
    act(() => {
      window.dispatchEvent(new MessageEvent('message', { data: 'Challenge failed', origin: location.origin, source: frame.contentWindow }));
    });
    expect(await outcome).toBe('failed');
    expect($challengeOpen.get()).toBe(false);
  });

  it('closing the modal unsolved counts as failed', async () => {
    const outcome = requestChallenge();
    render(<ChallengeModal />);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(await outcome).toBe('failed');
  });
});

describe('sender-flows §4 block and fraud handling', () => {
  const block = (code: string, level: 'SOFT_BLOCK' | 'HARD_BLOCK' | null, extra: Record<string, unknown> = {}) =>
    $block.set({ code, level, frozen: false, recipientWording: null, text: 'Server text', message: null, ...extra });

  it("'continue' opens the guidance modal with the support chat", () => {
    block('631', 'SOFT_BLOCK');
    render(<BlockModals />);
    expect(screen.getByRole('dialog', { name: "We couldn't accept this transfer" }).textContent).toContain('Reference code: 631');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('dialog', { name: 'What you can do' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Chat with us' }).getAttribute('href')).toMatch(/^\/hc\/[a-z]{2}-[a-z]{2}\/requests\/new$/);
  });

  it("soft block: 'not now' closes the message and goes to the error page", () => {
    const message = { messageId: 8, messageType: 'BLOCK' as const, value: 'x', expires: null, errorCode: '631', paymentId: null, status: null, closable: true };
    block('631', 'SOFT_BLOCK', { message });
    render(<BlockModals />);
    fireEvent.click(screen.getByRole('button', { name: 'Not now' }));
    expect(closeMessage).toHaveBeenCalledWith(message, true);
    expect($block.get()).toBeNull();
    expect($location.get()).toMatchObject({ path: '/auth/user-error', search: '?code=631' });
  });

  it("hard block: 'not now' offers logout to a signed-in user", () => {
    block('6001', 'HARD_BLOCK');
    render(<BlockModals />);
    fireEvent.click(screen.getByRole('button', { name: 'Not now' }));
    expect(screen.getByRole('dialog', { name: 'Log out?' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Log out' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Stay signed in' }));
    expect($block.get()).toBeNull();
  });

  it("hard block for a signed-out user: 'not now' clears it and goes home", () => {
    clearSession();
    block('6001', 'HARD_BLOCK');
    const assign = vi.spyOn(location, 'assign').mockImplementation(() => {});
    render(<BlockModals />);
    fireEvent.click(screen.getByRole('button', { name: 'Not now' }));
    expect(assign).toHaveBeenCalledWith(`${location.origin}/`);
  });

  it.each([
    [{ recipientWording: 'us' }, "This transfer isn't allowed under US rules"],
    [{ recipientWording: 'alternate' }, "We can't send money to this recipient"],
  ])('616 and 642 take the wording of the user (%j)', (extra, title) => {
    block('616', 'SOFT_BLOCK', extra);
    render(<BlockModals />);
    expect(screen.getByRole('dialog', { name: title })).toBeTruthy();
  });

  it("the frozen-account disclaimer has only 'not now'", () => {
    block('655', null, { frozen: true });
    render(<BlockModals />);
    expect(screen.getByRole('dialog', { name: 'Your account is frozen' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Continue' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Not now' }));
    expect($block.get()).toBeNull();
  });
});

describe('sender-flows §2, §4 welcome', () => {
  it('greets by name, closes itself after 2000 ms and records the country in the session cookie', () => {
    vi.useFakeTimers();
    document.cookie = 'pickedCountries=840';
    $welcome.set({ name: 'Amelia', special: false });
    render(<WelcomeModal />);
    expect(screen.getByRole('dialog', { name: 'Welcome, Amelia!' })).toBeTruthy();
    expect(document.cookie).toContain('pickedCountries=840,826');
    act(() => {
      vi.advanceTimersByTime(1999);
    });
    expect($welcome.get()).not.toBeNull();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect($welcome.get()).toBeNull();
  });

  it("the special welcome waits for 'got it'", () => {
    vi.useFakeTimers();
    $welcome.set({ name: 'Ada', special: true });
    render(<WelcomeModal />);
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    fireEvent.click(screen.getByRole('button', { name: 'Got it' }));
    expect($welcome.get()).toBeNull();
  });
});

describe('sender-flows §2 crash screen and logout', () => {
  it('a crash shows the generic error screen and reports the exception', async () => {
    const Broken = () => {
      throw new Error('boom');
    };
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <AppErrorBoundary>
        <Broken />
      </AppErrorBoundary>,
    );
    // The error screen loads when it first shows.
    expect(await screen.findByRole('heading', { level: 1, name: 'Something went wrong' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Help centre' }).getAttribute('href')).toBe('/help');
    expect(screen.getByRole('link', { name: 'Back to sign in' }).getAttribute('href')).toBe('/login');
    expect(reportError).toHaveBeenCalledWith(expect.stringContaining('Error: boom'));
  });

  it('the logout item shows only when signed in; a failed logout keeps the session and says so', async () => {
    logoutCall.mockRejectedValueOnce(new Error('offline'));
    const { unmount } = render(<LogoutItem />);
    fireEvent.click(screen.getByRole('button', { name: 'Log out' }));
    await vi.waitFor(() => expect($snackbar.get()).toBe(english['logout.failed']));
    expect($session.get().authUser).toBe(true);
    unmount();
    clearSession();
    render(<LogoutItem />);
    expect(screen.queryByRole('button', { name: 'Log out' })).toBeNull();
  });

  it('a successful logout clears the session and replaces the page with home', async () => {
    logoutCall.mockResolvedValueOnce({ ok: true, status: 200, redirectTo: '/' });
    const replace = vi.spyOn(location, 'replace').mockImplementation(() => {});
    render(<LogoutItem />);
    fireEvent.click(screen.getByRole('button', { name: 'Log out' }));
    await vi.waitFor(() => expect(replace).toHaveBeenCalledWith('/'));
    expect($session.get().authUser).toBe(false);
  });
});
