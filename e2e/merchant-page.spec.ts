import { readFile } from 'node:fs/promises';
import { expect } from '@playwright/test';
import type { CardProgramme, RedeemCodeBatch } from '../server/schemas/cards';
import { buyer, collectConsoleErrors, DEMO_ACCOUNTS } from './support';
import { apiLogin, call, ok } from './support/orders';
import { BOTH_WIDTHS, axeAt, expectFitsPhone } from './support/payments';
import { test } from './support/sessions';

// A visitor opens the demo merchant's page and sees its items, coupons and card; the demo
// merchant's owner opens the console's members and figures and downloads the members as CSV.

const merchant = DEMO_ACCOUNTS.find((a) => a.role === 'merchant')!;
const MC_ID = 'DEMOCOUPON';

test(
  "a visitor sees the demo merchant's page: items, coupons, card, activities",
  { tag: BOTH_WIDTHS },
  async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await page.goto(`/#/merchant?mcId=${MC_ID}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Harbour Bean Café' })).toBeVisible();
    const items = page.getByRole('region', { name: 'Popular items' });
    await expect(items.getByRole('link', { name: /House blend coffee beans 250 g/ })).toBeVisible();
    const coupons = page.getByRole('region', { name: 'E-coupons' });
    await expect(coupons.getByRole('heading', { name: 'Welcome HK$20 off' })).toBeVisible();
    await expect(coupons.getByRole('link', { name: 'Collect Welcome HK$20 off' })).toHaveAttribute(
      'href',
      `/#/myCoupons?tab=collect&merchant=${MC_ID}`,
    );
    const card = page.getByRole('region', { name: 'Membership card' });
    await expect(card.getByRole('heading', { name: 'Harbour Bean Club' })).toBeVisible();
    // The demo merchant's published events, or none yet (the ticket journeys add events to it).
    const activities = page.getByRole('region', { name: 'Upcoming activities' });
    await expect(
      activities.getByText('No upcoming activities').or(activities.getByRole('link').first()),
    ).toBeVisible();
    for (const link of await activities.getByRole('link').all())
      await expect(link).toHaveAttribute('href', /^\/#\/ticketEvents?(\?|$)/);
    await axeAt(page, 'merchant page');
    await expectFitsPhone(page);
    expect(errors).toEqual([]);

    // An unknown merchant: the not-found state (the browser logs the 404 answer itself).
    await page.goto('/#/merchant?mcId=NO_SUCH_SHOP');
    await expect(page.getByRole('heading', { name: 'We could not find this merchant' })).toBeVisible();
    await axeAt(page, 'merchant page, not found');
  },
);

test(
  'the merchant sees its members and figures and downloads the members as CSV',
  { tag: BOTH_WIDTHS },
  async ({ signedIn, request }) => {
    test.setTimeout(120_000);
    // The demo buyer holds a card of the demo programme (claimed by a redeem code; 1027 when it already does).
    const shop = await apiLogin(request, merchant);
    const { items } = await ok<{ items: CardProgramme[] }>(
      request,
      'GET',
      '/api/cards/programmes/mine',
      {},
      shop,
    );
    const club = items.find((p) => p.name === 'Harbour Bean Club')!;
    const batch = await ok<RedeemCodeBatch>(
      request,
      'POST',
      '/api/cards/codes',
      { programmeId: club.id, tier: 'T1', count: '1' },
      shop,
    );
    const claim = await call(
      request,
      'POST',
      '/api/cards/redeem',
      { code: batch.codes[0]! },
      await apiLogin(request, buyer),
    );
    expect([200, 1027]).toContain(claim.meta.code);

    // The profile menu asks once whether the member has an e-shop (PMS) merchant too: the demo's has none, a 404
    // the app keeps as an empty result (spec §4) and the browser logs.
    const { page, errors } = await signedIn(merchant, '/#/merchantLoyalty?tab=members', [
      /\/api\/merchants\/detail\?.*type=PMS/,
    ]);
    const table = page.getByRole('table', { name: 'Members' });
    await expect(table.getByRole('cell', { name: buyer.name }).first()).toBeVisible();
    await expect(table.getByText(new RegExp(`^${MC_ID}-\\d{8}$`)).first()).toBeVisible();
    await axeAt(page, 'merchant console, members');
    await expectFitsPhone(page);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download members (CSV)' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(new RegExp(`^${MC_ID}-members-\\d{4}-\\d\\d-\\d\\d\\.csv$`));
    const bytes = await readFile((await download.path())!);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.subarray(3).toString('utf8');
    expect(text.split('\r\n')[0]).toBe('cardNumber,programme,tier,memberName,state,expired,joinedAt');
    expect(text).toContain(buyer.name);

    await page.getByRole('tab', { name: 'Figures' }).click();
    await expect(page).toHaveURL(/tab=stats/);
    const figures = page.getByRole('table', { name: 'Figures per day' });
    await expect(figures.getByRole('row')).toHaveCount(31);
    await expect(page.getByRole('img', { name: /Charts of the last 30 days/ })).toBeVisible();
    await axeAt(page, 'merchant console, figures');
    await expectFitsPhone(page);
    expect(errors).toEqual([]);
  },
);
