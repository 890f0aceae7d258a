import type { Page } from '@playwright/test';
import { test, expect } from '../fixtures.ts';

/** Snapshot facts (content-cache/helpdesk): categories, sections and articles used below. */
const SENDING = 4403118281;
const MAKING_A_TRANSFER = 44041815309;
const HOW_TO_SEND = 44061494080;
const ABOUT = 44041736584;
const GETTING_STARTED = 4403118261;
const WHAT_IS_SENDORA = 44064092370;
const articlePath = (base: string) => `${base}/category/${GETTING_STARTED}/section/${ABOUT}/article/${WHAT_IS_SENDORA}`;

/** The vote island hydrates as it nears the viewport (client:visible); its buttons are disabled until then. */
async function voteReady(page: Page) {
  await page.locator('.help-vote').scrollIntoViewIfNeeded();
  await expect(page.locator('.help-vote')).toHaveAttribute('data-ready', 'true');
}

const searchBox = (page: Page) => page.getByRole('searchbox', { name: /search the help centre|im hilfe-center suchen/i });

test.describe('public-site §2 help centre, desktop', () => {
  test('four levels in English: categories and promoted articles, sections, starred articles, the article', async ({ page }) => {
    await page.goto('/help');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('How can we help?');
    await expect(page.getByRole('heading', { name: 'Popular articles' })).toBeVisible();
    // Direct-link categories are left out (public-site §2): "In-app guides" holds only direct-link sections.
    await expect(page.getByRole('link', { name: 'In-app guides' })).toHaveCount(0);
    await page.getByRole('main').getByRole('link', { name: 'Sending money', exact: true }).click();
    await expect(page).toHaveURL(`/help/category/${SENDING}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sending money');
    await page.getByRole('link', { name: 'Making a transfer' }).click();
    await expect(page).toHaveURL(`/help/category/${SENDING}/section/${MAKING_A_TRANSFER}`);
    await expect(page.getByRole('main').getByRole('img', { name: 'Popular article' }).first()).toBeVisible();
    await page.getByRole('link', { name: 'How do I send money?' }).click();
    await expect(page).toHaveURL(`/help/category/${SENDING}/section/${MAKING_A_TRANSFER}/article/${HOW_TO_SEND}`);
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumbs' });
    await expect(crumbs.getByRole('link')).toHaveText(['Help centre', 'Sending money', 'Making a transfer']);
    await expect(page.locator('time')).toHaveText(/^\d{4}-\d{2}-\d{2}$/);
    await expect(page.getByRole('link', { name: /Back to top/ })).toHaveAttribute('href', '#main');
    // The chat is enabled for this region, and with no chat widget it opens the desk's new-request page.
    await expect(page.getByRole('link', { name: 'Contact support' })).toHaveAttribute('href', '/hc/en-gb/requests/new');
  });

  test('four levels in German under the region prefix, every article in German', async ({ page }) => {
    await page.goto('/de-de/help');
    await page.getByRole('main').getByRole('link', { name: 'Geld senden', exact: true }).click();
    await expect(page).toHaveURL(`/de-de/help/category/${SENDING}`);
    await page.getByRole('link', { name: 'Eine Überweisung senden' }).click();
    await expect(page).toHaveURL(`/de-de/help/category/${SENDING}/section/${MAKING_A_TRANSFER}`);
    await page.getByRole('link', { name: 'Wie sende ich Geld?' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Wie sende ich Geld?');
    await expect(page.locator('.breadcrumbs a').first()).toHaveText('Hilfe-Center');
    // The snapshot holds every article in German, so none falls back to English here (help-fallback.test.ts covers the fallback).
    await page.goto(`/de-de/help/category/${SENDING}/section/${MAKING_A_TRANSFER}`);
    await expect(page.getByRole('main').locator('li[lang="en"]')).toHaveCount(0);
  });

  test('the short region-prefixed article path shows the article with the four-level page as canonical', async ({ page }) => {
    await page.goto(`/fr-fr/help/${GETTING_STARTED}/${WHAT_IS_SENDORA}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Qu’est-ce que Sendora ?');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/fr-fr${articlePath('/help')}$`));
  });

  test('article bodies link to the site, never to the desk, and images are local copies', async ({ page }) => {
    await page.goto('/help/category/4403118301/section/44041906253/article/44130457967');
    const hrefs = await page.locator('.prose a').evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
    expect(hrefs.length).toBeGreaterThan(0);
    for (const href of hrefs) expect(href).toMatch(/^\/help\/category\/\d+\/section\/\d+\/article\/\d+$/);
    await page.goto('/help/category/4403118281/section/44041815309/article/44061494080');
    const sources = await page.locator('.prose img').evaluateAll((imgs) => imgs.map((i) => i.getAttribute('src') ?? ''));
    for (const src of sources) expect(src).toMatch(/^\/media\/helpdesk\//);
  });
});

test.describe('public-site §2 help centre, mobile', () => {
  test('four levels with back links in English; the close button shows in a browser @mobile', async ({ page }) => {
    await page.goto('/help-mobile');
    await expect(page.getByRole('link', { name: 'Close the help centre' })).toBeVisible();
    await page.getByRole('link', { name: 'Getting started', exact: true }).click();
    await expect(page).toHaveURL(`/help-mobile/category/${GETTING_STARTED}`);
    await page.getByRole('link', { name: 'About Sendora' }).first().click();
    await page.getByRole('link', { name: 'What is Sendora?' }).click();
    await expect(page).toHaveURL(articlePath('/help-mobile'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('What is Sendora?');
    await page.getByRole('link', { name: 'Back to About Sendora' }).click();
    await expect(page).toHaveURL(`/help-mobile/category/${GETTING_STARTED}/section/${ABOUT}`);
    await page.getByRole('link', { name: 'Back to Getting started' }).click();
    await page.getByRole('link', { name: 'Back to Help centre' }).click();
    await expect(page).toHaveURL('/help-mobile');
  });

  test('four levels in Russian, each also with /showChat @mobile', async ({ page }) => {
    for (const suffix of ['', '/showChat']) {
      await page.goto(`/ru-ua/help-mobile${suffix}`);
      await expect(page.locator('html')).toHaveAttribute('lang', 'ru-UA');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Центр помощи');
      await page.goto(`/ru-ua/help-mobile/category/${GETTING_STARTED}${suffix}`);
      await expect(page.getByRole('link', { name: 'Назад: Центр помощи' })).toHaveAttribute('href', '/ru-ua/help-mobile');
      await page.goto(`/ru-ua/help-mobile/category/${GETTING_STARTED}/section/${ABOUT}${suffix}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.goto(`/ru-ua${articlePath('/help-mobile')}${suffix}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Что такое Sendora?');
    }
  });

  test('in the native app the platform stays on every help link and the close button hides @mobile', async ({ page }) => {
    await page.goto(`/help-mobile/category/${GETTING_STARTED}?platform=android`);
    await expect(page.getByRole('link', { name: 'Close the help centre' })).toBeHidden();
    await expect(page.getByRole('link', { name: 'Back to Help centre' })).toHaveAttribute('href', '/help-mobile?platform=android');
    await page.getByRole('link', { name: 'About Sendora' }).first().click();
    await expect(page).toHaveURL(/\?platform=android$/);
    await page.goto(`${articlePath('/help-mobile')}?platform=ios`);
    await voteReady(page);
    const bodyLinks = await page.locator('.prose a[href^="/help"]').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    for (const href of bodyLinks) expect(href).toMatch(/\?platform=ios$/);
    // In the app without an email the chat button always shows, and opens the showChat page.
    await expect(page.getByRole('link', { name: 'Chat with us' })).toHaveAttribute('href', `${articlePath('/help-mobile')}/showChat?platform=ios`);
  });
});

test.describe('public-site §4 §5 §8 help search', () => {
  test('asks the live search after 1000 ms, once, and lists article links; arrows, Enter, Escape', async ({ page }) => {
    // Times are taken in the page (input events and fetch calls), so a slow machine
    // cannot make the test runner's pauses differ from the page's quiet time.
    await page.addInitScript(() => {
      const log: { url: string; quietMs: number }[] = [];
      const inputs: number[] = [];
      (window as unknown as { searchLog: unknown }).searchLog = { log, inputs };
      document.addEventListener('input', () => inputs.push(performance.now()), true);
      const original = window.fetch.bind(window);
      window.fetch = (input, init) => {
        const url = new URL(input instanceof Request ? input.url : String(input), location.href).href;
        if (url.includes('/help_center/articles/search.json')) log.push({ url, quietMs: performance.now() - (inputs.at(-1) ?? 0) });
        return original(input, init);
      };
    });
    await page.goto('/help');
    const box = searchBox(page);
    await box.click();
    await box.pressSequentially('refu', { delay: 50 });
    await page.waitForTimeout(600);
    await box.pressSequentially('nd', { delay: 50 });
    const status = page.getByRole('status').filter({ hasText: /Articles found/ });
    await expect(status).toHaveText(/Articles found: \d+/);
    const { log, inputs } = await page.evaluate(() => (window as unknown as { searchLog: { log: { url: string; quietMs: number }[]; inputs: number[] } }).searchLog);
    // 5 ms allow for the clock's rounding between the input event and the timer.
    for (const call of log) expect(call.quietMs, `asked after ${call.quietMs} ms of quiet`).toBeGreaterThanOrEqual(995);
    const pause = inputs[4]! - inputs[3]!;
    const query = (url: string) => new URL(url).searchParams.get('query');
    // "refu" is asked only if the page itself saw a full second of quiet after it.
    expect(
      log.filter((call) => query(call.url) !== 'refund'),
      `pause of ${pause} ms`,
    ).toHaveLength(pause >= 1000 ? 1 : 0);
    const asked = log.map((call) => call.url).filter((url) => query(url) === 'refund');
    expect(asked).toHaveLength(1);
    expect(new URL(asked[0]!).searchParams.get('query')).toBe('refund');
    expect(new URL(asked[0]!).searchParams.get('locale')).toBe('en-us');
    const results = page.getByRole('list', { name: 'Search results' }).getByRole('link');
    await expect(results.first()).toHaveAttribute('href', /^\/help\/category\/\d+\/section\/\d+\/article\/\d+$/);
    await box.press('ArrowDown');
    await expect(results.first()).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(results.nth(1)).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(results.first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(box).toHaveValue('');
    await expect(box).toBeFocused();
    await expect(page.getByRole('list', { name: 'Search results' })).toBeHidden();
    await box.fill('refund');
    await box.press('Enter');
    await results.first().focus();
    const target = await results.first().getAttribute('href');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(target!);
  });

  test('never shows direct-link articles, says so when nothing matches, and ignores an empty box', async ({ page }) => {
    await page.goto('/help');
    const box = searchBox(page);
    await box.fill('promotion terms');
    await box.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: /Nothing found|Articles found/ })).toBeVisible();
    await expect(page.getByRole('link', { name: 'First transfer free: promotion terms' })).toHaveCount(0);
    await box.fill('zzqxv');
    await box.press('Enter');
    await expect(page.getByText('Nothing found for “zzqxv”. Try other words.')).toBeVisible();
    await box.fill('   ');
    await expect(page.getByText(/Nothing found/)).toBeHidden();
  });

  test('in German under a region prefix, results keep the prefix and the platform', async ({ page }) => {
    await page.goto('/de-de/help-mobile?platform=ios');
    const box = searchBox(page);
    await box.fill('überweisung');
    await box.press('Enter');
    const first = page.getByRole('list', { name: 'Suchergebnisse' }).getByRole('link').first();
    await expect(first).toHaveAttribute('href', /^\/de-de\/help-mobile\/category\/\d+\/section\/\d+\/article\/\d+\?platform=ios$/);
  });

  test('with the live search down it uses the static index, fetched on first focus and not before', async ({ page }) => {
    const indexes: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/help-search/')) indexes.push(r.url());
    });
    await page.route('**/api/v2/help_center/articles/search.json*', (route) => route.abort('failed'));
    await page.goto('/help');
    await page.waitForLoadState('networkidle');
    expect(indexes).toEqual([]);
    const box = searchBox(page);
    await box.fill('refund');
    await box.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: /Articles found/ })).toHaveText(/Articles found: \d+/);
    expect(indexes).toEqual([expect.stringMatching(/\/help-search\/en\.json$/)]);
    await expect(page.getByRole('list', { name: 'Search results' }).getByRole('link').first()).toHaveAttribute('href', /^\/help\/category\//);
  });

  test('a slow older answer never replaces a newer one', async ({ page }) => {
    await page.route('**/api/v2/help_center/articles/search.json*', async (route) => {
      const query = new URL(route.request().url()).searchParams.get('query');
      if (query === 'refund') await new Promise((r) => setTimeout(r, 2500));
      await route.continue();
    });
    await page.goto('/help');
    const box = searchBox(page);
    await box.fill('refund');
    await box.press('Enter');
    await box.fill('zzqxv');
    await box.press('Enter');
    await expect(page.getByText('Nothing found for “zzqxv”. Try other words.')).toBeVisible();
    await page.waitForTimeout(3000);
    await expect(page.getByText('Nothing found for “zzqxv”. Try other words.')).toBeVisible();
  });
});

test.describe('public-site §4 §6 help article votes and chat', () => {
  const voteAnswers = (page: Page) => {
    const bodies: Array<Record<string, unknown>> = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/api/zendesk/vote')) bodies.push(r.postDataJSON() as Record<string, unknown>);
    });
    return bodies;
  };

  test('a signed-out visitor is offered no vote, before and after the island wakes; the chat link stays @mobile', async ({ page }) => {
    const bodies = voteAnswers(page);
    await page.goto(articlePath('/help-mobile'));
    // public-site §6: voting only when authorized (or in the app with an email).
    await expect(page.getByRole('heading', { name: 'Was this article helpful?' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Yes' })).toBeHidden();
    await voteReady(page);
    await expect(page.getByRole('heading', { name: 'Was this article helpful?' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Yes' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'No' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Chat with us' })).toHaveAttribute('href', '/hc/en-gb/requests/new');
    expect(bodies).toEqual([]);
  });

  test('a visitor whose session ended on the server is told to log in, without being sent anywhere @mobile', async ({ page, baseURL }) => {
    // The readable session hint is still there, the backend session is not: the vote is refused.
    await page.context().addCookies([{ name: 'authUser', value: '1', url: baseURL! }]);
    await page.goto(articlePath('/help-mobile'));
    await expect(page.getByRole('heading', { name: 'Was this article helpful?' })).toBeVisible();
    await voteReady(page);
    await page.getByRole('button', { name: 'Yes' }).click();
    await expect(page.getByText('Log in to rate this article.')).toBeVisible();
    await expect(page).toHaveURL(articlePath('/help-mobile'));
    await expect(page.getByRole('button', { name: 'Yes' })).toHaveAttribute('aria-pressed', 'false');
  });

  test('a signed-in visitor votes up then down; a snackbar follows each @mobile', async ({ page }) => {
    const login = await page.request.post('/api/login/security-check', { form: { phone: '447700900001', password: 'Sandbox-2026' } });
    expect(login.status()).toBe(200);
    const bodies = voteAnswers(page);
    await page.goto(`/de-de${articlePath('/help-mobile')}`);
    // Shown from the first paint (the session hint), enabled once the island wakes.
    await expect(page.getByRole('heading', { name: 'War dieser Artikel hilfreich?' })).toBeVisible();
    await voteReady(page);
    await page.getByRole('button', { name: 'Ja' }).click();
    await expect(page.getByRole('button', { name: 'Danke für Ihr Feedback!' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Ja' })).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('button', { name: 'Nein' }).click();
    await expect(page.getByRole('button', { name: 'Nein' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('button', { name: 'Ja' })).toHaveAttribute('aria-pressed', 'false');
    expect(bodies).toEqual([
      { articleId: WHAT_IS_SENDORA, userEmail: null, locale: 'de', isUpVote: true },
      { articleId: WHAT_IS_SENDORA, userEmail: null, locale: 'de', isUpVote: false },
    ]);
    // The vote is remembered for the next visit (initial value from vote info).
    await page.reload();
    await voteReady(page);
    await expect(page.getByRole('button', { name: 'Nein' })).toHaveAttribute('aria-pressed', 'true');
  });

  test('in the app with an email: votes with the email; the chat button shows only after a down vote @mobile', async ({ page }) => {
    const bodies = voteAnswers(page);
    await page.goto(`${articlePath('/help-mobile')}?platform=ios&email=app.user@example.com`);
    await voteReady(page);
    await expect(page.getByRole('link', { name: 'Chat with us' })).toHaveCount(0);
    await page.getByRole('button', { name: 'No' }).click();
    await expect(page.getByRole('button', { name: 'No' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('link', { name: 'Chat with us' })).toHaveAttribute('href', `${articlePath('/help-mobile')}/showChat?platform=ios`);
    expect(bodies).toEqual([{ articleId: WHAT_IS_SENDORA, userEmail: 'app.user@example.com', locale: 'en-us', isUpVote: false }]);
    await page.getByRole('link', { name: 'Chat with us' }).click();
    await expect(page).toHaveURL(`${articlePath('/help-mobile')}/showChat?platform=ios`);
  });

  test('a failed vote keeps the previous one and says so @mobile', async ({ page }) => {
    await page.goto(`${articlePath('/help-mobile')}?platform=android&email=app.user@example.com`);
    await voteReady(page);
    await page.getByRole('button', { name: 'Yes' }).click();
    await expect(page.getByRole('button', { name: 'Yes' })).toHaveAttribute('aria-pressed', 'true');
    await page.route('**/api/zendesk/vote', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"errorCode":"ERROR"}' }));
    await page.getByRole('button', { name: 'No' }).click();
    await expect(page.getByText('We could not save your vote, so your previous answer stays. Please try again.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Yes' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('button', { name: 'No' })).toHaveAttribute('aria-pressed', 'false');
  });

  test("in a browser the chat button follows the region's anonymous chat and opens the new-request page @mobile", async ({ page }) => {
    await page.goto(`/de-de${articlePath('/help-mobile')}`);
    await voteReady(page);
    await expect(page.getByRole('link', { name: 'Chatte mit uns' })).toHaveAttribute('href', '/hc/de-de/requests/new');
    await expect(page.getByRole('link', { name: 'E-Mail an den Support' })).toHaveCount(0);
  });

  test('the support mail link shows only for the global-account, business-connect and support-link options @mobile', async ({ page }) => {
    await page.goto(`${articlePath('/help-mobile')}?option=support-link`);
    await voteReady(page);
    await expect(page.getByRole('link', { name: 'Email support' })).toHaveAttribute('href', 'mailto:support@sendora.example');
    await page.goto(`${articlePath('/help-mobile')}?option=other`);
    await voteReady(page);
    await expect(page.getByRole('link', { name: 'Email support' })).toHaveCount(0);
  });
});
