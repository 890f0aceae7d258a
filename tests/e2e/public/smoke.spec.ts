import { test, expect } from '../fixtures.ts';

test.describe('public-site §2 shell and routing: smoke path in three languages', () => {
  for (const [prefix, lang] of [['', 'en-GB'], ['/de-de', 'de-DE'], ['/zh-cn', 'zh-Hans-CN']] as const) {
    test(`home ${prefix || '/'} is in ${lang}, with header, main heading and footer`, async ({ page }) => {
      const response = await page.goto(prefix || '/');
      expect(response?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
    });
  }

  test('a legal link in the German footer stays in the German region', async ({ page }) => {
    await page.goto('/de-de');
    const legal = page.getByRole('contentinfo').getByRole('navigation').last();
    const first = legal.getByRole('link').first();
    const href = await first.getAttribute('href');
    expect(href).toMatch(/^\/de-de\//);
    await first.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
  });

  test('the footer country link leads to select-region, whose links go to each region home', async ({ page }) => {
    await page.goto('/de-de/rules');
    await page.getByRole('contentinfo').getByRole('link', { name: /Germany|Deutschland/ }).click();
    await expect(page).toHaveURL(/\/de-de\/select-region$/);
    // public-site §2: the previous slug is remembered and appended to each region link.
    const french = page.getByRole('main').getByRole('link', { name: 'Français' }).first();
    await expect(french).toHaveAttribute('href', /^\/fr-[a-z]{2}\/rules$/);
    await french.click();
    await expect(page.locator('html')).toHaveAttribute('lang', /^fr-/);
  });

  test('every page names its canonical URL, hreflang alternates and x-default', async ({ page }) => {
    await page.goto('/de-de/rules');
    await expect(page.locator('link[rel=canonical]')).toHaveAttribute('href', /\/de-de\/rules$/);
    await expect(page.locator('link[rel=alternate][hreflang="x-default"]')).toHaveAttribute('href', /\/rules$/);
    await expect(page.locator('link[rel=alternate][hreflang="id-ID"]')).toHaveAttribute('href', /\/in-id\/rules$/);
  });

  test('an unknown path answers 404 with a link to the help centre', async ({ page }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('main').getByRole('link', { name: /help centre/i })).toHaveAttribute('href', '/help');
  });

  test('a page the snapshot holds in German shows no English (the English fallback is marked lang="en" only where a language lacks the entry)', async ({ page }) => {
    await page.goto('/de-de/cookie-policy');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(/Cookie policy/i);
    await expect(page.locator('main [lang="en"]')).toHaveCount(0);
  });

  test('the ?mode=dark query picks the dark theme before first paint @mobile', async ({ page }) => {
    await page.goto('/?mode=dark');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  });
});
