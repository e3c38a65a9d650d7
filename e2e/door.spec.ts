import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, expect, test, type Page } from '@playwright/test';
import type { CheckinPage } from '../server/schemas/ticket-door';
import { expectNoAxeViolations, PHONE, settle } from './support/a11y';
import { couponAndCard, eventWithTickets } from './support/door-setup';
import { doorPhone, openDoor, showToCamera } from './support/door-phone';
import { fakeCameraArgs, writeFakeCamera } from './support/fake-camera';
import { ok, type ApiSession } from './support/orders';

// The door: a door kit downloaded online, then tickets admitted offline by the phone's camera (Chromium's fake
// camera fed a QR video), a screenshot refused, and two offline doors admitting the same ticket, reconciled as
// one admission and one conflict once back online.

async function axe(page: Page, where: string) {
  await settle(page);
  await expectNoAxeViolations(page, `${where} at ${PHONE.width} px`);
}

test('the door admits offline by camera, refuses a screenshot, and two offline doors reconcile', async ({
  request,
}, info) => {
  test.setTimeout(120_000);
  const baseURL = info.project.use.baseURL!;
  const dir = await mkdtemp(join(tmpdir(), 'door-camera-'));
  const file = join(dir, 'door-a.y4m');
  const fileB = join(dir, 'door-b.y4m');
  await writeFakeCamera(file, null);
  await writeFakeCamera(fileB, null);
  const { event, title, shop, qr, ids } = await eventWithTickets(request);
  const launch = info.project.use.launchOptions ?? {};
  /** A phone of its own: Chromium takes its fake camera's file at launch. */
  const phone = (camera: string) =>
    chromium.launch({ ...launch, args: [...(launch.args ?? []), ...fakeCameraArgs(camera)] });
  const browser = await phone(file);
  const browserB = await phone(fileB);
  try {
    // Door A: the event list, then its door: the kit is downloaded and kept; then the network goes.
    const a = await doorPhone(browser, baseURL);
    await a.page.goto('/#/door');
    await a.page.getByRole('link', { name: title }).click();
    await expect(a.page.getByTestId('door-desk')).toHaveAttribute('data-kit-state', 'ready', {
      timeout: 20_000,
    });
    await expect(a.page.getByTestId('door-kit')).toContainText('2 tickets');
    await expect(a.page.getByTestId('door-camera')).toHaveAttribute('data-state', 'running', {
      timeout: 20_000,
    });
    await axe(a.page, 'door ready');
    // The service worker keeps the page's files once the kit is stored: the door reopens with no network.
    await expect(a.page.locator('html')).toHaveAttribute('data-offline-shell', 'ready', { timeout: 20_000 });
    await a.context.setOffline(true);
    await a.page.reload();
    await expect(a.page.getByTestId('door-desk')).toHaveAttribute('data-kit-state', 'ready', {
      timeout: 20_000,
    });
    await expect(a.page.getByTestId('door-kit')).toContainText('2 tickets');
    await expect(a.page.getByTestId('door-camera')).toHaveAttribute('data-state', 'running', {
      timeout: 20_000,
    });

    // (a) The camera reads ticket 1's live code: admitted offline, at once (no wait for the network).
    await showToCamera(a.page, file, event.id, qr(0));
    const verdict = a.page.getByTestId('door-verdict');
    await expect(verdict).toHaveAttribute('data-admit', 'true', { timeout: 15_000 });
    await expect(verdict).toContainText('Admit');
    await expect(a.page.getByTestId('door-announce')).toContainText('Admit');
    const ms = Number(await a.page.getByTestId('door-desk').getAttribute('data-verdict-ms'));
    // Catches a verdict that waits for the network; the 300 ms target of a mid-range phone is measured by
    // `npm run bench:door` (bench/README.md "Door verdict"), as a shared CI machine runs other browsers too.
    expect(ms, 'verdict time from the reading (ms)').toBeLessThanOrEqual(2_000);
    await axe(a.page, 'door verdict admit');
    await a.page.keyboard.press('Enter');
    await expect(verdict).toHaveCount(0);

    // A screenshot of ticket 2's code a minute old, typed: refused as expired.
    await a.page.getByTestId('door-typed-code').fill(qr(1, Date.now() - 60_000));
    await a.page.getByRole('button', { name: 'Check', exact: true }).click();
    await expect(verdict).toHaveAttribute('data-reason', 'expired_code');
    await expect(verdict).toContainText('This code has expired');
    await axe(a.page, 'door verdict refused');
    await verdict.click();

    // (b) Ticket 2's live code at two offline doors: A admits it first, then door B (its own phone) too.
    const b = await doorPhone(browserB, baseURL);
    await openDoor(b.page, event.id);
    await b.page.getByRole('textbox', { name: 'Gate' }).fill('South gate');
    await b.context.setOffline(true);
    await showToCamera(a.page, file, event.id, qr(1));
    await expect(verdict).toHaveAttribute('data-admit', 'true', { timeout: 15_000 });
    await a.page.keyboard.press('Enter');
    await showToCamera(b.page, fileB, event.id, qr(1, Date.now()));
    await expect(b.page.getByTestId('door-verdict')).toHaveAttribute('data-admit', 'true', {
      timeout: 15_000,
    });
    await b.page.keyboard.press('Enter');

    // Back online, A syncs first, then B: the server keeps A's admission and restates B's as a conflict.
    await a.context.setOffline(false);
    await a.page.getByRole('button', { name: 'Sync now' }).click();
    await expect(a.page.getByTestId('door-sync')).toContainText('0 waiting');
    await b.context.setOffline(false);
    await b.page.getByRole('button', { name: 'Sync now' }).click();
    const conflicts = b.page.getByTestId('door-conflicts');
    await expect(conflicts).toContainText(`Ticket ${ids[1]!.slice(0, 8)}`);
    await expect(conflicts).toContainText('Main gate');
    await axe(b.page, 'door conflict');

    const log = await ok<CheckinPage>(
      request,
      'GET',
      '/api/tickets/door/checkins',
      { eventId: event.id },
      shop as ApiSession,
    );
    const ofTicket2 = log.items.filter((c) => c.ticketId === ids[1]);
    // The screenshot is on the record too, refused.
    expect(ofTicket2.map((c) => c.result).sort()).toEqual(['ADMITTED', 'CONFLICT', 'REFUSED']);
    expect(ofTicket2.find((c) => c.result === 'REFUSED')?.reason).toBe('expired_code');
    expect(ofTicket2.find((c) => c.result === 'CONFLICT')?.gate).toBe('South gate');
    expect(log.items.filter((c) => c.ticketId === ids[0]).map((c) => c.result)).toEqual(['ADMITTED']);
    expect(a.errors).toEqual([]);
    expect(b.errors).toEqual([]);
  } finally {
    await browser.close();
    await browserB.close();
  }
});

test('the door redeems a coupon and gives a stamp by the camera, online', async ({ request }, info) => {
  test.setTimeout(90_000);
  const dir = await mkdtemp(join(tmpdir(), 'door-camera-'));
  const file = join(dir, 'door-c.y4m');
  await writeFakeCamera(file, null);
  const { event, shop } = await eventWithTickets(request);
  const qr = await couponAndCard(request, shop);
  const launch = info.project.use.launchOptions ?? {};
  const browser = await chromium.launch({
    ...launch,
    args: [...(launch.args ?? []), ...fakeCameraArgs(file)],
  });
  try {
    const door = await doorPhone(browser, info.project.use.baseURL!);
    await openDoor(door.page, event.id);
    const verdict = door.page.getByTestId('door-verdict');

    await showToCamera(door.page, file, event.id, qr.coupon);
    await expect(verdict).toHaveAttribute('data-kind', 'coupon', { timeout: 15_000 });
    await expect(verdict).toContainText('Coupon redeemed');
    await expect(verdict).toContainText('Welcome HK$20 off');
    await axe(door.page, 'door coupon redeemed');
    await door.page.keyboard.press('Enter');

    await door.page.getByText('Give a stamp').click();
    await showToCamera(door.page, file, event.id, qr.card);
    await expect(verdict).toHaveAttribute('data-kind', 'stamp', { timeout: 15_000 });
    await expect(verdict).toContainText('Stamp given');
    await expect(verdict).toContainText('Door Regular');
    await axe(door.page, 'door stamp given');
    expect(door.errors).toEqual([]);
  } finally {
    await browser.close();
  }
});
