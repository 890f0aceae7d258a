import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect } from '../fixtures.ts';
import { TEST_IDENTITY_CHECKS } from '../../../scripts/sandbox/catalogue.ts';
import { NEW_CHECK_PATH } from '../../../scripts/sandbox/antifraud/checks.ts';

const axe = async (page: Page, only?: string) => {
  // Overlays fade in over 0.6 s; contrast is measured once the transition has finished.
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  const builder = only ? new AxeBuilder({ page }).include(only) : new AxeBuilder({ page });
  const results = await builder.withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  return results.violations.map(
    (v) =>
      `${v.id}: ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(', ')}`,
  );
};

async function fresh(request: APIRequestContext, scenario: keyof typeof TEST_IDENTITY_CHECKS): Promise<string> {
  return ((await (await request.post(NEW_CHECK_PATH, { form: { scenario } })).json()) as { uuid: string }).uuid;
}

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

/** Checks the screen named by its heading; a list of failures is easier to read than the first. */
async function sweep(page: Page, screen: string | RegExp, found: string[]): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: screen })).toBeVisible();
  found.push(...(await axe(page)).map((v) => `${String(screen)}: ${v}`));
}

test.describe('WCAG 2.2 AA: recipient identity check, every screen (sender-flows §2, §4)', () => {
  // Each test walks many screens with a full axe run on each.
  test.describe.configure({ timeout: 120_000 });
  for (const theme of ['light', 'dark'] as const) {
    test(`intro, agreement, email with errors, document choice, tips, capture with errors, submitted modal, verify-pending (${theme})`, async ({ page, request }) => {
      const found: string[] = [];
      await page.goto(`/web/af/${await fresh(request, 'intro')}?mode=${theme}`);
      await sweep(page, /Confirm your identity/, found);
      await page.getByRole('button', { name: 'Continue' }).click();
      await sweep(page, 'Your personal data', found);
      await page.getByRole('button', { name: 'I agree' }).click();
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(page.getByText('Enter your email address.')).toBeVisible();
      await sweep(page, 'Your email address', found);
      await page.getByRole('textbox', { name: 'Email' }).fill('maria@example.com');
      await page.getByRole('button', { name: 'Continue' }).click();
      await sweep(page, 'Choose a document', found);
      await page.getByRole('button', { name: /Passport/ }).click();
      await sweep(page, 'Before you start', found);
      await page.getByRole('button', { name: "I'm ready" }).click();
      await page.getByRole('button', { name: 'Send' }).click();
      await expect(page.getByText('Add this photo.').first()).toBeVisible();
      await sweep(page, 'Take the photos', found);
      await page.getByLabel('Passport page with your photo').setInputFiles({ name: 'p.png', mimeType: 'image/png', buffer: PNG });
      await page.getByLabel('A selfie').setInputFiles({ name: 's.png', mimeType: 'image/png', buffer: PNG });
      await page.getByRole('button', { name: 'Send' }).click();
      await expect(page.getByRole('dialog', { name: 'Submitted' })).toBeVisible();
      // The modal closes itself after 2000 ms: axe looks at the dialog alone, which takes a fraction of that.
      found.push(...(await axe(page, 'dialog')).map((v) => `submitted modal: ${v}`));
      await sweep(page, "We're checking your documents", found);
      expect(found).toEqual([]);
    });

    test(`error with retry, too many attempts, expired, invalid link, unavailable, motion capture, uploaded, motion error (${theme})`, async ({ page, request }) => {
      const found: string[] = [];
      await page.goto(`/web/af/${TEST_IDENTITY_CHECKS.needRetry}?mode=${theme}`);
      await sweep(page, "We couldn't confirm your identity", found);
      await page.goto(`/web/af/${TEST_IDENTITY_CHECKS.tooManyAttempts}?mode=${theme}`);
      await sweep(page, "We couldn't confirm your identity", found);
      await page.goto(`/web/af/${TEST_IDENTITY_CHECKS.expired}?mode=${theme}`);
      await sweep(page, 'This link has expired', found);
      await page.goto(`/web/af/not-a-link?mode=${theme}`);
      await sweep(page, "This link doesn't work", found);
      // The sandbox's fault switch fails the page-data call (500).
      await page.route('**/web/af/*', (route) =>
        route.request().headers()['accept']?.includes('json') ? route.continue({ headers: { ...route.request().headers(), 'x-sandbox-fault': 'error' } }) : route.continue(),
      );
      await page.goto(`/web/af/${TEST_IDENTITY_CHECKS.intro}?mode=${theme}`);
      await sweep(page, 'Something went wrong', found);
      await page.unrouteAll();

      await page.goto(`/web/af/${await fresh(request, 'motion')}/motion?mode=${theme}`);
      await sweep(page, 'Record a selfie video', found);
      await page.getByLabel(/short selfie video/).setInputFiles({ name: 'empty.mp4', mimeType: 'video/mp4', buffer: Buffer.alloc(0) });
      await page.getByRole('button', { name: 'Send' }).click();
      await sweep(page, "We couldn't check your selfie video", found);
      await page.getByRole('button', { name: 'Got it' }).click();
      await page.getByLabel(/short selfie video/).setInputFiles({ name: 'm.mp4', mimeType: 'video/mp4', buffer: Buffer.from('frames') });
      await page.getByRole('button', { name: 'Send' }).click();
      await sweep(page, "We're checking your selfie video", found);
      expect(found).toEqual([]);
    });
  }
});
