import { test, expect } from '../fixtures.ts';

test.describe('public-site §2, §4 news and blog listing', () => {
  test('shows the hero, a category dropdown going to /blog/category/{value}, cards, pagination, social icons, tiles and back to top', async ({ page }) => {
    await page.goto('/blog');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const menu = page.getByRole('navigation', { name: 'Category' });
    await expect(menu.locator('summary')).toHaveText('All articles');
    await menu.locator('summary').click();
    await menu.getByRole('link', { name: 'Customer stories' }).click();
    await expect(page).toHaveURL(/\/blog\/category\/stories$/);
    await expect(page.getByRole('navigation', { name: 'Category' }).locator('summary')).toHaveText('Customer stories');
    await expect(page.getByRole('article')).toHaveCount(1);
    await expect(page.getByRole('article').getByRole('link')).toHaveAttribute('href', /\/blog\/a-nurse-in-london-and-her-family-in-lagos$/);
    await expect(page.getByRole('heading', { name: 'Share this' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Company news' })).toBeVisible();
    await expect(page.getByRole('link', { name: /Back to top/ })).toHaveAttribute('href', '#main');
  });

  test('the category dropdown closes on Escape and on an outside click (public-site §4)', async ({ page }) => {
    await page.goto('/news');
    const summary = page.getByRole('navigation', { name: 'Category' }).locator('summary');
    await summary.click();
    const list = page.getByRole('navigation', { name: 'Category' }).getByRole('list');
    await expect(list).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(list).toBeHidden();
    await summary.click();
    await page.getByRole('heading', { level: 1 }).click();
    await expect(list).toBeHidden();
  });

  test('paginates all articles: 9 a page, previous disabled on page 1, next disabled on the last', async ({ page }) => {
    await page.goto('/blog');
    await expect(page.getByRole('article')).toHaveCount(9);
    const pagination = page.getByRole('navigation', { name: 'Pagination' });
    await expect(pagination.getByText('Previous')).toHaveAttribute('aria-disabled', 'true');
    await pagination.getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/blog\/category\/all-articles\/2$/);
    await expect(page.getByRole('article')).toHaveCount(1);
    await expect(page.getByRole('navigation', { name: 'Pagination' }).getByText('Next')).toHaveAttribute('aria-disabled', 'true');
    await expect(page.getByRole('link', { name: 'Page 2, current page' })).toHaveAttribute('aria-current', 'page');
  });

  for (const path of ['/blog/category/all-articles/3', '/news/category/company/2', '/de-de/blog/category/guides/9', '/blog/category/no-such-category']) {
    test(`an out-of-range or unknown listing page is a 404: ${path}`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
    });
  }
});

test.describe('public-site §2 news and blog article', () => {
  test('has breadcrumbs, social icons, h1, date, category badges, the video behind its preview, body, latest 2 posts and back to top', async ({ page }) => {
    await page.goto('/de-de/news/home-delivery-vietnam-all-provinces');
    const crumbs = page.getByRole('navigation', { name: /Brotkrümel|Breadcrumbs|Navigationspfad/ });
    await expect(crumbs.getByRole('listitem')).toHaveCount(2);
    await expect(crumbs.getByRole('link')).toHaveAttribute('href', '/de-de/news');
    // The article's own share icons (the footer names the networks too).
    await expect(page.getByRole('main').getByRole('link', { name: /Facebook/ })).toHaveAttribute('href', 'https://www.facebook.com/sendora');
    await expect(page.locator('article time').first()).toHaveText('2026-07-21');
    await expect(page.getByRole('link', { name: 'Produkt', exact: true })).toHaveAttribute('href', '/de-de/news/category/product');
    await expect(page.locator('iframe')).toHaveCount(0);
    await expect(page.locator('[data-video-play]')).toHaveAttribute('data-video-play', /youtube-nocookie\.com\/embed\//);
    await expect(page.locator('.latest').getByRole('article')).toHaveCount(2);
    await expect(page.getByRole('link', { name: /Back to top|Nach oben/ })).toHaveAttribute('href', '#main');
  });
});

test.describe('public-site §2 help articles by slug', () => {
  for (const path of ['/cash-pickup-in-mexico', '/help/transfers/cash-pickup-in-mexico', '/de-de/help/transfers/cash-pickup-in-mexico']) {
    test(`${path} shows the article title and body, canonical /help/transfers/{slug}`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(path.startsWith('/de-de') ? 'Bargeldabholung in Mexiko' : 'Cash pickup in Mexico');
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${path.startsWith('/de-de') ? '/de-de' : ''}/help/transfers/cash-pickup-in-mexico$`));
    });
  }

  test('/help/transfers/india exists', async ({ page }) => {
    expect((await page.goto('/help/transfers/india'))?.status()).toBe(200);
  });
});
