import type { Page, Request } from '@playwright/test';
import { test, expect } from '../fixtures.ts';
import { pressNotReady, SEND_PAGE, signIn } from './auth-helpers.ts';
import { continueToPayment, openSend, sendPosts } from './money-helpers.ts';

const IBAN = 'GB29NWBK60161331926819';
const ADDRESS = '12 Rizal Street, Manila';

/** A figure of the review (pay page) or the receipt (result page), by its label. */
const row = (page: Page, region: string, label: string) =>
  page
    .getByRole('region', { name: region })
    .locator('div')
    .filter({ has: page.locator('dt').getByText(label, { exact: true }) })
    .locator('dd');

/** Signs in and opens the send form for GBP 100.00 to the Philippines: the form, and the posts it makes. */
async function openSendSignedIn(page: Page) {
  await signIn(page);
  await openSend(page, '100.00');
  return { form: page.getByRole('form', { name: 'send' }), posts: sendPosts(page) };
}

/** Chooses a delivery method in the send form and waits for the form the calculator rebuilds for it. */
async function chooseMethod(page: Page, label: string, method: string, title: string): Promise<void> {
  const rebuilt = page.waitForResponse((r) => new URL(r.url()).searchParams.get('deliveryMethod') === method && r.request().method() === 'GET');
  await page.getByRole('form', { name: 'send' }).getByLabel(label).selectOption({ label: title });
  await rebuilt;
}

test.describe('sender-flows §4 Form rebuilt: a value stays in its own field', () => {
  test('an IBAN typed under Bank account is not carried into Delivery address; review and receipt mask no address', async ({ page }) => {
    await signIn(page);
    await openSend(page, '100.00');
    await page.getByLabel('First name').fill('Ana');
    await page.getByLabel(/^Last name/).fill('Reyes');
    await page.getByLabel('IBAN or account number').fill(IBAN);
    await expect(page.getByLabel('IBAN or account number')).toHaveValue('GB29 NWBK 6016 1331 9268 19');

    await chooseMethod(page, 'Delivery method', 'HOME_DELIVERY', 'Home delivery');
    await expect(page.getByLabel('Delivery address')).toHaveValue('');
    await expect(page.getByLabel('IBAN or account number')).toHaveCount(0);
    // The fields that are the same ones keep what was typed.
    await expect(page.getByLabel('First name')).toHaveValue('Ana');

    await page.getByLabel('Delivery address').fill(ADDRESS);
    await page.getByLabel(/^Recipient’s phone/).fill('9171234567');
    await page.getByRole('form', { name: 'send' }).getByRole('button', { name: 'Continue', exact: true }).click();
    await expect(page).toHaveURL(/\/auth\/pay\?paymentId=\d+$/);
    await expect(row(page, 'Your transfer', 'Recipient')).toHaveText('Ana Reyes');
    await expect(row(page, 'Your transfer', 'Delivery method')).toHaveText('Home delivery');

    await continueToPayment(page);
    await page.getByRole('button', { name: 'Pay now' }).click();
    await expect(page).toHaveURL(/\/waiting\?paymentId=\d+$/);
    await expect(row(page, 'Receipt', 'Recipient')).toHaveText('Ana Reyes');
    await expect(page.getByText('••••')).toHaveCount(0);
  });
});

test.describe('sender-flows §3 field type bank_account: an IBAN or an account number, in the page language', () => {
  test('an address, then a mistyped IBAN, are refused on the field in English and German; nothing is sent; a good IBAN passes', async ({ page }) => {
    const { form, posts } = await openSendSignedIn(page);
    const account = page.getByLabel('IBAN or account number');
    await account.fill(ADDRESS);
    await account.blur();
    // Shown as typed, not as letters in groups of four: the message is about what the sender sees.
    await expect(account).toHaveValue(ADDRESS);
    await expect(account).toHaveAttribute('aria-invalid', 'true');
    await expect(account).toHaveAccessibleDescription(/Enter the IBAN or account number, not a name or address/);
    // Typed key by key, the same.
    await account.fill('');
    await account.pressSequentially('12 Rizal St');
    await expect(account).toHaveValue('12 Rizal St');
    await account.fill('GB28NWBK60161331926819');
    await form.getByRole('button', { name: 'Continue', exact: true }).click();
    await expect(account).toHaveAccessibleDescription(/This IBAN is not valid. Check the letters and digits/);
    expect(posts).toEqual([]);
    await account.fill('12345');
    await account.blur();
    await expect(account).toHaveAccessibleDescription(/This account number is too short. Check the digits/);
    await account.fill(IBAN);
    await account.blur();
    await expect(account).not.toHaveAttribute('aria-invalid', 'true');

    await page.goto(`${SEND_PAGE}?lang=de`);
    await expect(page.getByRole('heading', { name: 'Ihre Überweisungen' })).toBeVisible();
    await page.goto('/auth/send/gb/ph?amount=100.00&isFrom=true&from_page=send');
    const konto = page.getByLabel('IBAN oder Kontonummer');
    await konto.fill(ADDRESS);
    await konto.blur();
    await expect(konto).toHaveAccessibleDescription(/Geben Sie die IBAN oder Kontonummer ein, keinen Namen und keine Adresse/);
  });
});

test.describe('sender-flows §4 Form rebuilt: Continue pressed while the new form is on its way', () => {
  /** Holds the calculator's rebuild for a delivery method until the returned function is called. */
  async function holdRebuild(page: Page, method: string): Promise<() => void> {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      (url) => url.searchParams.get('deliveryMethod') === method,
      async (route) => {
        await held;
        await route.continue();
      },
    );
    return release;
  }

  test("goes through once the form is in: the new form's errors and no post, or one post and the review", async ({ page }) => {
    const { form, posts } = await openSendSignedIn(page);

    // Incomplete for home delivery (no address): its own errors once its form is in, nothing posted.
    await page.getByLabel('First name').fill('Ana');
    await page.getByLabel(/^Last name/).fill('Reyes');
    let release = await holdRebuild(page, 'HOME_DELIVERY');
    await form.getByLabel('Delivery method').selectOption({ label: 'Home delivery' });
    await expect(form).toHaveAttribute('aria-busy', 'true');
    await page.getByLabel('First name').press('Enter');
    release();
    await expect(page.getByLabel('Delivery address')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Delivery address')).toBeFocused();
    expect(posts).toEqual([]);

    // Complete for cash pickup (names and phone): one post, of the cash form, then the review.
    await page.getByLabel(/^Recipient’s phone/).fill('9171234567');
    release = await holdRebuild(page, 'CASH');
    await form.getByLabel('Delivery method').selectOption({ label: 'Cash pickup' });
    await pressNotReady(form.getByRole('button', { name: 'Continue', exact: true }));
    release();
    await expect(page).toHaveURL(/\/auth\/pay\?paymentId=\d+$/);
    expect(posts).toHaveLength(1);
    await expect(row(page, 'Your transfer', 'Delivery method')).toHaveText('Cash pickup');
  });
});

test.describe('sender-flows §4 Form rebuilt: a new delivery method keeps the amount just typed', () => {
  test('250 typed, then Cash pickup at once (inside the 300 ms pause): the new form and the review are for 250.00, not the 100.00 quoted before', async ({ page }) => {
    const { form, posts } = await openSendSignedIn(page);
    await page.getByLabel('First name').fill('Ana');
    await page.getByLabel(/^Last name/).fill('Reyes');
    await page.getByLabel(/^Recipient’s phone/).fill('9171234567');
    const amount = page.getByLabel('You send', { exact: true });
    const rebuilt = page.waitForResponse((r) => new URL(r.url()).searchParams.get('deliveryMethod') === 'CASH');
    const quotes: URLSearchParams[] = [];
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (r.method() === 'GET' && url.pathname === '/auth/send/gb/ph') quotes.push(url.searchParams);
    });
    await amount.fill('250');
    await form.getByLabel('Delivery method').selectOption({ label: 'Cash pickup' });
    expect(new URL((await rebuilt).url()).searchParams.get('amount')).toBe('250.00');
    await expect(amount).toHaveValue('250.00');
    // Only the new method's call: no quote of the old method follows the pause (300 ms; waited for twice over).
    await expect(form).toHaveAttribute('aria-busy', 'false');
    await page.waitForTimeout(600);
    expect(quotes.map((q) => [q.get('amount'), q.get('deliveryMethod')])).toEqual([['250.00', 'CASH']]);
    await expect(form.getByLabel('Delivery method')).toHaveValue('CASH');
    await form.getByRole('button', { name: 'Continue', exact: true }).click();
    await expect(page).toHaveURL(/\/auth\/pay\?paymentId=\d+$/);
    expect(posts).toHaveLength(1);
    await expect(row(page, 'Your transfer', 'Delivery method')).toHaveText('Cash pickup');
    await expect(row(page, 'Your transfer', 'You send')).toHaveText('GBP 250.00');
  });
});

test.describe('sender-flows §4 Form rebuilt: the amount and the method while calls are out (a slow network)', () => {
  const quote = (q: URLSearchParams, amount: string, method?: string) => q.get('amount') === amount && (method === undefined ? q.get('deliveryMethod') !== 'CASH' : q.get('deliveryMethod') === method);
  const calculatorCall = (r: Request, amount: string, method?: string) => {
    const url = new URL(r.url());
    return r.method() === 'GET' && url.pathname === '/auth/send/gb/ph' && quote(url.searchParams, amount, method);
  };
  /** Holds the calculator calls that `match` until the returned function is called. */
  async function hold(page: Page, match: (q: URLSearchParams) => boolean): Promise<() => void> {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      (url) => url.pathname === '/auth/send/gb/ph' && match(url.searchParams),
      async (route) => {
        await held;
        await route.continue();
      },
    );
    return release;
  }
  /** Fills the recipient of a cash pickup, continues, and checks the review. */
  async function continueWith(page: Page, sent: string) {
    const form = page.getByRole('form', { name: 'send' });
    await page.getByLabel('First name').fill('Ana');
    await page.getByLabel(/^Last name/).fill('Reyes');
    await page.getByLabel(/^Recipient’s phone/).fill('9171234567');
    await form.getByRole('button', { name: 'Continue', exact: true }).click();
    await expect(page).toHaveURL(/\/auth\/pay\?paymentId=\d+$/);
    await expect(row(page, 'Your transfer', 'You send')).toHaveText(sent);
    await expect(row(page, 'Your transfer', 'Delivery method')).toHaveText('Cash pickup');
  }

  test("a method chosen while the typed amount's quote is out is quoted for that amount; the old method's late answer changes nothing", async ({ page }) => {
    const { form } = await openSendSignedIn(page);
    const amount = page.getByLabel('You send', { exact: true });
    const release = await hold(page, (q) => quote(q, '37.50'));
    const quoted = page.waitForRequest((r) => calculatorCall(r, '37.50'));
    await amount.fill('37.5');
    await quoted;
    const rebuilt = page.waitForResponse((r) => calculatorCall(r.request(), '37.50', 'CASH'));
    await form.getByLabel('Delivery method').selectOption({ label: 'Cash pickup' });
    await rebuilt;
    await expect(form.getByLabel('IBAN or account number')).toHaveCount(0);
    const late = page.waitForResponse((r) => calculatorCall(r.request(), '37.50'));
    release();
    await late;
    await expect(form).toHaveAttribute('aria-busy', 'false');
    await expect(amount).toHaveValue('37.50');
    await expect(form.getByLabel('IBAN or account number')).toHaveCount(0);
    await expect(form.getByLabel('Delivery method')).toHaveValue('CASH');
    await continueWith(page, 'GBP 37.50');
  });

  test("an amount typed while the new method's form is on its way is quoted with that method, not replaced by the old amount", async ({ page }) => {
    const { form } = await openSendSignedIn(page);
    const amount = page.getByLabel('You send', { exact: true });
    const release = await hold(page, (q) => quote(q, '100.00', 'CASH'));
    const asked = page.waitForRequest((r) => calculatorCall(r, '100.00', 'CASH'));
    await form.getByLabel('Delivery method').selectOption({ label: 'Cash pickup' });
    await asked;
    const requoted = page.waitForResponse((r) => calculatorCall(r.request(), '250.00', 'CASH'));
    await amount.fill('250');
    await requoted;
    await expect(form.getByLabel('IBAN or account number')).toHaveCount(0);
    const late = page.waitForResponse((r) => calculatorCall(r.request(), '100.00', 'CASH'));
    release();
    await late;
    await expect(form).toHaveAttribute('aria-busy', 'false');
    await expect(amount).toHaveValue('250');
    await expect(form.getByLabel('Delivery method')).toHaveValue('CASH');
    await continueWith(page, 'GBP 250.00');
  });
});

test.describe('sender-flows §4 Form rebuilt: the fields of the method on its way out', () => {
  test("typed into while the new method's form is on its way: nothing goes into the old field, and the same field of the new form has the focus", async ({ page }) => {
    const { form } = await openSendSignedIn(page);
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      (url) => url.searchParams.get('deliveryMethod') === 'HOME_DELIVERY',
      async (route) => {
        await held;
        await route.continue();
      },
    );
    await form.getByLabel('Delivery method').selectOption({ label: 'Home delivery' });
    await expect(form).toHaveAttribute('aria-busy', 'true');
    const old = form.getByLabel('IBAN or account number');
    await old.click();
    await page.keyboard.type('7 Rizal');
    await expect(old).toHaveValue('');
    release();
    const address = form.getByLabel('Delivery address');
    await expect(address).toBeFocused();
    await page.keyboard.type('7 Rizal Street, Manila');
    await expect(address).toHaveValue('7 Rizal Street, Manila');
  });
});

test.describe('sender-flows §4 Form values kept: Back from the review', () => {
  test('a link named 100.00, then 222.22 and Cash pickup typed and chosen: Back from the review shows 222.22 and Cash pickup, and Continue makes that transfer', async ({ page }) => {
    const { form } = await openSendSignedIn(page);
    const amount = page.getByLabel('You send', { exact: true });
    const quoted = page.waitForResponse((r) => new URL(r.url()).searchParams.get('amount') === '222.22');
    await amount.fill('222.22');
    await quoted;
    await chooseMethod(page, 'Delivery method', 'CASH', 'Cash pickup');
    await page.getByLabel('First name').fill('Ana');
    await page.getByLabel(/^Last name/).fill('Reyes');
    await page.getByLabel(/^Recipient’s phone/).fill('9171234567');
    await form.getByRole('button', { name: 'Continue', exact: true }).click();
    await expect(page).toHaveURL(/\/auth\/pay\?paymentId=\d+$/);
    await expect(row(page, 'Your transfer', 'You send')).toHaveText('GBP 222.22');
    await page.goBack();
    await expect(amount).toHaveValue(/^222\.22/);
    await expect(form.getByLabel('Delivery method')).toHaveValue('CASH');
    await expect(page.getByLabel('First name')).toHaveValue('Ana');
    await expect(form).toHaveAttribute('aria-busy', 'false');
    await form.getByRole('button', { name: 'Continue', exact: true }).click();
    await expect(page).toHaveURL(/\/auth\/pay\?paymentId=\d+$/);
    await expect(row(page, 'Your transfer', 'You send')).toHaveText('GBP 222.22');
    await expect(row(page, 'Your transfer', 'Delivery method')).toHaveText('Cash pickup');
  });
});

test.describe('sender-flows §5 a field in error blocks submit: the calculator amount', () => {
  test('a press while the amount is refused takes the sender to the amount; nothing is sent, then or once it is fixed', async ({ page }) => {
    const { form, posts } = await openSendSignedIn(page);
    await page.getByLabel('First name').fill('Ana');
    const amount = page.getByLabel('You send', { exact: true });
    await amount.fill('99999999');
    await amount.press('Tab');
    await expect(page.getByText('The largest amount is GBP 10,000.00.')).toBeVisible();
    // No figure for an amount that cannot be sent: the recipient's side is empty, as the fee is.
    await expect(page.getByLabel('Recipient gets')).toHaveValue('');
    await page.getByLabel('First name').press('Enter');
    await expect(amount).toBeFocused();
    await amount.fill('150');
    await amount.press('Tab');
    await expect(page.getByText('The largest amount is GBP 10,000.00.')).toHaveCount(0);
    await expect(page.getByLabel('Recipient gets')).not.toHaveValue('');
    await expect(page.locator('.calculator[data-busy]')).toHaveCount(0);
    await expect(form).toHaveAttribute('aria-busy', 'false');
    expect(posts).toEqual([]);
  });
});

test.describe("sender-flows §2 pay and result, §3 Payment history, §8 error code page: in the page's language", () => {
  test('German: the country and the delivery method in German on pay, result and history; the error code page in German', async ({ page }) => {
    await signIn(page);
    // The language is chosen once by a link; it stays for the next pages.
    await page.goto(`${SEND_PAGE}?lang=de`);
    await expect(page.getByRole('heading', { name: 'Ihre Überweisungen' })).toBeVisible();
    await page.goto('/auth/send/gb/ph?amount=100.00&isFrom=true&from_page=send');
    await expect(page.getByLabel('Vorname')).toBeVisible();

    await chooseMethod(page, 'Auszahlungsart', 'HOME_DELIVERY', 'Lieferung nach Hause');
    await page.getByLabel('Vorname').fill('Ana');
    await page.getByLabel(/^Nachname/).fill('Reyes');
    await page.getByLabel('Lieferadresse').fill(ADDRESS);
    await page.getByLabel(/^Telefonnummer des Empfängers/).fill('9171234567');
    await page.getByRole('form', { name: 'send' }).getByRole('button', { name: 'Weiter', exact: true }).click();
    await expect(page).toHaveURL(/\/auth\/pay\?paymentId=\d+$/);
    const paymentId = new URL(page.url()).searchParams.get('paymentId')!;

    const review = page.getByRole('region', { name: 'Ihre Überweisung' });
    await expect(review.getByText('Empfänger (Philippinen) erhält', { exact: true })).toBeVisible();
    await expect(review.getByText(/Philippines/)).toHaveCount(0);
    await expect(row(page, 'Ihre Überweisung', 'Empfänger')).toHaveText('Ana Reyes');

    await continueToPayment(page, 'Weiter zur Zahlung', 'Überweisung bezahlen');
    await page.getByRole('button', { name: 'Jetzt bezahlen' }).click();
    await expect(page).toHaveURL(/\/waiting\?paymentId=\d+$/);
    const waiting = page.getByRole('status').filter({ hasText: '→ Philippinen' });
    await expect(waiting).toBeVisible();
    await expect(waiting).not.toContainText('Philippines');

    await page.goto(SEND_PAGE);
    const record = page.getByRole('listitem').filter({ has: page.locator(`a[href="/waiting?paymentId=${paymentId}"]`) });
    await expect(record).toContainText('Lieferung nach Hause · Philippinen');
    const history = page.getByRole('list').filter({ has: page.locator('a[href^="/waiting?paymentId="]') });
    await expect(history.first()).toBeVisible();
    await expect(history.getByText(/Philippines|Bank transfer|Home delivery/)).toHaveCount(0);

    await page.goto('/auth/user-error?code=633');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Wir konnten diese Überweisung nicht ausführen');
    await expect(page.getByText(/^Unsere Sicherheitsprüfungen haben diese Überweisung angehalten \(Code 633\)/)).toBeVisible();
  });
});
