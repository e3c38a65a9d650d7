import { expect } from '@playwright/test';
import { collectConsoleErrors, DEMO_ACCOUNTS } from './support';
import { isPhone, loginAs } from './support/journeys';
import { newPassword, unique } from './support/members';
import { ok } from './support/orders';
import { axeAt, BOTH_WIDTHS, expectFitsPhone } from './support/payments';
import { test } from './support/sessions';

// Event pages, the merchant's side: the demo merchant makes an event page in its loyalty tools' Event pages
// tab (a phone-only login page giving a card of its club), the list shows it, and a new member opening the page
// on a phone receives the card and finds it under My membership cards. Each screen size has its own phone-only
// route: no other journey starts campaigns there, so the newest campaign of the route is this one.
// One run (BOTH_WIDTHS): the console's steps are the same at both widths, so its screens are checked at the phone's
// width by narrowing the page (axe and fit); the member's part runs on a phone page of its own in any case.

const merchant = DEMO_ACCOUNTS.find((a) => a.role === 'merchant')!;
const CLUB = 'Harbour Bean Club';

test(
  'a merchant makes an event page in the console; a member receives its membership card on a phone',
  { tag: BOTH_WIDTHS },
  async ({ signedIn, browser, page, request }) => {
    test.setTimeout(150_000);
    const route = isPhone(page) ? 'axalogin' : 'cclandlogin';
    const title = `Club welcome ${unique()}`;

    const { page: shop, errors: shopErrors } = await signedIn(merchant, '/#/merchantLoyalty?tab=campaigns');
    await shop.getByRole('textbox', { name: 'Event page' }).click();
    await shop.getByRole('option', { name: `#/${route} · Login, on a phone only` }).click();
    await shop.getByRole('textbox', { name: 'Title (English)' }).fill(title);
    await shop.getByRole('textbox', { name: 'Step 1 (English)' }).fill('Log in on your phone');
    await shop.getByRole('button', { name: 'Add a step' }).click();
    await shop.getByRole('textbox', { name: 'Step 2 (English)' }).fill('Receive your club card');
    await shop.getByRole('radio', { name: 'Membership card' }).check();
    await expect(shop.getByRole('textbox', { name: 'Rewards per member' })).toBeDisabled();
    await shop.getByRole('textbox', { name: 'Card programme' }).click();
    await shop.getByRole('option', { name: CLUB, exact: true }).click();
    await shop.getByRole('textbox', { name: 'Rewards in total' }).fill('100');
    await axeAt(shop, 'event page form');
    await expectFitsPhone(shop);
    await shop.getByRole('button', { name: 'Create event page' }).click();
    await expect(shop.getByText(`Event page ${title} saved.`)).toBeVisible();
    const row = shop.getByTestId('merchant-campaign').filter({ hasText: title });
    await expect(row).toContainText(`100 of 100 rewards left · Reward: ${CLUB}`);
    await axeAt(shop, 'event page saved');
    expect(shopErrors).toEqual([]);
    await shop.close();

    // A new member opens the page on a phone (the page kind opens there only) and receives the card.
    const account = { loginName: `club_${unique()}`, password: newPassword() };
    await ok(request, 'POST', '/api/auth/signup-by-name', {
      ...account,
      name: 'Club Visitor',
      termsAccepted: 'true',
    });
    const phone = await (
      await browser.newContext({
        baseURL: test.info().project.use.baseURL,
        viewport: { width: 375, height: 812 },
      })
    ).newPage();
    const errors = collectConsoleErrors(phone);
    await loginAs(phone, account);
    await phone.goto(`/#/${route}`);
    await expect(phone.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(phone.getByTestId('campaign-page').getByRole('listitem')).toHaveText([
      'Log in on your phone',
      'Receive your club card',
    ]);
    await phone.getByRole('button', { name: 'Take part' }).click();
    await phone.getByRole('button', { name: `Receive ${CLUB}` }).click();
    await expect(phone.getByTestId('campaign-received')).toContainText(`${CLUB} is yours.`);
    await axeAt(phone, `#/${route} (card received)`);
    await expectFitsPhone(phone);
    await phone.getByRole('link', { name: 'My membership cards' }).click();
    await expect(phone).toHaveURL(/#\/memberCard/);
    await expect(phone.getByText(CLUB).first()).toBeVisible();
    expect(errors).toEqual([]);
    await phone.context().close();
  },
);
