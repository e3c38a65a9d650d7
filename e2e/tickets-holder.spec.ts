import { expect, test } from '@playwright/test';
import { flattenForm } from '../server/schemas/form';
import type { TicketedEvent } from '../server/schemas/tickets';
import { DEMO_ACCOUNTS } from './support';
import { expectNoAxeViolations, settle, watchNetwork } from './support/a11y';
import { collectConsoleErrors } from './support/console';
import { loginAs } from './support/journeys';
import { newPassword, unique } from './support/members';
import { apiLogin, grantDemoEnterprise, ok } from './support/orders';
import { paySandboxCard, payWith } from './support/payments';
import { projectContext } from './support/sessions';

// The ticket holder's journey at phone width: a new member puts two tickets of a published event in the cart,
// checks the cart's ticket line out and pays it on the checkout's payment step, opens "My tickets" and a
// ticket's rotating code; then the phone goes offline, the page is reloaded (the service worker serves it, the
// code comes from IndexedDB) and the code still changes when its 30 s window passes (the page's clock moved on
// by Playwright).

const merchant = DEMO_ACCOUNTS.find((a) => a.role === 'merchant')!;
const PHONE_390 = { width: 390, height: 844 };
const HOUR = 3_600_000;

test('a member buys two tickets and shows a ticket’s code offline', async ({ browser, request }, info) => {
  test.setTimeout(150_000);

  // Setup through the API: the demo merchant on Enterprise (tickets), a published event a week from now.
  await grantDemoEnterprise(request);
  const shop = await apiLogin(request, merchant);
  const now = Date.now();
  const title = `Harbour night ${unique()}`;
  const event = await ok<TicketedEvent>(
    request,
    'POST',
    '/api/tickets/events',
    flattenForm({
      title: { en_US: title },
      description: { en_US: 'Music by the water.' },
      venue: 'Pier 4',
      startsAt: new Date(now + 7 * 24 * HOUR).toISOString(),
      endsAt: new Date(now + 7 * 24 * HOUR + 4 * HOUR).toISOString(),
      status: 'PUBLISHED',
      tiers: [
        {
          name: { en_US: 'Standing' },
          price: '12000',
          capacity: '50',
          saleStartsAt: new Date(now - HOUR).toISOString(),
          saleEndsAt: new Date(now + 6 * 24 * HOUR).toISOString(),
          perMemberLimit: '4',
          transferAllowed: 'true',
        },
      ],
    }),
    shop,
  );
  const account = { loginName: `tix_${unique()}`, password: newPassword() };
  await ok(request, 'POST', '/api/auth/signup-by-name', {
    ...account,
    name: 'Ticket Holder',
    termsAccepted: 'true',
  });

  // Its own context: the service worker and the offline switch stay out of the other journeys.
  const context = await browser.newContext({
    ...projectContext(info),
    viewport: PHONE_390,
    serviceWorkers: 'allow',
  });
  try {
    const page = await context.newPage();
    const errors = collectConsoleErrors(page, [/Failed to load resource/, /net::ERR_INTERNET_DISCONNECTED/]);
    watchNetwork(page);
    await loginAs(page, account);
    const axe = async (where: string) => {
      await settle(page);
      await expectNoAxeViolations(page, where);
    };

    // The events on sale, then the event page: its tier on sale, two tickets bought.
    await page.goto('/#/ticketEvents');
    await expect(page.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible();
    await axe('events on sale');
    await page.goto(`/#/ticketEvent?id=${event.id}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const tier = page.getByRole('listitem', { name: 'Standing' });
    await expect(tier.getByTestId('sale-state')).toHaveText('On sale');
    await axe('event page');
    await tier.getByRole('textbox', { name: 'Tickets' }).fill('2');
    await tier.getByRole('button', { name: /^Add to cart/ }).click();
    await tier.getByRole('link', { name: 'View cart' }).click();

    // The cart: the tier's line with its event, date and venue, checked out as its own order.
    const line = page.getByTestId('cart-ticket-line').filter({ hasText: title });
    await expect(line.getByText('Pier 4')).toBeVisible();
    await expect(line.getByText('HK$240.00')).toBeVisible();
    await axe('cart with tickets');
    await line.getByRole('button', { name: /^Check out/ }).click();

    // The checkout's payment step, paid with the sandbox card.
    await expect(page).toHaveURL(/#\/payment\?orderId=/);
    await payWith(page, 'Card — secure card page');
    await paySandboxCard(page);
    await expect(page).toHaveURL(/#\/paymentSuccess\?orderId=/, { timeout: 30_000 });

    // My tickets: issued by the fulfilment job once the order is paid.
    await page.goto('/#/myTickets');
    await expect(async () => {
      await page.reload();
      await expect(page.getByTestId('my-ticket')).toHaveCount(2, { timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    const group = page.getByTestId('ticket-group').filter({ hasText: title });
    await expect(group.getByText('Valid')).toHaveCount(2);
    // Each ticket's token: minting, or on chain once the ticket job has minted it.
    await expect(group.getByTestId('ticket-token')).toHaveCount(2);
    await axe('my tickets');

    // The code: a QR that the service worker's cache and IndexedDB keep for the door.
    await group.getByRole('link', { name: /^Show the code: .*ticket 1$/ }).click();
    const qr = page.getByTestId('ticket-qr');
    await expect(qr).toBeVisible();
    await expect(page.getByTestId('code-countdown')).toHaveText(/New code in \d+ s/);
    await expect(page.locator('html[data-offline-shell="ready"]')).toHaveCount(1, { timeout: 20_000 });
    await axe('ticket code');

    // Offline: the page reloads from the service worker, the code from IndexedDB, and it still rotates.
    await page.clock.install();
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByTestId('code-offline')).toBeVisible();
    await expect(qr).toBeVisible();
    const before = await qr.getAttribute('src');
    await axe('ticket code offline');
    await page.clock.fastForward('00:31');
    await expect.poll(() => qr.getAttribute('src')).not.toBe(before);
    await expect(qr).toHaveAttribute('alt', `Entry code of ${title} · Standing`);
    expect(errors.filter((e) => !/ERR_INTERNET_DISCONNECTED|Failed to fetch|network/i.test(e))).toEqual([]);
  } finally {
    await context.setOffline(false);
    await context.close();
  }
});
