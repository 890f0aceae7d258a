import AxeBuilder from '@axe-core/playwright';
import { test, expect } from '../fixtures.ts';
import { signIn } from './auth-helpers.ts';
import { continueToPayment, openSend, sendToMaria } from './money-helpers.ts';

/** The figures of the review, by their label. */
const row = (page: import('@playwright/test').Page, label: string) =>
  page
    .getByRole('region', { name: 'Your transfer' })
    .locator('div')
    .filter({ has: page.locator('dt').getByText(label, { exact: true }) })
    .locator('dd');

test.describe('sender-flows §2 /auth/pay: review before paying', () => {
  test('amount, fee, the total charged, rate, what arrives, the recipient masked and the delivery method', async ({ page }) => {
    await signIn(page);
    await openSend(page, '100.00');
    await sendToMaria(page, { stopAtReview: true });
    await expect(row(page, 'You send')).toHaveText('GBP 100.00');
    await expect(row(page, 'Total to pay')).toHaveText(/^GBP\s10\d\.\d\d$/);
    await expect(row(page, 'Exchange rate')).toHaveText(/^1 GBP = [\d,]+\.\d{4} PHP$/);
    await expect(row(page, 'Recipient')).toHaveText('Maria Santos •••• 6789');
    await expect(row(page, 'Delivery method')).toHaveText('Bank account');
    // The total is the figure that stands out.
    const size = (label: string) => row(page, label).evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
    expect(await size('Total to pay')).toBeGreaterThan(await size('You send'));
  });

  test('review, then the card as a step of its own: the steps, Back and Forward, the way back to the review and to editing', async ({ page }) => {
    await signIn(page);
    await openSend(page, '100.00');
    await sendToMaria(page, { stopAtReview: true });
    const steps = page.getByRole('list', { name: 'Steps of your transfer' });
    await expect(steps.locator('[aria-current="step"] .step-name')).toHaveText('Review');
    await expect(page.getByRole('group', { name: 'Pay with' })).toHaveCount(0);
    const total = await row(page, 'Total to pay').innerText();

    await continueToPayment(page);
    await expect(steps.locator('[aria-current="step"] .step-name')).toHaveText('Pay');
    await expect(page.getByText(total, { exact: true })).toBeVisible();
    await page.getByRole('radio', { name: 'A new card' }).check();
    await page.getByLabel('Card number').fill('4242424242424242');

    // The browser's Back returns to the review without reloading it; Forward returns to the card.
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: 'Review before paying' })).toBeVisible();
    await expect(row(page, 'Total to pay')).toHaveText(total);
    await page.goForward();
    await expect(page.getByRole('heading', { level: 1, name: 'Pay for your transfer' })).toBeVisible();

    // The card step's own way back is history's, so Forward still works after it.
    await page.getByRole('button', { name: 'Back to review' }).click();
    await expect(page).toHaveURL(/\/auth\/pay\?paymentId=\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Review before paying' })).toBeVisible();

    // A reload on the card step stays on it.
    await continueToPayment(page);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Pay for your transfer' })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Pay with' })).toBeVisible();
  });
});

test.describe('sender-flows §3 Stored card, Card: how to pay', () => {
  test('saved cards are cards to pick with their marks; the expired one is not choosable and says why', async ({ page }) => {
    await signIn(page);
    await openSend(page, '100.00');
    await sendToMaria(page);
    const choice = page.getByRole('group', { name: 'Pay with' });
    const everyday = choice.getByRole('radio', { name: /^Everyday Visa\s?, Visa •••• 4242$/ });
    await expect(everyday).toBeChecked();
    const travel = choice.getByRole('radio', { name: /^Travel card\s?, Mastercard •••• 4444\s?, Expired$/ });
    await expect(travel).toBeDisabled();
    await expect(travel).toHaveAccessibleDescription('This card has expired. Choose another card or pay with a new one.');
    // Every mark is a local SVG that loads.
    for (const img of await choice.locator('img').all()) await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
    await expect(choice.locator('img[src$="/visa.svg"]')).toHaveCount(1);
    await expect(choice.locator('img[src$="/mastercard.svg"]')).toHaveCount(1);
    // Keyboard: the choice is one Tab stop; an arrow moves to the new card (the expired one is skipped).
    await everyday.focus();
    await page.keyboard.press('ArrowDown');
    await expect(choice.getByRole('radio', { name: 'A new card' })).toBeChecked();
    await expect(page.getByLabel('Card number')).toBeVisible();
  });

  test('a new card: numeric keyboard and autofill names, grouped and its brand shown as typed, then it pays', async ({ page }) => {
    await signIn(page);
    await openSend(page, '100.00');
    await sendToMaria(page);
    await page.getByRole('radio', { name: 'A new card' }).check();
    const number = page.getByLabel('Card number');
    await expect(number).toHaveAttribute('autocomplete', 'cc-number');
    await expect(number).toHaveAttribute('inputmode', 'numeric');
    await expect(page.getByLabel('MM/YY')).toHaveAttribute('autocomplete', 'cc-exp');
    await expect(page.getByLabel('CVV')).toHaveAttribute('autocomplete', 'cc-csc');
    await expect(page.getByLabel('CVV')).toHaveAttribute('inputmode', 'numeric');
    const mark = page.locator('.pay-typed-brand img');
    await expect(mark).toHaveAttribute('src', /\/card\.svg$/);
    await number.pressSequentially('3782');
    await expect(mark).toHaveAttribute('src', /\/amex\.svg$/);
    await expect(page.getByText('American Express', { exact: true })).toBeAttached();
    await number.pressSequentially('82246310005');
    await expect(number).toHaveValue('3782 822463 10005');
    await number.fill('');
    await number.pressSequentially('55555555555544449');
    await expect(number).toHaveValue('5555 5555 5555 4444 9');
    await expect(mark).toHaveAttribute('src', /\/mastercard\.svg$/);
    await number.fill('5555555555554444');
    await expect(number).toHaveValue('5555 5555 5555 4444');
    await page.getByLabel('MM/YY').fill('1230');
    await page.getByLabel('CVV').fill('123');
    await page.emulateMedia({ colorScheme: 'dark' });
    const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
    expect(axe.violations.map((v) => v.id)).toEqual([]);
    await page.getByRole('button', { name: 'Pay now' }).click();
    await expect(page).toHaveURL(/\/waiting\?paymentId=\d+$/);
  });
});

test.describe('sender-flows §4 payment result: the receipt (whole journey: send form → pay with a saved card → result)', () => {
  test('reference, figures and progress; Copy receipt puts them on the clipboard; Send again reopens the same recipient and amount', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await signIn(page);
    await openSend(page, '100.00');
    await sendToMaria(page);
    await expect(page.getByRole('radio', { name: /^Everyday Visa/ })).toBeChecked();
    await page.getByRole('button', { name: 'Pay now' }).click();
    await expect(page).toHaveURL(/\/waiting\?paymentId=\d+$/);
    const id = new URL(page.url()).searchParams.get('paymentId')!;
    const receipt = page.getByRole('region', { name: 'Receipt' });
    const value = (label: string) =>
      receipt
        .locator('div')
        .filter({ has: page.locator('dt').getByText(label, { exact: true }) })
        .locator('dd');
    await expect(value('Reference')).toHaveText(id);
    await expect(value('You sent')).toHaveText('GBP 100.00');
    await expect(value('Total charged')).toHaveText(/^GBP\s10\d\.\d\d$/);
    await expect(value('Recipient')).toHaveText('Maria Santos •••• 6789');
    const progress = page.getByRole('list', { name: 'Progress' });
    await expect(progress.getByRole('listitem')).toHaveText(['Created: done', 'Paid: done', 'Sent: in progress', 'Delivered: not yet']);
    await expect(progress.locator('[aria-current="step"]')).toHaveText('Sent: in progress');

    await expect(page.getByRole('heading', { level: 1, name: 'Transfer complete' })).toBeVisible({ timeout: 10_000 });
    await expect(progress.getByRole('listitem')).toHaveText(['Created: done', 'Paid: done', 'Sent: done', 'Delivered: done']);
    await page.getByRole('button', { name: 'Copy receipt' }).click();
    await expect(receipt.getByRole('status')).toHaveText('Receipt copied');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain(`Reference: ${id}`);
    expect(copied).toMatch(/Total charged: GBP\s10\d\.\d\d/);
    expect(copied).toContain('Recipient: Maria Santos •••• 6789');
    expect(copied).not.toContain('PH12BANK');

    await page.getByRole('button', { name: 'Send again' }).click();
    await expect(page).toHaveURL(/\/auth\/send\//);
    await expect(page.getByLabel('First name')).toHaveValue('Maria');
    await expect(page.getByLabel('You send', { exact: true })).toHaveValue(/^100\.00/);
  });

  test('a failed transfer: the progress stops at its step', async ({ page }) => {
    await signIn(page);
    await openSend(page, '100.01');
    await sendToMaria(page);
    await page.getByRole('button', { name: 'Pay now' }).click();
    await expect(page.getByRole('heading', { level: 1, name: "Your transfer didn't go through" })).toBeVisible({ timeout: 10_000 });
    await expect(page.getByRole('list', { name: 'Progress' }).getByRole('listitem')).toHaveText(['Created: done', 'Paid: done', 'Sent: stopped here', 'Delivered: not yet']);
  });
});
