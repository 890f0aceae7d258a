import { test, expect } from '../fixtures.ts';

test.describe('public-site §2 header', () => {
  test('shows the visitor menu, and the signed-in items when the session hint is set, without layout shift', async ({ page, context }) => {
    await page.goto('/rules');
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', { name: 'Sign up' })).toBeVisible();
    await expect(banner.getByRole('link', { name: 'My transfers' })).toBeHidden();
    await context.addCookies([{ name: 'authUser', value: '1', url: page.url() }]);
    await page.reload();
    await expect(banner.getByRole('link', { name: 'My transfers' })).toBeVisible();
    await expect(banner.getByRole('link', { name: 'Sign up' })).toBeHidden();
    // The root is marked before the body renders: no shift once the page has painted.
    const shift = await page.evaluate(() => new Promise<number>((resolve) => {
      let total = 0;
      new PerformanceObserver((list) => { for (const e of list.getEntries() as Array<PerformanceEntry & { value: number }>) total += e.value; }).observe({ type: 'layout-shift', buffered: true });
      setTimeout(() => resolve(total), 300);
    }));
    expect(shift).toBe(0);
  });

  test("marks the header's and footer's links to the page itself as the current page, on every page alike", async ({ page }) => {
    await page.goto('/about-us');
    const about = page.getByRole('link', { name: 'About us', exact: true });
    expect(await about.count()).toBeGreaterThan(0);
    for (const link of await about.all()) await expect(link).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Terms of use' })).not.toHaveAttribute('aria-current', /./);
    await page.goto('/rules');
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Terms of use' })).toHaveAttribute('aria-current', 'page');
    for (const link of await page.getByRole('link', { name: 'About us', exact: true }).all()) await expect(link).not.toHaveAttribute('aria-current', /./);
  });

  test('becomes fixed after 50 px of scroll', async ({ page }) => {
    await page.goto('/rules');
    const header = page.locator('[data-header]');
    await page.evaluate(() => window.scrollTo(0, 50));
    await expect(header).not.toHaveClass(/is-fixed/);
    await page.evaluate(() => window.scrollTo(0, 51));
    await expect(header).toHaveClass(/is-fixed/);
    await expect(header).toHaveCSS('position', 'fixed');
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).not.toHaveClass(/is-fixed/);
  });

  test('desktop submenus open one at a time and close on an outside click or Escape', async ({ page }) => {
    await page.goto('/');
    const business = page.getByRole('banner').locator('summary', { hasText: 'Business' });
    const company = page.getByRole('banner').locator('summary', { hasText: 'Company' });
    const link = (name: string) => page.getByRole('banner').getByRole('link', { name });
    await business.click();
    await expect(link('Enterprise')).toBeVisible();
    await company.click();
    await expect(link('Enterprise')).toBeHidden();
    await expect(link('Culture')).toBeVisible();
    await page.locator('main').click({ position: { x: 5, y: 5 } });
    await expect(link('Culture')).toBeHidden();
    await company.click();
    await page.keyboard.press('Escape');
    await expect(link('Culture')).toBeHidden();
    await expect(company).toBeFocused();
    // Tabbing out of an open submenu closes it.
    await page.keyboard.press('Enter');
    await expect(link('Culture')).toBeVisible();
    for (let i = 0; i < 20 && (await page.evaluate(() => !!document.activeElement?.closest('details[open]'))); i++) await page.keyboard.press('Tab');
    await expect(link('Culture')).toBeHidden();
  });

  test('the burger opens and closes the mobile navigation with a body class @mobile', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/de-de');
    const burger = page.getByRole('button', { name: 'Menü öffnen' });
    const nav = page.getByRole('navigation', { name: 'Hauptnavigation' });
    await expect(nav).toBeHidden();
    await burger.click();
    await expect(nav).toBeVisible();
    await expect(page.locator('body')).toHaveClass(/nav-open/);
    const close = page.getByRole('button', { name: 'Menü schließen' });
    await expect(close).toHaveAttribute('aria-expanded', 'true');
    // One submenu section at a time.
    const sections = nav.locator('summary');
    await sections.nth(0).click();
    await sections.nth(1).click();
    await expect(nav.locator('details[open]')).toHaveCount(1);
    await page.keyboard.press('Escape'); // closes the open section first
    await page.keyboard.press('Escape');
    await expect(nav).toBeHidden();
    await expect(page.locator('body')).not.toHaveClass(/nav-open/);
    await expect(burger).toBeFocused();
    // Open, the page behind stays still, every row is a 44 px target, and the burger is a cross.
    await burger.click();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    const rows = nav.locator('.menu > li > a, .menu > li > details > summary');
    for (const row of await rows.all()) if (await row.isVisible()) expect((await row.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    expect(await close.locator('span').evaluate((s) => getComputedStyle(s, '::before').transform)).not.toBe('none');
    // Tab goes round the open navigation, never to the page hidden behind it.
    for (let i = 0; i < 30; i++) {
      await page.keyboard.press(i % 7 === 6 ? 'Shift+Tab' : 'Tab');
      expect(await page.evaluate(() => !!document.activeElement?.closest('[data-header]'))).toBe(true);
    }
  });

  test('a tap beside the open mobile navigation closes it @mobile', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 1400 });
    await page.goto('/rules');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const panel = page.locator('#site-nav');
    await expect(panel).toBeVisible();
    const box = (await panel.boundingBox())!;
    expect(box.y + box.height).toBeLessThan(1390);
    await page.mouse.click(195, 1395);
    await expect(panel).toBeHidden();
    await expect(page.locator('body')).not.toHaveClass(/nav-open/);
  });
});

test.describe('public-site §2 QR popup and download buttons', () => {
  test('the header item opens the QR popup with the store buttons; Escape, close button and overlay close it', async ({ page }) => {
    await page.goto('/rules');
    const opener = page.getByRole('banner').getByRole('button', { name: 'Get the app' });
    const popup = page.getByRole('dialog', { name: 'Scan to get the app' });
    await opener.click();
    await expect(popup).toBeVisible();
    await expect(popup.getByRole('img', { name: /QR code/ })).toBeVisible();
    await expect(popup.getByRole('link', { name: 'Download on the App Store' })).toHaveAttribute('href', /apps\.apple\.com/);
    await expect(popup.getByRole('link', { name: 'Get it on Google Play' })).toBeVisible();
    await expect(popup.getByRole('link', { name: 'Explore it on AppGallery' })).toBeVisible();
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');
    await page.keyboard.press('Escape');
    await expect(popup).toBeHidden();
    await expect(opener).toBeFocused();
    await opener.click();
    await popup.getByRole('button', { name: 'Close' }).click();
    await expect(popup).toBeHidden();
    await opener.click();
    await page.mouse.click(5, 5);
    await expect(popup).toBeHidden();
  });

  test('is at most 568 px wide, and closes on a 20 px swipe down', async ({ page }) => {
    await page.goto('/rules');
    await page.getByRole('banner').getByRole('button', { name: 'Get the app' }).click();
    const popup = page.getByRole('dialog', { name: 'Scan to get the app' });
    await expect(popup).toBeVisible();
    expect((await popup.boundingBox())?.width).toBeLessThanOrEqual(568);
    // z-index 10000 and the 0.6 s closing animation (public-site §9), shortened under reduced motion.
    await expect(popup).toHaveCSS('z-index', '10000');
    expect(await popup.evaluate((d) => getComputedStyle(d).transitionDuration.split(', '))).toContain('0.6s');
    const box = (await popup.locator('p').boundingBox())!;
    await page.mouse.move(box.x + 10, box.y + 5);
    await page.mouse.down();
    await page.mouse.move(box.x + 10, box.y + 15);
    await page.mouse.up();
    await expect(popup).toBeVisible(); // 10 px is not a swipe
    await page.mouse.move(box.x + 10, box.y + 5);
    await page.mouse.down();
    await page.mouse.move(box.x + 10, box.y + 25);
    await page.mouse.up();
    await expect(popup).toBeHidden();
  });

  test('visitors in China (country 156) get the WeChat QR', async ({ page }) => {
    await page.goto('/zh-cn/rules');
    await page.locator('button[commandfor="qr-popup"]').first().click();
    const popup = page.locator('#qr-popup');
    await expect(popup.getByRole('img')).toHaveAttribute('src', /qr-wechat\.svg$/);
    await expect(popup.getByRole('link')).toHaveCount(0);
  });

  test('the app download block has qr, apple, android and huawei buttons', async ({ page }) => {
    await page.goto('/');
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: 'Download on the App Store' })).toBeVisible();
    await main.getByRole('button', { name: 'Scan the QR code' }).click();
    await expect(page.getByRole('dialog', { name: 'Scan to get the app' })).toBeVisible();
  });
});

test.describe('public-site §2 footer', () => {
  test('carries the 14 payment-scheme and security badges, legal links and the licence', async ({ page }) => {
    await page.goto('/rules');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('list', { name: 'Payment schemes and security' }).getByRole('img')).toHaveCount(14);
    await expect(footer.getByRole('navigation', { name: 'Legal' })).toBeVisible();
    await expect(footer.getByRole('list', { name: 'Follow us' })).toBeVisible();
    // Networks show their marks and are named as each writes its name.
    for (const name of ['Facebook', 'Instagram', 'X', 'LinkedIn', 'YouTube']) {
      await expect(footer.getByRole('list', { name: 'Follow us' }).getByRole('link', { name: new RegExp(`^${name} `) })).toBeVisible();
    }
    await expect(footer.getByText(/Financial Conduct Authority/)).toBeVisible();
  });

  test('the HR variant (careers) has no social links and no licence', async ({ page }) => {
    await page.goto('/careers');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('list', { name: 'Follow us' })).toHaveCount(0);
    await expect(footer.getByText(/Financial Conduct Authority/)).toHaveCount(0);
    await expect(footer.getByRole('list', { name: 'Payment schemes and security' })).toBeVisible();
  });

  test('names the country in the page\'s language: Deutschland, 中国', async ({ page }) => {
    for (const [path, name] of [['/de-de/', 'Land ändern: Deutschland'], ['/zh-cn/', '更改国家/地区：中国'], ['/ru-de/rules', 'Сменить страну: Германия'], ['/en-de/rules', 'Change country: Germany']] as const) {
      await page.goto(path);
      await expect(page.getByRole('contentinfo').getByRole('link', { name })).toHaveAttribute('href', /\/select-region$/);
    }
  });

  test('the select-region page and country lists name countries in the page\'s language', async ({ page }) => {
    await page.goto('/de-de/select-region');
    await expect(page.getByRole('main').getByText('Vereinigtes Königreich', { exact: true })).toBeVisible();
    await page.goto('/zh-cn/payment-options');
    // The options are English content (marked so); the countries are still named in Chinese.
    await expect(page.getByRole('main').locator('summary', { hasText: '德国' })).toHaveAttribute('lang', 'zh-Hans-CN');
    await expect(page.getByRole('main').locator('summary', { hasText: /^Germany$/ })).toHaveCount(0);
  });

  test('the dark promo variant is dark', async ({ page }) => {
    await page.goto('/promo?mode=light');
    await expect(page.getByRole('contentinfo')).toHaveAttribute('data-theme', 'dark');
  });
});

test.describe('sender-flows §1 theme switcher', () => {
  test('light, dark and system are kept in localStorage and a cookie and applied before paint', async ({ page, context }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/rules');
    const html = page.locator('html');
    await expect(html).toHaveAttribute('data-theme', 'light');
    const group = page.getByRole('group', { name: 'Theme' });
    await expect(group.getByRole('radio', { name: 'Same as device' })).toBeChecked();
    await group.getByRole('radio', { name: 'Dark' }).check();
    await expect(html).toHaveAttribute('data-theme', 'dark');
    expect(await page.evaluate(() => localStorage.getItem('userTheme'))).toBe('dark');
    expect((await context.cookies()).find((c) => c.name === 'userTheme')?.value).toBe('dark');
    await page.goto('/about-us');
    await expect(html).toHaveAttribute('data-theme', 'dark');
    await expect(page.getByRole('group', { name: 'Theme' }).getByRole('radio', { name: 'Dark' })).toBeChecked();
    await page.getByRole('group', { name: 'Theme' }).getByRole('radio', { name: 'Same as device' }).check();
    await expect(html).toHaveAttribute('data-theme', 'light');
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(html).toHaveAttribute('data-theme', 'dark');
  });
});

test.describe('public-site §2 404 page', () => {
  test('an unknown path under a region answers 404 in that language, linking to its help centre', async ({ page }) => {
    const response = await page.goto('/de-de/gibt-es-nicht');
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Zum Hilfe-Center' })).toHaveAttribute('href', '/de-de/help');
  });

  test('an unknown unprefixed path answers 404 with the header text, description and help link', async ({ page }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("Sorry, we can't find that page");
    await expect(page.getByRole('main')).toContainText('The link may be broken');
    await expect(page.getByRole('main').getByRole('link', { name: 'Go to the help centre' })).toHaveAttribute('href', '/help');
  });
});

test.describe('public-site §4 accordion', () => {
  test('one item open at a time; clicking the open item closes it; plus and minus', async ({ page }) => {
    await page.goto('/careers');
    const items = page.getByRole('main').locator('details');
    const [first, second] = [items.nth(0), items.nth(1)];
    const marker = (el: typeof first) => el.locator('summary').evaluate((s) => getComputedStyle(s, '::marker').content);
    expect(await marker(first)).toContain('+');
    await first.locator('summary').click();
    await expect(first).toHaveAttribute('open', '');
    expect(await marker(first)).toContain('−');
    await second.locator('summary').click();
    await expect(first).not.toHaveAttribute('open', '');
    await expect(second).toHaveAttribute('open', '');
    await second.locator('summary').press('Enter');
    await expect(second).not.toHaveAttribute('open', '');
  });
});
