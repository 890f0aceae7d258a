import { test, expect } from '../fixtures.ts';
import { continueButton, isPageData, SEND_PAGE, signIn } from './auth-helpers.ts';

// The sandbox writes its forms, field errors and notices in the language the interface sends
// with every call (the lang header; the lang query on page data when the language changes).
test.describe("sender-flows §8 server texts in the user's language", () => {
  test("/auth in German shows the server's send form and its field errors in German, and the pay form too", async ({ page }) => {
    await signIn(page);
    const pageData = page.waitForRequest((r) => isPageData(r, SEND_PAGE));
    await page.goto(`${SEND_PAGE}?lang=de`);
    const request = await pageData;
    expect(request.headers()['lang']).toBe('de');
    expect(new URL(request.url()).searchParams.get('lang')).toBe('de');

    await page.getByLabel('Vorname').fill('Maria');
    await page.getByLabel(/^Nachname/).fill('Santos');
    const account = page.getByLabel('IBAN oder Kontonummer');
    if (await account.count()) await account.fill('PH12BANK000123456789');
    await page.getByLabel(/^Telefonnummer des Empfängers/).fill('9171234567');
    // A code of the right shape that the server does not know: only the server can refuse it.
    await page.getByLabel('Promo-Code').fill('FREEMONEY');
    const submit = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname.startsWith('/api/send/'));
    const weiter = page.getByRole('form', { name: 'send' }).getByRole('button', { name: 'Weiter', exact: true });
    await weiter.click();
    expect((await submit).headers()['lang']).toBe('de');
    await expect(page.getByText('Dieser Promo-Code ist ungültig.', { exact: true })).toBeVisible();

    await page.getByLabel('Promo-Code').fill('');
    await weiter.click();
    await expect(page).toHaveURL(/\/auth\/pay\?paymentId=\d+$/);
    await page.getByRole('button', { name: 'Weiter zur Zahlung' }).click();
    await page.getByRole('radio', { name: 'Eine neue Karte' }).check();
    await expect(page.getByLabel('Kartennummer')).toBeVisible();
    await expect(page.getByLabel('MM/JJ')).toBeVisible();
    await expect(page.getByLabel('CVV')).toBeVisible();
  });

  test('English stays English: the same form and error without a language choice', async ({ page }) => {
    await signIn(page);
    const pageData = page.waitForRequest((r) => isPageData(r, SEND_PAGE));
    await page.goto(SEND_PAGE);
    expect((await pageData).headers()['lang']).toBe('en');
    await page.getByLabel('First name').fill('Maria');
    await page.getByLabel(/^Last name/).fill('Santos');
    const account = page.getByLabel('IBAN or account number');
    if (await account.count()) await account.fill('PH12BANK000123456789');
    await page.getByLabel(/^Recipient’s phone/).fill('9171234567');
    await page.getByLabel('Promo code').fill('FREEMONEY');
    await continueButton(page).click();
    await expect(page.getByText('This promo code is not valid.', { exact: true })).toBeVisible();
  });
});
