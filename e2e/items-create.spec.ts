import { expect, type Page } from '@playwright/test';
import { buyer, creator } from './support';
import { unique } from './support/members';
import { COLLECTION, fillCommon, viewProduct } from './support/items';
import { BOTH_WIDTHS, expectFitsPhone } from './support/payments';
import { test } from './support/sessions';

/** No sideways scrolling at the page's width, and at the phone's (BOTH_WIDTHS). */
async function expectNoOverflow(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'horizontal overflow in px').toBeLessThanOrEqual(0);
  await expectFitsPhone(page);
}

const itemId = (page: Page) => new URL(page.url().replace('/#/', '/')).searchParams.get('id')!;

test(
  'a creator creates an ERC-721 item with properties and licence, edits it, then creates an ERC-1155 item with 5 copies',
  { tag: BOTH_WIDTHS },
  async ({ signedIn, request }) => {
    test.setTimeout(150_000);
    const { page, errors } = await signedIn(creator, '/#/create');
    await expect(page).toHaveURL(/#\/create/);
    await expect(page.getByRole('heading', { name: 'Create an item', level: 1 })).toBeVisible();

    // An empty submit says what is missing, and nothing is sent.
    await page.getByRole('button', { name: 'Create item' }).click();
    await expect(page.getByText('Please enter a name for the item.')).toBeVisible();
    await expect(page.getByText('Please upload a cover image.')).toBeVisible();

    const single = `Harbour dawn ${unique()}`;
    await fillCommon(page, single);
    await page.getByRole('button', { name: 'Add property' }).click();
    const row = page.getByRole('group', { name: 'Property 1' });
    await expect(row.getByRole('textbox', { name: 'Type' })).toBeFocused();
    await row.getByRole('textbox', { name: 'Type' }).fill('Scene');
    await row.getByRole('textbox', { name: 'Name' }).fill('Time');
    await row.getByRole('textbox', { name: 'Value' }).fill('Dawn');
    await page.getByRole('checkbox', { name: 'Other terms' }).check();
    await page.getByRole('textbox', { name: 'Describe the other terms' }).fill('Credit the artist.');
    await expectNoOverflow(page);
    await page.getByRole('button', { name: 'Create item' }).click();

    await expect(page).toHaveURL(/#\/itemView\?id=[0-9a-f-]{36}/);
    await expect(page.getByRole('heading', { name: single, level: 1 })).toBeVisible();
    await expect(page.getByText('Dawn', { exact: true })).toBeVisible();
    const first = await viewProduct(request, itemId(page));
    expect(first).toMatchObject({
      name: single,
      contractType: 'ERC721',
      quantity: 1,
      sourceType: 'SELF',
      fixPrice: expect.stringMatching(/^0\.25/),
      properties: [{ type: 'Scene', name: 'Time', value: 'Dawn' }],
      collection: { name: COLLECTION },
    });
    expect(first.licence).toMatchObject({ commercialUse: true, copy: false, others: 'Credit the artist.' });
    expect(first.file?.kind).toBe('image');

    // The seller edits it: what was fixed at creation is read-only, the rest is filled in.
    await page.getByRole('link', { name: 'Edit', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`#/edititem\\?id=${first.id}`));
    await expect(page.getByRole('textbox', { name: 'Collection' })).toHaveValue(COLLECTION);
    await expect(page.getByRole('textbox', { name: 'Collection' })).toHaveAttribute('readonly');
    const name = page.getByRole('textbox', { name: 'Item name' });
    await expect(name).toHaveValue(single);
    const renamed = `${single} (edited)`;
    await name.fill(renamed);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page).toHaveURL(new RegExp(`#/itemView\\?id=${first.id}`));
    await expect(page.getByRole('heading', { name: renamed, level: 1 })).toBeVisible();
    expect(await viewProduct(request, first.id)).toMatchObject({
      name: renamed,
      properties: [{ type: 'Scene', name: 'Time', value: 'Dawn' }],
      licence: { others: 'Credit the artist.' },
    });

    // The multi-copy variant: same form, ERC-1155 fixed, more than one copy.
    await page.goto('/#/item1155');
    await expect(page.getByRole('heading', { name: 'Create a multi-copy item', level: 1 })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Contract type' })).toHaveValue(
      'ERC-1155 (multiple copies)',
    );
    const multi = `Harbour prints ${unique()}`;
    await fillCommon(page, multi);
    const quantity = page.getByRole('textbox', { name: 'Quantity' });
    await quantity.fill('1');
    await page.getByRole('button', { name: 'Create item' }).click();
    await expect(page.getByText('Multiple copies need a quantity greater than 1.')).toBeVisible();
    await expect(quantity).toBeFocused();
    await quantity.fill('5');
    await page.getByRole('button', { name: 'Create item' }).click();

    await expect(page).toHaveURL(/#\/itemView\?id=[0-9a-f-]{36}/);
    await expect(page.getByRole('heading', { name: multi, level: 1 })).toBeVisible();
    const second = await viewProduct(request, itemId(page));
    expect(second).toMatchObject({ name: multi, contractType: 'ERC1155', quantity: 5, stock: 5 });

    // Both are on their public pages too.
    await page.goto(`/#/itemDetails?id=${first.id}`);
    await expect(page.getByRole('heading', { name: renamed, level: 1 })).toBeVisible();
    expect(errors).toEqual([]);
  },
);

test('a member without creation permission is sent to pricing', async ({ signedIn }) => {
  const { page } = await signedIn(buyer, '/#/create');
  await expect(page).toHaveURL(/#\/pricing/);
  await expect(page.getByText('You do not have creation permission yet.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Create an item' })).toHaveCount(0);
});
