import type { Page } from '@playwright/test';
import { test, expect } from '../fixtures.ts';
import { langs } from '../../../src/i18n/languages.ts';
import { regions } from '../../../src/i18n/regions.ts';

// One page of each language, under the language's first region (en-gb, ru-de, zh-cn…).
const pages = langs.map((lang) => regions.find((r) => r.lang === lang)!.code);

/**
 * The header's visible items (logo, menu items, buttons, burger) and what is wrong with them: an item
 * outside the bar or the window, two items overlapping, items on more than one row, a label cut off.
 */
async function headerProblems(page: Page): Promise<{ problems: string[]; height: number; row: number }> {
  return page.evaluate(() => {
    const header = document.querySelector<HTMLElement>('[data-header]')!;
    const bar = header.querySelector<HTMLElement>('.bar')!;
    const box = bar.getBoundingClientRect();
    const inner = { left: box.left + parseFloat(getComputedStyle(bar).paddingLeft), right: box.right - parseFloat(getComputedStyle(bar).paddingRight) };
    const shown = (el: Element) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden';
    const items = [...header.querySelectorAll('.logo, .burger, .nav-panel .menu > li, .nav-panel .actions > *')].filter(shown);
    const name = (el: Element) => (el.textContent || el.getAttribute('aria-label') || el.className).trim().slice(0, 40);
    const problems: string[] = [];
    const boxes = items.map((el) => ({ el, r: el.getBoundingClientRect() }));
    for (const { el, r } of boxes) {
      if (r.left < inner.left - 0.5 || r.right > inner.right + 0.5) problems.push(`${name(el)} sticks out of the bar (${Math.round(r.left)}–${Math.round(r.right)} of ${Math.round(inner.left)}–${Math.round(inner.right)})`);
      if (r.right > innerWidth + 0.5) problems.push(`${name(el)} is cut off by the window`);
    }
    for (const [i, a] of boxes.entries()) for (const b of boxes.slice(i + 1)) {
      const overlapX = Math.min(a.r.right, b.r.right) - Math.max(a.r.left, b.r.left);
      const overlapY = Math.min(a.r.bottom, b.r.bottom) - Math.max(a.r.top, b.r.top);
      if (overlapX > 0.5 && overlapY > 0.5) problems.push(`${name(a.el)} overlaps ${name(b.el)}`);
      if (overlapY <= 0) problems.push(`${name(a.el)} and ${name(b.el)} are on different rows`);
    }
    // A label's text drawn outside its item's box is cut off (or spills over its neighbour).
    for (const el of header.querySelectorAll('.bar a, .bar button, .bar summary')) {
      if (!shown(el) || !el.textContent?.trim()) continue;
      const range = document.createRange();
      range.selectNodeContents(el);
      const text = range.getBoundingClientRect();
      const own = el.getBoundingClientRect();
      if (text.left < own.left - 0.5 || text.right > own.right + 0.5 || text.top < own.top - 0.5 || text.bottom > own.bottom + 0.5) problems.push(`${name(el)}'s label is cut off`);
    }
    if (document.documentElement.scrollWidth > innerWidth) problems.push(`the page scrolls sideways (${document.documentElement.scrollWidth} px)`);
    const row = Math.max(...boxes.map(({ r }) => r.height)) + parseFloat(getComputedStyle(bar).paddingTop) + parseFloat(getComputedStyle(bar).paddingBottom);
    return { problems, height: bar.getBoundingClientRect().height, row: Math.max(row, parseFloat(getComputedStyle(bar).minHeight)) };
  });
}

test.describe('public-site §2, §9 header: one row in every language', () => {
  for (const width of [1280, 1440, 320]) {
    for (const code of pages) {
      test(`${code} at ${width} px`, async ({ page }) => {
        await page.setViewportSize({ width, height: 800 });
        await page.goto(`/${code}/rules`);
        const { problems, height, row } = await headerProblems(page);
        await page.screenshot({ path: `test-results/header-fit/${code}-${width}.png`, clip: { x: 0, y: 0, width, height: 96 } });
        expect(problems).toEqual([]);
        expect(height).toBeCloseTo(row, 0);
        if (width < 1224) {
          // The burger's column: every item and button within the window.
          await page.getByRole('button', { name: await page.locator('[data-burger]').getAttribute('aria-label') ?? '' }).click();
          const nav = page.locator('#site-nav');
          await expect(nav).toBeVisible();
          await page.screenshot({ path: `test-results/header-fit/${code}-${width}-open.png`, fullPage: false });
          const outside = await nav.evaluate((panel) => [...panel.querySelectorAll('a, button, summary')]
            .filter((el) => el.getClientRects().length && (el.getBoundingClientRect().right > innerWidth + 0.5 || el.getBoundingClientRect().left < -0.5))
            .map((el) => el.textContent?.trim()));
          expect(outside).toEqual([]);
          expect(await nav.evaluate((panel) => panel.scrollWidth <= panel.clientWidth)).toBe(true);
        } else {
          const more = page.locator('.visitor-only .in-bar > details');
          if (await more.count()) {
            await more.locator('> summary').click();
            const panel = more.locator('.more');
            await expect(panel).toBeVisible();
            await page.screenshot({ path: `test-results/header-fit/${code}-${width}-more.png`, clip: { x: 0, y: 0, width, height: 420 } });
            const r = (await panel.boundingBox())!;
            expect(r.x).toBeGreaterThanOrEqual(0);
            expect(r.x + r.width).toBeLessThanOrEqual(width);
          }
        }
      });
    }
  }
});

test.describe('public-site §2 header: the "More" menu', () => {
  test('holds what does not fit, opens and closes by keyboard, and its items work', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/de-de/rules');
    const banner = page.getByRole('banner');
    const more = banner.locator('summary', { hasText: 'Mehr' });
    await expect(banner.getByRole('button', { name: 'App herunterladen' })).toBeHidden();
    await more.focus();
    await page.keyboard.press('Enter');
    await expect(more.locator('..')).toHaveAttribute('open', '');
    const app = banner.getByRole('button', { name: 'App herunterladen' });
    await expect(app).toBeVisible();
    await expect(banner.getByRole('link', { name: 'Hilfe' })).toBeVisible();
    // A submenu in "More" opens in place, inside it.
    await expect(banner.getByRole('link', { name: 'Über uns' })).toBeHidden();
    await banner.locator('.more summary', { hasText: 'Unternehmen' }).click();
    await expect(banner.getByRole('link', { name: 'Über uns' })).toBeVisible();
    await expect(app).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(app).toBeHidden();
    await expect(more).toBeFocused();
    // One menu open at a time, like the other submenus.
    await more.click();
    await banner.locator('summary', { hasText: 'Business' }).click();
    await expect(app).toBeHidden();
    // The QR popup opens from inside the menu; Escape closes the popup, not the menu under it.
    await more.click();
    await app.click();
    const popup = page.getByRole('dialog');
    await expect(popup).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(popup).toBeHidden();
    await expect(app).toBeVisible();
  });

  test('is not there in English, where everything fits', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/rules');
    await expect(page.getByRole('banner').locator('summary', { hasText: 'More' })).toHaveCount(0);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Get the app' })).toBeVisible();
  });

  test('the burger lists the same items in place, without a "More" @mobile', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/de-de/rules');
    await page.getByRole('button', { name: 'Menü öffnen' }).click();
    const nav = page.getByRole('navigation', { name: 'Hauptnavigation' });
    await expect(nav.getByRole('button', { name: 'App herunterladen' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Hilfe' })).toBeVisible();
    await expect(nav.locator('summary', { hasText: 'Mehr' })).toBeHidden();
  });
});
