import type { Page } from '@playwright/test';
import { expect } from '../fixtures.ts';

/** Opens the send form of a corridor at an amount (the landing calculator's start path) and waits for the calculator's form. */
export async function openSend(page: Page, amount: string, corridor = 'gb/ph'): Promise<void> {
  const calculator = page.waitForResponse((r) => new URL(r.url()).pathname === `/auth/send/${corridor}` && r.request().method() === 'GET');
  await page.goto(`/auth/send/${corridor}?amount=${amount}&isFrom=true&from_page=send`);
  await calculator;
  await expect(page.getByLabel('You send', { exact: true })).toHaveValue(new RegExp(`^${amount.replace('.', '\\.')}`));
}

/** From the review step to the card step of the pay page (sender-flows §2 /auth/pay). */
export async function continueToPayment(page: Page, button = 'Continue to payment', title = 'Pay for your transfer'): Promise<void> {
  await page.getByRole('button', { name: button }).click();
  await expect(page).toHaveURL(/\/auth\/pay\?paymentId=\d+#card$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
}

/** Fills the recipient of the GB → PH bank-account form and continues to the review, then (unless told to stop there) to the card. */
export async function sendToMaria(page: Page, { stopAtReview = false } = {}): Promise<void> {
  await page.getByLabel('First name').fill('Maria');
  await page.getByLabel(/^Last name/).fill('Santos');
  const account = page.getByLabel('IBAN or account number');
  if (await account.count()) await account.fill('PH12BANK000123456789');
  await page.getByLabel(/^Recipient’s phone/).fill('9171234567');
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page).toHaveURL(/\/auth\/pay\?paymentId=\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Review before paying' })).toBeVisible();
  if (!stopAtReview) await continueToPayment(page);
}

/** Pays with a new card's number, expiry and cvv. */
export async function payWithNewCard(page: Page, pan = '4242424242424242'): Promise<void> {
  await page.getByRole('radio', { name: 'A new card' }).check();
  await page.getByLabel('Card number').fill(pan);
  await page.getByLabel('MM/YY').fill('1230');
  await page.getByLabel('CVV').fill('123');
  await page.getByRole('button', { name: 'Pay now' }).click();
}

/** A whole transfer of `amount` from the corridor route to the result page. */
export async function transfer(page: Page, amount: string, pay: 'saved' | 'new' = 'saved'): Promise<void> {
  await openSend(page, amount);
  await sendToMaria(page);
  if (pay === 'new') await payWithNewCard(page);
  else await page.getByRole('button', { name: 'Pay now' }).click();
  await expect(page).toHaveURL(/\/waiting\?paymentId=\d+$/);
}

/** The send form's posts from now on (URLs), to count what a press sent. */
export function sendPosts(page: Page): string[] {
  const posts: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname.includes('/send/')) posts.push(r.url());
  });
  return posts;
}
