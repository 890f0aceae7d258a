import type { Locator, Page, Request } from '@playwright/test';
import { TEST_PASSWORD, testUser, type UserScenario } from '../../../scripts/sandbox/catalogue.ts';
import { expect } from '../fixtures.ts';

export const REGULAR = testUser('regular').phone;
export const SEND_PAGE = '/auth/send/main.page';

/** Signs in through the sandbox's login call: the browser context gets the same cookies. */
export async function signIn(page: Page, scenario: UserScenario = 'regular'): Promise<void> {
  const answer = await page.request.post('/api/login/security-check', { form: { phone: testUser(scenario).phone, password: TEST_PASSWORD } });
  expect(answer.status()).toBe(200);
}

/** Page-data requests of the app: same-origin GETs asking for JSON. */
export const isPageData = (request: Request, path: string): boolean =>
  request.method() === 'GET' && new URL(request.url()).pathname === path && (request.headers()['accept'] ?? '').includes('application/json');

/** A form submit (POST) to the given path. */
export const isPost = (request: Request, path: string): boolean => request.method() === 'POST' && new URL(request.url()).pathname === path;

/** Adds a sandbox fault (README Backend contract, Faults) to the requests `match` picks. */
export async function faultOn(page: Page, match: (request: Request) => boolean, fault: string): Promise<void> {
  await page.route('**/*', (route) => {
    const request = route.request();
    if (!match(request)) return route.fallback();
    return route.continue({ headers: { ...request.headers(), 'x-sandbox-fault': fault } });
  });
}

/** Waits until the app has hydrated and loaded its strings. */
export async function appReady(page: Page): Promise<void> {
  await expect(page.locator('.auth-app')).toBeVisible();
}

export async function fillLogin(page: Page, phone: string, password: string): Promise<void> {
  await page.getByLabel('Phone number').fill(phone);
  await page.getByLabel('Password', { exact: true }).fill(password);
}

/** Opens the send page and fills the recipient of its server form (the sandbox's send form). */
export async function fillSendForm(page: Page): Promise<void> {
  await page.goto(SEND_PAGE);
  await expect(page.getByRole('heading', { level: 1, name: 'Send money' })).toBeVisible();
  await page.getByLabel('First name').fill('Maria');
  await page.getByLabel(/^Last name/).fill('Santos');
  const account = page.getByLabel('IBAN or account number');
  if (await account.count()) await account.fill('PH12BANK000123456789');
  await page.getByLabel(/^Recipient’s phone/).fill('9171234567');
}

/** The submit button of the send form (a block modal has a Continue button of its own). */
export const continueButton = (page: Page) => page.getByRole('form', { name: 'send' }).getByRole('button', { name: 'Continue', exact: true });

/**
 * Presses a button that says it is not ready (aria-disabled) but still takes a press, as a sender's
 * would. Playwright's own click waits for a still target only when not forced, so this waits for
 * the page to stop scrolling first (a smooth scroll to a field in error can still be under way and
 * would carry the button from under the pointer).
 */
export async function pressNotReady(button: Locator): Promise<void> {
  // Still for ten frames in a row: a smooth scroll under load can pause for a frame or two.
  await button.page().waitForFunction(
    () =>
      new Promise<boolean>((resolve) => {
        const y = scrollY;
        let frames = 10;
        const next = () => (scrollY !== y ? resolve(false) : --frames === 0 ? resolve(true) : requestAnimationFrame(next));
        requestAnimationFrame(next);
      }),
  );
  await button.click({ force: true });
}

/** An interface failure for the crash tests: setting the document title throws (the app sets it from page data). */
export const simulateCrash = (page: Page) =>
  page.addInitScript(() => {
    Object.defineProperty(document, 'title', {
      configurable: true,
      get: () => 'Sendora',
      set: () => {
        throw new Error('simulated crash');
      },
    });
  });

/** A block answer of the send call (README Backend contract: 422, shape 3 with the popup flags). */
export const blockAnswer = (code: number, text: string) => ({
  status: 422,
  contentType: 'application/json',
  body: JSON.stringify({ errorCode: code, errorMessage: text, showServerError: true, messages: { errorText: text, buttonClose: 'Close' }, extra: { serverErrorCode: { code } } }),
});
