import { expect, type Page } from '@playwright/test';
import { buyer, creator } from './support';
import { fillCommon, viewProduct } from './support/items';
import { headerSearch } from './support/journeys';
import { unique } from './support/members';
import { test } from './support/sessions';

async function shelf(page: Page, action: 'Put on sale' | 'Take off shelf', dialogName: string) {
  await page.getByRole('button', { name: action }).click();
  const dialog = page.getByRole('dialog', { name: dialogName });
  await expect(dialog.getByTestId('gas-fee')).toContainText(/Estimated gas fee: .*\d.* (ETH|MATIC)/);
  await dialog.getByRole('button', { name: action }).click();
  await expect(dialog).toBeHidden();
}

// The catalogue's journey in one go: create → on sale → found by search and explore filters → favourited by
// another member → taken off shelf. Collections with three images: e2e/collections.spec.ts.
// Desktop only: its steps are the same at the phone's width, where the create form's fit (items-create.spec.ts),
// the drawer's search (search.spec.ts, discovery.spec.ts) and each screen's axe (a11y-routes.spec.ts) are checked.
test('a creator lists a new item that others find, favourite, and the creator takes it off shelf', async ({
  signedIn,
  request,
}) => {
  test.setTimeout(180_000);
  const tag = unique()
    .replace(/[^a-z0-9]/gi, '')
    .slice(-8);
  const name = `Quillwort ${tag}`;

  const { page, errors } = await signedIn(creator, '/#/create');
  await fillCommon(page, name);
  await page.getByRole('button', { name: 'Add property' }).click();
  const row = page.getByRole('group', { name: 'Property 1' });
  await row.getByRole('textbox', { name: 'Type' }).fill('Batch');
  await row.getByRole('textbox', { name: 'Name' }).fill('Batch');
  await row.getByRole('textbox', { name: 'Value' }).fill(tag);
  await page.getByRole('button', { name: 'Create item' }).click();
  await expect(page).toHaveURL(/#\/itemView\?id=[0-9a-f-]{36}/);
  const id = new URL(page.url().replace('/#/', '/')).searchParams.get('id')!;
  await expect(page.getByTestId('shelf-status')).toHaveText('Off shelf');

  await shelf(page, 'Put on sale', 'Put this item on sale?');
  await expect(page.getByTestId('shelf-status')).toHaveText('On sale');

  // The header search finds it, typo and all ("Quilwort").
  const box = await headerSearch(page);
  await box.fill(`Quilwort ${tag}`);
  await box.press('Enter');
  await expect(page).toHaveURL(/#\/search\?keyword=/);
  await expect(page.getByRole('link', { name }).first()).toBeVisible();

  // Explore's filters (kind and the item's own property) keep it in the list.
  await page.goto(`/#/explore?type=SELF&prop=${encodeURIComponent(`Batch:${tag}`)}`);
  await expect(page.getByRole('link', { name }).first()).toBeVisible();

  // Another member favourites it.
  const { page: other } = await signedIn(buyer, `/#/itemDetails?id=${id}`);
  await expect(other.getByRole('heading', { level: 1, name })).toBeVisible();
  await other.getByRole('button', { name: /favourites: \d/ }).click();
  await expect(other.getByTestId('favourite-count')).toHaveText('1');
  expect((await viewProduct(request, id)).favourites).toBe(1);

  // Back with the creator: off shelf, and it leaves the public lists.
  await page.goto(`/#/itemView?id=${id}`);
  await shelf(page, 'Take off shelf', 'Take this item off the shelf?');
  await expect(page.getByTestId('shelf-status')).toHaveText('Off shelf');
  expect((await viewProduct(request, id)).status).toBe('OFF_SHELF');
  expect(errors).toEqual([]);
});
