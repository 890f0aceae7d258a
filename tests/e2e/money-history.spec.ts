import { test, expect } from './fixtures.ts';
import { SEND_PAGE, signIn } from './auth-helpers.ts';

test.describe('sender-flows §3, §4 history on the send page', () => {
  test('transfers grouped by month, appended page by page; a month cut by the page break merges', async ({ page }) => {
    await signIn(page);
    await page.goto(SEND_PAGE);
    const transfers = page.getByRole('region', { name: 'Your transfers' });
    await expect(transfers.getByRole('listitem')).toHaveCount(10);
    await expect(transfers.getByText('Latest')).toHaveCount(1);
    const firstMonths = await transfers.getByRole('heading', { level: 3 }).allTextContents();
    const next = page.waitForRequest((r) => new URL(r.url()).search === '?page=2');
    await transfers.getByRole('button', { name: 'Show more transfers' }).click();
    await next;
    await expect(transfers.getByRole('listitem')).toHaveCount(20);
    const months = await transfers.getByRole('heading', { level: 3 }).allTextContents();
    // Every month heads one group: the page-2 part of the last month joined it.
    expect(new Set(months).size).toBe(months.length);
    expect(months.slice(0, firstMonths.length)).toEqual(firstMonths);
    await transfers.getByRole('button', { name: 'Show more transfers' }).click();
    await expect(transfers.getByRole('listitem')).toHaveCount(24);
    await expect(transfers.getByRole('button', { name: 'Show more transfers' })).toHaveCount(0);
  });

  test('requests list and a failed page: error then retry', async ({ page }) => {
    await signIn(page);
    await page.goto(SEND_PAGE);
    await expect(page.getByRole('region', { name: 'Your requests' }).getByRole('listitem').first()).toBeVisible();
    await page.route(/\/auth\/send\/main\.page\?page=2$/, (route) => route.abort());
    const transfers = page.getByRole('region', { name: 'Your transfers' });
    await transfers.getByRole('button', { name: 'Show more transfers' }).click();
    await expect(transfers.getByRole('alert')).toHaveText("We couldn't load more of your history.");
    await page.unrouteAll();
    await transfers.getByRole('button', { name: 'Try again' }).click();
    await expect(transfers.getByRole('listitem')).toHaveCount(20);
  });

  test('a new sender sees the empty states and the email promo', async ({ page }) => {
    await signIn(page, 'new');
    await page.goto(SEND_PAGE);
    await expect(page.getByText('No transfers yet. Your first one will show here.')).toBeVisible();
    await expect(page.getByText('No money requests yet.')).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Offer' })).toContainText('noah@example.com');
  });
});
