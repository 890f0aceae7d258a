import { test, expect } from '../fixtures.ts';
import { appReady, fillLogin, REGULAR } from './auth-helpers.ts';
import { TEST_PASSWORD } from '../../../scripts/sandbox/catalogue.ts';

test.describe('sender-flows §2 email unsubscribe', () => {
  test('the confirm screen, then the success screen with a home link', async ({ page }) => {
    await page.goto('/email/unsubscribe?code=uns-0k');
    await appReady(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Unsubscribe from marketing emails?' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Keep my emails' })).toHaveAttribute('href', '/');
    await page.getByRole('link', { name: 'Unsubscribe' }).click();
    await expect(page).toHaveURL(/\/email\/unsubscribe\/confirm\/uns-0k$/);
    await expect(page.getByRole('heading', { level: 1, name: 'You are unsubscribed' })).toBeVisible();
    const home = page.getByRole('link', { name: 'Go to the home page' });
    await expect(home).toHaveAttribute('href', '/');
    // Opening the confirm link again still says so.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'You are unsubscribed' })).toBeVisible();
    await home.click();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  });

  test('an unknown code shows the failure screen with a home link', async ({ page }) => {
    await page.goto('/email/unsubscribe?code=no-such-code');
    await expect(page.getByRole('heading', { level: 1, name: 'This link does not work' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    await page.goto('/email/unsubscribe/confirm/no-such-code');
    await expect(page.getByRole('heading', { level: 1, name: 'This link does not work' })).toBeVisible();
  });
});

test.describe('sender-flows §2, §8 email confirm', () => {
  test('success icon and message, then the continue link: signed out, through sign-in to the profile', async ({ page }) => {
    await page.goto('/email/confirm/c0nf1rm-0k');
    await appReady(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Your email is confirmed' })).toBeVisible();
    await expect(page.locator('.result-icon.success')).toBeVisible();
    await page.getByRole('link', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await fillLogin(page, REGULAR, TEST_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/auth\/profile$/);
    // The link works once: opened again, it is a failure.
    await page.goto('/email/confirm/c0nf1rm-0k');
    await expect(page.getByRole('heading', { level: 1, name: 'Email not confirmed' })).toBeVisible();
  });

  test('a used link shows the failure icon and message, then the continue link', async ({ page }) => {
    await page.goto('/email/confirm/c0nf1rm-used');
    await expect(page.getByRole('heading', { level: 1, name: 'Email not confirmed' })).toBeVisible();
    await expect(page.locator('.result-icon.failure')).toBeVisible();
    await expect(page.getByText('already been used')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Continue' })).toHaveAttribute('href', '/login');
  });
});
