// Fields that say exactly what is wrong, once, where the user looks: invitations take mobile
// numbers only (public invite page and /auth invite friends), the country button stays on the
// input's row at 375 px, registration names the phone and password problem, the amount takes at
// most 14 characters, the screen-reader summary holds current errors only, and a checkbox's
// label is shown once.
import type { Locator, Page } from '@playwright/test';
import { test, expect } from '../fixtures.ts';
import { appReady, isPost, signIn } from './auth-helpers.ts';
import { withoutServerMessages } from './account-helpers.ts';

const NOT_MOBILE = 'This is not a mobile number. Invitations go by text message: enter a mobile number with +44';
const ACCEPT = '/api/v1/accept-invite-page/phones';
const INVITE_FRIENDS = '/api/auth/profile/invite-friends';

/** Astro drops the island's `ssr` mark once hydrated. */
const inviteHydrated = (page: Page) => page.locator('astro-island[component-url*="InviteForm"]:not([ssr])').waitFor({ state: 'attached' });

/** Counts the posts to a path while a test runs. */
function countPosts(page: Page, path: string): () => number {
  let posts = 0;
  page.on('request', (r) => {
    if (isPost(r, path)) posts++;
  });
  return () => posts;
}

/** The country button and the input share a row: same top and height (within a pixel), read in one frame (the page may be scrolling to the field). */
async function expectSameRow(button: Locator, input: Locator) {
  const [b, i] = await button.evaluate(
    (own, other) => [own, other!].map((element) => element.getBoundingClientRect()).map(({ x, y, width, height }) => ({ x, y, width, height })),
    await input.elementHandle(),
  );
  expect(b && i).toBeTruthy();
  expect(Math.abs(b!.y - i!.y), `button top ${b!.y}, input top ${i!.y}`).toBeLessThanOrEqual(1);
  expect(Math.abs(b!.height - i!.height), `button height ${b!.height}, input height ${i!.height}`).toBeLessThanOrEqual(1);
  expect(b!.x + b!.width).toBeLessThanOrEqual(i!.x);
}

test.describe('public-site §4 §5 invite: a mobile number, the button on the input row', () => {
  test('a London landline is refused on the field, in the page language, and nothing is sent', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    const posts = countPosts(page, ACCEPT);
    await page.goto('/invite/INV1000');
    await inviteHydrated(page);
    const phone = page.getByRole('textbox', { name: 'Phone number' });
    const country = page.getByRole('button', { name: /Country code: United Kingdom \+44/ });
    await expectSameRow(country, phone);
    for (const typed of ['020 7946 0958', '+44 20 7946 0958']) {
      await phone.fill(typed);
      await phone.press('Enter');
      await expect(phone).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByText(NOT_MOBILE, { exact: true })).toBeVisible();
      // With the error under it, the country button still sits level with the input.
      await expectSameRow(country, phone);
    }
    expect(posts()).toBe(0);
    // A mobile number goes.
    const request = page.waitForRequest((r) => isPost(r, ACCEPT));
    await phone.fill('7700 900123');
    await phone.press('Enter');
    expect((await request).postDataJSON()).toEqual({ phone: '447700900123', invite_code: 'INV1000' });
  });

  test('German: the field asks for a Handynummer', async ({ page }) => {
    await page.goto('/de-de/invite/INV1000');
    await inviteHydrated(page);
    await page.getByRole('button', { name: /Ländervorwahl: Deutschland \+49/ }).waitFor();
    const phone = page.getByRole('textbox', { name: 'Telefonnummer' });
    await phone.fill('030 12345678');
    await phone.press('Enter');
    await expect(page.getByText('Das ist keine Handynummer. Einladungen werden per SMS verschickt: Geben Sie eine Handynummer mit +49 ein', { exact: true })).toBeVisible();
  });
});

test.describe('sender-flows §2 invite friends: a mobile number, the button on the input row', () => {
  test('a landline is refused on the field before any call; the country button stays level with the input', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await signIn(page, 'alternate-wording');
    await withoutServerMessages(page);
    const posts = countPosts(page, INVITE_FRIENDS);
    await page.goto('/auth/profile/invite-friends');
    await appReady(page);
    const phone = page.getByLabel('Friend’s phone number');
    const country = page.getByRole('button', { name: /United Kingdom \+44/ });
    await expectSameRow(country, phone);
    await phone.fill('020 7946 0958');
    await page.getByRole('button', { name: 'Send invitation' }).click();
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText(NOT_MOBILE, { exact: true })).toBeVisible();
    await expectSameRow(country, phone);
    expect(posts()).toBe(0);
  });
});

test.describe('sender-flows §5 registration says what is wrong with each field', () => {
  test('phone too short for its country, password too short: their own messages, not "Please check this value"', async ({ page }) => {
    await page.goto('/registration');
    await appReady(page);
    await page.getByLabel('Phone number').fill('+44 7700');
    await page.getByLabel('Password', { exact: true }).fill('abc');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('This number is too short: a mobile number with +44 has 10 digits after the country code', { exact: true })).toBeVisible();
    await expect(page.getByText('The password is too short: use at least 8 characters', { exact: true })).toBeVisible();
    await page.getByLabel('Password', { exact: true }).fill('abcdefgh');
    await page.getByLabel('Password', { exact: true }).blur();
    await expect(page.getByText('Add at least one digit to the password', { exact: true })).toBeVisible();
    await expect(page.getByText('Please check this value')).toHaveCount(0);
  });
});

test.describe('sender-flows §5 amount input: at most 14 characters', () => {
  const TOO_LONG = 'An amount has at most 11 digits before the decimals.';
  test('the landing calculator: 14 characters are an amount, 15 are too long', async ({ page }) => {
    await page.goto('/send');
    await expect(page.locator('.calc-fresh')).toHaveText('Live rate, updated just now.');
    const send = page.getByLabel('You send');
    await send.fill('012345678901.50');
    await expect(page.getByRole('alert').filter({ hasText: TOO_LONG })).toBeVisible();
    await send.fill('12345678901.50');
    await expect(page.getByRole('alert').filter({ hasText: TOO_LONG })).toHaveCount(0);
  });

  test('the signed-in calculator: the same 14', async ({ page }) => {
    await signIn(page);
    await page.goto('/auth/send/main.page');
    const send = page.getByLabel('You send', { exact: true });
    await expect(send).toHaveValue(/^100/);
    await send.fill('000000000000.50');
    await expect(page.getByRole('alert').filter({ hasText: TOO_LONG })).toBeVisible();
    await send.fill('00000000000.50');
    await expect(page.getByRole('alert').filter({ hasText: TOO_LONG })).toHaveCount(0);
  });
});

test.describe('sender-flows §2 profile: current errors only, each text once', () => {
  test('the screen-reader summary forgets a fixed email; the marketing checkbox label shows once', async ({ page }) => {
    await signIn(page, 'reaching-limit');
    await withoutServerMessages(page);
    await page.goto('/auth/profile');
    await appReady(page);
    const box = page.getByRole('checkbox', { name: 'Send me news and offers by email' });
    await expect(box).toBeVisible();
    await expect(page.getByRole('main').getByText('Send me news and offers by email', { exact: true })).toHaveCount(1);

    const form = page.getByRole('form', { name: 'Contact details' });
    const summary = form.getByRole('status');
    const email = page.getByLabel('Email', { exact: true });
    const original = await email.inputValue();
    await email.fill('not an email');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(summary).toContainText('Email');
    await email.fill(original);
    await expect(summary).toHaveText('');
    const saved = page.waitForRequest((r) => isPost(r, '/api/auth/profile'));
    await page.getByRole('button', { name: 'Save changes' }).click();
    await saved;
    await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
    await expect(summary).toHaveText('');
  });
});
