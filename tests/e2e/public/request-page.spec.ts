import { test, expect } from '../fixtures.ts';

test.describe('public-site §2 shared payment-request pages', () => {
  test('an open request shows its details and the continue, get-app and download links', async ({ page }) => {
    await page.goto('/b-7Qm2Xk');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Amelia Hart requests GBP 120.00');
    await expect(page.getByText('Waiting for payment')).toBeVisible();
    await expect(page.locator('.request-avatar')).toHaveText('AH');
    await expect(page.getByText('From Amelia Hart')).toBeVisible();
    await expect(page.getByText('Tuition for March')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Pay now' }).first()).toHaveAttribute('href', '/login?request=b-7Qm2Xk');
    await expect(page.getByRole('link', { name: 'Pay in the app' })).toHaveAttribute('href', 'https://www.sendora.example/app?request=b-7Qm2Xk');
    await expect(page.getByRole('link', { name: 'Download the Sendora app' })).toHaveAttribute('href', 'https://www.sendora.example/app');
    await expect(page.locator('meta[name=robots]')).toHaveAttribute('content', 'noindex');
  });

  test('a recipient without an account continues to registration (/new/…)', async ({ page }) => {
    await page.goto('/new/b-5Nc6Vy');
    await expect(page.getByRole('link', { name: 'Pay now' }).first()).toHaveAttribute('href', '/registration?request=b-5Nc6Vy');
  });

  test('Libre requests (/l-…, /ml-…, /libre/…) continue in the app', async ({ page }) => {
    for (const path of ['/ml-8Jk2Dq', '/libre/l-4Fs9Gb']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toContainText('requests');
      await expect(page.getByRole('link', { name: 'Pay now' })).toHaveCount(0);
      await expect(page.getByRole('link', { name: 'Pay in the app' }).first()).toBeVisible();
    }
  });

  test('any other status shows the error screen naming the bill, with a home button', async ({ page }) => {
    await page.goto('/b-9Hd4Lp');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('This payment request can\'t be paid');
    await expect(page.getByText(/Payment request \d+ has already been paid/)).toBeVisible();
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('a failed call shows the error screen with the request key', async ({ page }) => {
    await page.route('**/api/v1/request-page/**', (route) => route.abort());
    await page.goto('/b-7Qm2Xk');
    await expect(page.getByText('We couldn\'t load payment request b-7Qm2Xk. Check your connection and try again.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });

  test('a broken avatar falls back to the text symbol; links to other hosts are not shown', async ({ page }) => {
    await page.route('**/api/v1/request-page/**', async (route) => {
      const response = await route.fetch();
      const json = { ...(await response.json()), avatar: '/media/no-such-avatar.png', downloadLink: 'https://evil.example/app' };
      await route.fulfill({ response, json });
    });
    await page.goto('/b-7Qm2Xk');
    await expect(page.locator('.request-avatar')).toHaveText('AH');
    await expect(page.getByRole('link', { name: 'Download the Sendora app' })).toHaveCount(0);
  });

  test('the page speaks the visitor\'s language', async ({ page, context }) => {
    await context.addCookies([{ name: 'lang', value: 'de', url: 'http://127.0.0.1/' }]);
    await page.goto('/b-7Qm2Xk');
    await expect(page.getByRole('link', { name: 'Jetzt bezahlen' }).first()).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  });

  test('below desktop width a floating button appears once the main one has scrolled past @mobile', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 600 });
    await page.goto('/b-7Qm2Xk');
    const floating = page.locator('.request-floating');
    await expect(page.getByRole('link', { name: 'Pay now' }).first()).toBeVisible();
    await expect(floating).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, document.querySelector('.request-actions')!.getBoundingClientRect().bottom + window.scrollY + 50));
    await expect(floating.getByRole('link', { name: 'Pay now' })).toBeVisible();
    await page.setViewportSize({ width: 1440, height: 600 });
    await expect(floating).toHaveCount(0);
  });
});
