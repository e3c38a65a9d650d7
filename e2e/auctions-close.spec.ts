import { expect, type Page } from '@playwright/test';
import { AUCTION_SECONDS } from '../server/schemas/auctions';
import { creator, DEMO_ACCOUNTS } from './support';
import { fillCommon } from './support/items';
import { unique } from './support/members';
import { apiLogin, ok } from './support/orders';
import { axeAt } from './support/payments';
import { test } from './support/sessions';

const collector = DEMO_ACCOUNTS.find((a) => a.role === 'collector')!;
const patron = DEMO_ACCOUNTS.find((a) => a.role === 'patron')!;
/**
 * The shortest run the API takes (the form's shortest choice is an hour): both bids, from pages opened before
 * the start, take a few seconds of it (5 s on a loaded 2-core machine); the rest is the wait for the close.
 */
const RUN_SECONDS = AUCTION_SECONDS.minDuration;

async function placeBid(page: Page, amount: string) {
  const panel = page.getByTestId('auction-panel');
  await panel.getByRole('textbox', { name: /Your bid/ }).fill(amount);
  await panel.getByRole('button', { name: 'Place bid' }).click();
  // The hold is confirmed first (it takes the amount from the balance until outbid).
  const confirm = page.getByRole('dialog', { name: 'Place this bid?' });
  await expect(confirm).toContainText(`Your bid of ${amount} ETH is held`);
  await confirm.getByRole('button', { name: 'Confirm bid' }).click();
  await expect(panel.getByText('You are the highest bidder.')).toBeVisible();
}

// Auctions end to end: the creator lists an AUCTION item and sees the start form on its page; the
// auction starts (through the API, for a run of seconds); two members bid from their balances in their own
// browsers, the outbid one sees the new highest bid without reloading; at the close the settlement job makes the
// winner's order, paid from the bid, which the winner opens from the item page.
test('two members bid, the auction closes and the winner’s order is paid', async ({ signedIn, request }) => {
  test.setTimeout(240_000);
  const name = `Tidewrack ${unique()}`;

  const { page, errors } = await signedIn(creator, '/#/create');
  await fillCommon(page, name);
  await page.getByRole('radiogroup', { name: 'Sell type' }).getByRole('radio', { name: 'Auction' }).check();
  await page.getByRole('textbox', { name: 'Base price (ETH)' }).fill('0.15');
  await page.getByRole('button', { name: 'Create item' }).click();
  await expect(page).toHaveURL(/#\/itemView\?id=[0-9a-f-]{36}/);
  const itemId = new URL(page.url().replace('/#/', '/')).searchParams.get('id')!;
  await page.getByRole('button', { name: 'Put on sale' }).click();
  const dialog = page.getByRole('dialog', { name: 'Put this item on sale?' });
  await dialog.getByRole('button', { name: 'Put on sale' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('shelf-status')).toHaveText('On sale');
  // The toast says so; closed by its button (it would close by itself in 4 s), out of the way of the axe check.
  const toast = page.getByRole('alert').filter({ hasText: 'The item is now on sale.' });
  await toast.getByRole('button', { name: 'Close notification' }).click();
  await expect(toast).toBeHidden();

  // The seller's public page offers the start form.
  await page.goto(`/#/itemDetails?id=${itemId}`);
  const form = page.getByTestId('start-auction');
  await expect(form.getByRole('heading', { name: 'Start an auction' })).toBeVisible();
  await expect(form.getByRole('combobox', { name: 'Runs for' })).toHaveValue(String(7 * 86_400));
  await axeAt(page, '#/itemDetails (start an auction)');

  const { page: bidderA } = await signedIn(collector);
  const { page: bidderB } = await signedIn(patron);
  const seller = await apiLogin(request, creator);
  await ok(
    request,
    'POST',
    '/api/auctions/start',
    { itemId, minIncrement: '0.05', durationSeconds: String(RUN_SECONDS), extendSeconds: '0' },
    seller,
  );

  await bidderA.goto(`/#/itemDetails?id=${itemId}`);
  await expect(bidderA.getByTestId('auction-status')).toHaveText('Live');
  await placeBid(bidderA, '0.1');
  await bidderB.goto(`/#/itemDetails?id=${itemId}`);
  await expect(bidderB.getByTestId('highest-bid')).toHaveText('0.1 ETH');
  await placeBid(bidderB, '0.2');
  await expect(bidderB.getByText('Reserve met')).toBeVisible();

  // The outbid page follows by itself: the new highest bid, no longer leading.
  const panelA = bidderA.getByTestId('auction-panel');
  await expect(panelA.getByTestId('highest-bid')).toHaveText('0.2 ETH', { timeout: 15_000 });
  await expect(panelA.getByText('You are the highest bidder.')).toBeHidden();

  // The close and the settlement job: the winner's page turns to "won" with a link to the paid order.
  const won = bidderB.getByTestId('auction-won');
  await expect(won).toBeVisible({ timeout: (RUN_SECONDS + 60) * 1000 });
  await expect(bidderA.getByTestId('auction-won')).toHaveCount(0);
  await won.getByRole('link', { name: 'Open your order' }).click();
  await expect(bidderB).toHaveURL(/#\/orderDetail\?id=[0-9a-f-]{36}/);
  // Paid from the bid; the delivery job may already have sent the token (then it reads Finished).
  await expect(bidderB.getByTestId('order-status')).toHaveAttribute(
    'data-status',
    /^(FULLPAID|TRANSFERRING|DELIVERY|FINISHED)$/,
  );
  await expect(bidderB.getByRole('heading', { level: 1 })).toContainText(name);
  await expect(bidderB.getByRole('region', { name: 'Payment', exact: true })).toContainText(
    'Auction (winning bid)',
  );

  // Both bids are in the marketplace feed's Bids.
  await bidderA.goto('/#/activity?kind=BID');
  const entries = bidderA.getByTestId('activity-entry').filter({ hasText: name });
  await expect(entries).toHaveCount(2);
  // The sale joins the feed's Sales when the token reaches the winner (the delivery job).
  await bidderA.goto('/#/activity?kind=SALE');
  const sale = bidderA.getByTestId('activity-entry').filter({ hasText: name });
  await expect(async () => {
    await bidderA.reload();
    await expect(sale).toHaveCount(1, { timeout: 3_000 });
  }).toPass({ timeout: 60_000 });
  expect(errors).toEqual([]);
});
