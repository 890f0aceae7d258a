import { devices, type Page } from '@playwright/test';
import { test, expect } from '../fixtures.ts';

// The sandbox backend answers the invite call (README, Backend contract): INV1000…INV1008 are
// real codes, any other well-formed code is unknown (3), the national number 7700900999 is refused (4).
const ACCEPT = '**/api/v1/accept-invite-page/phones';

/** Astro drops the island's `ssr` mark once hydrated; before that Enter has no handler to reach. */
const hydrated = (page: Page) => page.locator('astro-island[component-url*="InviteForm"]:not([ssr])').waitFor({ state: 'attached' });

async function fillPhone(page: Page, number: string, label = 'Phone number') {
  await hydrated(page);
  const phone = page.getByRole('textbox', { name: label });
  await phone.fill(number);
  return phone;
}

/** The header has a 'Get the app' button too (the QR popup); the form's is in the main content. */
const submitButton = (page: Page) => page.getByRole('main').getByRole('button', { name: 'Get the app' });

const savedInvite = (page: Page) => page.evaluate(() => sessionStorage.getItem('invitedUserData'));

test.describe('public-site §5 invite phone field', () => {
  test('keeps digits only, at most 16, and enables the button from 6 digits with the prefix', async ({ page }) => {
    await page.goto('/invite/INV1000');
    const button = submitButton(page);
    await expect(page.getByRole('button', { name: /Country code: United Kingdom \+44/ })).toBeVisible();
    await expect(button).toBeDisabled();
    const phone = await fillPhone(page, '77a-0');
    await expect(phone).toHaveValue('770');
    await expect(button).toBeDisabled();
    await phone.pressSequentially('0');
    await expect(button).toBeEnabled();
    await phone.fill('12345678901234567890');
    await expect(phone).toHaveValue('1234567890123456');
  });
});

test.describe('public-site §4 invite country picker', () => {
  test('starts on the visitor country, searches by name, synonym, currency and prefix, shows not found, and sets the prefix', async ({ page }) => {
    await page.goto('/de-de/invite/INV1000');
    await page.getByRole('button', { name: /Ländervorwahl: Deutschland \+49/ }).click();
    const picker = page.getByRole('dialog', { name: 'Land auswählen' });
    await expect(picker).toBeVisible();
    const search = picker.getByRole('searchbox');
    await search.fill('ÖSTERR');
    await expect(picker.getByRole('listitem')).toHaveText(['Österreich +43']);
    await search.fill('Britain');
    await expect(picker.getByRole('listitem')).toHaveText(['Vereinigtes Königreich +44']);
    await search.fill('+1');
    await expect(picker.getByRole('listitem')).toHaveText(['Kanada +1', 'Vereinigte Staaten +1']);
    await search.fill('chf');
    await expect(picker.getByRole('listitem')).toHaveText(['Liechtenstein +423', 'Schweiz +41']);
    await search.fill('Atlantis');
    await expect(picker.getByRole('status')).toHaveText('Kein Land gefunden für „Atlantis“');
    await picker.getByRole('button', { name: 'Suche löschen' }).click();
    await search.fill('spanien');
    await picker.getByRole('button', { name: 'Spanien +34' }).click();
    await expect(picker).toBeHidden();
    await expect(page.getByRole('button', { name: /Ländervorwahl: Spanien \+34/ })).toBeVisible();
  });
});

test.describe('public-site §4, §7 invite answers on a desktop', () => {
  test('code 0: Enter sends prefix plus number with the lang header, saves invitedUserData and opens the QR popup', async ({ page }) => {
    await page.goto('/invite/INV1000');
    const request = page.waitForRequest(ACCEPT);
    const phone = await fillPhone(page, '7700900123');
    await phone.press('Enter');
    const sent = await request;
    expect(sent.method()).toBe('POST');
    expect(sent.headers()['content-type']).toBe('application/json');
    expect(sent.headers()['lang']).toBe('en');
    expect(sent.postDataJSON()).toEqual({ phone: '447700900123', invite_code: 'INV1000' });
    await expect(page.getByRole('dialog', { name: 'Scan to get the app' })).toBeVisible();
    expect(JSON.parse((await savedInvite(page)) ?? 'null')).toEqual({ prefix: '44', phone: '7700900123', country: 'GB' });
  });

  test('another code shows the server message in the page language with Ok', async ({ page }) => {
    await page.goto('/de-de/invite/INV1000');
    // The refused number is British: on the German page it is typed with its country code.
    await fillPhone(page, '+44 7700 900999', 'Telefonnummer');
    await page.getByRole('main').getByRole('button', { name: 'App herunterladen' }).click();
    const popup = page.getByRole('dialog', { name: 'Die Einladung konnte nicht angenommen werden' });
    await expect(popup).toContainText('Für diese Telefonnummer können wir keine Einladung annehmen.');
    await popup.getByRole('button', { name: 'OK' }).click();
    await expect(popup).toBeHidden();
    expect(await savedInvite(page)).toBeNull();
  });

  test('an unknown invite code shows the server message', async ({ page }) => {
    await page.goto('/invite/NOSUCH1');
    await fillPhone(page, '7700900123');
    await submitButton(page).click();
    await expect(page.getByRole('dialog', { name: 'We could not accept the invitation' })).toContainText('This invitation is not valid any more.');
  });

  test('a network failure shows the spec\'s "Something went wrong" popup with Ok', async ({ page }) => {
    await page.route(ACCEPT, (route) => route.abort('failed'));
    await page.goto('/invite/INV1000');
    await fillPhone(page, '7700900123');
    await submitButton(page).click();
    const popup = page.getByRole('dialog', { name: 'Something went wrong' });
    await expect(popup).toContainText('Something went wrong. We are working hard to fix the issue');
    await popup.getByRole('button', { name: 'OK' }).click();
    await expect(popup).toBeHidden();
    await expect(submitButton(page)).toBeEnabled();
  });
});

test.describe('public-site §4 invite answers on a mobile device', () => {
  const { defaultBrowserType: _, ...pixel } = devices['Pixel 7'];
  test.use(pixel);

  test('code 0 opens the download-app popup and saves invitedUserData', async ({ page }) => {
    await page.goto('/invite/inv1001');
    await page.getByRole('button', { name: /Country code/ }).click();
    await page.getByRole('searchbox').fill('971');
    await page.getByRole('button', { name: 'United Arab Emirates +971' }).click();
    await fillPhone(page, '501234567');
    await submitButton(page).click();
    const popup = page.getByRole('dialog', { name: 'Get the Sendora app' });
    await expect(popup.getByRole('link', { name: 'Download on the App Store' })).toHaveAttribute('href', /apps\.apple\.com/);
    await expect(popup.getByRole('link', { name: 'Get it on Google Play' })).toBeVisible();
    await expect(page.locator('#qr-popup')).toBeHidden();
    expect(JSON.parse((await savedInvite(page)) ?? 'null')).toEqual({ prefix: '971', phone: '501234567', country: 'AE' });
  });
});

test.describe('public-site §2 invite page', () => {
  test('is served for any code under every region, names the inviter from n as text, and prefixes the note\'s links', async ({ page }) => {
    const response = await page.goto('/de-de/invite/INV1000?n=%3Cimg%20src%3Dx%3EAda%20Lovelace');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('img src=xAda Lovelace hat Sie zu Sendora eingeladen');
    await expect(page.locator('h1 img')).toHaveCount(0);
    await expect(page.getByRole('main').getByRole('link', { name: 'Nutzungsbedingungen' })).toHaveAttribute('href', '/de-de/rules');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });

  test('without a name the title is not personalised', async ({ page }) => {
    await page.goto('/invite/INV1000');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('You have been invited to Sendora');
  });
});
