import type { Page, Request } from '@playwright/test';
import { TEST_PASSWORD } from '../../../scripts/sandbox/catalogue.ts';
import { DRAFT_KEY } from '../../../src/domain/storage-keys.ts';
import { appReady, continueButton, faultOn, fillLogin, isPageData, isPost, REGULAR, SEND_PAGE, signIn } from './auth-helpers.ts';
import { expect, test } from '../fixtures.ts';
import { continueToPayment, openSend, payWithNewCard, sendToMaria } from './money-helpers.ts';

/**
 * Journeys of several steps through the signed-in app (the sequences each single-step test misses):
 * a 403 with a valid session, a session that ends on a submit, a failed transfer then a new one,
 * addresses that cannot be shown, and the captcha of sign-in and registration.
 */

/** A sender of its own (registration call): its failures, messages and transfers touch no other test. */
async function registerSender(page: Page, name = 'Rosa'): Promise<string> {
  const phone = `4477${String(Date.now()).slice(-6)}${String(Math.floor(Math.random() * 100)).padStart(2, '0')}`;
  const answer = await page.request.post('/api/registration', {
    form: { phone, password: TEST_PASSWORD, name, surname: 'Ortega', email: `${phone}@example.com`, country: '826', agree: 'on' },
  });
  expect(answer.status()).toBe(200);
  return phone;
}

const loginPost = (r: Request) => isPost(r, '/api/login/security-check');

test.describe('sender-flows §8 HTTP 403, §2 "A 403 answer sends the user to /login"', () => {
  test('a 403 on page data with a valid session ends the session: the sign-in form shows and stays, with a bounded number of requests', async ({ page, context }) => {
    await signIn(page);
    const requests: string[] = [];
    page.on('request', (r) => requests.push(`${r.method()} ${new URL(r.url()).pathname}`));
    await page.goto('/auth/mycards?sandboxFault=forbidden');
    await expect(page).toHaveURL(/\/login$/);
    const form = page.getByRole('form', { name: 'Sign in' });
    await expect(form.getByLabel('Phone number')).toBeVisible();
    // Two seconds later the form is still there and the requests stopped (no bouncing).
    await page.waitForTimeout(2000);
    await expect(page).toHaveURL(/\/login$/);
    await expect(form.getByLabel('Phone number')).toBeVisible();
    // Calls and page loads, not the page's assets (scripts, styles, images, translations).
    const calls = requests.filter((r) => !/ \/(_astro|media|locales)\/|favicon/.test(r));
    expect(calls.filter((r) => r.startsWith('GET /auth/mycards') || r === 'GET /login').length, calls.join('\n')).toBeLessThanOrEqual(3);
    expect(calls.length, calls.join('\n')).toBeLessThanOrEqual(6);
    // The refused session was ended on the server too: the cookies are gone.
    expect(requests).toContain('GET /logout');
    const cookies = (await context.cookies()).map((c) => c.name);
    expect(cookies).not.toContain('SESSION');
    expect(cookies).not.toContain('authUser');
    // Signing in again works and goes on to the page asked for (sender-flows §2 explicit target).
    await fillLogin(page, REGULAR, TEST_PASSWORD);
    const refusedAgain = page.waitForResponse((r) => new URL(r.url()).pathname === '/auth/mycards' && r.status() === 403);
    await form.getByRole('button', { name: 'Sign in' }).click();
    await refusedAgain;
    // The fault is still on that address: the user is back at a sign-in form, once, not in a loop.
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('form', { name: 'Sign in' }).getByLabel('Phone number')).toBeVisible();
  });

  test('when ending the session on the server fails, the sign-in form still stays and the page is a signed-out one', async ({ page }) => {
    await signIn(page);
    await page.route('**/logout', (route) => route.abort());
    await page.goto('/auth/mycards?sandboxFault=forbidden');
    await expect(page).toHaveURL(/\/login$/);
    await page.waitForTimeout(2000);
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('form', { name: 'Sign in' }).getByLabel('Phone number')).toBeVisible();
    // The sender is told why they have to sign in again.
    await expect(page.getByRole('status').filter({ hasText: 'Your session has ended. Sign in again to continue.' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Log out' })).toHaveCount(0);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();
  });

  test('a 403 on a submit with a valid session goes to the fixed sign-in page, whose form stays', async ({ page }) => {
    await signIn(page);
    await openSend(page, '40');
    await faultOn(page, (r) => r.method() === 'POST' && /^\/api\/send\//.test(new URL(r.url()).pathname), 'forbidden');
    await page.getByLabel('First name').fill('Maria');
    await page.getByLabel(/^Last name/).fill('Santos');
    const account = page.getByLabel('IBAN or account number');
    if (await account.count()) await account.fill('PH12BANK000123456789');
    await page.getByLabel(/^Recipient’s phone/).fill('9171234567');
    await continueButton(page).click();
    await expect(page).toHaveURL(/\/login\?session=ended$/);
    await page.waitForTimeout(1500);
    await expect(page).toHaveURL(/\/login\?session=ended$/);
    await expect(page.getByText('Your session has ended. Sign in again to continue.')).toBeVisible();
    await expect(page.getByRole('form', { name: 'Sign in' }).getByLabel('Phone number')).toBeVisible();
  });
});

test.describe('sender-flows §4 Form (values kept), §8 HTTP 403 on a submit: the transfer survives the session', () => {
  test('fill the send form, lose the session, submit, sign in: the same form has the values; no card data is stored', async ({ page, context }) => {
    await signIn(page);
    await openSend(page, '123.45');
    await page.getByLabel('First name').fill('Maria');
    await page.getByLabel(/^Last name/).fill('Santos');
    await page.getByLabel('IBAN or account number').fill('PH12BANK000123456789');
    await page.getByLabel(/^Recipient’s phone/).fill('9171234567');
    await page.getByLabel('Promo code').fill('NOFEE2026');
    await context.clearCookies({ name: 'SESSION' });
    await continueButton(page).click();
    await expect(page).toHaveURL(/\/login\?session=ended$/);

    const stored = await page.evaluate(() => Object.entries(sessionStorage));
    const draft = stored.find(([key]) => key === DRAFT_KEY);
    expect(draft, JSON.stringify(stored)).toBeTruthy();
    expect(draft![1]).toContain('Maria');
    for (const [key, value] of stored) {
      expect(`${key}=${value}`).not.toMatch(/\b(pan|cvv|cvc|exp_date)\b/i);
      // No run of 13 to 19 digits (a card number) anywhere in storage.
      expect(value.replace(/[\s-]/g, '')).not.toMatch(/\d{13,19}/);
    }

    await fillLogin(page, REGULAR, TEST_PASSWORD);
    await page.getByRole('form', { name: 'Sign in' }).getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/auth\/send\/main\.page$/);
    await expect(page.getByLabel('First name')).toHaveValue('Maria');
    await expect(page.getByLabel(/^Last name/)).toHaveValue('Santos');
    await expect(page.getByLabel('IBAN or account number')).toHaveValue(/^PH12\s?BANK\s?0001\s?2345\s?6789$/);
    await expect(page.getByLabel(/^Recipient’s phone/)).toHaveValue(/917\s?123\s?4567/);
    await expect(page.getByLabel('Promo code')).toHaveValue('NOFEE2026');
    await expect(page.getByLabel('You send', { exact: true })).toHaveValue(/^123\.45/);

    // Submitted: the draft stays until the transfer is paid (Back from the pay page keeps the values).
    const post = page.waitForRequest((r) => r.method() === 'POST' && /^\/api\/send\/gb\/ph$/.test(new URL(r.url()).pathname));
    await continueButton(page).click();
    const body = new URLSearchParams((await post).postData() ?? '');
    expect(body.get('toValues[to_name]')).toBe('Maria');
    expect(body.get('toValues[from_amount]')).toBe('123.45');
    await expect(page).toHaveURL(/\/auth\/pay\?paymentId=\d+$/);
    expect(await page.evaluate((key) => sessionStorage.getItem(key), DRAFT_KEY)).toContain('Maria');
    // A link with its own amount while that draft is kept: the link's amount, the draft's recipient.
    const review = page.url();
    await openSend(page, '40.00');
    await expect(page.getByLabel('First name')).toHaveValue('Maria');
    await page.goto(review);
    // Paid: the draft is gone, so the next transfer starts afresh.
    await continueToPayment(page);
    await page.getByRole('button', { name: 'Pay now' }).click();
    await expect(page).toHaveURL(/\/waiting\?paymentId=\d+$/);
    expect(await page.evaluate((key) => sessionStorage.getItem(key), DRAFT_KEY)).toBeNull();
  });

  test('logging out drops the draft', async ({ page, context }) => {
    await signIn(page);
    await openSend(page, '55');
    await page.getByLabel('First name').fill('Maria');
    await page.getByLabel(/^Last name/).fill('Santos');
    await page.getByLabel('IBAN or account number').fill('PH12BANK000123456789');
    await context.clearCookies({ name: 'SESSION' });
    await continueButton(page).click();
    await expect(page).toHaveURL(/\/login\?session=ended$/);
    await fillLogin(page, REGULAR, TEST_PASSWORD);
    await page.getByRole('form', { name: 'Sign in' }).getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByLabel('First name')).toHaveValue('Maria');
    expect(await page.evaluate((key) => sessionStorage.getItem(key), DRAFT_KEY)).not.toBeNull();
    await page.getByRole('banner').getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
    expect(await page.evaluate((key) => sessionStorage.getItem(key), DRAFT_KEY)).toBeNull();
  });
});

test.describe("sender-flows §4 Server messages: a payment's result belongs to that payment's screens", () => {
  test("after a failed transfer, the next transfer's pay and waiting pages, cards, profile and request pages show no old notice", async ({ page }) => {
    await registerSender(page);
    // '.01' fails (status 100): its result is announced by a PAYMENT_STATUS message.
    await openSend(page, '20.01');
    await sendToMaria(page);
    await payWithNewCard(page);
    await expect(page).toHaveURL(/\/waiting\?paymentId=\d+$/);
    const failedId = new URL(page.url()).searchParams.get('paymentId');
    await expect(page.getByRole('heading', { level: 1, name: "Your transfer didn't go through" })).toBeVisible();
    // The failed payment's own result page may say so; then the next transfer starts.
    await openSend(page, '30');
    await sendToMaria(page);
    const notice = page.getByRole('complementary', { name: 'Notice' });
    await expect(page.getByRole('heading', { level: 1, name: 'Pay for your transfer' })).toBeVisible();
    await expect(page.getByText(/Not completed/)).toHaveCount(0);
    await expect(notice).toHaveCount(0);
    await payWithNewCard(page);
    await expect(page).toHaveURL(/\/waiting\?paymentId=\d+$/);
    expect(new URL(page.url()).searchParams.get('paymentId')).not.toBe(failedId);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText(/Not completed/)).toHaveCount(0);
    for (const [path, heading] of [
      ['/auth/mycards', 'Saved cards'],
      ['/auth/profile', 'Profile'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByText(/Not completed/)).toHaveCount(0);
    }
    await page.goto('/auth/request/gb/ph');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText(/Not completed/)).toHaveCount(0);
    // The history screen lists the payments: there the latest result is shown (of several, the
    // earlier ones are closed, sender-flows §4), and dismissing closes it.
    await page.goto(SEND_PAGE);
    await expect(notice).toContainText(/Delivered: GBP\s30\.00|Not completed: GBP\s20\.01/);
    const close = page.waitForRequest((r) => isPost(r, '/auth/message/close.action'));
    await notice.getByRole('button', { name: 'Dismiss' }).click();
    await close;
    await expect(notice).toHaveCount(0);
  });
});

test.describe('sender-flows §2 screens, §8: addresses that cannot be shown are titled pages with a way back', () => {
  const cases = [
    ['/auth/kyc/xx', "This link isn't complete", 'userType must be one of'],
    ['/auth/user-error?code=abc', "This link isn't complete", 'code is a number'],
    ['/success?paymentId=-1', "This link isn't complete", 'paymentId is the whole number'],
    ['/auth/pay?paymentId=999999', "We can't find this page", 'You have no payment'],
    ['/auth/nonexistent/route', "We can't find this page", null],
  ] as const;
  for (const [path, heading, raw] of cases) {
    test(`${path}: heading, sentence and a way back`, async ({ page }) => {
      await signIn(page);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Go to my account' })).toHaveAttribute('href', SEND_PAGE);
      if (raw) await expect(page.getByText(raw)).toHaveCount(0);
      await expect(page).toHaveTitle(new RegExp(heading.replace(/'/g, "'")));
      await page.getByRole('link', { name: 'Go to my account' }).click();
      await expect(page).toHaveURL(/\/auth\/send\/main\.page$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Send money' })).toBeVisible();
    });
  }

  test("in the user's language (German)", async ({ page }) => {
    await signIn(page);
    await page.goto('/auth/pay?paymentId=999999&lang=de');
    await expect(page.getByRole('heading', { level: 1, name: 'Diese Seite gibt es nicht' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Zu meinem Konto' })).toBeVisible();
  });
});

test.describe('sender-flows §3 Login form: the captcha shows with the answer that asks for it', () => {
  test('the third refused sign-in shows the captcha at once; solving it, the next attempt with the same phone signs in', async ({ page }) => {
    const phone = await registerSender(page, 'Cora');
    await page.context().clearCookies();
    const posts: Request[] = [];
    page.on('request', (r) => {
      if (loginPost(r)) posts.push(r);
    });
    await page.goto('/login');
    await appReady(page);
    const robot = page.getByRole('checkbox', { name: "I'm not a robot" });
    for (let i = 0; i < 3; i++) {
      await expect(robot).toHaveCount(0);
      await fillLogin(page, phone, `wrong-${i}`);
      const answer = page.waitForResponse((r) => loginPost(r.request()));
      await page.getByRole('button', { name: 'Sign in' }).click();
      expect((await answer).status()).toBe(401);
    }
    // The answer to the third failure asks for the captcha: it is on screen before a fourth attempt.
    await expect(robot).toBeVisible();
    await expect(page.getByLabel('Phone number')).toHaveValue(phone);
    // Submitting without solving it spends no attempt.
    await page.getByLabel('Password', { exact: true }).fill(TEST_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText("Tick the box first to confirm you're not a robot.")).toBeVisible();
    expect(posts).toHaveLength(3);
    await robot.check();
    const login = page.waitForRequest(loginPost);
    await page.getByRole('button', { name: 'Sign in' }).click();
    const body = new URLSearchParams((await login).postData() ?? '');
    expect(body.get('captcha')).toBe('passed');
    expect(body.get('phone')).toBe(phone);
    await expect(page).toHaveURL(/\/auth\/send\/main\.page$/);
    expect(posts).toHaveLength(4);
  });

  test('page data that asks for the captcha shows it before the first attempt (login and registration)', async ({ page }) => {
    for (const path of ['/login', '/registration']) {
      await page.route(new RegExp(`${path}$`), (route) =>
        isPageData(route.request(), path)
          ? route.fulfill({
              json: {
                auth: { authUser: false, ballId: null, countryId: null, jwt: null, userCountryName: null, isNewUser: false, userName: null },
                pageTitle: '',
                messages: {},
                messageBodyMessages: [],
                extra: { captchaRequired: true },
              },
            })
          : route.fallback(),
      );
    }
    await page.goto('/login');
    await appReady(page);
    await expect(page.getByRole('checkbox', { name: "I'm not a robot" })).toBeVisible();
    await expect(page.getByText("To keep your account safe, tick the box to confirm you're not a robot.")).toBeVisible();
    await page.goto('/registration');
    await appReady(page);
    const robot = page.getByRole('checkbox', { name: "I'm not a robot" });
    await expect(robot).toBeVisible();
    await page.getByLabel('Phone number').fill(`+44 7700 9${String(Date.now()).slice(-5)}`);
    await page.getByLabel('Password', { exact: true }).fill('longenough1');
    await page.getByLabel('First name').fill('Ivy');
    await page.getByLabel('Last name').fill('Moss');
    await page.getByLabel('Email').fill(`ivy${Date.now()}@example.com`);
    await page.getByLabel('Country you send from').selectOption({ label: 'United Kingdom' });
    await page.getByLabel('I accept the terms and the privacy policy').check();
    await robot.check();
    const post = page.waitForRequest((r) => isPost(r, '/api/registration'));
    await page.getByRole('button', { name: 'Create account' }).click();
    expect(new URLSearchParams((await post).postData() ?? '').get('captcha')).toBe('passed');
    await expect(page.getByRole('dialog', { name: 'Welcome, Ivy!' })).toBeVisible();
  });
});
