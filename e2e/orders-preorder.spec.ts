import { expect, type Page } from '@playwright/test';
import type { ShopProductCard } from '../server/schemas/shop';
import { buyer, collectConsoleErrors, creator } from './support';
import type { Account } from './support/accounts';
import { unique } from './support/members';
import { ok } from './support/orders';
import { test, type SignedIn } from './support/sessions';

async function pageAs(signedIn: SignedIn, account: Account): Promise<Page> {
  const { page } = await signedIn(account, '/#/preOrder');
  await expect(page.getByRole('heading', { name: 'Pre-orders', level: 1 })).toBeVisible();
  return page;
}

// The buyer pre-orders the demo creator's sold-out good from its item page; the pre-order moves
// submitted → delivery (the seller's waybill) → finished (the buyer's confirmation), each side in its own view.
test('a pre-order from a sold-out item: submitted, delivered by the seller, finished by the buyer', async ({
  signedIn,
  request,
}) => {
  test.setTimeout(120_000);
  const { items } = await ok<{ items: ShopProductCard[] }>(request, 'GET', '/api/shop/products', {
    limit: '60',
  });
  const soldOut = items.find((p) => p.stock === 0 && p.seller.name === creator.name);
  expect(soldOut, 'the seed leaves one demo good sold out').toBeTruthy();
  const remark = `Pre-order ${unique()}`;

  const page = await pageAs(signedIn, buyer);
  const errors = collectConsoleErrors(page);
  await page.goto(`/#/itemDetails?id=${soldOut!.id}`);
  await page.getByRole('button', { name: 'Pre-order' }).click();
  const dialog = page.getByRole('dialog', { name: `Pre-order ${soldOut!.name}` });
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Chan Tai Man');
  await dialog.getByRole('textbox', { name: 'Mobile' }).fill('91234567');
  await dialog.getByRole('textbox', { name: 'E-mail' }).fill('buyer@demo.local');
  await dialog.getByRole('textbox', { name: 'Address' }).fill('1 Queen’s Road Central');
  await dialog.getByRole('textbox', { name: 'Remark' }).fill(remark);
  await dialog.getByRole('button', { name: 'Submit pre-order' }).click();
  await expect(page.getByText('Your pre-order has been submitted.')).toBeVisible();

  await page.goto('/#/preOrder');
  const mine = page.getByTestId('pre-order').filter({ hasText: remark });
  await expect(mine).toHaveAttribute('data-status', 'SUBMITTED');

  const seller = await pageAs(signedIn, creator);
  await seller.getByRole('tab', { name: 'For my items' }).click();
  const theirs = seller.getByTestId('pre-order').filter({ hasText: remark });
  await theirs.getByRole('textbox', { name: 'Logistics company' }).fill('SF Express');
  await theirs.getByRole('textbox', { name: 'Waybill number' }).fill('SF777');
  await theirs.getByRole('button', { name: 'Deliver' }).click();
  await expect(theirs).toHaveAttribute('data-status', 'DELIVERY');

  await page.reload();
  await expect(mine).toHaveAttribute('data-status', 'DELIVERY');
  await expect(mine.getByText('SF777')).toBeVisible();
  await mine.getByRole('button', { name: 'Confirm receipt' }).click();
  await page
    .getByRole('dialog', { name: 'Confirm receipt?' })
    .getByRole('button', { name: 'Yes, I received it' })
    .click();
  await expect(mine).toHaveAttribute('data-status', 'FINISHED');
  expect(errors).toEqual([]);
});
