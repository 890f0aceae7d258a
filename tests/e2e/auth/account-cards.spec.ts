import { test, expect } from '../fixtures.ts';
import { appReady, isPost, signIn } from './auth-helpers.ts';
import { withoutServerMessages } from './account-helpers.ts';

// The hard-block sender cannot send money, so no other browser test pays with its cards.
test.describe('sender-flows §4 Cards', () => {
  test('lists the saved cards with the expired one marked, renames one and deletes one after the confirm modal', async ({ page }) => {
    await signIn(page, 'hard-block');
    await withoutServerMessages(page);
    await page.goto('/auth/mycards');
    await appReady(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Saved cards' })).toBeVisible();
    const list = page.getByRole('list', { name: 'Your saved cards' });
    await expect(list.getByRole('listitem')).toHaveCount(2);
    const travel = list.getByRole('listitem').filter({ hasText: 'Travel card' });
    await expect(travel).toContainText('•••• 4444');
    await expect(travel).toContainText('Expired');
    await expect(list.getByRole('listitem').filter({ hasText: 'Everyday Visa' })).not.toContainText('Expired');

    // Rename: the server's form in a modal; a refusal lands on the name field, success updates the list.
    await page.getByRole('button', { name: 'Rename Everyday Visa' }).click();
    const rename = page.getByRole('dialog', { name: 'Rename card' });
    const alias = rename.getByLabel('Card name');
    await expect(alias).toHaveValue('Everyday Visa');
    await alias.fill('   ');
    await rename.getByRole('button', { name: 'Save' }).click();
    await expect(alias).toHaveAttribute('aria-invalid', 'true');
    await alias.fill('Holiday Visa');
    const renamed = page.waitForRequest((r) => isPost(r, '/api/auth/mycards/rename'));
    await rename.getByRole('button', { name: 'Save' }).click();
    expect(new URLSearchParams((await renamed).postData() ?? '').get('alias')).toBe('Holiday Visa');
    await expect(rename).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: 'Card renamed' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Rename Holiday Visa' })).toBeFocused();
    await expect(list).toContainText('Holiday Visa');

    // Delete: cancel keeps the card and gives focus back; confirming removes it.
    await page.getByRole('button', { name: 'Delete Travel card' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this card?' });
    await expect(confirm).toContainText('Travel card (•••• 4444)');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByRole('button', { name: 'Delete Travel card' })).toBeFocused();
    await page.getByRole('button', { name: 'Delete Travel card' }).click();
    await page.getByRole('dialog', { name: 'Delete this card?' }).getByRole('button', { name: 'Delete card' }).click();
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await expect(page.getByRole('status').filter({ hasText: 'Card deleted' })).toBeVisible();
    // Its buttons went with it: focus moves to the card that is left.
    await expect(page.getByRole('button', { name: 'Delete Holiday Visa' })).toBeFocused();

    await page.reload();
    await expect(page.getByRole('list', { name: 'Your saved cards' }).getByRole('listitem')).toHaveCount(1);
    await expect(page.getByRole('list', { name: 'Your saved cards' })).toContainText('Holiday Visa');
  });

  test('adding a card sends the sender to pay, where cards are saved', async ({ page }) => {
    await signIn(page, 'alternate-wording');
    await withoutServerMessages(page);
    await page.goto('/auth/mycards');
    await page.getByRole('button', { name: 'Send money and save a card' }).click();
    await expect(page).toHaveURL(/\/auth\/send\/main\.page$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Send money' })).toBeVisible();
  });
});
