import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { test, expect } from '../fixtures.ts';
import { appReady, blockAnswer, continueButton, faultOn, fillSendForm, isPageData, SEND_PAGE, signIn, simulateCrash } from '../auth/auth-helpers.ts';

const axe = async (page: Page) => {
  // Overlays fade in over 0.6 s; contrast is measured once they have finished (the spinner turns for ever).
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity));
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  return results.violations.map(
    (v) =>
      `${v.id}: ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(', ')}`,
  );
};

const notice = { messageId: 990, messageType: 'INFO', value: 'Transfers to the Philippines now arrive within minutes.', expires: null, errorCode: null, paymentId: null, status: null, closable: true };

/** Every screen and overlay of the /auth app (issue 8), in both themes. */
test.describe('WCAG 2.2 AA: the signed-in area', () => {
  // Each test walks several screens with a full axe run on each.
  test.describe.configure({ timeout: 90_000 });
  for (const theme of ['light', 'dark'] as const) {
    test(`login with a server error, and registration with errors (${theme})`, async ({ page }) => {
      await page.goto(`/login?mode=${theme}`);
      await appReady(page);
      await page.getByLabel('Phone number').fill('447700900003');
      await page.getByLabel('Password', { exact: true }).fill('wrong-password');
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('aria-invalid', 'true');
      expect(await axe(page)).toEqual([]);
      await page.goto(`/registration?mode=${theme}`);
      await appReady(page);
      await page.getByRole('button', { name: 'Create account' }).click();
      await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
      expect(await axe(page)).toEqual([]);
    });

    test(`send page with the signed-in header and a notice; the header's burger menu on a phone (${theme}) @mobile`, async ({ page }) => {
      await signIn(page);
      const answer = await (await page.request.get(SEND_PAGE, { headers: { Accept: 'application/json' } })).json();
      await page.route(/\/auth\/send\/main\.page/, (route) => (isPageData(route.request(), SEND_PAGE) ? route.fulfill({ json: { ...answer, messageBodyMessages: [notice] } }) : route.fallback()));
      await page.goto(`${SEND_PAGE}?mode=${theme}`);
      await expect(page.getByRole('complementary', { name: 'Notice' })).toBeVisible();
      expect(await axe(page)).toEqual([]);
      await page.setViewportSize({ width: 390, height: 844 });
      await page.getByRole('banner').getByRole('button', { name: 'Open menu' }).click();
      await expect(page.getByRole('banner').getByRole('button', { name: 'Log out' })).toBeVisible();
      expect(await axe(page)).toEqual([]);
    });

    test(`block modal, guidance and the error popup (${theme})`, async ({ page }) => {
      await signIn(page);
      await fillSendForm(page);
      await page.evaluate((t) => {
        document.documentElement.dataset['theme'] = t;
      }, theme);
      await page.route(/\/api\/send\//, (route) => route.fulfill(blockAnswer(631, 'We could not accept this transfer. Contact support or try again later.')));
      await continueButton(page).click();
      const modal = page.getByRole('dialog', { name: "We couldn't accept this transfer" });
      await expect(modal).toBeVisible();
      expect(await axe(page)).toEqual([]);
      await modal.getByRole('button', { name: 'Continue' }).click();
      await expect(page.getByRole('dialog', { name: 'What you can do' })).toBeVisible();
      expect(await axe(page)).toEqual([]);
      await page.getByRole('dialog', { name: 'What you can do' }).getByRole('button', { name: 'Not now' }).click();
      await page.route(/\/api\/send\//, (route) =>
        route.fulfill({
          status: 400,
          contentType: 'application/json',
          body: JSON.stringify({ errorCode: 'LIMIT', errorMessage: 'x', showServerError: true, messages: { errorText: '<b>Limit reached.</b> Try a smaller amount.', buttonClose: 'OK' } }),
        }),
      );
      await continueButton(page).click();
      await expect(page.getByRole('dialog', { name: 'Something went wrong' })).toBeVisible();
      expect(await axe(page)).toEqual([]);
    });

    test(`cloud challenge modal and its failure screen (${theme})`, async ({ page }) => {
      await signIn(page);
      await faultOn(page, (r) => isPageData(r, '/auth/mycards'), 'challenge');
      await page.goto(`/auth/mycards?mode=${theme}`);
      const modal = page.getByRole('dialog', { name: 'Security check' });
      await expect(modal.frameLocator('iframe').getByRole('button', { name: 'Fail the challenge' })).toBeVisible();
      expect(await axe(page)).toEqual([]);
      await modal.frameLocator('iframe').getByRole('button', { name: 'Fail the challenge' }).click();
      await expect(page.getByRole('heading', { level: 1, name: "We couldn't complete the security check" })).toBeVisible();
      expect(await axe(page)).toEqual([]);
    });

    test(`crash screen and service-unavailable stub (${theme})`, async ({ page }) => {
      await signIn(page);
      await faultOn(page, (r) => isPageData(r, '/auth/profile'), 'error');
      await page.goto(`/auth/profile?mode=${theme}`);
      await expect(page.getByRole('heading', { name: 'Your account is unavailable right now' })).toBeVisible();
      expect(await axe(page)).toEqual([]);
      await simulateCrash(page);
      await page.goto(`/auth/mycards?mode=${theme}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible();
      expect(await axe(page)).toEqual([]);
    });

    test(`pages that cannot be shown, and the captcha asked before the first attempt (${theme})`, async ({ page }) => {
      await signIn(page);
      await page.goto(`/auth/pay?paymentId=999999&mode=${theme}`);
      await expect(page.getByRole('heading', { level: 1, name: "We can't find this page" })).toBeVisible();
      expect(await axe(page)).toEqual([]);
      await page.goto(`/auth/kyc/xx?mode=${theme}`);
      await expect(page.getByRole('heading', { level: 1, name: "This link isn't complete" })).toBeVisible();
      expect(await axe(page)).toEqual([]);
      await page.context().clearCookies();
      await page.route(/\/login(\?|$)/, (route) =>
        isPageData(route.request(), '/login')
          ? route.fulfill({
              json: {
                auth: { authUser: false, ballId: null, countryId: null, jwt: null, userCountryName: null, isNewUser: false, userName: null },
                messageBodyMessages: [],
                extra: { captchaRequired: true },
              },
            })
          : route.fallback(),
      );
      await page.goto(`/login?mode=${theme}`);
      await appReady(page);
      await page.getByLabel('Phone number').fill('447700900001');
      await page.getByLabel('Password', { exact: true }).fill('not-sent');
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect(page.getByRole('checkbox', { name: "I'm not a robot" })).toHaveAttribute('aria-invalid', 'true');
      expect(await axe(page)).toEqual([]);
    });
  }
});
