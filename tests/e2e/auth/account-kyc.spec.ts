import type { Page } from '@playwright/test';
import { test, expect } from '../fixtures.ts';
import { appReady, isPost, signIn } from './auth-helpers.ts';
import { withoutServerMessages } from './account-helpers.ts';

// A 1×1 PNG: the local capture decodes every photo before it reports completion.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

/** From the KYC page to the passport frame's capture step. */
async function openPassportFrame(page: Page, query: string): Promise<void> {
  await page.goto(`/auth/kyc/ca${query}`);
  await appReady(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a document' })).toBeVisible();
  await page.getByRole('list', { name: 'Identity documents' }).getByRole('button', { name: 'Passport' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Passport' })).toBeFocused();
  await page.getByRole('link', { name: 'Continue' }).click();
  await expect(page).toHaveURL(new RegExp(`/auth/kyc/ca/onfido/frame/passport\\${query}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Before you start' })).toBeVisible();
  await page.getByRole('button', { name: "I'm ready" }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Document check' })).toBeVisible();
}

test.describe('sender-flows §4 sender document frame', () => {
  test('finishes at the success URL with the query kept: the KYC page then says the documents are being checked', async ({ page }) => {
    await signIn(page, 'new');
    await withoutServerMessages(page);
    await openPassportFrame(page, '?level=1');
    await page.getByLabel('Passport page with your photo').setInputFiles({ name: 'passport.png', mimeType: 'image/png', buffer: PNG });
    await page.getByLabel(/A selfie/).setInputFiles({ name: 'selfie.png', mimeType: 'image/png', buffer: PNG });
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page).toHaveURL(/\/auth\/kyc\/ca\?level=1&docCheckResult=success$/);
    await expect(page.getByRole('heading', { level: 1, name: "We're checking your documents" })).toBeVisible();
  });

  test('on a capture error reports it and finishes at the fail URL with customErrorInfo; try again goes back to the documents', async ({ page }) => {
    await signIn(page, 'reaching-limit');
    await withoutServerMessages(page);
    const report = page.waitForRequest((r) => isPost(r, '/exception'));
    await openPassportFrame(page, '?level=2');
    // A file that claims to be a photo but does not decode: the capture fails.
    await page.getByLabel('Passport page with your photo').setInputFiles({ name: 'broken.png', mimeType: 'image/png', buffer: Buffer.from('not a picture') });
    await page.getByLabel(/A selfie/).setInputFiles({ name: 'selfie.png', mimeType: 'image/png', buffer: PNG });
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page).toHaveURL(/\/auth\/kyc\/ca\?level=2&docCheckResult=fail&customErrorInfo=unreadable$/);
    expect(new URLSearchParams((await report).postData() ?? '').get('exception')).toContain('document frame error');
    await expect(page.getByRole('heading', { level: 1, name: "We couldn't verify your identity" })).toBeVisible();
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Choose a document' })).toBeVisible();
  });

  test('tips=0 opens the frame at the capture; cancel on the tips returns to the KYC page', async ({ page }) => {
    await signIn(page, 'new');
    await withoutServerMessages(page);
    await page.goto('/auth/kyc/ca/onfido/frame/driving_licence?tips=0');
    await expect(page.getByRole('heading', { level: 1, name: 'Document check' })).toBeVisible();
    await expect(page.getByLabel('Back of the document')).toBeVisible();
    await page.goto('/auth/kyc/ca/onfido/frame/driving_licence');
    await page.getByRole('link', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(/\/auth\/kyc\/ca$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Choose a document' })).toBeVisible();
  });
});

test.describe('sender-flows §2 KYC screens', () => {
  for (const [scenario, title] of [
    ['low-risk-limit', "We're checking your documents"],
    ['frozen', "We couldn't verify your identity"],
    ['regular', 'No documents needed'],
  ] as const) {
    test(`the ${scenario} sender's first screen: ${title}`, async ({ page }) => {
      await signIn(page, scenario);
      await page.goto('/auth/kyc/ca');
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    });
  }
});
