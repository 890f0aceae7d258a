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
 * would: from the keyboard, on the button itself. A forced click goes to where the button was, and
 * a smooth scroll to a field in error can still be moving it away under load.
 */
export async function pressNotReady(button: Locator): Promise<void> {
  await button.focus();
  await button.page().keyboard.press('Enter');
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
