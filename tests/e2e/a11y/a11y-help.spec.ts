import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { test, expect } from '../fixtures.ts';

/** Help centre templates (public-site §2), desktop and mobile, in several languages and both themes. */
const article = '/category/4403118261/section/44041736584/article/44064092370';
const pages = [
  '/help',
  '/de-de/help/category/4403118281',
  '/zh-cn/help/category/4403118281/section/44041815309',
  `/fr-fr/help${article}`,
  '/in-id/help-mobile',
  '/uk-ua/help-mobile/category/4403118261',
  `/help-mobile${article}/showChat`,
  `/ru-ua/help/4403118261/44064092370`,
  '/hc/en-gb/requests/new',
  '/hc/zh-cn/requests/new',
];

const axe = async (page: Page) => {
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

test.describe('WCAG 2.2 AA: help centre', () => {
  for (const theme of ['light', 'dark'] as const) {
    for (const path of pages) {
      test(`${path} (${theme}) has no axe violations`, async ({ page }) => {
        await page.goto(`${path}?mode=${theme}`);
        expect(await axe(page)).toEqual([]);
      });
    }

    test(`search results open and a vote refused (${theme})`, async ({ page, baseURL }) => {
      // A session hint without a backend session: the vote shows and is refused.
      await page.context().addCookies([{ name: 'authUser', value: '1', url: baseURL! }]);
      await page.goto(`/help-mobile${article}?mode=${theme}`);
      const box = page.getByRole('searchbox');
      await box.fill('refund');
      await box.press('Enter');
      await expect(page.getByRole('list', { name: 'Search results' }).getByRole('link').first()).toBeVisible();
      await page.locator('.help-vote').scrollIntoViewIfNeeded();
      await page.getByRole('button', { name: 'Yes' }).click();
      await expect(page.getByText('Log in to rate this article.')).toBeVisible();
      expect(await axe(page)).toEqual([]);
    });

    test(`the new-request form with its errors, then sent (${theme})`, async ({ page }) => {
      await page.goto(`/hc/de-de/requests/new?mode=${theme}`);
      await page.getByRole('button', { name: 'Senden', exact: true }).click();
      await expect(page.getByLabel('Ihr Name')).toHaveAttribute('aria-invalid', 'true');
      expect(await axe(page)).toEqual([]);
      await page.getByLabel('Ihr Name').fill('Jonas Weber');
      await page.getByLabel('Ihre E-Mail-Adresse').fill('jonas@example.de');
      await page.getByLabel('Betreff').fill('Frage');
      await page.getByLabel('Beschreibung').fill('Wie lange dauert eine Überweisung?');
      await page.getByRole('button', { name: 'Senden', exact: true }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Anfrage gesendet' })).toBeVisible();
      expect(await axe(page)).toEqual([]);
    });
  }
});
