import { test, expect } from '../fixtures.ts';

test.describe('public-site §2, §9 marketing terms table', () => {
  test('links each document and shows its valid date as DD Mon YYYY, or - when none', async ({ page }) => {
    await page.goto('/marketing-terms');
    const table = page.getByRole('table');
    await expect(table.getByRole('columnheader')).toHaveText(['Document', 'Valid until']);
    const summer = table.getByRole('row', { name: /Summer rate boost/ });
    await expect(summer.getByRole('cell').nth(1)).toHaveText('31 Aug 2026');
    await expect(summer.getByRole('link')).toHaveAttribute('href', /summer-rate-boost-2026\.pdf$/);
    await expect(table.getByRole('row', { name: /First transfer free/ }).getByRole('cell').nth(1)).toHaveText('-');
  });
});

test.describe('public-site §2, §3 licences by state', () => {
  test('lists state, regulator, licence and status with headers', async ({ page }) => {
    await page.goto('/es-us/licenses');
    const table = page.getByRole('table');
    await expect(table.getByRole('columnheader')).toHaveText(['Estado', 'Regulador', 'Licencia', 'Estado de la licencia']);
    await expect(table.getByRole('row', { name: /California/ }).getByRole('cell')).toHaveText(['Department of Financial Protection and Innovation', 'Money Transmitter Licence 2345678', 'Con licencia']);
  });
});

test.describe('public-site §2, §4, §9 terms per country', () => {
  test('is an accordion opening on the visitor country, whose term links carry the current 10-minute parameter', async ({ page }) => {
    await page.goto('/de-de/terms');
    // Countries are named in the page's language, though the terms themselves are English content.
    const germany = page.locator('details', { has: page.getByText('Deutschland', { exact: true }) });
    await expect(germany).toHaveAttribute('open', '');
    const slot = await page.evaluate(() => Math.floor(Date.now() / 600_000));
    const agb = germany.getByRole('link', { name: /Allgemeine Geschäftsbedingungen/ });
    await expect(agb).toHaveAttribute('href', new RegExp(`agb-2026-07\\.pdf\\?v=(${slot}|${slot + 1})$`));
    await expect(germany.getByRole('link', { name: 'Nutzungsbedingungen auf Englisch' })).toHaveAttribute('href', new RegExp(`^/de-de/rules\\?v=(${slot}|${slot + 1})$`));
    await page.getByText('Vereinigtes Königreich', { exact: true }).click();
    await expect(germany).not.toHaveAttribute('open', '');
    await expect(page.getByRole('link', { name: 'Marketingangebote' })).toBeVisible();
  });
});

test.describe('public-site §2 select region', () => {
  test('links each country and language to that region\'s home with the remembered slug appended', async ({ page }) => {
    await page.goto('/de-de/licenses');
    await page.getByRole('link', { name: /Land ändern/ }).click();
    await expect(page).toHaveURL(/\/de-de\/select-region$/);
    await expect(page.getByRole('link', { name: 'Français' }).first()).toHaveAttribute('href', /^\/fr-[a-z]{2}\/licenses$/);
  });

  test('from a German corridor page, Austria leads to its send landing (it has no German corridors), English in Germany to the same corridor', async ({ page }) => {
    await page.goto('/de-de/geld-senden/germany-to-turkey');
    await page.getByRole('link', { name: /Land ändern/ }).click();
    await expect(page).toHaveURL(/\/de-de\/select-region$/);
    const country = (name: string) => page.getByRole('main').getByRole('listitem').filter({ has: page.getByText(name, { exact: true }) });
    await expect(country('Deutschland').getByRole('link', { name: 'English' })).toHaveAttribute('href', '/en-de/send-money/germany-to-turkey');
    await country('Österreich').getByRole('link', { name: 'Deutsch' }).click();
    await expect(page).toHaveURL(/\/de-at\/geld-senden$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de-AT');
  });

  test('from a British corridor page, Germany leads to its German send landing; a page opened without one leads to the region homes', async ({ page }) => {
    await page.goto('/send-money/united-kingdom-to-india');
    await page.getByRole('contentinfo').getByRole('link', { name: /Change country/ }).click();
    await expect(page).toHaveURL(/\/select-region$/);
    const germany = page.getByRole('main').getByRole('listitem').filter({ has: page.getByText('Germany', { exact: true }) });
    const response = page.waitForResponse((r) => r.url().endsWith('/de-de/geld-senden'));
    await germany.getByRole('link', { name: 'Deutsch' }).click();
    expect((await response).status()).toBe(200);
    await page.evaluate(() => sessionStorage.clear());
    await page.goto('/select-region');
    await expect(page.getByRole('main').getByRole('link', { name: 'Deutsch' }).first()).toHaveAttribute('href', '/de-de');
  });
});

test.describe('public-site §2 browsers', () => {
  test('lists browsers with icons linking out', async ({ page }) => {
    await page.goto('/browsers');
    const chrome = page.getByRole('link', { name: /Google Chrome/ });
    await expect(chrome).toHaveAttribute('href', 'https://www.google.com/chrome/');
    await expect(chrome.locator('img')).toHaveAttribute('src', '/media/browsers/chrome.svg');
  });
});

test.describe('public-site §2, §4 payment options', () => {
  test('filters countries by region from all regions, and switches a country\'s methods by payment type', async ({ page }) => {
    await page.goto('/payment-options');
    const filter = page.getByRole('combobox', { name: 'Region' });
    await expect(filter).toHaveValue('');
    await expect(filter.locator('option:checked')).toHaveText('All regions');
    const countries = page.locator('details[data-region]:visible > summary');
    await expect(countries).toHaveCount(13);
    await filter.selectOption('Asia');
    await expect(countries).toHaveText(['India', 'Philippines', 'Vietnam', 'China']);
    await page.getByText('Philippines', { exact: true }).click();
    const philippines = page.locator('details', { has: page.getByText('Philippines', { exact: true }) });
    const type = philippines.getByRole('combobox', { name: 'Payment type' });
    await expect(philippines.getByRole('rowheader')).toHaveText(['InstaPay', 'PESONet']);
    await type.selectOption({ label: 'Payout: Cash pickup' });
    await expect(philippines.getByRole('rowheader')).toHaveText([/^Partner pawnshops and remittance centres/]);
    await filter.selectOption('');
    await expect(countries).toHaveCount(13);
  });
});
