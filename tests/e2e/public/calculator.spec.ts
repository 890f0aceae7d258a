import { test, expect } from '../fixtures.ts';
import type { Page, Route } from '@playwright/test';

const calculator = (page: Page) => page.getByRole('region', { name: 'Fee calculator' });
const figure = (page: Page, term: string) => calculator(page).locator('dt', { hasText: term }).locator('+ dd');
/** The analytics data layer, there from the start so every event is kept. */
const withDataLayer = (page: Page) => page.addInitScript(() => { (window as unknown as { dataLayer: unknown[] }).dataLayer = []; });
const events = (page: Page) => page.evaluate(() => ((window as unknown as { dataLayer: Array<{ event: string }> }).dataLayer ?? []).map((e) => e.event));
const isCalculatorCall = (url: URL) => url.pathname.startsWith('/api/v1/calculator/');
/** Hydrated and refreshed: the freshness note says live. */
const hydrated = (page: Page) => expect(page.locator('.calc-fresh')).toHaveText('Live rate, updated just now.');

test.describe('public-site §4 calculator: hydration', () => {
  test('a corridor page shows the first state in HTML and loads the calculator only when it is visible', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (r) => { if (r.resourceType() === 'script') scripts.push(r.url()); });
    await page.setViewportSize({ width: 390, height: 300 });
    await page.goto('/send-money/united-kingdom-to-philippines');
    await expect(figure(page, 'Our fee')).toHaveText('GBP 0.99');
    await page.waitForTimeout(500);
    expect(scripts.filter((s) => /Calculator\./.test(s))).toEqual([]);
    await calculator(page).scrollIntoViewIfNeeded();
    await expect.poll(() => scripts.some((s) => /Calculator\./.test(s))).toBe(true);
  });

  test('touching the calculator before it is visible hydrates it', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 300 });
    await page.goto('/send-money/united-kingdom-to-philippines');
    await page.getByLabel('You send').focus();
    await expect(page.locator('.calc-fresh')).toHaveText('Live rate, updated just now.');
  });
});

test.describe('sender-flows §5 amount input', () => {
  test('keeps what is typed and says what is wrong: no minus sign, 2 decimals, at most 14 characters; formats on blur', async ({ page }) => {
    await page.goto('/send');
    await hydrated(page);
    const send = page.getByLabel('You send');
    const alert = calculator(page).getByRole('alert');
    await send.fill('');
    await send.pressSequentially('-1234.567');
    await expect(send).toHaveValue('-1234.567');
    await expect(alert).toHaveText('Enter the amount without a minus sign.');
    await expect(send).toHaveAttribute('aria-invalid', 'true');
    await send.fill('1234.567');
    await expect(alert).toHaveText('Amounts in GBP have at most 2 decimal places.');
    await send.fill('1234.56');
    await expect(alert).toHaveCount(0);
    await send.blur();
    await expect(send).toHaveValue('1,234.56');
    await send.fill('123456789012345678');
    await expect(send).toHaveValue('123456789012345678');
    await expect(alert).toHaveText('An amount has at most 11 digits before the decimals.');
  });

  test('uses the locale\'s separators (German: 1.234,50)', async ({ page }) => {
    await page.goto('/de-de/geld-senden');
    await expect(page.locator('.calc-fresh')).toHaveText('Aktueller Kurs, gerade aktualisiert.');
    const send = page.getByLabel('Sie senden');
    await send.fill('1234,5');
    await send.blur();
    await expect(send).toHaveValue('1.234,50');
  });

  test('only one side is editable at a time', async ({ page }) => {
    await page.goto('/send');
    await hydrated(page);
    await page.getByLabel('You send').focus();
    await expect(page.getByLabel('Recipient gets')).toBeDisabled();
    await page.getByLabel('You send').blur();
    await expect(page.getByLabel('Recipient gets')).toBeEnabled();
    await page.getByLabel('Recipient gets').focus();
    await expect(page.getByLabel('You send')).toBeDisabled();
  });

  test('a fee calculation starts 300 ms after the last keystroke, with the last amount, dimmed while it runs', async ({ page }) => {
    await page.goto('/send');
    await expect(page.locator('.calc-fresh')).toHaveText('Live rate, updated just now.');
    const calls: Array<{ at: number; amount: string | null }> = [];
    await page.route(isCalculatorCall, async (route) => {
      calls.push({ at: Date.now(), amount: new URL(route.request().url()).searchParams.get('amount') });
      await new Promise((r) => setTimeout(r, 400));
      await route.continue();
    });
    const send = page.getByLabel('You send');
    await send.fill('');
    const typed = Date.now();
    await send.pressSequentially('250', { delay: 50 });
    await expect(page.locator('.calculator[data-busy]')).toBeVisible();
    await expect(page.locator('.calculator[data-busy]')).toHaveCount(0);
    expect(calls.map((c) => c.amount)).toEqual(['250.00']);
    expect(calls[0]!.at - typed).toBeGreaterThanOrEqual(300);
    await expect(figure(page, 'Our fee')).toHaveText('GBP 2.99');
  });

  test('an older answer never overwrites a newer one', async ({ page }) => {
    await page.goto('/send');
    await expect(page.locator('.calc-fresh')).toHaveText('Live rate, updated just now.');
    await page.route(isCalculatorCall, async (route: Route) => {
      const amount = new URL(route.request().url()).searchParams.get('amount');
      // The first amount's answer arrives long after the second's.
      if (amount === '2000.00') await new Promise((r) => setTimeout(r, 1500));
      await route.continue();
    });
    const send = page.getByLabel('You send');
    await send.fill('2000');
    await page.waitForTimeout(450);
    await send.fill('50');
    await expect(figure(page, 'Our fee')).toHaveText('GBP 0.99');
    await page.waitForTimeout(1600);
    await expect(figure(page, 'Our fee')).toHaveText('GBP 0.99');
    await expect(send).toHaveValue('50');
  });
});

test.describe('sender-flows §5, public-site §5 amount errors on the landing', () => {
  test('the minimum and maximum checks are off on the landing', async ({ page }) => {
    await page.goto('/send');
    await hydrated(page);
    const send = page.getByLabel('You send');
    for (const amount of ['0.5', '20000']) {
      await send.fill(amount);
      await page.waitForTimeout(400);
      await expect(send).not.toHaveAttribute('aria-invalid', 'true');
      await expect(calculator(page).getByRole('alert')).toHaveCount(0);
    }
  });

  test('an empty amount asks for one, zero is invalid, a step is enforced on cash corridors', async ({ page }) => {
    await page.goto('/send-money/united-kingdom-to-vietnam?toCurrId=840');
    await expect(calculator(page).getByRole('button', { name: /Vietnam, USD/ })).toBeVisible();
    const send = page.getByLabel('You send');
    await send.fill('');
    await expect(calculator(page).getByRole('alert')).toHaveText('Enter an amount.');
    await send.fill('0');
    await expect(calculator(page).getByRole('alert')).toHaveText('Enter an amount greater than zero.');
    await send.fill('15');
    await expect(calculator(page).getByRole('alert')).toHaveText('Enter a multiple of GBP 10.');
    await expect(send).toHaveAttribute('aria-invalid', 'true');
    await send.fill('20');
    await expect(calculator(page).getByRole('alert')).toHaveCount(0);
  });

  test('an amount the field refuses does not leave the page: the button puts the focus back on the field', async ({ page }) => {
    await page.goto('/send-money/united-kingdom-to-philippines');
    await hydrated(page);
    const send = page.getByLabel('You send');
    await send.fill('0');
    await expect(calculator(page).getByRole('alert')).toHaveText('Enter an amount greater than zero.');
    const start = calculator(page).getByRole('link', { name: 'Send money' });
    await start.click();
    await expect(send).toBeFocused();
    await expect(page).toHaveURL(/\/send-money\/united-kingdom-to-philippines$/);
    await send.fill('150');
    await expect(calculator(page).getByRole('alert')).toHaveCount(0);
    // The delivery method is a select with the site's own chevron, not a bare box.
    expect(await calculator(page).getByLabel('Delivery method').evaluate((s) => getComputedStyle(s).backgroundImage)).toContain('gradient');
    await start.click();
    await expect(page).toHaveURL(/amount=150/, { timeout: 15_000 });
  });

  test('an amount no tariff holds opens the tariff error popup; got it closes it', async ({ page }) => {
    // A corridor whose first tariff starts at 10 (the snapshot's all start at 0).
    await page.route(isCalculatorCall, async (route) => {
      const response = await route.fetch();
      const answer = await response.json();
      answer.commission.tariffs = answer.commission.tariffs.map((t: { from: number }, i: number) => (i === 0 ? { ...t, from: 10 } : t));
      await route.fulfill({ response, json: answer });
    });
    await page.goto('/send');
    await expect(page.locator('.calc-fresh')).toHaveText('Live rate, updated just now.');
    await page.getByLabel('You send').fill('5');
    const popup = page.getByRole('dialog', { name: 'We can\'t price this amount' });
    await expect(popup).toBeVisible();
    await popup.getByRole('button', { name: 'Got it' }).click();
    await expect(popup).toBeHidden();
  });
});

test.describe('sender-flows §4 calculator: country menus', () => {
  test('search finds by name, synonym and currency code; no results says so', async ({ page }) => {
    await page.goto('/send');
    await calculator(page).getByRole('button', { name: /goes to/ }).click();
    const menu = page.getByRole('dialog', { name: 'Where does the money go?' });
    const search = menu.getByLabel('Search by country or currency');
    await search.fill('viet');
    await expect(menu.getByRole('listitem')).toHaveText([/Vietnam\s*VND, USD/]);
    await search.fill('ngn');
    await expect(menu.getByRole('listitem')).toHaveText([/Nigeria/]);
    await search.fill('atlantis');
    await expect(menu.getByText('No results for “atlantis”.')).toBeVisible();
    // The first Escape clears the search field (the platform's search input), the next closes the menu.
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
  });

  test('a multi-currency country shows its currencies first; the choice reloads, refreshes the address and logs Calculator Adjusted', async ({ page }) => {
    await withDataLayer(page);
    await page.goto('/send');
    await calculator(page).getByRole('button', { name: /goes to/ }).click();
    const menu = page.getByRole('dialog');
    await menu.getByLabel('Search by country or currency').fill('Vietnam');
    await menu.getByRole('button', { name: /Vietnam/ }).click();
    await expect(page.getByRole('dialog', { name: 'Choose a currency for Vietnam' })).toBeVisible();
    await page.getByRole('dialog').getByRole('button', { name: /USD/ }).click();
    await expect(page).toHaveURL(/\/send-money\/united-kingdom-to-vietnam\?toCurrId=840$/);
    await expect(calculator(page).getByRole('button', { name: /Vietnam, USD/ })).toBeVisible();
    await expect(page.getByLabel('Delivery method')).toHaveValue('CASH');
    await expect.poll(() => events(page)).toContain('Calculator Adjusted');
  });

  test('a single-currency country applies at once; a sending country without pages here uses the pair address', async ({ page }) => {
    await page.goto('/send');
    await calculator(page).getByRole('button', { name: /goes to/ }).click();
    await page.getByRole('dialog').getByLabel('Search by country or currency').fill('India');
    await page.getByRole('dialog').getByRole('button', { name: /India/ }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(page).toHaveURL(/\/send-money\/united-kingdom-to-india\?toCurrId=356$/);
    await calculator(page).getByRole('button', { name: /sent from/ }).click();
    await page.getByRole('dialog').getByLabel('Search by country or currency').fill('Germany');
    await page.getByRole('dialog').getByRole('button', { name: /Germany/ }).click();
    await expect(page).toHaveURL(/\/send\/de\/in\?toCurrId=356$/);
    await expect(calculator(page).getByRole('button', { name: /sent from: Germany, EUR/ })).toBeVisible();
  });

  test('when the backend is unreachable a choice falls back to the static JSON and says the rate is offline', async ({ page }) => {
    await page.route(isCalculatorCall, (route) => route.abort());
    await page.goto('/send');
    await expect(page.locator('.calc-fresh')).toHaveText(/We can't reach our servers right now, so this is the rate as of .*UTC\./);
    await calculator(page).getByRole('button', { name: /goes to/ }).click();
    await page.getByRole('dialog').getByLabel('Search by country or currency').fill('Mexico');
    await page.getByRole('dialog').getByRole('button', { name: /Mexico/ }).click();
    await expect(calculator(page).getByRole('button', { name: /Mexico, MXN/ })).toBeVisible();
    await expect(page).toHaveURL(/united-kingdom-to-mexico\?toCurrId=484$/);
  });

  test('a failed reload only stops the spinner and keeps the old data', async ({ page }) => {
    await page.goto('/send');
    await expect(page.locator('.calc-fresh')).toHaveText('Live rate, updated just now.');
    await page.route(isCalculatorCall, (route) => route.abort());
    await page.route('**/data/calculator/corridors/**', (route) => route.abort());
    await calculator(page).getByRole('button', { name: /goes to/ }).click();
    await page.getByRole('dialog').getByLabel('Search by country or currency').fill('Mexico');
    await page.getByRole('dialog').getByRole('button', { name: /Mexico/ }).click();
    await expect(page.locator('.calculator[data-busy]')).toHaveCount(0);
    await expect(calculator(page).getByRole('button', { name: /Philippines, PHP/ })).toBeVisible();
    await expect(page).toHaveURL(/\/send$/);
  });
});

test.describe('public-site §7 analytics of the calculator', () => {
  test('logs the default send-from and send-to amounts, and the new-transfer click', async ({ page }) => {
    await withDataLayer(page);
    await page.goto('/send');
    await expect.poll(() => events(page)).toEqual(expect.arrayContaining(['Default Send From Amount', 'Default Send To Amount']));
    // Once hydrated and on final figures the link goes at once (a click before is replayed then, or
    // waits for the quote); keep the page, so its data layer can be read after the click.
    await hydrated(page);
    await expect(page.locator('.calculator[data-busy]')).toHaveCount(0);
    await page.evaluate(() => document.addEventListener('click', (e) => e.preventDefault(), true));
    await calculator(page).getByRole('link', { name: 'Send money' }).click();
    await expect.poll(() => events(page)).toContain('New Transfer Click');
  });

  test('a click while the figures are being quoted is logged too, before the page goes on', async ({ page }) => {
    // The data layer's entries outlive the page in session storage: this click leaves the page.
    await page.addInitScript(() => {
      const kept = (): unknown[] => JSON.parse(sessionStorage.getItem('e2e-data-layer') ?? '[]') as unknown[];
      const layer: unknown[] = [];
      layer.push = (...items: unknown[]) => {
        sessionStorage.setItem('e2e-data-layer', JSON.stringify([...kept(), ...items]));
        return Array.prototype.push.apply(layer, items);
      };
      (window as unknown as { dataLayer: unknown[] }).dataLayer = layer;
    });
    await page.goto('/send');
    await hydrated(page);
    // Hold the next quote so the click lands while the calculator is busy.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route((url) => isCalculatorCall(url), async (route) => {
      await held;
      await route.continue();
    });
    await calculator(page).getByLabel('You send', { exact: true }).fill('250');
    await expect(page.locator('.calculator[data-busy]')).toHaveCount(1);
    await calculator(page).getByRole('link', { name: 'Send money' }).click();
    release();
    await page.waitForURL((url) => !url.pathname.endsWith('/send'));
    const logged = await page.evaluate(() => (JSON.parse(sessionStorage.getItem('e2e-data-layer') ?? '[]') as Array<{ event: string; amount?: unknown }>).filter((e) => e.event === 'New Transfer Click'));
    expect(logged).toHaveLength(1);
  });
});
