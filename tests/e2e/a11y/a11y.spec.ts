import AxeBuilder from '@axe-core/playwright';
import { test, expect } from '../fixtures.ts';

/** One URL of every page template built so far, in several languages and both themes. */
const pages = [
  '/',
  '/de-de',
  '/zh-cn/rules',
  '/select-region',
  '/supported-countries',
  '/in-id/privacy-policy',
  '/about-us',
  '/browsers',
  '/marketing-terms',
  '/licenses',
  '/terms',
  '/payment-options',
  '/business',
  '/careers',
  '/no-such-page',
];

test.describe('WCAG 2.2 AA: axe sweep of every template', () => {
  for (const path of pages) {
    for (const theme of ['light', 'dark'] as const) {
      test(`${path} (${theme}) has no axe violations`, async ({ page }) => {
        await page.goto(`${path}${path.includes('?') ? '&' : '?'}mode=${theme}`);
        const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
        expect(
          results.violations.map(
            (v) =>
              `${v.id}: ${v.nodes
                .map((n) => n.target.join(' '))
                .slice(0, 3)
                .join(', ')}`,
          ),
        ).toEqual([]);
      });
    }
  }
});

/** Header, footer, picker, popups and modals, open and closed (public-site §2, §4), in both themes. */
const axe = async (page: import('@playwright/test').Page) => {
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

test.describe('WCAG 2.2 AA: shell overlays open', () => {
  for (const theme of ['light', 'dark'] as const) {
    test(`QR popup open (${theme})`, async ({ page }) => {
      await page.goto(`/de-de/rules?mode=${theme}`);
      // In German the app item sits in the header's "More" menu.
      await page.getByRole('banner').locator('summary', { hasText: 'Mehr' }).click();
      await page.getByRole('banner').getByRole('button', { name: 'App herunterladen' }).click();
      await expect(page.locator('#qr-popup')).toBeVisible();
      expect(await axe(page)).toEqual([]);
    });

    test(`language picker open (${theme})`, async ({ page }) => {
      await page.goto(`/de-de/rules?mode=${theme}`);
      await page.getByRole('button', { name: 'Sprache ändern: Deutsch' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      expect(await axe(page)).toEqual([]);
    });

    test(`business request form with errors (${theme})`, async ({ page }) => {
      await page.goto(`/rules?mode=${theme}`);
      await page.getByRole('banner').getByRole('button', { name: 'Contact sales' }).click();
      const modal = page.getByRole('dialog', { name: 'Talk to our business team' });
      await modal.getByRole('button', { name: 'Send' }).click();
      await expect(modal.getByRole('textbox', { name: 'Full name' })).toHaveAttribute('aria-invalid', 'true');
      expect(await axe(page)).toEqual([]);
    });

    test(`mobile navigation open, signed in (${theme}) @mobile`, async ({ page, context }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await context.addCookies([{ name: 'authUser', value: '1', url: 'http://127.0.0.1/' }]);
      await page.goto(`/fr-fr/about-us?mode=${theme}`);
      await page.getByRole('button', { name: /menu/i }).click();
      await expect(page.getByRole('navigation').first()).toBeVisible();
      expect(await axe(page)).toEqual([]);
    });
  }
});
