import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { appReady, continueButton, faultOn, isPageData, SEND_PAGE, signIn } from './auth-helpers.ts';

const axe = async (page: Page) => {
  // Overlays fade in over 0.6 s; contrast is measured once the transition has finished.
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`);
};

/** Every screen and overlay of the /auth app (issue 8), in both themes. */
test.describe('WCAG 2.2 AA: the signed-in area', () => {
  for (const theme of ['light', 'dark'] as const) {
    test(`login with a server error, and registration (${theme})`, async ({ page }) => {
      await page.goto(`/login?mode=${theme}`);
      await appReady(page);
      await page.getByLabel('Phone number').fill('447700900003');
      await page.getByLabel('Password', { exact: true }).fill('wrong-password');
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('aria-invalid', 'true');
      expect(await axe(page)).toEqual([]);
      await page.goto(`/registration?mode=${theme}`);
      await appReady(page);
      await page.getByRole('button', { name: 'Create account' }).click();
      expect(await axe(page)).toEqual([]);
    });

    test(`send page with navigation, notice and welcome; navigation modal (${theme}) @mobile`, async ({ page }) => {
      await signIn(page);
      await page.goto(`${SEND_PAGE}?mode=${theme}`);
      await expect(page.getByRole('complementary', { name: 'Notice' })).toBeVisible();
      expect(await axe(page)).toEqual([]);
      await page.setViewportSize({ width: 390, height: 844 });
      await page.getByRole('button', { name: 'Account menu' }).click();
      await expect(page.getByRole('dialog', { name: 'My account' })).toBeVisible();
      expect(await axe(page)).toEqual([]);
    });

    test(`block modal, guidance and the error popup (${theme})`, async ({ page }) => {
      await signIn(page, 'soft-block');
      await page.goto(`${SEND_PAGE}?mode=${theme}`);
      await page.getByLabel('First name').fill('Maria');
      await page.getByLabel(/^Last name/).fill('Santos');
      await page.getByLabel('IBAN or account number').fill('PH12BANK000123456789');
      await continueButton(page).click();
      await expect(page.getByRole('dialog', { name: "We couldn't accept this transfer" })).toBeVisible();
      expect(await axe(page)).toEqual([]);
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(page.getByRole('dialog', { name: 'What you can do' })).toBeVisible();
      expect(await axe(page)).toEqual([]);
    });

    test(`cloud challenge modal and its failure screen (${theme})`, async ({ page }) => {
      await signIn(page);
      await faultOn(page, (r) => isPageData(r, '/auth/mycards'), 'challenge');
      await page.goto(`/auth/mycards?mode=${theme}`);
      const modal = page.getByRole('dialog', { name: 'Security check' });
      await expect(modal.frameLocator('iframe').getByRole('button', { name: 'Fail the challenge' })).toBeVisible();
      expect(await axe(page)).toEqual([]);
      await modal.frameLocator('iframe').getByRole('button', { name: 'Fail the challenge' }).click();
      await expect(page.getByRole('heading', { level: 1, name: "We couldn't complete the security check" })).toBeVisible();
      expect(await axe(page)).toEqual([]);
    });

    test(`crash screen and service-unavailable stub (${theme})`, async ({ page }) => {
      await signIn(page);
      await faultOn(page, (r) => isPageData(r, '/auth/profile'), 'error');
      await page.goto(`/auth/profile?mode=${theme}`);
      await expect(page.getByRole('heading', { name: 'Your account is unavailable right now' })).toBeVisible();
      expect(await axe(page)).toEqual([]);
      await page.addInitScript(() => {
        Object.defineProperty(document, 'title', { configurable: true, get: () => '', set: () => { throw new Error('simulated crash'); } });
      });
      await page.goto(`/auth/mycards?mode=${theme}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible();
      expect(await axe(page)).toEqual([]);
    });
  }
});
