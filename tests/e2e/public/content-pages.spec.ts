import { test, expect } from '../fixtures.ts';

test.describe('public-site §2, §3 careers page', () => {
  test('shows the hero with its responsive background, the openings from the content (job widget off), the step carousel and the FAQ', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (r) => { if (r.resourceType() === 'script') scripts.push(r.url()); });
    await page.goto('/careers');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Build the way the world sends money home');
    const picture = page.locator('.hero picture');
    await expect(picture.locator('source[media="(min-width: 1440px)"]')).toHaveAttribute('srcset', '/media/pages/careers-bg-desktop.svg 1x, /media/pages/careers-bg-desktop2x.svg 2x');
    await expect(picture.locator('source[media="(min-width: 744px)"]')).toHaveAttribute('srcset', '/media/pages/careers-bg-tablet.svg 1x, /media/pages/careers-bg-tablet2x.svg 2x');
    await expect(picture.locator('img')).toHaveAttribute('srcset', '/media/pages/careers-bg-mobile.svg 1x, /media/pages/careers-bg-mobile2x.svg 2x');
    await expect(picture.locator('img')).toHaveAttribute('alt', '');
    const openings = page.getByRole('heading', { name: 'Open roles' }).locator('xpath=..').getByRole('listitem');
    await expect(openings).toHaveCount(5);
    await expect(openings.first().getByRole('link')).toHaveAttribute('href', 'https://jobs.sendora.example/roles/senior-front-end-engineer');
    await expect(openings.first()).toContainText('Engineering · Vilnius or remote (EU)');
    await expect(page.getByRole('region', { name: /./ }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(scripts, 'no job-board or other script before interaction').toEqual([]);
  });
});

test.describe('public-site §2, §7 reviews widget off by default', () => {
  test('leaves nothing behind: no heading, no empty frame, no script', async ({ page }) => {
    await page.goto('/invite/INV1000');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'What our customers say' })).toHaveCount(0);
    await expect(page.locator('[data-widget-src]')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Why your friend chose Sendora' })).toBeVisible();
  });
});

test.describe('public-site §3 tiles', () => {
  test('add the region prefix to an internal link only when the tile asks for it', async ({ page }) => {
    await page.goto('/de-de/promo');
    const links = await page.locator('.tile a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(links.length).toBeGreaterThan(0);
    for (const href of links) expect(href).toMatch(/^(\/de-de\/|https:\/\/|mailto:)/);
  });
});

test.describe('public-site §8 broken avatar', () => {
  test('a team photo that fails to load is replaced by the person\'s initials', async ({ page }) => {
    await page.route('**/media/people/priya-raman.svg', (route) => route.fulfill({ status: 404, body: '' }));
    await page.goto('/leadership');
    const priya = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Priya Raman' }) });
    await priya.scrollIntoViewIfNeeded();
    await expect(priya.locator('.symbol')).toHaveText('PR');
    await expect(priya.locator('img')).toHaveCount(0);
    const amara = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Amara Okafor' }) });
    await expect(amara.locator('img')).toHaveCount(1);
  });
});

test.describe('public-site §2 Spanish-US landing', () => {
  test('is built under es-us only, not indexed, in Spanish, with one h1 and the two most recent blog articles', async ({ page }) => {
    await page.goto('/es-us/uvn');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.locator('main > div').first()).not.toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Envía dinero a casa desde Estados Unidos');
    const latest = page.getByRole('heading', { name: 'Lo último del blog' }).locator('xpath=../..').getByRole('article');
    await expect(latest).toHaveCount(2);
    await expect(latest.first().getByRole('link')).toHaveAttribute('href', '/es-us/blog/how-to-prepare-for-identity-verification');
    expect((await page.goto('/uvn'))?.status()).toBe(404);
  });
});

test.describe('public-site §2, §3 hero extra button', () => {
  test('opens the business request form (no island code before the visitor reaches for it)', async ({ page }) => {
    await page.goto('/enterprise');
    const button = page.getByRole('main').getByRole('button', { name: 'Book a demo' });
    await button.click();
    await expect(page.getByRole('dialog', { name: 'Talk to our business team' })).toBeVisible();
  });
});
