import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { test, expect } from '../fixtures.ts';
import { SEND_PAGE, signIn } from '../auth/auth-helpers.ts';
import { openSend, sendToMaria, transfer } from '../auth/money-helpers.ts';

const axe = async (page: Page) => {
  // Overlays fade in over 0.6 s; contrast is measured once the transition has finished.
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  return results.violations.map(
    (v) =>
      `${v.id}: ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(', ')}`,
  );
};
const OUTCOME = { timeout: 10_000 };

/** Every screen and overlay of the money area (issue 9), in both themes. */
test.describe('WCAG 2.2 AA: send, pay and payment results', () => {
  for (const theme of ['light', 'dark'] as const) {
    test(`send page with calculator, menu and history; request form (${theme})`, async ({ page }) => {
      await signIn(page);
      await page.goto(`${SEND_PAGE}?mode=${theme}`);
      await expect(page.getByRole('region', { name: 'Your transfers' }).getByRole('listitem').first()).toBeVisible();
      await expect(page.getByLabel('You send', { exact: true })).not.toHaveValue('');
      expect(await axe(page)).toEqual([]);
      await page.getByRole('button', { name: /^Change the country or currency the money goes to/ }).click();
      await expect(page.getByRole('dialog', { name: 'Where does the money go?' })).toBeVisible();
      expect(await axe(page)).toEqual([]);
      await page.goto(`/auth/request/gb/ph?mode=${theme}`);
      await page.getByRole('button', { name: 'Create request' }).click();
      await expect(page.getByLabel('Payer’s phone')).toHaveAttribute('aria-invalid', 'true');
      expect(await axe(page)).toEqual([]);
      // The requester's page once the request is created.
      await page.getByLabel('Payer’s phone').fill('+44-7700-900');
      await page.getByRole('button', { name: 'Create request' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Waiting for payment' })).toBeVisible(OUTCOME);
      expect(await axe(page)).toEqual([]);
    });

    test(`pay page and the waiting, success and SMS screens (${theme})`, async ({ page }) => {
      await signIn(page);
      await page.emulateMedia({ colorScheme: theme });
      await openSend(page, '100.05');
      await sendToMaria(page);
      expect(await axe(page)).toEqual([]);
      await page.getByRole('button', { name: 'Pay now' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Your transfer is being processed' })).toBeVisible();
      expect(await axe(page)).toEqual([]);
      await page.getByRole('button', { name: 'Tell the recipient by SMS' }).click(OUTCOME);
      await expect(page.getByRole('dialog', { name: 'Tell the recipient' })).toBeVisible();
      expect(await axe(page)).toEqual([]);
    });

    test(`failure, error code and error code page (${theme})`, async ({ page }) => {
      await signIn(page);
      await page.emulateMedia({ colorScheme: theme });
      await transfer(page, '100.01');
      await expect(page.getByRole('heading', { level: 1, name: "Your transfer didn't go through" })).toBeVisible(OUTCOME);
      expect(await axe(page)).toEqual([]);
      await page.goto(`/auth/user-error?code=633&mode=${theme}`);
      await expect(page.getByText('Reference code: 633')).toBeVisible();
      expect(await axe(page)).toEqual([]);
    });

    test(`limit screens (${theme})`, async ({ page }) => {
      await signIn(page, 'reaching-limit');
      await page.emulateMedia({ colorScheme: theme });
      await transfer(page, '100.03', 'new');
      await expect(page.getByRole('heading', { level: 1, name: "We couldn't complete your transfer" })).toBeVisible(OUTCOME);
      expect(await axe(page)).toEqual([]);
      await transfer(page, '100.00', 'new');
      await page.getByRole('button', { name: 'Done' }).click(OUTCOME);
      await expect(page.getByRole('heading', { level: 1, name: "You're close to your limit" })).toBeVisible();
      expect(await axe(page)).toEqual([]);
    });
  }
});
