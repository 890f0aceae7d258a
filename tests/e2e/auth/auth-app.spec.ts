import { test, expect } from '../fixtures.ts';
import { TEST_PASSWORD, testUser } from '../../../scripts/sandbox/catalogue.ts';
import { appReady, faultOn, fillLogin, isPageData, REGULAR, SEND_PAGE, signIn, simulateCrash } from './auth-helpers.ts';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { FIRST_LOADS, scriptsLoaded } from '../../../scripts/auth-first-load.ts';

/**
 * The /auth first loads' budgets as measured in a browser (the static shell's is in
 * build-output.spec.ts). The sign-in screen loads the shell alone (React, the app, nanostores, the
 * preload helper and Rolldown's runtime; its answers are read without zod); the send page adds its
 * route's chunk (the send screen, the phone input with libphonenumber-js's functions, the zod-free
 * readers of its answers) and the page-wide popup state it shares with other islands; its
 * recipient's phone field fetches its calling code's metadata (checked below).
 */
const BROWSER_BUDGET = { login: { kb: 90, requests: 4 }, send: { kb: 126, requests: 6 } } as const;

test.describe('sender-flows §3 login form, §7 login call', () => {
  test('signs in with phone and password, welcomes the user by name and records the country in the session cookie', async ({ page, context }) => {
    await page.goto('/login');
    await appReady(page);
    await fillLogin(page, '+44 7700 900001', TEST_PASSWORD);
    const login = page.waitForRequest((r) => r.url().endsWith('/api/login/security-check'));
    await page.getByRole('button', { name: 'Sign in' }).click();
    // username and the captcha response go on the wire as phone and captcha (empty values left out).
    expect((await login).postData()).toBe(`phone=%2B447700900001&password=${TEST_PASSWORD}`);
    await expect(page).toHaveURL(new RegExp(`${SEND_PAGE.replace('.', '\\.')}$`));
    const welcome = page.getByRole('dialog', { name: 'Welcome, Amelia!' });
    await expect(welcome).toBeVisible();
    const cookies = await context.cookies();
    expect(cookies.find((c) => c.name === 'pickedCountries')).toMatchObject({ value: '826', expires: -1 });
    // The welcome closes itself after 2000 ms (sender-flows §4, §9).
    await expect(welcome).toBeHidden({ timeout: 3500 });
    // The sign-in screen that opened it is gone: the page's main region takes the focus, not its body.
    await expect(page.getByRole('main')).toBeFocused();
    // The site header turned to the signed-in items with the sign-in answer (public-site §6).
    await expect(page.getByRole('banner').getByRole('link', { name: 'My transfers' })).toBeVisible();
    // Nothing secret is kept: only the login country id and name (README, Signed-in area).
    const stored = await page.evaluate(() => Object.keys(localStorage).sort());
    expect(stored.filter((k) => /jwt|token|session/i.test(k))).toEqual([]);
    expect(await page.evaluate(() => localStorage.getItem('userLoginCountryId'))).toBe('826');
  });

  test('a wrong password shows the server error on the password field, keeping the phone', async ({ page }) => {
    await page.goto('/login');
    await appReady(page);
    await fillLogin(page, testUser('new').phone, 'not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    const password = page.getByLabel('Password', { exact: true });
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('The phone number or the password is wrong.', { exact: true })).toBeVisible();
    await expect(page.getByLabel('Phone number')).toHaveValue(testUser('new').phone);
    await expect(page).toHaveURL(/\/login$/);
  });

  test('after three failures the captcha is asked for (with the third answer); ticking it lets the right password in', async ({ page }) => {
    const phone = testUser('reaching-limit').phone;
    await page.goto('/login');
    await appReady(page);
    for (let i = 0; i < 3; i++) {
      await fillLogin(page, phone, `wrong-${i}`);
      const answer = page.waitForResponse((r) => r.url().endsWith('/api/login/security-check'));
      await page.getByRole('button', { name: 'Sign in' }).click();
      expect((await answer).status()).toBe(401);
    }
    const robot = page.getByRole('checkbox', { name: "I'm not a robot" });
    await expect(robot).toBeVisible();
    await fillLogin(page, phone, TEST_PASSWORD);
    await robot.check();
    const login = page.waitForRequest((r) => r.url().endsWith('/api/login/security-check'));
    await page.getByRole('button', { name: 'Sign in' }).click();
    expect((await login).postData()).toContain('captcha=passed');
    await expect(page).toHaveURL(/\/auth\/send\/main\.page$/);
  });
});

test.describe('sender-flows §2 routing rules', () => {
  test('a signed-out user opening an /auth route goes home', async ({ page }) => {
    await page.goto('/auth/profile');
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  });

  test('a signed-in user opening login or registration goes on to the send page', async ({ page }) => {
    await signIn(page);
    for (const path of ['/login', '/registration']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/auth\/send\/main\.page$/);
    }
  });

  test('a 403 on page data resets to /login, and the page asked for is the explicit target after signing in', async ({ page, context }) => {
    // The session hint without a session: the page data answers 403 (sender-flows §6).
    await context.addCookies([{ name: 'authUser', value: '1', url: 'http://127.0.0.1/' }]);
    await page.goto('/auth/profile?tab=email');
    await expect(page).toHaveURL(/\/login$/);
    await fillLogin(page, REGULAR, TEST_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/auth\/profile\?tab=email$/);
  });

  test('links inside the app change the route in place; Back returns', async ({ page }) => {
    await signIn(page);
    await page.goto(SEND_PAGE);
    await appReady(page);
    await page.evaluate(() => {
      (window as unknown as { marker: number }).marker = 1;
    });
    await page.getByRole('banner').getByRole('link', { name: 'Profile' }).click();
    await expect(page).toHaveURL(/\/auth\/profile$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
    await page.goBack();
    await expect(page).toHaveURL(/\/auth\/send\/main\.page$/);
  });
});

test.describe('sender-flows §2, §7 logout', () => {
  test('logout clears the session and goes home; the area is closed afterwards', async ({ page, context }) => {
    await signIn(page);
    await page.goto(SEND_PAGE);
    await appReady(page);
    await page.getByRole('banner').getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
    expect((await context.cookies()).find((c) => c.name === 'authUser')).toBeUndefined();
    expect(await page.evaluate(() => localStorage.getItem('userLoginCountryId'))).toBeNull();
    await page.goto(SEND_PAGE);
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  });

  test('a failed logout stops the spinner and keeps the user signed in', async ({ page }) => {
    await signIn(page);
    await page.goto(SEND_PAGE);
    await appReady(page);
    await faultOn(page, (r) => new URL(r.url()).pathname === '/logout', 'error');
    await page.getByRole('banner').getByRole('button', { name: 'Log out' }).click();
    await expect(page.getByRole('status').filter({ hasText: "We couldn't log you out" })).toBeVisible();
    await expect(page.locator('.auth-app [aria-busy="true"]')).toHaveCount(0);
    await expect(page).toHaveURL(/\/auth\/send\/main\.page$/);
  });

  test('logout is offered to signed-in users only', async ({ page }) => {
    await page.goto('/login');
    await appReady(page);
    await expect(page.getByRole('button', { name: 'Log out' })).toHaveCount(0);
  });
});

test.describe('sender-flows §2 shared screens', () => {
  test('a crash shows the generic error screen and sends the crash report with the page address', async ({ page }) => {
    await signIn(page);
    await simulateCrash(page);
    const report = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/exception'));
    await page.goto(SEND_PAGE);
    await expect(page.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible();
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: 'Help centre' })).toHaveAttribute('href', '/help');
    await expect(main.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/login');
    await expect(main.getByRole('link', { name: 'Chat with us' })).toBeVisible();
    const body = new URLSearchParams((await report).postData() ?? '');
    expect(body.get('message')).toMatch(/\/auth\/send\/main\.page$/);
    expect(body.get('exception')).toContain('simulated crash');
  });

  test('an unavailable account area shows the stub; try again reloads the page', async ({ page }) => {
    await signIn(page);
    await faultOn(page, (r) => isPageData(r, '/auth/mycards'), 'error');
    await page.goto('/auth/mycards');
    await expect(page.getByRole('heading', { name: 'Your account is unavailable right now' })).toBeVisible();
    await page.unrouteAll();
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Saved cards' })).toBeVisible();
  });

  test("on a phone the header's burger holds the signed-in links; picking one changes the route in place and closes it @mobile", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page);
    await page.goto(SEND_PAGE);
    await appReady(page);
    await page.evaluate(() => {
      (window as unknown as { marker: number }).marker = 1;
    });
    const banner = page.getByRole('banner');
    await banner.getByRole('button', { name: 'Open menu' }).click();
    await banner.getByRole('link', { name: 'Profile' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
    await expect(banner.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
    await expect(banner.getByRole('link', { name: 'Profile' })).toBeHidden();
    // Saved cards are one step away, from the profile.
    await page.getByRole('main').getByRole('link', { name: 'Saved cards' }).click();
    await expect(page).toHaveURL(/\/auth\/mycards$/);
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
  });
});

test.describe('sender-flows §2 registration', () => {
  test('every invalid field comes back on its field; a valid form opens the special welcome', async ({ page }) => {
    await page.goto('/registration');
    await appReady(page);
    await page.getByLabel('Phone number').fill('447700900001');
    await page.getByLabel('Password', { exact: true }).fill('longenough1');
    await page.getByLabel('First name').fill('ada');
    await page.getByLabel('Last name').fill('Lovelace');
    await page.getByLabel('Email').fill('ada@example.com');
    await page.getByLabel('Country you send from').selectOption({ label: 'United Kingdom' });
    await page.getByLabel('I accept the terms and the privacy policy').check();
    await page.getByRole('button', { name: 'Create account' }).click();
    // The phone is taken: shape 1 lands on the field.
    await expect(page.getByText('This phone number already has an account. Sign in instead.', { exact: true })).toBeVisible();
    await expect(page.getByLabel('Phone number')).toHaveAttribute('aria-invalid', 'true');
    await page.getByLabel('Phone number').fill('447700912345');
    const post = page.waitForRequest((r) => r.url().endsWith('/api/registration'));
    await page.getByRole('button', { name: 'Create account' }).click();
    // Name fields get their first letter capitalised (sender-flows §5).
    expect(new URLSearchParams((await post).postData() ?? '').get('name')).toBe('Ada');
    await expect(page.getByRole('dialog', { name: 'Welcome, Ada!' })).toBeVisible();
    await page.getByRole('button', { name: 'Got it' }).click();
    await expect(page).toHaveURL(/\/auth\/send\/main\.page$/);
  });
});

test.describe('sender-flows §2 app shell: the /auth app first load in a browser', () => {
  const dist = new URL('../../../dist/', import.meta.url).pathname;
  // Every script response until the screen shows and the network is quiet, route chunks included.
  for (const [name, load] of Object.entries(FIRST_LOADS) as Array<[keyof typeof FIRST_LOADS, (typeof FIRST_LOADS)[keyof typeof FIRST_LOADS]]>) {
    const budget = BROWSER_BUDGET[name];
    test(`${load.path} loads at most ${budget.kb} KB (× 1024 bytes) of JavaScript, gzip, in at most ${budget.requests} script requests`, async ({ page }) => {
      if (name === 'send') await signIn(page);
      const { bytes, files } = await scriptsLoaded(page, dist, load.path, load.ready);
      const list = files.map((f) => `${f.url} ${f.bytes}`).join(', ');
      test.info().annotations.push({ type: 'first load', description: `${bytes} bytes in ${files.length}: ${list}` });
      expect(bytes, list).toBeLessThanOrEqual(budget.kb * 1024);
      expect(files.length, list).toBeLessThanOrEqual(budget.requests);
      // Its answers are read without zod: neither zod's full build nor zod/mini (whose schemas carry `_zod`) loads.
      for (const f of files) expect(readFileSync(join(dist, f.url), 'utf8'), f.url).not.toMatch(/[`"']ZodObject[`"']|\._zod\b/);
    });
  }

  test("the send page's recipient phone field fetches the phone metadata of its calling code only (+63), not the whole metadata", async ({ page }) => {
    await signIn(page);
    const fetched: Array<{ url: string; bytes: number }> = [];
    page.on('response', (response) => {
      const url = new URL(response.url()).pathname;
      if (url.startsWith('/data/phone/')) fetched.push({ url, bytes: gzipSync(readFileSync(join(dist, url))).length });
    });
    const metadata = page.waitForResponse((response) => new URL(response.url()).pathname.startsWith('/data/phone/'));
    const { files } = await scriptsLoaded(page, dist, FIRST_LOADS.send.path, FIRST_LOADS.send.ready);
    await metadata;
    await page.waitForLoadState('networkidle');
    expect(fetched.map((f) => f.url)).toEqual(['/data/phone/63.json']);
    expect(fetched[0]!.bytes).toBeLessThanOrEqual(2 * 1024);
    // libphonenumber-js's whole metadata (the invite form's; Ascension Island, +247, comes first) is not among the scripts.
    for (const f of files) expect(readFileSync(join(dist, f.url), 'utf8'), f.url).not.toMatch(/\bAC["'`]?:\[["'`]247["'`]/);
  });
});
