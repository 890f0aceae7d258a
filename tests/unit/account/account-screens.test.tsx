// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { PageData } from '../../../src/api/schemas/answers.ts';
import type { DocumentCheckProps } from '../../../src/ui/document-check/DocumentCheck.tsx';
import { findRoute } from '../../../src/app/routes.ts';
import { $location, type AppLocation } from '../../../src/app/router.ts';
import { $snackbar } from '../../../src/app/state.ts';
import type { PageState } from '../../../src/app/use-page.ts';
import CardsScreen from '../../../src/app/screens/account/CardsScreen.tsx';
import DocumentFrameScreen from '../../../src/app/screens/account/DocumentFrameScreen.tsx';
import EmailConfirmScreen from '../../../src/app/screens/account/EmailConfirmScreen.tsx';
import KycScreen from '../../../src/app/screens/account/KycScreen.tsx';
import { $session } from '../../../src/stores/session.ts';
import { signedOut } from '../../../src/api/schemas/signed-out.ts';

/** The account area's routes are the table's rows that load the account strings with their screen. */
const accountRoute = (path: string) => {
  const found = findRoute(path);
  return found?.route.strings ? found : null;
};

// The adapter is replaced by two buttons that end the capture either way.
vi.mock('../../../src/ui/document-check/DocumentCheck.tsx', () => ({
  DocumentCheck: (props: DocumentCheckProps) => (
    <div>
      <button type="button" onClick={props.onComplete}>
        capture done
      </button>
      <button type="button" onClick={() => props.onError('sdk:camera_denied')}>
        capture failed
      </button>
    </div>
  ),
}));

const ready = (data: Partial<PageData>): PageState => ({ phase: 'ready', data: { auth: signedOut, ...data } });
const where = (search = ''): AppLocation => ({ path: '/auth/kyc/ca', search, hash: '', state: {}, key: 1 });
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

let requests: Array<{ url: string; body: string }> = [];
beforeEach(() => {
  requests = [];
  history.replaceState({}, '', '/auth/kyc/ca');
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      requests.push({ url, body: String(init?.body ?? '') });
      if (url.endsWith('/api/auth/mycards/delete')) return json({ cards: [visa] });
      return new Response(null, { status: 204 });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  $session.set(signedOut);
});

const visa = { id: 1, alias: 'Everyday Visa', paymentSystem: 'VISA', pan: '•••• 4242', cardExpired: false, logo: '/media/payment-systems/visa.svg' } as const;
const travel = { id: 2, alias: 'Travel card', paymentSystem: 'MASTERCARD', pan: '•••• 4444', cardExpired: true, logo: '/media/payment-systems/mastercard.svg' } as const;
const documents = ['passport', 'driving_licence'].map((type) => ({ type, title: type === 'passport' ? 'Passport' : 'Driving licence', frameURL: `/auth/kyc/ca/onfido/frame/${type}` }));

describe('sender-flows §2 account routes', () => {
  it.each([
    ['/auth/mycards', {}],
    ['/auth/profile', {}],
    ['/auth/profile/invite-friends', {}],
    ['/auth/kyc/ca', { userType: 'ca' }],
    ['/auth/kyc/ca/onfido/frame/passport', { userType: 'ca', docCheck: 'onfido', documentType: 'passport' }],
    ['/email/unsubscribe', {}],
    ['/email/unsubscribe/confirm/uns-0k', { code: 'uns-0k' }],
    ['/email/confirm/c0nf1rm%2D0k', { code: 'c0nf1rm-0k' }],
  ])('%s has its own screen with params %j', (path, params) => expect(accountRoute(path)?.params).toEqual(params));

  it.each(['/auth/send/main.page', '/auth/mycards/', '/auth/kyc', '/auth/kyc/ca/onfido/frame', '/email/confirm/%E0%A4%A', '/email/confirm/', '/login'])('%s is not an account screen', (path) => {
    expect(accountRoute(path)).toBeNull();
  });
});

describe('sender-flows §4 Cards screen', () => {
  it('marks the expired card, deletes after the confirm modal, and moves focus to the card left', async () => {
    render(<CardsScreen page={ready({ cards: [visa, travel], forms: [] })} where={where()} params={{}} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByText('Expired')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Delete Travel card' }));
    expect(screen.getByText(/Travel card \(•••• 4444\) will be removed/)).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Delete card' }));
    });
    expect(requests.find((r) => r.url.endsWith('/api/auth/mycards/delete'))?.body).toBe('id=2');
    // An answer with cards is read by its zod schema, which loads on demand.
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
    expect($snackbar.get()).toBe('Card deleted');
    expect(document.activeElement?.id).toBe('card-1-delete');
  });
});

describe('sender-flows §2 KYC screens', () => {
  it('documents, then the explanation whose link keeps the page query without an earlier result', () => {
    render(
      <KycScreen
        page={ready({ extra: { status: 'none', documentsNeeded: documents, hasSumsub: false, current_aml_level: 0 } })}
        where={where('?level=1&customErrorInfo=x')}
        params={{ userType: 'ca' }}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Passport' }));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Passport');
    expect(screen.getByRole('link', { name: 'Continue' }).getAttribute('href')).toBe('/auth/kyc/ca/onfido/frame/passport?level=1');
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Choose a document');
  });

  it('failed, then try again goes to the documents', () => {
    render(<KycScreen page={ready({ extra: { status: 'failed', documentsNeeded: documents, hasSumsub: false, current_aml_level: 1 } })} where={where()} params={{ userType: 'ca' }} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe("We couldn't verify your identity");
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Choose a document');
  });
});

describe('sender-flows §4 sender document frame', () => {
  const frame = {
    userType: 'ca',
    docCheck: 'onfido',
    documentType: 'passport',
    token: 'sbx_onfido_0123456789abcdefghij',
    successURL: '/auth/kyc/ca?level=1&docCheckResult=success',
    failURL: '/auth/kyc/ca?level=1&docCheckResult=fail',
  };
  const open = (search: string) => render(<DocumentFrameScreen page={ready({ extra: frame })} where={{ ...where(search), path: '/auth/kyc/ca/onfido/frame/passport' }} params={{ userType: 'ca' }} />);

  it('starts with the tips; a completed capture finishes at the success URL', () => {
    open('?level=1');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Before you start');
    fireEvent.click(screen.getByRole('button', { name: "I'm ready" }));
    fireEvent.click(screen.getByRole('button', { name: 'capture done' }));
    expect(`${location.pathname}${location.search}`).toBe(frame.successURL);
    expect($location.get().search).toBe('?level=1&docCheckResult=success');
  });

  it('skips the tips with tips=0; an error is reported and finishes at the fail URL with customErrorInfo', () => {
    open('?level=1&tips=0');
    fireEvent.click(screen.getByRole('button', { name: 'capture failed' }));
    expect(`${location.pathname}${location.search}`).toBe(`${frame.failURL}&customErrorInfo=sdk%3Acamera_denied`);
    const report = requests.find((r) => r.url === '/exception');
    expect(new URLSearchParams(report?.body).get('exception')).toMatch(/document frame error.*sdk:camera_denied/);
  });
});

describe('sender-flows §2 email confirm', () => {
  it('signed out, the continue link signs in first with the profile as the explicit target', () => {
    history.replaceState({}, '', '/email/confirm/c0nf1rm-0k');
    render(
      <EmailConfirmScreen
        page={ready({ messages: { title: 'Your email is confirmed' }, extra: { confirmed: true, continueLink: '/auth/profile' } })}
        where={where()}
        params={{ code: 'c0nf1rm-0k' }}
      />,
    );
    const link = screen.getByRole('link', { name: 'Continue' });
    expect(link.getAttribute('href')).toBe('/login');
    fireEvent.click(link);
    expect(location.pathname).toBe('/login');
    expect(history.state).toEqual({ redirectTo: '/auth/profile' });
  });
});
