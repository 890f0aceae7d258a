import { test, expect } from '../fixtures.ts';
import { SEND_PAGE, signIn } from './auth-helpers.ts';

test.describe('sender-flows §3, §4 history on the send page', () => {
  test('transfers grouped by month, appended page by page; a month cut by the page break merges', async ({ page }) => {
    // A seeded sender whose sends are refused: other tests add no transfers to this history meanwhile.
    await signIn(page, 'alternate-wording');
    await page.goto(SEND_PAGE);
    const transfers = page.getByRole('region', { name: 'Your transfers' });
    await expect(transfers.getByRole('listitem')).toHaveCount(10);
    await expect(transfers.getByText('Latest')).toHaveCount(1);
    const firstMonths = await transfers.getByRole('heading', { level: 3 }).allTextContents();
    // The seeded history cuts a month at the page break: page 2 starts with page 1's last month.
    const pageData = async (query: string) =>
      (
        (await (await page.request.get(`${SEND_PAGE}${query}`, { headers: { Accept: 'application/json' } })).json()) as {
          extra: { paymentHistory: { groups: Array<{ year: number; monthValue: number; records: unknown[] }> } };
        }
      ).extra.paymentHistory.groups;
    const [one, two] = [await pageData(''), await pageData('?page=2')];
    expect([two[0]!.year, two[0]!.monthValue]).toEqual([one.at(-1)!.year, one.at(-1)!.monthValue]);
    const lastMonth = transfers.locator('.money-month').last();
    const before = await lastMonth.getByRole('listitem').count();
    const next = page.waitForRequest((r) => new URL(r.url()).search === '?page=2');
    await transfers.getByRole('button', { name: 'Show more transfers' }).click();
    await next;
    await expect(transfers.getByRole('listitem')).toHaveCount(20);
    const months = await transfers.getByRole('heading', { level: 3 }).allTextContents();
    // Every month heads one group: the page-2 part of the last month joined it.
    expect(new Set(months).size).toBe(months.length);
    expect(months.slice(0, firstMonths.length)).toEqual(firstMonths);
    await expect(
      transfers
        .locator('.money-month')
        .nth(firstMonths.length - 1)
        .getByRole('listitem'),
    ).toHaveCount(before + two[0]!.records.length);
    await transfers.getByRole('button', { name: 'Show more transfers' }).click();
    await expect(transfers.getByRole('listitem')).toHaveCount(24);
    await expect(transfers.getByRole('button', { name: 'Show more transfers' })).toHaveCount(0);
    // The last page's button went with it: the focus is on the list's heading, not lost to the page's top.
    await expect(transfers.getByRole('heading', { name: 'Your transfers' })).toBeFocused();
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
