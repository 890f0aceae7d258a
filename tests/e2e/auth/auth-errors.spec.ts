import { test, expect } from '../fixtures.ts';
import { continueButton, faultOn, fillSendForm, isPageData, isPost, SEND_PAGE, signIn } from './auth-helpers.ts';
import { continueToPayment } from './money-helpers.ts';

/** The send form posts here for the regular sender's default corridor. */
const sendPost = (r: import('@playwright/test').Request) => r.method() === 'POST' && /^\/api\/send\/[a-z]{2}\/[a-z]{2}$/.test(new URL(r.url()).pathname);

test.describe('sender-flows §8 error catalogue on a form submit', () => {
  test('HTTP 497 opens the cloud challenge; solving it replays the held submit', async ({ page }) => {
    await signIn(page);
    await fillSendForm(page);
    await faultOn(page, sendPost, 'challenge');
    const posts: string[] = [];
    page.on('request', (r) => {
      if (sendPost(r)) posts.push(r.postData() ?? '');
    });
    await continueButton(page).click();
    const modal = page.getByRole('dialog', { name: 'Security check' });
    await expect(modal).toBeVisible();
    await modal.frameLocator('iframe').getByRole('button', { name: 'Solve the challenge' }).click();
    await expect(modal).toBeHidden();
    // The replay took the same path and body, and the draft payment's page follows (redirectTo).
    await expect(page).toHaveURL(/\/auth\/pay\?paymentId=\d+$/);
    expect(posts).toHaveLength(2);
    expect(posts[1]).toBe(posts[0]);
  });

  test('HTTP 497 with a failed challenge shows the error screen', async ({ page }) => {
    await signIn(page);
    await fillSendForm(page);
    await faultOn(page, sendPost, 'challenge');
    await continueButton(page).click();
    const modal = page.getByRole('dialog', { name: 'Security check' });
    await modal.frameLocator('iframe').getByRole('button', { name: 'Fail the challenge' }).click();
    await expect(page.getByRole('heading', { level: 1, name: "We couldn't complete the security check" })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Help centre' })).toBeVisible();
  });

  test('a message from another frame or origin does not settle the challenge', async ({ page }) => {
    await signIn(page);
    await fillSendForm(page);
    await faultOn(page, sendPost, 'challenge');
    await continueButton(page).click();
    const modal = page.getByRole('dialog', { name: 'Security check' });
    await expect(modal).toBeVisible();
    await page.evaluate(() => window.postMessage('Challenge solved', location.origin));
    await page.waitForTimeout(300);
    await expect(modal).toBeVisible();
  });

  test('HTTP 403 on a submit resets to the fixed sign-in page', async ({ page, context }) => {
    await signIn(page);
    await fillSendForm(page);
    // The session ends while the form is open (its cookie goes; the readable hint stays).
    await context.clearCookies({ name: 'SESSION' });
    await continueButton(page).click();
    await expect(page).toHaveURL(/\/login\?session=ended$/);
    await expect(page.getByText('Your session has ended. Sign in again to continue.')).toBeVisible();
  });

  test('HTTP 500 on a submit shows on the screen and keeps the values', async ({ page }) => {
    await signIn(page);
    await fillSendForm(page);
    await faultOn(page, sendPost, 'error');
    await continueButton(page).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Something went wrong on our side' })).toBeVisible();
    await expect(page.getByLabel('First name')).toHaveValue('Maria');
  });

  test('a network failure on a submit stops the spinner, reports it and keeps every value typed', async ({ page }) => {
    await signIn(page);
    await fillSendForm(page);
    await faultOn(page, sendPost, 'drop');
    const report = page.waitForRequest((r) => isPost(r, '/exception'));
    await continueButton(page).click();
    await expect(page.getByRole('status').filter({ hasText: "We couldn't reach our servers" })).toBeVisible();
    expect(new URLSearchParams((await report).postData() ?? '').get('exception')).toContain('network failure on submit');
    await expect(page.locator('.auth-app .spinner')).toHaveCount(0);
    await expect(page.getByLabel('First name')).toHaveValue('Maria');
    await expect(page.getByLabel(/^Last name/)).toHaveValue('Santos');
  });

  test('a redirect in the answer navigates; a redirect to another host is refused and reported', async ({ page }) => {
    await signIn(page);
    await fillSendForm(page);
    await continueButton(page).click();
    await expect(page).toHaveURL(/\/auth\/pay\?paymentId=\d+$/);
    await fillSendForm(page);
    await page.route(/\/api\/send\//, (route) => route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ redirectTo: 'https://evil.example/steal' }) }));
    const report = page.waitForRequest((r) => isPost(r, '/exception'));
    await continueButton(page).click();
    expect(new URLSearchParams((await report).postData() ?? '').get('exception')).toContain('refused redirect');
    await expect(page).toHaveURL(new RegExp(`${SEND_PAGE.replace('.', '\\.')}$`));
  });

  test('showServerError with a code outside the ignore list opens the error popup with the server text', async ({ page }) => {
    await signIn(page);
    await fillSendForm(page);
    await continueButton(page).click();
    await expect(page).toHaveURL(/\/auth\/pay\?paymentId=\d+$/);
    await continueToPayment(page);
    // A card the page takes as valid expires before the pay call reaches the server, which refuses it
    // (CARD_EXPIRED, shape 3 with showServerError: the sandbox's own answer, sent a month early).
    await page.route('**/api/auth/pay', (route) =>
      route.fulfill({
        status: 422,
        contentType: 'application/json',
        body: JSON.stringify({
          errorCode: 'CARD_EXPIRED',
          errorMessage: 'This card has expired. Use another card.',
          showServerError: true,
          messages: { errorText: 'This card has expired. Use another card.', buttonClose: 'Close' },
        }),
      }),
    );
    await page.getByRole('radio', { name: 'A new card' }).check();
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByLabel('MM/YY').fill('12/39');
    await page.getByLabel('CVV').fill('123');
    await page.getByRole('button', { name: 'Pay now' }).click();
    const popup = page.getByRole('dialog', { name: 'Something went wrong' });
    await expect(popup).toBeVisible();
    await expect(popup).toContainText('This card has expired. Use another card.');
    // Said once: the pay form does not repeat the popup's text above its button.
    await expect(page.getByText('This card has expired. Use another card.')).toHaveCount(1);
    // The server's close label (buttonClose) on the popup's own button.
    await popup.getByRole('button', { name: 'Close' }).last().click();
    await expect(popup).toBeHidden();
    await expect(page.getByText('This card has expired. Use another card.')).toHaveCount(0);
    await expect(page.getByLabel('Card number')).toHaveValue('4242 4242 4242 4242');
  });

  test('error HTML in the popup keeps only allowlisted tags and attributes', async ({ page }) => {
    await signIn(page);
    await fillSendForm(page);
    await page.route(/\/api\/send\//, (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({
          errorCode: 'LIMIT',
          errorMessage: 'x',
          showServerError: true,
          messages: {
            errorText: '<b>Limit</b> reached <img src="/media/logo.svg" alt="logo"><a href="javascript:alert(1)">bad</a> <a href="/help">help</a><script>window.hacked=2</script><u>underlined</u>',
            buttonClose: 'Understood',
          },
        }),
      }),
    );
    await continueButton(page).click();
    const popup = page.getByRole('dialog', { name: 'Something went wrong' });
    await expect(popup.locator('b')).toHaveText('Limit');
    await expect(popup.locator('img, script')).toHaveCount(0);
    await expect(popup.locator('u')).toHaveText('underlined');
    await expect(popup.getByRole('link', { name: 'help' })).toHaveAttribute('href', '/help');
    await expect(popup.getByText('bad')).not.toHaveAttribute('href', /./);
    expect(await page.evaluate(() => (window as unknown as { hacked?: number }).hacked)).toBeUndefined();
    await popup.getByRole('button', { name: 'Understood' }).click();
  });
});

test.describe('sender-flows §4 block and fraud handling on a send', () => {
  test('soft block (631): block modal; continue opens guidance with chat; not now clears the message and goes to the error page', async ({ page }) => {
    await signIn(page, 'soft-block');
    await fillSendForm(page);
    await continueButton(page).click();
    const modal = page.getByRole('dialog', { name: "We couldn't accept this transfer" });
    await expect(modal).toBeVisible();
    await expect(modal.getByText('Reference code: 631')).toBeVisible();
    await modal.getByRole('button', { name: 'Continue' }).click();
    const guidance = page.getByRole('dialog', { name: 'What you can do' });
    await expect(guidance.getByRole('link', { name: 'Chat with us' })).toBeVisible();
    await guidance.getByRole('button', { name: 'Not now' }).click();
    await fillSendForm(page);
    await continueButton(page).click();
    const close = page.waitForRequest((r) => isPost(r, '/auth/message/close.action'));
    await page.getByRole('dialog', { name: "We couldn't accept this transfer" }).getByRole('button', { name: 'Not now' }).click();
    expect(new URL((await close).url()).searchParams.get('messageId')).toMatch(/^\d+$/);
    await expect(page).toHaveURL(/\/auth\/user-error\?code=631$/);
  });

  test('hard block (6001): not now offers logout to the signed-in user', async ({ page }) => {
    await signIn(page, 'hard-block');
    await fillSendForm(page);
    await continueButton(page).click();
    await page.getByRole('dialog', { name: 'Your account is closed to transfers' }).getByRole('button', { name: 'Not now' }).click();
    const offer = page.getByRole('dialog', { name: 'Log out?' });
    await offer.getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  });

  test('frozen account (655): the disclaimer, closed by not now', async ({ page }) => {
    await signIn(page, 'frozen');
    await fillSendForm(page);
    await continueButton(page).click();
    const disclaimer = page.getByRole('dialog', { name: 'Your account is frozen' });
    await expect(disclaimer).toContainText('Contact support before you send money again.');
    await expect(disclaimer.getByRole('button', { name: 'Continue' })).toHaveCount(0);
    await disclaimer.getByRole('button', { name: 'Not now' }).click();
    await expect(disclaimer).toBeHidden();
  });

  test('616 for a US sender (840) uses the US wording', async ({ page }) => {
    await signIn(page, 'us');
    await fillSendForm(page);
    await continueButton(page).click();
    const modal = page.getByRole('dialog', { name: "This transfer isn't allowed under US rules" });
    await expect(modal).toContainText('under US rules');
    await modal.getByRole('button', { name: 'Not now' }).click();
    await expect(page).toHaveURL(/\/auth\/user-error\?code=616$/);
  });

  test('616 for any other sender uses the alternate recipient wording', async ({ page }) => {
    await signIn(page, 'alternate-wording');
    await fillSendForm(page);
    await continueButton(page).click();
    const modal = page.getByRole('dialog', { name: "We can't send money to this recipient" });
    await expect(modal).toContainText('Check their details');
    await modal.getByRole('button', { name: 'Not now' }).click();
    await expect(page).toHaveURL(/\/auth\/user-error\?code=616$/);
  });
});

test.describe('sender-flows §4 server messages', () => {
  const message = (id: number, messageType: string, value: string, extra: Record<string, unknown> = {}) => ({
    messageId: id,
    messageType,
    value,
    expires: null,
    errorCode: null,
    paymentId: null,
    status: null,
    closable: true,
    ...extra,
  });

  test('with several messages, earlier closable ones are closed by the close call and only the last is kept', async ({ page }) => {
    await signIn(page);
    const answer = await (await page.request.get('/auth/mycards', { headers: { Accept: 'application/json' } })).json();
    await page.route(/\/auth\/mycards(\?|$)/, (route) =>
      isPageData(route.request(), '/auth/mycards')
        ? route.fulfill({
            json: { ...answer, messageBodyMessages: [message(901, 'INFO', 'First'), message(902, 'INFO', 'Second', { closable: false }), message(903, 'ERROR', 'Your last transfer failed.')] },
          })
        : route.fallback(),
    );
    await page.route('**/auth/message/close.action*', (route) => route.fulfill({ json: { closed: true } }));
    const closed: string[] = [];
    page.on('request', (r) => {
      if (isPost(r, '/auth/message/close.action')) closed.push(new URL(r.url()).search);
    });
    await page.goto(SEND_PAGE);
    await page.getByRole('banner').getByRole('link', { name: 'Profile' }).click();
    await page.getByRole('main').getByRole('link', { name: 'Saved cards' }).click();
    const failure = page.getByRole('dialog', { name: "We couldn't do that" });
    await expect(failure).toContainText('Your last transfer failed.');
    await expect.poll(() => closed).toEqual(['?messageId=901&expire']);
    // Go back: the message is removed (closed on the server) and the user is back where they were.
    await failure.getByRole('button', { name: 'Go back' }).click();
    await expect(failure).toBeHidden();
    await expect(page).toHaveURL(/\/auth\/profile$/);
    await expect.poll(() => closed).toEqual(['?messageId=901&expire', '?messageId=903&expire']);
  });

  test('a timer message opens the timed modal, which closes itself after 2000 ms', async ({ page }) => {
    await signIn(page);
    const answer = await (await page.request.get('/auth/mycards', { headers: { Accept: 'application/json' } })).json();
    await page.route(/\/auth\/mycards(\?|$)/, (route) =>
      isPageData(route.request(), '/auth/mycards') ? route.fulfill({ json: { ...answer, messageBodyMessages: [message(904, 'TIMER', 'Saved.')] } }) : route.fallback(),
    );
    await page.route('**/auth/message/close.action*', (route) => route.fulfill({ json: { closed: true } }));
    await page.goto('/auth/mycards');
    const timed = page.getByRole('dialog', { name: 'Done' });
    await expect(timed).toContainText('Saved.');
    await expect(timed).toBeHidden({ timeout: 3500 });
  });

  test('an informational message shows as a notice; dismissing closes it on the server', async ({ page }) => {
    // The page data is pinned to one INFO message: other tests' transfers add status messages to
    // the shared sandbox user, and a newer message closes the earlier ones (the rule above).
    await signIn(page);
    const answer = await (await page.request.get('/auth/mycards', { headers: { Accept: 'application/json' } })).json();
    let open = [message(905, 'INFO', 'Transfers to the Philippines now arrive within minutes.')];
    await page.route(/\/auth\/mycards(\?|$)/, (route) => (isPageData(route.request(), '/auth/mycards') ? route.fulfill({ json: { ...answer, messageBodyMessages: open } }) : route.fallback()));
    await page.route('**/auth/message/close.action*', (route) => {
      open = [];
      return route.fulfill({ json: { closed: true } });
    });
    await page.goto('/auth/mycards');
    const notice = page.getByRole('complementary', { name: 'Notice' });
    await expect(notice).toContainText('Transfers to the Philippines now arrive within minutes.');
    const close = page.waitForRequest((r) => isPost(r, '/auth/message/close.action'));
    await notice.getByRole('button', { name: 'Dismiss' }).click();
    expect(new URL((await close).url()).search).toBe('?messageId=905&expire');
    await expect(notice).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Notice' })).toHaveCount(0);
  });
});

test.describe('sender-flows §8 page data', () => {
  test('HTTP 497 on page data: the challenge, then the page', async ({ page }) => {
    await signIn(page);
    await faultOn(page, (r) => isPageData(r, '/auth/mycards'), 'challenge');
    await page.goto('/auth/mycards');
    const modal = page.getByRole('dialog', { name: 'Security check' });
    await modal.frameLocator('iframe').getByRole('button', { name: 'Solve the challenge' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Saved cards' })).toBeVisible();
  });
});
