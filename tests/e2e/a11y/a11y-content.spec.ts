import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { test, expect } from '../fixtures.ts';

const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Violations once every transition (popups fade in over 0.6 s) has finished. */
async function axe(page: Page): Promise<string[]> {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  const results = await new AxeBuilder({ page }).withTags(tags).analyze();
  return results.violations.map(
    (v) =>
      `${v.id}: ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(', ')}`,
  );
}

/** Each content template of issue 5 in two languages (public-site §2). */
const pages = [
  '/invite/INV1000',
  '/de-de/invite/INV1000',
  '/referral/INV1000',
  '/uk-ua/referral/INV1000',
  '/marketing-terms',
  '/fr-fr/marketing-terms',
  '/licenses',
  '/es-us/licenses',
  '/terms',
  '/de-de/terms',
  '/payment-options',
  '/zh-cn/payment-options',
  '/browsers',
  '/tr-tr/browsers',
  '/select-region',
  '/vi-vn/select-region',
  '/careers',
  '/pl-pl/careers',
  '/culture',
  '/ro-ro/culture',
  '/promo',
  '/es-mx/promo',
  '/blog',
  '/de-de/blog/category/guides',
  '/news/home-delivery-vietnam-all-provinces',
  '/fr-fr/news/upi-payouts-to-india',
  '/cash-pickup-in-mexico',
  '/tr-tr/help/transfers/canada-interac',
  '/es-us/uvn',
  '/en-us/apple-pay',
];

test.describe('WCAG 2.2 AA: axe sweep of the content templates', () => {
  for (const path of pages) {
    for (const theme of ['light', 'dark'] as const) {
      test(`${path} (${theme}) has no axe violations`, async ({ page }) => {
        await page.goto(`${path}${path.includes('?') ? '&' : '?'}mode=${theme}`);
        expect(await axe(page)).toEqual([]);
      });
    }
  }
});

test.describe('WCAG 2.2 AA: invite overlays open', () => {
  for (const theme of ['light', 'dark'] as const) {
    test(`country picker searching with no result (${theme})`, async ({ page }) => {
      await page.goto(`/de-de/invite/INV1000?mode=${theme}`);
      await page.getByRole('button', { name: /Ländervorwahl/ }).click();
      await page.getByRole('searchbox').fill('Atlantis');
      await expect(page.getByRole('dialog').getByRole('status')).toBeVisible();
      expect(await axe(page)).toEqual([]);
    });

    test(`server message popup (${theme})`, async ({ page }) => {
      await page.goto(`/invite/INV1000?mode=${theme}`);
      await page.getByRole('textbox', { name: 'Phone number' }).fill('7700900999');
      await page.getByRole('main').getByRole('button', { name: 'Get the app' }).click();
      await expect(page.getByRole('dialog', { name: 'We could not accept the invitation' })).toBeVisible();
      expect(await axe(page)).toEqual([]);
    });

    test(`payment options filtered with a country open (${theme})`, async ({ page }) => {
      await page.goto(`/payment-options?mode=${theme}`);
      await page.getByRole('combobox', { name: 'Region' }).selectOption('Africa');
      await page.getByText('Kenya', { exact: true }).click();
      expect(await axe(page)).toEqual([]);
    });
  }
});
