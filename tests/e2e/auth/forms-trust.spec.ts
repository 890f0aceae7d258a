// What the forms post and refuse, tried as a user would (README Backend contract: the sandbox's test
// users; the send form of GB → PH fixes the recipient's phone country to the Philippines, +63).
import { test, expect } from '../fixtures.ts';
import { appReady, isPost, signIn } from './auth-helpers.ts';
import { withoutServerMessages } from './account-helpers.ts';
import { continueToPayment, openSend, sendPosts } from './money-helpers.ts';

/** Pastes text into a field through the clipboard, as a user does. */
async function paste(page: import('@playwright/test').Page, label: RegExp | string, text: string): Promise<void> {
  await page.evaluate((value) => navigator.clipboard.writeText(value), text);
  await page.getByLabel(label).focus();
  await page.keyboard.press('ControlOrMeta+V');
}

/** Signs in and opens invite friends with no server notice; returns the invitations posted from then on. */
async function openInviteFriends(page: import('@playwright/test').Page): Promise<string[]> {
  await signIn(page);
  await withoutServerMessages(page);
  await page.goto('/auth/profile/invite-friends');
  await appReady(page);
  const posts: string[] = [];
  page.on('request', (r) => {
    if (isPost(r, '/api/auth/profile/invite-friends')) posts.push(r.postData() ?? '');
  });
  return posts;
}

test.describe('sender-flows §5 phone input', () => {
  test('send form: "+63 917 123 4567" pasted posts prefix 63 and national number 9171234567; the last name is not "(optional)"', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await signIn(page);
    await openSend(page, '100.00');
    await expect(page.locator('label', { hasText: /^Last name/ })).toHaveText('Last name');
    await expect(page.getByLabel('Last name', { exact: true })).toHaveAttribute('aria-required', 'true');
    await page.getByLabel('First name').fill('Maria');
    await page.getByLabel('Last name', { exact: true }).fill('Santos');
    await page.getByLabel('IBAN or account number').fill('PH12BANK000123456789');
    await paste(page, /^Recipient’s phone/, '+63 917 123 4567');
    const phone = page.getByLabel(/^Recipient’s phone/);
    await phone.blur();
    await expect(phone).toHaveValue('917 123 4567');
    await expect(phone).not.toHaveAttribute('aria-invalid', 'true');
    const sent = page.waitForRequest((r) => isPost(r, '/api/send/gb/ph'));
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    const body = new URLSearchParams((await sent).postData() ?? '');
    expect(body.get('toValues[phone_prefix]')).toBe('63');
    expect(body.get('toValues[phone_number]')).toBe('9171234567');
    await expect(page).toHaveURL(/\/auth\/pay\?paymentId=\d+$/);
  });

  test("send form: a number too short for the Philippines or of another country is refused on its field, in the user's words", async ({ page }) => {
    await signIn(page);
    await openSend(page, '100.00');
    const phone = page.getByLabel(/^Recipient’s phone/);
    await phone.fill('917 123 456');
    await phone.blur();
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    await expect(phone).toHaveAccessibleDescription('This number is too short: a mobile number with +63 has 10 digits after the country code');
    await phone.fill('+44 7700 900125');
    await phone.blur();
    await expect(phone).toHaveAccessibleDescription('This is a number of another country. Enter a number with +63');
  });

  test('send form: "+44 7700 900125" and Enter while the phone rules are on their way is named a number of another country, kept as typed, and nothing is posted', async ({ page }) => {
    await signIn(page);
    // The rules of +63 and +44 arrive two seconds late (a slow network).
    await page.route('**/data/phone/*.json', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2000));
      await route.continue();
    });
    await openSend(page, '100.00');
    const posts = sendPosts(page);
    await page.getByLabel('First name').fill('Maria');
    await page.getByLabel('Last name', { exact: true }).fill('Santos');
    await page.getByLabel('IBAN or account number').fill('PH12BANK000123456789');
    const phone = page.getByLabel(/^Recipient’s phone/);
    await phone.fill('+44 7700 900125');
    await phone.press('Enter');
    await expect(phone).toHaveAccessibleDescription('This is a number of another country. Enter a number with +63', { timeout: 8000 });
    await phone.blur();
    await expect(phone).toHaveValue('+44 7700 900125');
    expect(posts).toEqual([]);
  });

  test('send form: an edit inside the number keeps the caret where the user typed', async ({ page }) => {
    await signIn(page);
    await openSend(page, '100.00');
    const phone = page.getByLabel(/^Recipient’s phone/);
    await phone.pressSequentially('9171234567');
    await expect(phone).toHaveValue('917 123 4567');
    // The caret after "917 12": Backspace, then 8.
    await phone.evaluate((input: HTMLInputElement) => input.setSelectionRange(6, 6));
    await phone.press('Backspace');
    await phone.press('8');
    await expect(phone).toHaveValue('917 183 4567');
    // Backspace just after a space takes the digit before it.
    await phone.evaluate((input: HTMLInputElement) => input.setSelectionRange(4, 4));
    await phone.press('Backspace');
    await expect(phone).toHaveValue('911 834 567');
    expect(await phone.evaluate((input: HTMLInputElement) => input.selectionStart)).toBe(2);
  });

  test('invite friends: a number of a country the picker leaves out ("+98 …", Iran) is refused on its field and not sent', async ({ page }) => {
    const posts = await openInviteFriends(page);
    const phone = page.getByLabel('Friend’s phone number');
    await phone.fill('+98 912 345 6614');
    await page.getByRole('button', { name: 'Send invitation' }).click();
    await expect(phone).toHaveAccessibleDescription('We can’t accept numbers with +98. Enter a number from another country');
    await expect(phone).toBeFocused();
    expect(posts).toEqual([]);
  });

  test.describe('on a touch screen', () => {
    test.use({ hasTouch: true, viewport: { width: 375, height: 800 } });
    test('invite friends: a tap on the button with a number too short is not lost: the field says why and takes the focus', async ({ page }) => {
      const posts = await openInviteFriends(page);
      const phone = page.getByLabel('Friend’s phone number');
      await phone.fill('7700');
      await page.getByRole('button', { name: 'Send invitation' }).tap();
      await expect(phone).toHaveAttribute('aria-invalid', 'true');
      await expect(phone).toBeFocused();
      expect(posts).toEqual([]);
    });
  });

  test('invite friends: the country picker opens with the focus in its search box', async ({ page }) => {
    await signIn(page);
    await page.goto('/auth/profile/invite-friends');
    await appReady(page);
    await page.getByRole('button', { name: /^Country code/ }).click();
    const picker = page.getByRole('dialog', { name: 'Choose a country code' });
    await expect(picker.getByLabel('Search for a country')).toBeFocused();
    await page.keyboard.type('fran');
    await expect(picker.getByRole('button', { name: /France/ })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: /^Country code/ })).toBeFocused();
  });

  test('invite friends: "+44 7700 900125" posts 447700900125 once, not 44447700900125', async ({ page }) => {
    await signIn(page);
    await withoutServerMessages(page);
    await page.goto('/auth/profile/invite-friends');
    await appReady(page);
    const phone = page.getByLabel('Friend’s phone number');
    await phone.fill('+44 7700 900125');
    const sent = page.waitForRequest((r) => isPost(r, '/api/auth/profile/invite-friends'));
    await page.getByRole('button', { name: 'Send invitation' }).click();
    expect(new URLSearchParams((await sent).postData() ?? '').get('phone')).toBe('447700900125');
    await expect(page.getByRole('status').filter({ hasText: 'Invitation sent to +44••••••0125' })).toBeVisible();
  });
});

test.describe('public-site §5 invite phone', () => {
  test('the invite form refuses "+44 7700" with a message and sends nothing', async ({ page }) => {
    const posts: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST') posts.push(r.url());
    });
    await page.goto('/invite/INV1000');
    await page.locator('astro-island[component-url*="InviteForm"]:not([ssr])').waitFor({ state: 'attached' });
    const phone = page.getByRole('textbox', { name: 'Phone number' });
    await phone.fill('+44 7700');
    await page.getByRole('main').getByRole('button', { name: 'Get the app' }).click();
    await expect(page.getByText('This number is too short: a mobile number with +44 has 10 digits after the country code')).toBeVisible();
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    await expect(phone).toHaveAttribute('aria-describedby', /.+/);
    expect(posts.filter((u) => u.includes('accept-invite-page'))).toEqual([]);
  });

  test('a pasted "+63 917 123 4567" picks the Philippines and posts 639171234567', async ({ page }) => {
    await page.goto('/invite/INV1000');
    await page.locator('astro-island[component-url*="InviteForm"]:not([ssr])').waitFor({ state: 'attached' });
    await page.getByRole('textbox', { name: 'Phone number' }).fill('+63 917 123 4567');
    await expect(page.getByRole('button', { name: /Country code: Philippines \+63/ })).toBeVisible();
    const sent = page.waitForRequest('**/api/v1/accept-invite-page/phones');
    await page.getByRole('main').getByRole('button', { name: 'Get the app' }).click();
    expect((await sent).postDataJSON()).toEqual({ phone: '639171234567', invite_code: 'INV1000' });
  });
});

test.describe("sender-flows §3 Card: the new card's fields are mandatory and say what is wrong", () => {
  test('pay with empty new-card fields: each says it is required, none says "(optional)"; a bad number, expiry and CVV get their own messages', async ({ page }) => {
    await signIn(page);
    await openSend(page, '100.00');
    await page.getByLabel('First name').fill('Maria');
    await page.getByLabel('Last name', { exact: true }).fill('Santos');
    await page.getByLabel('IBAN or account number').fill('PH12BANK000123456789');
    await page.getByLabel(/^Recipient’s phone/).fill('9171234567');
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await expect(page).toHaveURL(/\/auth\/pay\?paymentId=\d+$/);
    await continueToPayment(page);
    await page.getByRole('radio', { name: 'A new card' }).check();
    const form = page.getByRole('form', { name: 'Card to pay with' });
    for (const label of ['Card number', 'MM/YY', 'CVV']) await expect(form.locator('label', { hasText: label })).toHaveText(label);
    await expect(form.getByText('(optional)')).toHaveCount(0);
    const posts: string[] = [];
    page.on('request', (r) => {
      if (isPost(r, '/api/auth/pay')) posts.push(r.url());
    });
    await page.getByRole('button', { name: 'Pay now' }).click();
    for (const label of ['Card number', 'MM/YY', 'CVV']) {
      const field = page.getByLabel(label, { exact: true });
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(field).toHaveAccessibleDescription('This field is required');
    }
    await page.getByLabel('Card number', { exact: true }).fill('4242 4242 4242 4241');
    await page.getByLabel('MM/YY', { exact: true }).fill('0120');
    await page.getByLabel('CVV', { exact: true }).fill('12');
    await page.getByRole('button', { name: 'Pay now' }).click();
    await expect(page.getByLabel('Card number', { exact: true })).toHaveAccessibleDescription('This card number is not valid. Check the digits');
    await expect(page.getByLabel('MM/YY', { exact: true })).toHaveAccessibleDescription('This card has expired');
    await expect(page.getByLabel('CVV', { exact: true })).toHaveAccessibleDescription('Enter the 3-digit security code');
    expect(posts).toEqual([]);
    await expect(page.getByText('Something went wrong')).toHaveCount(0);
  });
});

test.describe('sender-flows §2 profile: one email rule', () => {
  test('refuses "<script>alert(1)</script>@x.com" on its field and posts nothing', async ({ page }) => {
    await signIn(page, 'soft-block');
    await withoutServerMessages(page);
    await page.goto('/auth/profile');
    await appReady(page);
    const posts: string[] = [];
    page.on('request', (r) => {
      if (isPost(r, '/api/auth/profile')) posts.push(r.url());
    });
    const email = page.getByLabel('Email', { exact: true });
    await email.fill('<script>alert(1)</script>@x.com');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription('Enter a valid email address');
    expect(posts).toEqual([]);
  });

  test('registration flags "x@" on its field', async ({ page }) => {
    await page.goto('/registration');
    await appReady(page);
    const email = page.getByLabel('Email', { exact: true });
    await email.fill('x@');
    await email.blur();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription('Enter a valid email address');
  });
});
