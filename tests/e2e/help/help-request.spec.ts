import type { Page } from '@playwright/test';
import { test, expect } from '../fixtures.ts';

/** "How do I contact customer support?" (content-cache/helpdesk): its body links the desk's /hc/en-us/requests/new; German falls back to it. */
const CONTACT_ARTICLE = '/help/category/4403118261/section/44041736584/article/44129344687';
const REQUESTS = '**/api/v2/requests.json';

/** The desk bodies posted by the page. */
function posted(page: Page) {
  const bodies: unknown[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith('/api/v2/requests.json')) bodies.push(r.postDataJSON());
  });
  return bodies;
}

/** Fills fields by label once the island is awake (the Send button is disabled until then). */
async function fill(page: Page, values: Record<string, string>) {
  await expect(page.locator('form button[type="submit"]')).toBeEnabled();
  for (const [label, value] of Object.entries(values)) await page.getByLabel(label, { exact: true }).fill(value);
}

test.describe('public-site §2 §5 §8 help centre: submit a request', () => {
  test("in English: from an article to the form, empty submit shows each field's error, then sent with its number", async ({ page }) => {
    const bodies = posted(page);
    await page.goto(CONTACT_ARTICLE);
    await page.getByRole('main').getByRole('link', { name: 'submit a request' }).click();
    await expect(page).toHaveURL('/hc/en-gb/requests/new');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Submit a request');
    const send = page.getByRole('button', { name: 'Send', exact: true });
    await expect(send).toBeEnabled();
    await send.click();
    const errors = { 'Your name': 'Enter your name', 'Your email address': 'Enter your email address', Subject: 'Enter a subject' };
    for (const [label, error] of Object.entries(errors)) {
      await expect(page.getByLabel(label, { exact: true })).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByLabel(label, { exact: true })).toHaveAccessibleDescription(error);
    }
    // The description's hint stays in its description beside the error.
    await expect(page.getByLabel('Description', { exact: true })).toHaveAccessibleDescription('Never include card numbers, passwords or codes from text messages. Describe what you need help with');
    await expect(page.getByLabel('Your name', { exact: true })).toBeFocused();
    expect(bodies).toEqual([]);

    await fill(page, { 'Your name': ' Ana Souza ', 'Your email address': 'ana@example', Subject: 'Transfer not arrived', Description: 'My transfer of 14 May has not arrived.' });
    await send.click();
    await expect(page.getByLabel('Your email address', { exact: true })).toHaveAccessibleDescription('Enter a valid email address');
    await expect(page.getByLabel('Your name', { exact: true })).not.toHaveAttribute('aria-invalid', 'true');
    await page.getByLabel('Your email address', { exact: true }).fill('ana@example.com');
    await send.click();
    const done = page.getByRole('status').filter({ hasText: 'Request sent' });
    await expect(done).toContainText(/Your request number is \d{5,}\. We will reply to ana@example\.com\./);
    await expect(done).toBeFocused();
    expect(bodies).toEqual([{ request: { requester: { name: 'Ana Souza', email: 'ana@example.com' }, subject: 'Transfer not arrived', comment: { body: 'My transfer of 14 May has not arrived.' } } }]);
    await page.getByRole('link', { name: 'Back to the help centre' }).click();
    await expect(page).toHaveURL('/help');
  });

  test("in German: the article's link lands on the German form; errors and the answer in German", async ({ page }) => {
    await page.goto(`/de-de${CONTACT_ARTICLE}`);
    await page.getByRole('main').getByRole('link', { name: 'senden Sie uns eine Anfrage' }).click();
    await expect(page).toHaveURL('/hc/de-de/requests/new');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Anfrage senden');
    await page.getByRole('button', { name: 'Senden', exact: true }).click();
    await expect(page.getByLabel('Ihr Name')).toHaveAccessibleDescription('Geben Sie Ihren Namen ein');
    await expect(page.getByLabel('Ihre E-Mail-Adresse')).toHaveAccessibleDescription('Geben Sie Ihre E-Mail-Adresse ein');
    await expect(page.getByLabel('Betreff')).toHaveAccessibleDescription('Geben Sie einen Betreff ein');
    await fill(page, { 'Ihr Name': 'Jonas Weber', 'Ihre E-Mail-Adresse': 'jonas@example.de', Betreff: 'Überweisung', Beschreibung: 'Wo ist mein Geld?' });
    await page.getByRole('button', { name: 'Senden', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Anfrage gesendet' })).toContainText(/Ihre Anfragenummer lautet \d+\. Wir antworten Ihnen an jonas@example\.de\./);
  });

  test('the desktop help page\'s "Contact support" leads to the region\'s form', async ({ page }) => {
    await page.goto('/de-de/help');
    await page.getByRole('link', { name: 'Support kontaktieren' }).click();
    await expect(page).toHaveURL('/hc/de-de/requests/new');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Anfrage senden');
  });

  test('a network failure says so and keeps what was typed; sending again works', async ({ page }) => {
    await page.goto('/hc/en-gb/requests/new');
    const values = { 'Your name': 'Ana Souza', 'Your email address': 'ana@example.com', Subject: 'Card declined', Description: 'My card was declined twice.' };
    await fill(page, values);
    await page.route(REQUESTS, (route) => route.abort('internetdisconnected'));
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText('We could not send your request. Please check your connection and try again.');
    // Said beside the button just pressed, which has the focus back for the retry.
    await expect(page.getByRole('alert')).toBeInViewport();
    await expect(page.getByRole('button', { name: 'Send', exact: true })).toBeFocused();
    for (const [label, value] of Object.entries(values)) await expect(page.getByLabel(label, { exact: true })).toHaveValue(value);
    await page.unroute(REQUESTS);
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Request sent' })).toBeVisible();
  });

  test('a subject over 150 characters is kept whole and refused with its limit, not cut', async ({ page }) => {
    await page.goto('/hc/en-gb/requests/new');
    const subject = 'Card declined '.repeat(15);
    await fill(page, { 'Your name': 'Ana Souza', 'Your email address': 'ana@example.com', Subject: subject, Description: 'My card was declined.' });
    let posted = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST') posted++;
    });
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    const field = page.getByLabel('Subject', { exact: true });
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription('Use at most 150 characters');
    await expect(field).toHaveValue(subject);
    expect(posted).toBe(0);
  });

  test("the desk's field errors show beside their field in the page language, the first highlighted", async ({ page }) => {
    await page.goto('/hc/fr-fr/requests/new');
    await fill(page, { 'Votre nom': 'Léa Martin', 'Votre adresse e-mail': 'lea@example.fr', Objet: 'Virement', Description: 'Bonjour' });
    await page.route(REQUESTS, (route) =>
      route.fulfill({
        status: 422,
        contentType: 'application/json',
        body: JSON.stringify({ error: 'RecordInvalid', description: 'Record validation errors', details: { requester: [{ description: 'Requester: Email is invalid', error: 'InvalidValue' }] } }),
      }),
    );
    // The highlight lasts 1 s (sender-flows §9): recorded as it happens, so a slow machine cannot miss it.
    await page.evaluate(() => {
      const marks: { on: boolean; at: number }[] = [];
      (window as unknown as { highlightMarks: typeof marks }).highlightMarks = marks;
      new MutationObserver((records) => {
        for (const r of records) if (r.target instanceof HTMLElement && r.target.dataset['field'] === 'email') marks.push({ on: r.target.hasAttribute('data-highlighted'), at: performance.now() });
      }).observe(document.body, { subtree: true, attributes: true, attributeFilter: ['data-highlighted'] });
    });
    // A slow phone: the render that shows the highlight takes long, and the second still counts from it.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 20 });
    await page.getByRole('button', { name: 'Envoyer', exact: true }).click();
    const email = page.getByLabel('Votre adresse e-mail');
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription(/adresse e-mail valide/);
    await expect(email).toBeFocused();
    await expect(page.locator('[data-field="email"][data-highlighted]')).toHaveCount(0, { timeout: 5000 });
    const marks = await page.evaluate(() => (window as unknown as { highlightMarks: { on: boolean; at: number }[] }).highlightMarks);
    expect(marks.map((m) => m.on)).toEqual([true, false]);
    expect(marks[1]!.at - marks[0]!.at).toBeGreaterThanOrEqual(990);
    await expect(page.getByLabel('Votre nom')).toHaveValue('Léa Martin');
  });
});
