import { test, expect } from '../fixtures.ts';
import { isPageData, SEND_PAGE, signIn } from './auth-helpers.ts';
import { openSend, payWithNewCard, sendToMaria, transfer } from './money-helpers.ts';

/** The sandbox's payments wait 3000 ms before their outcome (README Backend contract, Money). */
const OUTCOME = { timeout: 10_000 };

test.describe('sender-flows §4 transfer success screen: a full transfer to each result', () => {
  test('waiting, then success; done goes to the cards page when a card paid', async ({ page }) => {
    await signIn(page);
    await transfer(page, '100.00');
    await expect(page.getByRole('heading', { level: 1, name: 'Your transfer is being processed' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Transfer complete' })).toBeVisible(OUTCOME);
    await expect(page.getByText('Your transfer is complete: GBP 100.00 → Philippines.')).toBeVisible();
    await page.getByRole('button', { name: 'Done' }).click();
    await expect(page).toHaveURL(/\/auth\/mycards$/);
  });

  test('success with a new card unsaved: done goes to the invite page; the SMS notice is not offered', async ({ page }) => {
    await signIn(page);
    await transfer(page, '100.00', 'new');
    await expect(page.getByRole('heading', { level: 1, name: 'Transfer complete' })).toBeVisible(OUTCOME);
    await expect(page.getByRole('button', { name: 'Tell the recipient by SMS' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Done' }).click();
    await expect(page).toHaveURL(/\/auth\/profile\/invite-friends$/);
  });

  test('success with the SMS-on-success form: the modal sends phone and text; no reload meanwhile', async ({ page }) => {
    await signIn(page);
    await transfer(page, '100.05');
    await expect(page.getByRole('button', { name: 'Tell the recipient by SMS' })).toBeVisible(OUTCOME);
    const reloads: string[] = [];
    page.on('request', (r) => {
      if (isPageData(r, '/waiting')) reloads.push(r.url());
    });
    await page.waitForTimeout(1000);
    expect(reloads).toEqual([]);
    await page.getByRole('button', { name: 'Tell the recipient by SMS' }).click();
    const modal = page.getByRole('dialog', { name: 'Tell the recipient' });
    await modal.getByLabel("Recipient's phone").fill('639171234567');
    await modal.getByRole('button', { name: 'Send SMS' }).click();
    await expect(page.getByRole('dialog').filter({ hasText: 'We sent your message to the recipient.' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Tell the recipient by SMS' })).toHaveCount(0);
  });

  test('failure: status text and cancel to home (no invite at a failed transfer)', async ({ page }) => {
    await signIn(page);
    await transfer(page, '100.01');
    await expect(page.getByRole('heading', { level: 1, name: "Your transfer didn't go through" })).toBeVisible(OUTCOME);
    await expect(page.getByText(/couldn't complete your transfer: GBP\s100\.01 → Philippines/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/');
  });

  test('an error code: the error page with its /auth/user-error link and cancel', async ({ page }) => {
    await signIn(page);
    await transfer(page, '100.03');
    await expect(page.getByRole('heading', { level: 1, name: "We couldn't complete your transfer" })).toBeVisible(OUTCOME);
    await expect(page.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/');
    await expect(page.getByRole('link', { name: 'Verify your identity' })).toHaveCount(0);
    await page.getByRole('link', { name: 'What this error means' }).click();
    await expect(page).toHaveURL(/\/auth\/user-error\?code=633$/);
    await expect(page.getByText('Reference code: 633')).toBeVisible();
  });

  test('a cash payout category goes home after 400 ms with no done button', async ({ page }) => {
    await signIn(page);
    await openSend(page, '100.04');
    await sendToMaria(page);
    await page.getByRole('button', { name: 'Pay now' }).click();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  });

  test('a payment that stays waiting keeps reloading its data every 400 ms', async ({ page }) => {
    await signIn(page);
    await openSend(page, '100.02');
    await sendToMaria(page);
    await page.getByRole('button', { name: 'Pay now' }).click();
    await expect(page).toHaveURL(/\/waiting\?paymentId=\d+$/);
    const reload = page.waitForRequest((r) => isPageData(r, '/waiting'));
    await reload;
    await expect(page.getByRole('heading', { level: 1, name: 'Your transfer is being processed' })).toBeVisible();
  });
});

test.describe('sender-flows §4 limit screens after done', () => {
  test('reaching limit → continue → upgrade limit, which links to the next page', async ({ page }) => {
    await signIn(page, 'reaching-limit');
    await transfer(page, '100.00', 'new');
    await page.getByRole('button', { name: 'Done' }).click(OUTCOME);
    await expect(page.getByRole('heading', { level: 1, name: "You're close to your limit" })).toBeVisible();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Raise your limit' })).toBeVisible();
    await page.getByRole('button', { name: 'Raise my limit' }).click();
    await expect(page).toHaveURL(/\/auth\/kyc\/ca$/);
  });

  test('reaching limit: not now goes home', async ({ page }) => {
    await signIn(page, 'reaching-limit');
    await transfer(page, '100.00', 'new');
    await page.getByRole('button', { name: 'Done' }).click(OUTCOME);
    await page.getByRole('button', { name: 'Not now' }).click();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  });

  test('low-risk limit increase: to the next AML level (current + 1)', async ({ page }) => {
    await signIn(page, 'low-risk-limit');
    await transfer(page, '100.00', 'new');
    await page.getByRole('button', { name: 'Done' }).click(OUTCOME);
    await expect(page.getByRole('heading', { level: 1, name: 'Raise your limit to level 3' })).toBeVisible();
    await page.getByRole('button', { name: 'Raise my limit' }).click();
    await expect(page).toHaveURL(/\/auth\/kyc\/ca\?level=3$/);
  });

  test('an error code with a next page offers the extra check', async ({ page }) => {
    await signIn(page, 'reaching-limit');
    await transfer(page, '100.03', 'new');
    await expect(page.getByRole('link', { name: 'Verify your identity' })).toHaveAttribute('href', '/auth/kyc/ca', OUTCOME);
  });
});

test.describe('sender-flows §3 send, pay and request forms', () => {
  test('the send page: calculator and form; an amount reloads the form by the calculator call', async ({ page }) => {
    await signIn(page);
    await page.goto(SEND_PAGE);
    await expect(page.getByRole('heading', { level: 1, name: 'Send money' })).toBeVisible();
    await expect(page.getByLabel('You send', { exact: true })).toHaveValue(/^100/);
    await expect(page.getByText('Payment method: bank card')).toBeVisible();
    const call = page.waitForRequest((r) => /^\/auth\/send\/[a-z]{2}\/[a-z]{2}$/.test(new URL(r.url()).pathname) && new URL(r.url()).searchParams.get('amount') === '250.00');
    await page.getByLabel('You send', { exact: true }).fill('250');
    await call;
    await expect(page.getByLabel('Recipient gets')).not.toHaveValue('');
  });

  test('a country choice reloads the form and writes the corridor address', async ({ page }) => {
    await signIn(page);
    await openSend(page, '100.00');
    await page.getByRole('button', { name: /^Change the country or currency the money goes to/ }).click();
    const menu = page.getByRole('dialog', { name: 'Where does the money go?' });
    // The menu opens with the focus in its search box: the sender types at once.
    await expect(menu.getByLabel('Search by country or currency')).toBeFocused();
    await page.keyboard.type('India');
    await menu.getByRole('button', { name: /India/ }).first().click();
    // The corridor, then what it quotes: a reload or Back reopens the same.
    await expect(page).toHaveURL(/\/auth\/send\/gb\/in\?toCurrId=356&amount=100\.00&isFrom=true&deliveryMethod=[A-Z_]+$/);
    await expect(page.getByRole('button', { name: /^Change the country or currency the money goes to: India/ })).toBeVisible();
  });

  test('a declined card shows the server error and keeps the pay form', async ({ page }) => {
    await signIn(page);
    await openSend(page, '100.00');
    await sendToMaria(page);
    await expect(page.getByRole('radio', { name: /Travel card/ })).toBeDisabled();
    await payWithNewCard(page, '4000000000000002');
    const popup = page.getByRole('dialog').filter({ hasText: 'Your bank declined the payment' });
    await expect(popup).toBeVisible();
    await expect(page).toHaveURL(/\/auth\/pay\?paymentId=\d+#card$/);
    // Closed, the focus is back on the button that paid; the same card again is refused on its field, in words.
    await page.keyboard.press('Escape');
    await expect(popup).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Pay now' })).toBeFocused();
    await page.getByRole('button', { name: 'Pay now' }).click();
    await expect(page.getByLabel('Card number')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Card number')).toHaveAccessibleDescription(/This card was refused. Check its details or use another card/);
    // Another card, its expiry pasted with a four-digit year: read as MM/YY, and paid.
    await page.getByLabel('Card number').fill('4242424242424242');
    await page.getByLabel('MM/YY').fill('12/2030');
    await expect(page.getByLabel('MM/YY')).toHaveValue('12/30');
    await page.getByRole('button', { name: 'Pay now' }).click();
    await expect(page).toHaveURL(/\/waiting\?paymentId=\d+$/);
  });

  test('the request form: phone of at least 8 digits, plus or dash; the shared request page follows', async ({ page }) => {
    await signIn(page);
    await page.goto('/auth/request/gb/ph?toCurrId=608');
    await expect(page.getByRole('heading', { level: 1, name: 'Request money' })).toBeVisible();
    const phone = page.getByLabel('Payer’s phone');
    await phone.fill('1234567');
    await phone.blur();
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    await phone.fill('+44-7700-900');
    await page.getByRole('button', { name: 'Create request' }).click();
    // The requester gets their own page with the link; the shared page is the payer's.
    await expect(page).toHaveURL(/\/auth\/request\/created\?link=%2Fb-[A-Za-z0-9]{6}$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Your request is ready' })).toBeVisible();
    await page.getByRole('link', { name: 'See the payer’s page' }).click();
    await expect(page).toHaveURL(/\/b-[A-Za-z0-9]{6}$/);
  });
});
