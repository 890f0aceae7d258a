import { test, expect } from './fixtures.ts';
import { TEST_PASSWORD } from '../../scripts/sandbox/catalogue.ts';
import { appReady, fillLogin, REGULAR } from './auth-helpers.ts';

test.describe('sender-flows §3 login form', () => {
  test('signs in with phone and password and lands on the send page with a welcome', async ({ page }) => {
    await page.goto('/login');
    await appReady(page);
    await fillLogin(page, REGULAR, TEST_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/auth\/send\/main\.page$/);
    await expect(page.getByRole('dialog', { name: 'Welcome, Amelia!' })).toBeVisible();
  });
});
