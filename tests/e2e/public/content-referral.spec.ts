import { test, expect } from '../fixtures.ts';

const inviteCookie = async (context: import('@playwright/test').BrowserContext) => (await context.cookies()).find((c) => c.name === 'invite_code');

test.describe('public-site §2, §9 referral bonus page', () => {
  for (const path of ['/referral/INV1000', '/dl/referral/INV1000', '/de-de/referral/INV1000', '/de-de/dl/referral/INV1000']) {
    test(`${path} shows the programme and saves the code as the invite_code cookie for a year on the whole site`, async ({ page, context }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      // The programme's amounts in the region's currency and number format.
      const german = path.startsWith('/de-de');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(german ? 'Sendora weiterempfehlen und bis zu 25 EUR pro Freund erhalten' : 'Share Sendora, earn up to GBP 20 per friend');
      await expect(page.getByRole('link', { name: german ? 'Bedingungen lesen' : 'Read the terms' })).toHaveAttribute('href', german ? '/de-de/rules' : /^(\/en-gb)?\/rules$/);
      await expect(page.getByRole('heading', { name: german ? 'Fragen zum Empfehlungsprogramm' : 'Referral questions' })).toBeVisible();
      const cookie = await inviteCookie(context);
      expect(cookie).toMatchObject({ value: 'INV1000', path: '/', sameSite: 'Lax', secure: false, httpOnly: false });
      const year = Date.now() / 1000 + 365 * 24 * 3600;
      expect(Math.abs((cookie?.expires ?? 0) - year)).toBeLessThan(120);
    });
  }

  for (const path of ['/referral', '/referral/x', '/referral/INV-1000', '/referral/INV1000%3Bpath%3D%2Fx', '/referral/INV1000/more']) {
    test(`${path} saves no cookie (only a strict code is kept)`, async ({ page, context }) => {
      await page.goto(path);
      expect(await inviteCookie(context)).toBeUndefined();
    });
  }
});
