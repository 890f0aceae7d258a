import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect } from '../fixtures.ts';
import { PROVIDER_EMAIL, TEST_IDENTITY_CHECKS } from '../../../scripts/sandbox/catalogue.ts';
import { NEW_CHECK_PATH } from '../../../scripts/sandbox/antifraud/checks.ts';

type Scenario = keyof typeof TEST_IDENTITY_CHECKS;

/** A fresh check of a catalogue scenario (sandbox convenience), so each walk starts as the seeded link does. */
async function fresh(request: APIRequestContext, scenario: Scenario): Promise<string> {
  const answer = await request.post(NEW_CHECK_PATH, { form: { scenario } });
  expect(answer.status()).toBe(201);
  return ((await answer.json()) as { uuid: string }).uuid;
}

// A 1×1 PNG: the local capture decodes every photo before it reports completion.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const photo = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG });

const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });

/** The screen's heading is shown and focused (focus moves to each new screen's heading). */
async function onScreen(page: Page, name: string | RegExp): Promise<void> {
  await expect(heading(page, name)).toBeVisible();
  await expect(heading(page, name)).toBeFocused();
}

/** Document choice → tips → capture → submitted (2000 ms) → verify-pending. */
async function captureDocument(page: Page, document: RegExp, files: string[]): Promise<void> {
  await page.getByRole('button', { name: document }).click();
  await onScreen(page, 'Before you start');
  await page.getByRole('button', { name: "I'm ready" }).click();
  await onScreen(page, 'Take the photos');
  for (const label of files) await page.getByLabel(label).setInputFiles(photo(`${label}.png`));
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('dialog', { name: 'Submitted' })).toBeVisible();
  await onScreen(page, "We're checking your documents");
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

test.describe('sender-flows §4 recipient identity check: initial screen of every catalogue link', () => {
  for (const [scenario, title] of [
    ['intro', 'Confirm your identity to receive your money'],
    ['withDocuments', 'Confirm your identity to receive your money'],
    ['provider', 'Confirm your identity to receive your money'],
    ['expired', 'This link has expired'],
    ['inProgress', "We're checking your documents"],
    ['needRetry', "We couldn't confirm your identity"],
    ['tooManyAttempts', "We couldn't confirm your identity"],
  ] as const) {
    test(`${scenario}: ${title}`, async ({ page }) => {
      await page.goto(`/web/af/${TEST_IDENTITY_CHECKS[scenario]}`);
      await onScreen(page, title);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    });
  }

  test('motion: the selfie-motion capture', async ({ page }) => {
    await page.goto(`/web/af/${TEST_IDENTITY_CHECKS.motion}/motion`);
    await onScreen(page, 'Record a selfie video');
    await expect(page.getByLabel(/short selfie video/)).toBeVisible();
  });

  test('a malformed uuid is refused before any call; an unknown one after the call', async ({ page }) => {
    const calls: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/web/af/') && r.headers()['accept']?.includes('json')) calls.push(r.url());
    });
    await page.goto('/web/af/1B9D6BCD-BBFD-4B2D-9B5D-AB8DFBBD4BED');
    await onScreen(page, "This link doesn't work");
    expect(calls).toEqual([]);
    await page.goto('/web/af/9e0f1a2b-3c4d-4e5f-8a6b-7c8d9e0f1a2b');
    await onScreen(page, "This link doesn't work");
    expect(calls).toHaveLength(1);
  });
});

test.describe('sender-flows §4 recipient identity check: transitions', () => {
  test('intro → agreement ⇄ intro → email ⇄ agreement → email checked → documents → tips → capture → submitted → verify-pending', async ({ page, request }) => {
    const uuid = await fresh(request, 'intro');
    await page.goto(`/web/af/${uuid}`);
    await expect(page.getByText('Hello Maria')).toBeVisible();
    await page.getByRole('button', { name: 'Continue' }).click();
    await onScreen(page, 'Your personal data');
    await expect(page.getByRole('link', { name: /privacy policy/ })).toHaveAttribute('href', '/privacy-policy');
    await page.getByRole('button', { name: 'Back' }).click();
    await onScreen(page, 'Confirm your identity to receive your money');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('button', { name: 'I agree' }).click();
    await onScreen(page, 'Your email address');
    await page.getByRole('button', { name: 'Back' }).click();
    await onScreen(page, 'Your personal data');
    await page.getByRole('button', { name: 'I agree' }).click();

    // One rule: the field's limit, the check before the call.
    const email = page.getByRole('textbox', { name: 'Email' });
    await expect(email).toHaveAttribute('maxlength', '254');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('Enter your email address.')).toBeVisible();
    await expect(email).toBeFocused();
    await email.fill('maria@example');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('Enter a valid email address, like name@example.com.')).toBeVisible();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await email.fill('Maria.Santos@example.com');
    await page.getByRole('button', { name: 'Continue' }).click();

    await onScreen(page, 'Choose a document');
    await expect(page.getByRole('button', { name: /Driving licence.*Front and back.*Issued in the Philippines/ })).toBeVisible();
    await captureDocument(page, /Driving licence/, ['Front of the document', 'Back of the document', 'A selfie']);
    // Personal data is never written to storage.
    const stored = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }) + document.cookie);
    expect(stored.toLowerCase()).not.toContain('maria.santos');
    await page.reload();
    await onScreen(page, "We're checking your documents");
  });

  test('documents known: intro → document choice straight away; a failed document call stays on the choice @mobile', async ({ page, request }) => {
    const uuid = await fresh(request, 'withDocuments');
    await page.goto(`/web/af/${uuid}`);
    await page.getByRole('button', { name: 'Continue' }).click();
    await onScreen(page, 'Choose a document');
    // The sandbox's fault switch makes the document call fail (500).
    await page.route('**/antifraud/recipient/onfido/get/document/**', (route) => route.continue({ headers: { ...route.request().headers(), 'x-sandbox-fault': 'error' } }));
    await page.getByRole('button', { name: /Passport/ }).click();
    await expect(page.getByRole('alert')).toHaveText(/couldn't prepare this document/);
    await expect(heading(page, 'Choose a document')).toBeVisible();
    await page.unrouteAll();
    await captureDocument(page, /Passport/, ['Passport page with your photo', 'A selfie']);
  });

  test('the capture refuses missing and unsuitable files; an unreadable photo is a frame error → error screen → agree → document choice', async ({ page, request }) => {
    const uuid = await fresh(request, 'withDocuments');
    await page.goto(`/web/af/${uuid}`);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('button', { name: /Passport/ }).click();
    await page.getByRole('button', { name: "I'm ready" }).click();
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByText('Add this photo.')).toHaveCount(2);
    await expect(page.getByLabel('Passport page with your photo')).toBeFocused();
    await page.getByLabel('Passport page with your photo').setInputFiles({ name: 'id.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') });
    await expect(page.getByText(/This file can't be used/)).toBeVisible();
    await page.getByLabel('Passport page with your photo').setInputFiles({ name: 'broken.png', mimeType: 'image/png', buffer: Buffer.from('not a picture') });
    await page.getByLabel(/A selfie/).setInputFiles(photo('selfie.png'));
    await page.getByRole('button', { name: 'Send' }).click();
    await onScreen(page, "We couldn't confirm your identity");
    await expect(page.getByRole('main').getByRole('link', { name: 'Help centre' })).toHaveAttribute('href', '/help-mobile');
    await page.getByRole('button', { name: 'Try again' }).click();
    await onScreen(page, 'Choose a document');
  });

  test('provider: intro → the provider page; passing it → verify-pending', async ({ page, request }) => {
    const uuid = await fresh(request, 'provider');
    await page.goto(`/web/af/${uuid}`);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(`/api/sandbox/provider/${uuid}`);
    await page.getByRole('button', { name: 'Pass the check' }).click();
    await expect(page).toHaveURL(`/web/af/${uuid}`);
    await onScreen(page, "We're checking your documents");
  });

  test('provider: failing it → error screen; agree → the provider again', async ({ page, request }) => {
    const uuid = await fresh(request, 'provider');
    await page.goto(`/api/sandbox/provider/${uuid}`);
    await page.getByRole('button', { name: 'Fail the check' }).click();
    await onScreen(page, "We couldn't confirm your identity");
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page).toHaveURL(`/api/sandbox/provider/${uuid}`);
  });

  test(`email ${PROVIDER_EMAIL}: the check call answers the provider URL and the browser goes there`, async ({ page, request }) => {
    const uuid = await fresh(request, 'intro');
    await page.goto(`/web/af/${uuid}`);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('button', { name: 'I agree' }).click();
    await page.getByRole('textbox', { name: 'Email' }).fill(PROVIDER_EMAIL);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(`/api/sandbox/provider/${uuid}`);
  });

  test('need retry: agree → agreement (documents unknown) …; each upload fails its review; the third → too many attempts, no retry', async ({ page, request }) => {
    test.slow();
    const uuid = await fresh(request, 'needRetry');
    await page.goto(`/web/af/${uuid}`);
    await onScreen(page, "We couldn't confirm your identity");
    await page.getByRole('button', { name: 'Try again' }).click();
    await onScreen(page, 'Your personal data');
    await page.getByRole('button', { name: 'I agree' }).click();
    await page.getByRole('textbox', { name: 'Email' }).fill('ana@example.com');
    await page.getByRole('button', { name: 'Continue' }).click();
    for (let attempt = 1; attempt <= 3; attempt++) {
      await captureDocument(page, /National identity card/, ['Front of the document', 'Back of the document', 'A selfie']);
      // The sandbox reviews an upload for 3000 ms; this scenario's reviews fail.
      await page.waitForTimeout(3200);
      await page.reload();
      await onScreen(page, "We couldn't confirm your identity");
      if (attempt < 3) {
        await page.getByRole('button', { name: 'Try again' }).click();
        await onScreen(page, 'Choose a document');
      }
    }
    await expect(page.getByText('There have been too many attempts.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Chat with support' })).toBeVisible();
  });

  test('expired offers the chat (the support desk without a chat widget)', async ({ page }) => {
    await page.goto(`/web/af/${TEST_IDENTITY_CHECKS.expired}`);
    await expect(page.getByRole('link', { name: 'Chat with support' })).toHaveAttribute('href', '/hc/en-gb/requests/new');
  });

  test('too many attempts: no retry, the chat and the mobile help', async ({ page }) => {
    await page.goto(`/web/af/${TEST_IDENTITY_CHECKS.tooManyAttempts}`);
    await expect(page.getByText('There have been too many attempts.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
    await expect(page.getByRole('main').getByRole('link', { name: 'Help centre' })).toHaveAttribute('href', '/help-mobile');
  });

  test('the page speaks the visitor language (German)', async ({ page }) => {
    await page.goto(`/web/af/${TEST_IDENTITY_CHECKS.expired}?lang=de`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(heading(page, /abgelaufen/)).toBeVisible();
  });
});

test.describe('sender-flows §4 selfie-motion check', () => {
  test('capture → uploaded (2000 ms) → pending, with currentScenarioId; the document page then shows it pending too', async ({ page, request }) => {
    const uuid = await fresh(request, 'motion');
    await page.goto(`/web/af/${uuid}/motion`);
    const upload = page.waitForRequest((r) => r.url().endsWith('/antifraud/onfido/recipient/uploaded/document'));
    await page.getByLabel(/short selfie video/).setInputFiles({ name: 'motion.mp4', mimeType: 'video/mp4', buffer: Buffer.from('fake video frames') });
    await page.getByRole('button', { name: 'Send' }).click();
    expect(new URLSearchParams((await upload).postData() ?? '').get('currentScenarioId')).toBe(`motion-${uuid.slice(0, 8)}`);
    await expect(page.getByRole('dialog', { name: 'Uploaded' })).toBeVisible();
    await onScreen(page, "We're checking your selfie video");
    await page.reload();
    await onScreen(page, "We're checking your selfie video");
  });

  test('a capture error → its error screen with chat and got it; got it → capture again', async ({ page, request }) => {
    const uuid = await fresh(request, 'motion');
    await page.goto(`/web/af/${uuid}/motion`);
    await page.getByLabel(/short selfie video/).setInputFiles({ name: 'empty.mp4', mimeType: 'video/mp4', buffer: Buffer.alloc(0) });
    await page.getByRole('button', { name: 'Send' }).click();
    await onScreen(page, "We couldn't check your selfie video");
    await expect(page.getByRole('link', { name: 'Chat with support' })).toBeVisible();
    await page.getByRole('button', { name: 'Got it' }).click();
    await onScreen(page, 'Record a selfie video');
  });

  test('too many attempts: got it goes home', async ({ page }) => {
    await page.goto(`/web/af/${TEST_IDENTITY_CHECKS.tooManyAttempts}/motion`);
    await onScreen(page, "We couldn't check your selfie video");
    await page.getByRole('button', { name: 'Got it' }).click();
    await expect(page).toHaveURL('/');
  });

  test('the document check of a motion check links to the selfie video once pending', async ({ page, request }) => {
    const uuid = await fresh(request, 'motion');
    await page.goto(`/web/af/${uuid}`);
    await page.getByRole('button', { name: 'Continue' }).click();
    await captureDocument(page, /Residence permit/, ['Front of the document', 'Back of the document', 'A selfie']);
    await page.getByRole('link', { name: 'Record the selfie video' }).click();
    await expect(page).toHaveURL(`/web/af/${uuid}/motion`);
    await onScreen(page, 'Record a selfie video');
  });

  test('a motion link of a check without the motion step goes to the identity check', async ({ page, request }) => {
    const uuid = await fresh(request, 'withDocuments');
    await page.goto(`/web/af/${uuid}/motion`);
    await expect(page).toHaveURL(`/web/af/${uuid}`);
    await onScreen(page, 'Confirm your identity to receive your money');
  });
});
