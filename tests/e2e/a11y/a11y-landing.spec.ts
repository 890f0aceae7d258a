import AxeBuilder from '@axe-core/playwright';
import { test, expect } from '../fixtures.ts';
import type { Page } from '@playwright/test';

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

/** Landings, a corridor page in two languages, and the payment-request screens (issue 7). */
const pages = ['/', '/send', '/alipay', '/request', '/de-de/geld-senden/germany-to-turkey', '/zh-cn/huikuan/china-to-philippines', '/b-7Qm2Xk', '/b-9Hd4Lp', '/ml-8Jk2Dq'];

test.describe('WCAG 2.2 AA: landings, corridor pages and payment requests', () => {
  for (const path of pages) {
    for (const theme of ['light', 'dark'] as const) {
      test(`${path} (${theme}) has no axe violations`, async ({ page }) => {
        await page.goto(`${path}?mode=${theme}`);
        await page.waitForLoadState('networkidle');
        expect(await axe(page)).toEqual([]);
      });
    }
  }

  for (const theme of ['light', 'dark'] as const) {
    test(`the calculator with an amount error, its country menu and the currency list open (${theme})`, async ({ page }) => {
      await page.goto(`/send-money/united-kingdom-to-vietnam?toCurrId=840&mode=${theme}`);
      await expect(page.getByRole('button', { name: /Vietnam, USD/ })).toBeVisible();
      await page.getByLabel('You send').fill('15');
      await expect(page.getByRole('alert')).toBeVisible();
      expect(await axe(page)).toEqual([]);
      await page.getByRole('button', { name: /goes to/ }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      expect(await axe(page)).toEqual([]);
      await page
        .getByRole('dialog')
        .getByRole('button', { name: /Vietnam/ })
        .click();
      await expect(page.getByRole('dialog', { name: /currency/ })).toBeVisible();
      expect(await axe(page)).toEqual([]);
    });
  }
});
