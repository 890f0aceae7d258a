import { test, expect } from '../fixtures.ts';
import { appReady, isPost, signIn } from './auth-helpers.ts';
import { withoutServerMessages } from './account-helpers.ts';

test.describe('sender-flows §2 profile', () => {
  test('shows the details; a bad email comes back on its field; a new email is saved unconfirmed and its link confirms it', async ({ page }) => {
    await signIn(page, 'soft-block');
    await withoutServerMessages(page);
    await page.goto('/auth/profile');
    await appReady(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
    await expect(page.getByRole('definition').filter({ hasText: '+44' })).toContainText('0005');
    await expect(page.getByLabel('First name')).toHaveValue('Liam');
    const email = page.getByLabel('Email', { exact: true });
    await expect(email).toHaveValue('liam@example.com');

    await email.fill('not an email');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(email).toHaveAttribute('aria-invalid', 'true');

    await email.fill('liam.novak@example.com');
    const saved = page.waitForRequest((r) => isPost(r, '/api/auth/profile'));
    await page.getByRole('button', { name: 'Save changes' }).click();
    expect(new URLSearchParams((await saved).postData() ?? '').get('email')).toBe('liam.novak@example.com');
    await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
    await expect(page.getByText('Not confirmed yet')).toBeVisible();

    await page.getByRole('link', { name: 'Sandbox only: open the confirmation link' }).click();
    await expect(page).toHaveURL(/\/email\/confirm\/[A-Za-z0-9-]+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Your email is confirmed' })).toBeVisible();
    await page.getByRole('link', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/auth\/profile$/);
    await expect(page.getByRole('definition').filter({ hasText: 'liam.novak@example.com' })).toContainText('Confirmed');
  });
});

test.describe('sender-flows §2 invite friends', () => {
  test('shows the invite code, copies the share link with the snackbar, offers the referral button, and sends an invitation', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await signIn(page);
    await withoutServerMessages(page);
    await page.goto('/auth/profile/invite-friends');
    await appReady(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Invite friends' })).toBeVisible();
    await expect(page.getByText(/^Your invite code/)).toContainText('INV1000');
    const link = page.getByLabel('Your invite link');
    await expect(link).toHaveValue(/^http:\/\/127\.0\.0\.1:\d+\/referral\/INV1000$/);
    await page.getByRole('button', { name: 'Copy link' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Link copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await link.inputValue());
    await expect(page.getByRole('link', { name: 'How the referral bonus works' })).toHaveAttribute('href', '/referral');

    const phone = page.getByLabel('Friend’s phone number');
    // The sender's own number is refused on the field (shape 2).
    await phone.fill('7700900001');
    await page.getByRole('button', { name: 'Send invitation' }).click();
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    await phone.fill('7700900123');
    await page.getByRole('button', { name: 'Send invitation' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Invitation sent to' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Invitations sent' }).locator('xpath=following-sibling::ul[1]')).toContainText('0123');
    await expect(page.getByLabel('Friend’s phone number')).toHaveValue('');
  });

  test('hides the referral button when the server does not allow it', async ({ page }) => {
    await signIn(page, 'frozen');
    await withoutServerMessages(page);
    await page.goto('/auth/profile/invite-friends');
    await expect(page.getByText(/^Your invite code/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'How the referral bonus works' })).toHaveCount(0);
  });
});
