import { test, expect } from '../fixtures.ts';

test.describe('public-site §2 language picker', () => {
  test('loads no island code before interaction, then lists the country\'s languages', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (r) => { if (r.resourceType() === 'script') scripts.push(r.url()); });
    await page.goto('/de-de/rules?x=1');
    await page.waitForLoadState('networkidle');
    expect(scripts).toEqual([]);
    const opener = page.getByRole('button', { name: 'Sprache ändern: Deutsch' });
    await opener.click();
    const picker = page.getByRole('dialog');
    await expect(picker).toBeVisible();
    expect(scripts.some((s) => /LanguagePicker/.test(s))).toBe(true);
    const links = picker.getByRole('link');
    await expect(links).toHaveText(['Deutsch (Aktuelle Sprache)', 'English', 'Türkçe', 'Русский', /Land/]);
    await expect(picker.getByRole('link', { name: 'Türkçe' })).toHaveAttribute('href', '/tr-de/rules?x=1');
    await page.keyboard.press('Escape');
    await expect(picker).toBeHidden();
    await expect(opener).toBeFocused();
    await opener.click();
    await picker.getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/en-de\/rules\?x=1$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-DE');
    expect((await page.context().cookies()).find((c) => c.name === 'lang')?.value).toBe('en');
  });

  test('on a landing page it goes to the new language\'s home', async ({ page }) => {
    await page.goto('/de-de');
    await page.getByRole('button', { name: 'Sprache ändern: Deutsch' }).click();
    await expect(page.getByRole('dialog').getByRole('link', { name: 'Русский' })).toHaveAttribute('href', '/ru-de');
  });

  test('on a corridor page it goes to the same corridor under the new language\'s send word', async ({ page }) => {
    await page.goto('/de-de/geld-senden/germany-to-turkey');
    await page.getByRole('button', { name: 'Sprache ändern: Deutsch' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/en-de\/send-money\/germany-to-turkey$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-DE');
  });
});

test.describe('public-site §2 business request form', () => {
  test('shows field errors tied to their inputs, keeps what was typed, then the sent confirmation', async ({ page }) => {
    const bodies: string[] = [];
    let answer = 400;
    await page.route('**/api/v1/business-request', async (route) => {
      bodies.push(route.request().postData() ?? '');
      expect(route.request().headers()['content-type']).toContain('application/x-www-form-urlencoded');
      await route.fulfill(answer === 400
        ? { status: 400, contentType: 'application/json', body: JSON.stringify({ errors: { email: { code: 'INVALID', body: 'This address cannot receive mail' } } }) }
        : { status: 200, contentType: 'application/json', body: '{"ok":true}' });
    });
    await page.goto('/rules');
    const opener = page.getByRole('banner').getByRole('button', { name: 'Contact sales' });
    await opener.click();
    const modal = page.getByRole('dialog', { name: 'Talk to our business team' });
    await expect(modal).toBeVisible();
    await modal.getByRole('button', { name: 'Send' }).click();
    const name = modal.getByRole('textbox', { name: 'Full name' });
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveAccessibleDescription('This field is required');
    await expect(name).toBeFocused();
    expect(bodies).toEqual([]);
    await name.fill('Ada Lovelace');
    await modal.getByRole('textbox', { name: 'Work email' }).fill('ada@example.org');
    await modal.getByRole('textbox', { name: 'Company' }).fill('Analytical Engines');
    await modal.getByRole('textbox', { name: 'How can we help?' }).fill('Payouts to 40 countries');
    await modal.getByRole('button', { name: 'Send' }).click();
    const email = modal.getByRole('textbox', { name: 'Work email' });
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription('This address cannot receive mail');
    await expect(email).toHaveValue('ada@example.org');
    await expect(name).toHaveValue('Ada Lovelace');
    await expect(name).not.toHaveAttribute('aria-invalid', 'true');
    expect(bodies[0]).toBe('name=Ada+Lovelace&email=ada%40example.org&company=Analytical+Engines&message=Payouts+to+40+countries&kind=enterprise&lang=en');
    answer = 200;
    await email.fill('ada@analytical.example');
    await modal.getByRole('button', { name: 'Send' }).click();
    const sent = page.getByRole('dialog', { name: 'Thank you, your request has been sent' });
    await expect(sent).toBeVisible();
    await expect(sent.getByRole('button', { name: 'Done' })).toBeFocused();
    await sent.getByRole('button', { name: 'Done' }).click();
    await expect(sent).toBeHidden();
    await expect(opener).toBeFocused();
  });
});

test.describe('public-site §9 popup width', () => {
  test('the business request modal is at most 568 px wide on a wide window', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/rules');
    await page.getByRole('banner').getByRole('button', { name: 'Contact sales' }).click();
    const modal = page.getByRole('dialog', { name: 'Talk to our business team' });
    await expect(modal).toBeVisible();
    expect((await modal.boundingBox())!.width).toBeLessThanOrEqual(568);
    // Every modal and popup the stylesheet knows shares the limit.
    const widest = await page.evaluate(() => ['popup', 'modal', 'modal video-modal'].map((kind) => {
      const d = document.createElement('dialog');
      d.className = kind;
      document.body.append(d);
      const width = parseFloat(getComputedStyle(d).maxWidth);
      d.remove();
      return width;
    }));
    expect(widest).toEqual([568, 568, 568]);
  });
});

test.describe('public-site §4 video section and carousel', () => {
  test('play swaps the preview for the autoplaying frame', async ({ page }) => {
    await page.route('https://www.youtube-nocookie.com/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>video</title>' }));
    await page.goto('/personal');
    await page.getByRole('button', { name: /^Play video/ }).first().click();
    const frame = page.locator('iframe.video-frame');
    await expect(frame).toHaveAttribute('src', /youtube-nocookie\.com\/embed\/.+autoplay=1/);
  });

  test('the highlighted carousel autoplays every 3000 ms and pauses on hover', async ({ page }) => {
    await page.clock.install();
    await page.setViewportSize({ width: 800, height: 900 });
    await page.goto('/personal');
    const track = page.locator('[data-kind="highlighted"]').first();
    await expect(track).toHaveAttribute('data-autoplay-below', /\d+/);
    const left = () => track.evaluate((el) => el.scrollLeft);
    expect(await left()).toBe(0);
    await page.clock.runFor(3000);
    await expect.poll(left).toBeGreaterThan(0);
    // The smooth scroll runs on real time (longer on a loaded machine): wait until it has come to rest.
    let after = -1;
    await expect
      .poll(
        async () => {
          const now = await left();
          const resting = now === after;
          after = now;
          return resting;
        },
        { intervals: [250] },
      )
      .toBe(true);
    await track.hover();
    await page.clock.runFor(6000);
    expect(await left()).toBe(after);
    // Its pause button stops the autoplay for good (WCAG 2.2.2), and starts it again.
    const pause = page.getByRole('button', { name: 'Pause automatic scrolling' }).first();
    await pause.click();
    await expect(pause).toHaveAttribute('aria-pressed', 'true');
    await page.mouse.move(0, 0);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.clock.runFor(9000);
    expect(await left()).toBe(after);
    await pause.click();
    await expect(pause).toHaveAttribute('aria-pressed', 'false');
    await page.mouse.move(0, 0);
    await page.clock.runFor(3000);
    await expect.poll(left).not.toBe(after);
  });

  test('carousels stay still with prefers-reduced-motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install();
    await page.setViewportSize({ width: 800, height: 900 });
    await page.goto('/personal');
    await page.clock.runFor(7000);
    expect(await page.locator('[data-kind="highlighted"]').first().evaluate((el) => el.scrollLeft)).toBe(0);
  });
});
