import { expect } from '@playwright/test';
import type { AuctionList } from '../server/schemas/auctions';
import { buyer } from './support';
import { apiGet } from './support/api';
import { BOTH_WIDTHS, axeAt, expectFitsPhone } from './support/payments';
import { test } from './support/sessions';

// Auctions, the visitor's side: the live auctions list shows the seeded demo auction, its item page
// shows the live panel (highest bid, reserve, time left, history) and a bid below the minimum is stopped in
// the form before anything is held. Read-only on the shared demo database: it passes on every repeat.
test(
  'the auction route lists the demo auction; its item page shows the live panel and checks a bid',
  { tag: BOTH_WIDTHS },
  async ({ signedIn, request }) => {
    test.setTimeout(120_000);
    const { list } = await apiGet<AuctionList>(request, '/api/auctions');
    expect(list.length, 'the demo seed opens one auction').toBeGreaterThan(0);
    const first = list[0]!;

    const { page, errors } = await signedIn(buyer);
    await page.goto('/#/auction');
    await expect(page.getByRole('heading', { level: 1, name: 'Auctions' })).toBeVisible();
    const cards = page.getByTestId('auction-list');
    await expect(cards.getByRole('link', { name: first.itemName }).first()).toBeVisible();
    await axeAt(page, '#/auction');
    await expectFitsPhone(page);

    await cards.getByRole('link', { name: first.itemName }).first().click();
    await expect(page).toHaveURL(new RegExp(`#/itemDetails\\?id=${first.itemId}`));
    const panel = page.getByTestId('auction-panel');
    await expect(panel.getByTestId('auction-status')).toHaveText('Live');
    await expect(panel.getByTestId('time-left')).toHaveText(/Ends in/);
    await expect(panel.getByText(/Reserve (not )?met/)).toBeVisible();
    await expect(panel.getByRole('heading', { name: 'Bid history' })).toBeVisible();

    const input = panel.getByRole('textbox', { name: /Your bid/ });
    await input.fill('0');
    await panel.getByRole('button', { name: 'Place bid' }).click();
    await expect(panel.getByText('Enter an amount, e.g. 0.25')).toBeVisible();
    await axeAt(page, '#/itemDetails (auction)');
    await expectFitsPhone(page);
    expect(errors).toEqual([]);
  },
);
