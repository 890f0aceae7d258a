import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { test, expect } from '../fixtures.ts';
import { TEST_PASSWORD } from '../../../scripts/sandbox/catalogue.ts';
import { appReady, faultOn, fillLogin, REGULAR, SEND_PAGE, signIn } from '../auth/auth-helpers.ts';

const SIGNED_IN_LINKS = ['My transfers', 'Invite friends', 'Help', 'Profile'];

/** The header with its items on show: on a phone the burger is opened first. */
async function openHeader(page: Page, phone: boolean): Promise<Locator> {
  const banner = page.getByRole('banner');
  if (phone) {
    await banner.getByRole('button', { name: 'Open menu' }).click();
    await expect(banner.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
  }
  return banner;
}

async function closeHeader(page: Page, phone: boolean): Promise<void> {
  if (phone) await page.getByRole('banner').getByRole('button', { name: 'Close menu' }).click();
}

async function expectSignedIn(page: Page, phone: boolean): Promise<void> {
  const banner = await openHeader(page, phone);
  for (const name of SIGNED_IN_LINKS) await expect(banner.getByRole('link', { name, exact: true })).toBeVisible();
  await expect(banner.getByRole('button', { name: 'Log out' })).toBeVisible();
  await expect(banner.getByRole('link', { name: 'Log in' })).toHaveCount(0);
  await expect(banner.getByRole('link', { name: 'Sign up' })).toHaveCount(0);
}

async function expectSignedOut(page: Page, phone: boolean): Promise<void> {
  const banner = await openHeader(page, phone);
  await expect(banner.getByRole('link', { name: 'Log in' })).toBeVisible();
  await expect(banner.getByRole('link', { name: 'Sign up' })).toBeVisible();
  await expect(banner.getByRole('link', { name: 'My transfers' })).toHaveCount(0);
  await expect(banner.getByRole('button', { name: 'Log out' })).toHaveCount(0);
}

const marker = (page: Page) => page.evaluate(() => (window as unknown as { marker?: number }).marker);

test.describe('public-site §6 header: one header for the whole site that knows the session', () => {
  for (const { width, height, phone } of [{ width: 375, height: 812, phone: true }, { width: 1440, height: 900, phone: false }]) {
    test(`sign in, signed-in header at once; a public page keeps it; log out there, back to Log in / Sign up (${width} px)`, async ({ page, context }) => {
      await page.setViewportSize({ width, height });
      await page.goto('/login');
      await appReady(page);
      await expectSignedOut(page, phone);
      await closeHeader(page, phone);
      await page.evaluate(() => { (window as unknown as { marker: number }).marker = 1; });
      await fillLogin(page, REGULAR, TEST_PASSWORD);
      await page.getByRole('form', { name: 'Sign in' }).getByRole('button', { name: 'Sign in' }).click();
      await expect(page).toHaveURL(/\/auth\/send\/main\.page$/);
      const welcome = page.getByRole('dialog', { name: /^Welcome/ });
      await expect(welcome).toBeVisible();
      await expect(welcome).toBeHidden({ timeout: 3500 });
      await expectSignedIn(page, phone);
      expect(await marker(page), 'no reload').toBe(1);
      // No second navigation inside /auth.
      await expect(page.getByRole('main').getByRole('navigation')).toHaveCount(0);

      await page.getByRole('banner').getByRole('link', { name: 'Help', exact: true }).click();
      await expect(page).toHaveURL(/\/help$/);
      await expectSignedIn(page, phone);
      await page.getByRole('banner').getByRole('button', { name: 'Log out' }).click();
      await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
      expect((await context.cookies()).find((c) => c.name === 'authUser')).toBeUndefined();
      expect(await page.evaluate(() => localStorage.getItem('userLoginCountryId'))).toBeNull();
      await expectSignedOut(page, phone);
    });
  }

  test('logout from the header inside /auth clears the session and goes home; the header says Log in at once', async ({ page }) => {
    await signIn(page);
    await page.goto(SEND_PAGE);
    await appReady(page);
    await page.getByRole('banner').getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
    await expectSignedOut(page, false);
  });

  test('the header\'s links to the signed-in area change the route in place and mark the current page', async ({ page }) => {
    await signIn(page);
    await page.goto(SEND_PAGE);
    await appReady(page);
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', { name: 'My transfers' })).toHaveAttribute('aria-current', 'page');
    await page.evaluate(() => { (window as unknown as { marker: number }).marker = 1; });
    await banner.getByRole('link', { name: 'Invite friends' }).click();
    await expect(page).toHaveURL(/\/auth\/profile\/invite-friends$/);
    await expect(banner.getByRole('link', { name: 'Invite friends' })).toHaveAttribute('aria-current', 'page');
    await expect(banner.getByRole('link', { name: 'My transfers' })).not.toHaveAttribute('aria-current', 'page');
    expect(await marker(page)).toBe(1);
  });

  test('a logout that fails on a public page says so beside the button and keeps the signed-in header', async ({ page }) => {
    await signIn(page);
    await page.goto('/rules');
    await faultOn(page, (r) => new URL(r.url()).pathname === '/logout', 'error');
    await page.getByRole('banner').getByRole('button', { name: 'Log out' }).click();
    await expect(page.getByRole('status').filter({ hasText: "We couldn't log you out" })).toBeVisible();
    await expect(page).toHaveURL(/\/rules$/);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Log out' })).toBeFocused();
    await expectSignedIn(page, false);
  });

  test('the keyboard reaches every signed-in item and Log out, with a visible focus', async ({ page }) => {
    await signIn(page);
    await page.goto('/rules');
    const reached: string[] = [];
    for (let i = 0; i < 12 && !reached.includes('Log out'); i++) {
      await page.keyboard.press('Tab');
      const name = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null;
        return el && getComputedStyle(el).outlineStyle !== 'none' ? el.textContent?.trim() ?? '' : `unfocused ${el?.textContent ?? ''}`;
      });
      reached.push(name);
    }
    for (const name of [...SIGNED_IN_LINKS, 'Log out']) expect(reached).toContain(name);
  });
});

test.describe('public-site §2 footer in /auth', () => {
  test('/auth has the compact footer: legal links, language and theme; public pages keep the full one', async ({ page }) => {
    await page.goto('/login');
    await appReady(page);
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('navigation', { name: 'Legal' })).toBeVisible();
    await expect(footer.getByRole('button', { name: 'Language' })).toBeVisible();
    await expect(footer.getByRole('group', { name: 'Theme' })).toBeVisible();
    await expect(footer.getByRole('navigation', { name: 'Footer' })).toHaveCount(0);
    await page.setViewportSize({ width: 375, height: 812 });
    const form = await page.getByRole('form', { name: 'Sign in' }).boundingBox();
    const box = await footer.boundingBox();
    expect(box && form && box.height < form.height, `footer ${box?.height} px, form ${form?.height} px`).toBe(true);
    await page.goto('/rules');
    await expect(page.getByRole('contentinfo').getByRole('navigation', { name: 'Footer' })).toBeVisible();
  });

  test('choosing a language in /auth reloads the screen in it', async ({ page }) => {
    await page.goto('/login');
    await appReady(page);
    await page.getByRole('contentinfo').getByRole('button', { name: 'Language' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Deutsch' }).click();
    await expect(page).toHaveURL(/\/login\?lang=de$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Anmelden' })).toBeVisible();
    // The shell's header and footer follow (one English page, relabelled by the app).
    await expect(page.getByRole('banner').getByRole('link', { name: 'Registrieren' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Hauptnavigation' })).toBeVisible();
    await expect(page.getByRole('contentinfo').getByRole('button', { name: 'Sprache' })).toBeVisible();
    await page.getByRole('contentinfo').getByRole('button', { name: 'Sprache' }).click();
    await expect(page.getByRole('dialog').getByRole('link', { name: 'Deutsch' })).toHaveAttribute('aria-current', 'true');
  });

  test('signed in, the header speaks the app\'s language too', async ({ page }) => {
    await signIn(page);
    await page.goto(`${SEND_PAGE}?lang=de`);
    await expect(page.getByRole('heading', { level: 1, name: 'Geld senden' })).toBeVisible();
    const banner = page.getByRole('banner');
    for (const name of ['Meine Überweisungen', 'Freunde einladen', 'Hilfe', 'Profil']) await expect(banner.getByRole('link', { name, exact: true })).toBeVisible();
    await expect(banner.getByRole('button', { name: 'Abmelden' })).toBeVisible();
  });
});

test.describe('WCAG 2.2 AA: the /auth shell\'s header and compact footer', () => {
  for (const theme of ['light', 'dark'] as const) {
    test(`signed in, in German, with the language list open (${theme})`, async ({ page }) => {
      await signIn(page);
      await page.goto(`/auth/profile?lang=de&mode=${theme}`);
      await expect(page.getByRole('banner').getByRole('button', { name: 'Abmelden' })).toBeVisible();
      await page.getByRole('contentinfo').getByRole('button', { name: 'Sprache' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity));
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`)).toEqual([]);
    });
  }
});
