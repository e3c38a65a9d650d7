import { expect } from '@playwright/test';
import type { DoorStaffList } from '../server/schemas/ticket-door';
import type { TicketedEvent, TicketedEventPage } from '../server/schemas/tickets';
import { DEMO_ACCOUNTS } from './support';
import { afterResize, expectNoAxeViolationsAfterToasts } from './support/a11y';
import { unique } from './support/members';
import { apiLogin, ok } from './support/orders';
import { test } from './support/sessions';

// The merchant's ticketed events (Enterprise): in the loyalty tools' events tab, the demo merchant creates an
// event with one paid tier, publishes it and names demo_buyer as door staff; the server then answers the event
// as published with the tier's price in minor units, and demo_buyer may read its check-ins. Checked with axe at
// a phone's width at each step and once at the desktop's.

const merchant = DEMO_ACCOUNTS.find((a) => a.role === 'merchant')!;
const buyer = DEMO_ACCOUNTS.find((a) => a.role === 'buyer')!;
const admin = DEMO_ACCOUNTS.find((a) => a.role === 'admin')!;
const PHONE = { width: 390, height: 844 };

const axe = expectNoAxeViolationsAfterToasts;

test('the merchant creates and publishes a ticketed event and names its door staff', async ({
  signedIn,
  request,
}) => {
  test.setTimeout(120_000);
  // Setup: the demo merchant is on Business; the super admin's internal offering grants it Enterprise, which has
  // tickets (left on: Enterprise keeps every Business feature the other journeys use).
  const operator = await apiLogin(request, admin);
  await ok(request, 'POST', '/api/admin/super/unlock', { password: 'SuperAdmin2026' }, operator);
  await ok(
    request,
    'POST',
    '/api/admin/super/offer',
    { mcId: 'DEMOCOUPON', plan: 'ENTERPRISE', months: '0' },
    operator,
  );

  const { page, errors } = await signedIn(merchant, '/#/merchantLoyalty?tab=events');
  await page.setViewportSize(PHONE);
  await afterResize(page);
  await expect(page.getByRole('heading', { name: 'Your ticketed events' })).toBeVisible();
  await axe(page, 'events tab');

  // A new event: the English title, the venue and one tier at HK$50.50 (the dates keep their defaults).
  const title = `Harbour jazz ${unique()}`;
  await page.getByRole('button', { name: 'New event' }).click();
  await page.getByRole('textbox', { name: 'Event title (English)' }).fill(title);
  await page.getByRole('textbox', { name: 'Venue' }).fill('Pier 4');
  const tier = page.getByTestId('ticket-tier');
  await tier.getByRole('textbox', { name: 'Tier name (English)' }).fill('Standing');
  await tier.getByRole('textbox', { name: 'Price (HKD)' }).fill('50.50');
  await tier.getByRole('textbox', { name: 'Tickets in this tier' }).fill('40');
  await page.getByRole('radio', { name: /^Published/ }).check();
  await axe(page, 'event form');
  await page.getByRole('button', { name: 'Create event' }).click();
  await expect(page.getByText(`Event ${title} saved.`)).toBeVisible();
  await expect(page.getByRole('heading', { name: `Edit ${title}` })).toBeVisible();

  // Back in the list: the event, published, with its tier's sales; then demo_buyer named as door staff.
  await page.getByRole('button', { name: 'Back to your events' }).click();
  const row = page.getByTestId('merchant-event').filter({ hasText: title });
  await expect(row).toContainText('Published');
  await expect(row).toContainText('Standing: 0 of 40 sold');
  await page.getByRole('textbox', { name: 'Member id or login name' }).fill(buyer.loginName);
  await page.getByRole('button', { name: 'Name as door staff' }).click();
  await expect(page.getByTestId('door-staff').filter({ hasText: buyer.loginName })).toBeVisible();
  await axe(page, 'events list with door staff');

  // The event's check-ins: none yet.
  await row.getByRole('button', { name: `Check-ins of ${title}` }).click();
  await expect(page.getByText('No check-ins yet.')).toBeVisible();
  await axe(page, 'check-ins');
  await page.setViewportSize({ width: 1280, height: 800 });
  await afterResize(page);
  await axe(page, 'check-ins at desktop width');
  expect(errors).toEqual([]);

  // What the server keeps: published, the price in minor units; demo_buyer has the door.
  const shop = await apiLogin(request, merchant);
  const mine = await ok<TicketedEventPage>(request, 'GET', '/api/tickets/events', { mine: 'true' }, shop);
  const saved = mine.items.find((e) => e.title.en_US === title)!;
  const event = await ok<TicketedEvent>(request, 'GET', '/api/tickets/events/one', { id: saved.id });
  expect(event).toMatchObject({ status: 'PUBLISHED', venue: 'Pier 4' });
  expect(event.tiers).toMatchObject([
    { name: { en_US: 'Standing' }, price: '5050', currency: 'HKD', capacity: 40, remaining: 40 },
  ]);
  const staff = await ok<DoorStaffList>(request, 'GET', '/api/tickets/door/staff', {}, shop);
  expect(staff.items.map((s) => s.loginName)).toContain(buyer.loginName);
  const door = await apiLogin(request, buyer);
  await ok(request, 'GET', '/api/tickets/door/checkins', { eventId: saved.id }, door);
});
