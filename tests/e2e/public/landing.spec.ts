import { test, expect } from '../fixtures.ts';

const headings = async (page: import('@playwright/test').Page) => page.getByRole('main').getByRole('heading', { level: 2 }).allTextContents();

test.describe('public-site §2 landing pages: sections in the spec\'s order', () => {
  test('the send landing: headline with calculator, apps, delivery methods and benefits, geography, FAQ, press', async ({ page }) => {
    await page.goto('/send');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Send money abroad in minutes');
    await expect(page.getByRole('region', { name: 'Fee calculator' })).toBeVisible();
    const order = ['Get the Sendora app', 'Choose how your recipient gets the money', 'Why people choose Sendora', 'Where you can send money', 'Questions about sending money', 'Sendora in the press'];
    const found = (await headings(page)).filter((h) => order.includes(h));
    expect(found).toEqual(order);
  });

  test('the request landing has no press quotes', async ({ page }) => {
    await page.goto('/request');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await headings(page)).not.toContain('Sendora in the press');
    await expect(page.getByRole('region', { name: 'Fee calculator' }).getByRole('link', { name: 'Request money' })).toHaveAttribute('href', /from_page=request/);
  });

  test('the card-network promo shows only where the corridor pays out to cards (/alipay: China, Alipay preset)', async ({ page }) => {
    await page.goto('/alipay');
    await expect(page.getByRole('heading', { name: 'Send straight to a bank card' })).toBeVisible();
    await expect(page.getByLabel('Delivery method')).toHaveValue('ALIPAY');
    // public-site §9: the special text of China and Alipay.
    await expect(page.getByRole('region', { name: 'Fee calculator' }).getByText('Alipay transfers need the recipient\'s Alipay account to be verified')).toBeVisible();
    await page.goto('/send');
    await expect(page.getByRole('heading', { name: 'Send straight to a bank card' })).toHaveCount(0);
  });

  test('the localized landing words exist under their language\'s regions', async ({ page }) => {
    for (const [path, lang] of [['/de-de/geld-senden', 'de-DE'], ['/ru-de/otpravit-dengi', 'ru-DE'], ['/pl-pl/popros-o-pieniadze', 'pl-PL'], ['/in-id/kirim-uang', 'id-ID']] as const) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.locator('link[rel=alternate][hreflang="x-default"]')).toHaveAttribute('href', /\/(send|request)-money$/);
    }
  });

  test('the calculator button goes to the start path with from_page=send', async ({ page }) => {
    await page.goto('/');
    const start = page.getByRole('region', { name: 'Fee calculator' }).getByRole('link', { name: 'Send money' });
    await expect(start).toHaveAttribute('href', '/registration?fromCurrId=826&toCurrId=608&amount=100.00&isFrom=true&deliveryMethod=BANK_ACCOUNT&from_page=send&lang=en-GB&from=gb&to=ph');
  });

  test('a signed-in visitor\'s calculator button goes to their send form', async ({ page, context }) => {
    await context.addCookies([{ name: 'authUser', value: '1', url: 'http://127.0.0.1/' }]);
    await page.goto('/send');
    await page.getByLabel('You send').focus();
    await expect(page.getByRole('region', { name: 'Fee calculator' }).getByRole('link', { name: 'Send money' })).toHaveAttribute('href', /^\/auth\/send\/gb\/ph\?.*from_page=send/);
  });

  test('?mode=dark shows the landing in the dark theme', async ({ page }) => {
    await page.goto('/send?mode=dark');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  });
});

test.describe('public-site §2 corridor pages', () => {
  test('a corridor page: headline, fee and rate as of the snapshot time, delivery methods, FAQ and alternates', async ({ page }) => {
    await page.goto('/de-de/geld-senden/germany-to-turkey');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Geld senden: Deutschland → Türkei');
    await expect(page.locator('.lead')).toContainText(/Für 100,00\sEUR zahlen Sie .* Gebühr, und 1 EUR entspricht .* TRY \(Stand: .*2026.* UTC\)/);
    await expect(page.getByRole('heading', { name: 'So kommt das Geld an: Türkei' })).toBeVisible();
    await expect(page.getByText('Was kostet eine Überweisung Deutschland → Türkei?')).toBeVisible();
    for (const [lang, href] of [['de-DE', '/de-de/geld-senden/'], ['en-DE', '/en-de/send-money/'], ['tr-DE', '/tr-de/para-gonder/'], ['ru-DE', '/ru-de/otpravit-dengi/'], ['x-default', '/en-de/send-money/']]) {
      await expect(page.locator(`link[rel=alternate][hreflang="${lang}"]`)).toHaveAttribute('href', new RegExp(`${href}germany-to-turkey$`));
    }
    await expect(page.locator('link[rel=canonical]')).toHaveAttribute('href', /\/de-de\/geld-senden\/germany-to-turkey$/);
  });

  test('a tiny rate reads the other way round, so its 4 decimals say something (VND → USD)', async ({ page }) => {
    await page.goto('/vi-vn/gui-tien/vietnam-to-united-states');
    await expect(page.locator('.lead')).toContainText(/1 USD đổi được [\d\s.]+,\d{4} VND/);
    await expect(page.getByRole('region', { name: 'Công cụ tính phí' }).getByText(/^1 USD = [\d\s.]+,\d{4} VND$/)).toBeVisible();
  });

  test('a sending country without a region has its corridors in the default region', async ({ page }) => {
    const response = await page.goto('/send-money/norway-to-philippines');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Send money from Norway to the Philippines');
    expect((await page.goto('/de-de/geld-senden/norway-to-philippines'))?.status()).toBe(404);
  });

  test('the geography block lists the destinations by letter and links to their corridor pages', async ({ page }) => {
    await page.goto('/de-de/geld-senden');
    const geography = page.getByRole('region', { name: /Wohin Sie Geld senden können|Where you can send money/ });
    await geography.getByRole('navigation').getByRole('link', { name: 'T', exact: true }).click();
    await geography.getByRole('link', { name: 'Türkei' }).click();
    await expect(page).toHaveURL(/\/de-de\/geld-senden\/germany-to-turkey$/);
  });

  test('/send/{from}/{to} shows the pair named in the address', async ({ page }) => {
    await page.goto('/send/gb/vn');
    const calculator = page.getByRole('region', { name: 'Fee calculator' });
    await expect(calculator.getByRole('button', { name: /goes to: Vietnam/ })).toBeVisible();
    await expect(page).toHaveURL(/\/send\/gb\/vn$/);
  });
});
