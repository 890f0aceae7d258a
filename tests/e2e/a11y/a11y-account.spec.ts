import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { test, expect } from '../fixtures.ts';
import { appReady, signIn } from '../auth/auth-helpers.ts';
import { withoutServerMessages } from '../auth/account-helpers.ts';

const axe = async (page: Page) => {
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

const h1 = (page: Page, name: string) => expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

/** Every screen and modal of the account area (issue 9), in both themes; nothing here changes sandbox data others read. */
test.describe('WCAG 2.2 AA: cards, profile, invite friends, KYC and email links', () => {
  // Each test walks several screens with a full axe run on each.
  test.describe.configure({ timeout: 90_000 });
  for (const theme of ['light', 'dark'] as const) {
    test(`saved cards with an expired card, the rename and delete modals (${theme})`, async ({ page }) => {
      await signIn(page, 'us');
      await withoutServerMessages(page);
      await page.goto(`/auth/mycards?mode=${theme}`);
      await appReady(page);
      await expect(page.getByText('Expired', { exact: true })).toBeVisible();
      expect(await axe(page)).toEqual([]);
      await page.getByRole('button', { name: 'Rename Everyday Visa' }).click();
      const rename = page.getByRole('dialog', { name: 'Rename card' });
      await rename.getByLabel('Card name').fill('');
      await rename.getByRole('button', { name: 'Save', exact: true }).click();
      await expect(rename.getByLabel('Card name')).toHaveAttribute('aria-invalid', 'true');
      expect(await axe(page)).toEqual([]);
      await rename.getByRole('button', { name: 'Close' }).click();
      await page.getByRole('button', { name: 'Delete Travel card' }).click();
      await expect(page.getByRole('dialog', { name: 'Delete this card?' })).toBeVisible();
      expect(await axe(page)).toEqual([]);
    });

    test(`profile with a field error, and invite friends (${theme})`, async ({ page }) => {
      await signIn(page, 'us');
      await withoutServerMessages(page);
      await page.goto(`/auth/profile?mode=${theme}`);
      await h1(page, 'Profile');
      await page.getByLabel('Email', { exact: true }).fill('');
      await page.getByRole('button', { name: 'Save changes' }).click();
      await expect(page.getByLabel('Email', { exact: true })).toHaveAttribute('aria-invalid', 'true');
      expect(await axe(page)).toEqual([]);
      await page.goto(`/auth/profile/invite-friends?mode=${theme}`);
      await h1(page, 'Invite friends');
      expect(await axe(page)).toEqual([]);
    });

    test(`KYC: documents, explanation, the frame's tips and capture; verifying, failed, nothing needed (${theme})`, async ({ page }) => {
      await signIn(page, 'new');
      await withoutServerMessages(page);
      await page.goto(`/auth/kyc/ca?mode=${theme}`);
      await h1(page, 'Choose a document');
      expect(await axe(page)).toEqual([]);
      await page.getByRole('button', { name: 'National identity card' }).click();
      await h1(page, 'National identity card');
      expect(await axe(page)).toEqual([]);
      await page.getByRole('link', { name: 'Continue' }).click();
      await h1(page, 'Before you start');
      expect(await axe(page)).toEqual([]);
      await page.getByRole('button', { name: "I'm ready" }).click();
      await h1(page, 'Document check');
      await page.getByRole('button', { name: 'Send' }).click();
      await expect(page.getByText('Add this photo.').first()).toBeVisible();
      expect(await axe(page)).toEqual([]);
      for (const [query, title] of [
        ['docCheckResult=success', "We're checking your documents"],
        ['docCheckResult=fail', "We couldn't verify your identity"],
      ] as const) {
        await page.goto(`/auth/kyc/ca?${query}&mode=${theme}`);
        await h1(page, title);
        expect(await axe(page)).toEqual([]);
      }
      await signIn(page, 'regular');
      await withoutServerMessages(page);
      await page.goto(`/auth/kyc/ca?mode=${theme}`);
      await h1(page, 'No documents needed');
      expect(await axe(page)).toEqual([]);
    });

    test(`email links: unsubscribe confirm and done, a failed link, confirmed and not confirmed (${theme})`, async ({ page }) => {
      for (const [path, title] of [
        ['/email/unsubscribe?code=uns-0k&', 'Unsubscribe from marketing emails?'],
        ['/email/unsubscribe/confirm/uns-0k?', 'You are unsubscribed'],
        ['/email/unsubscribe?code=no-such-code&', 'This link does not work'],
        ['/email/confirm/c0nf1rm-used?', 'Email not confirmed'],
      ] as const) {
        await page.goto(`${path}mode=${theme}`);
        await h1(page, title);
        expect(await axe(page)).toEqual([]);
      }
      // A fresh confirm link of its own (the seeded one is another test's).
      await signIn(page, 'us');
      await withoutServerMessages(page);
      const saved = await page.request.post('/api/auth/profile', { form: { email: `jordan.${theme}@example.com`, marketing_emails: 'true' } });
      const link = ((await saved.json()) as { extra: { sandboxEmailConfirmLink: string } }).extra.sandboxEmailConfirmLink;
      await page.goto(`${link}?mode=${theme}`);
      await h1(page, 'Your email is confirmed');
      expect(await axe(page)).toEqual([]);
    });
  }
});
