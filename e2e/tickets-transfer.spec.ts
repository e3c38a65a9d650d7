import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, expect, test } from '@playwright/test';
import type { TicketCode } from '../server/schemas/ticket-door';
import { encodeTicketQr } from '../server/schemas/ticket-code';
import { buyer, creator, DEMO_ACCOUNTS } from './support';
import { expectNoAxeViolations, settle } from './support/a11y';
import { collectConsoleErrors } from './support/console';
import { eventWithTickets } from './support/door-setup';
import { fakeCameraArgs, writeFakeCamera } from './support/fake-camera';
import { loginAs } from './support/journeys';
import { solveCaptcha, watchCaptchas } from './support/members';
import { apiLogin, ok } from './support/orders';

// A ticket transferred from the holder's code page: the door's refreshed kit refuses the old holder's code as
// stale and admits the new holder's.

const merchant = DEMO_ACCOUNTS.find((a) => a.role === 'merchant')!;
const creatorEmail = DEMO_ACCOUNTS.find((a) => a.role === 'creator')!.email;

test('a transferred ticket’s old code is refused at the door, the new holder’s admitted', async ({
  request,
}, info) => {
  test.setTimeout(90_000);
  const { event, title, qr, ids } = await eventWithTickets(request, { transferAllowed: 'true' });
  const oldCode = qr(0);
  const dir = await mkdtemp(join(tmpdir(), 'door-camera-'));
  const file = join(dir, 'transfer.y4m');
  await writeFakeCamera(file, null);
  const launch = info.project.use.launchOptions ?? {};
  const browser = await chromium.launch({
    ...launch,
    args: [...(launch.args ?? []), ...fakeCameraArgs(file)],
  });
  const phone = async () => {
    const context = await browser.newContext({
      baseURL: info.project.use.baseURL!,
      viewport: { width: 390, height: 844 },
      reducedMotion: 'reduce',
    });
    const page = await context.newPage();
    return { page, errors: collectConsoleErrors(page) };
  };
  try {
    // The door has the kit from before the transfer.
    const door = await phone();
    await loginAs(door.page, merchant);
    await door.page.goto(`/#/door?event=${event.id}`);
    const desk = door.page.getByTestId('door-desk');
    await expect(desk).toHaveAttribute('data-kit-state', 'ready', { timeout: 20_000 });
    const issuedAt = await door.page.getByTestId('door-kit').getAttribute('data-issued-at');

    // The holder transfers ticket 1 from its code page to the demo creator, by e-mail.
    const holder = await phone();
    const captchas = watchCaptchas(holder.page);
    await loginAs(holder.page, buyer);
    await holder.page.goto(`/#/ticket?id=${ids[0]!}`);
    await expect(holder.page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await holder.page.getByRole('button', { name: 'Transfer this ticket' }).click();
    await holder.page.getByRole('radio', { name: 'E-mail' }).check();
    await holder.page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(creatorEmail);
    await solveCaptcha(holder.page, captchas);
    await settle(holder.page);
    await expectNoAxeViolations(holder.page, `ticket transfer panel at 390 px`);
    await holder.page.getByRole('button', { name: 'Continue' }).click();
    await holder.page.getByRole('button', { name: 'Confirm transfer' }).click();
    await expect(holder.page.getByTestId('ticket-moved')).toBeVisible();

    // The door refreshes its kit: the old holder's code is stale now.
    await door.page.getByRole('button', { name: 'Refresh kit' }).click();
    await expect(door.page.getByTestId('door-kit')).not.toHaveAttribute('data-issued-at', issuedAt!);
    const verdict = door.page.getByTestId('door-verdict');
    const typed = async (text: string) => {
      await door.page.getByTestId('door-typed-code').fill(text);
      await door.page.getByRole('button', { name: 'Check', exact: true }).click();
    };
    await typed(oldCode);
    await expect(verdict).toHaveAttribute('data-reason', 'stale_version');
    await settle(door.page);
    await expectNoAxeViolations(door.page, `door verdict stale at 390 px`);
    await door.page.keyboard.press('Enter');
    await expect(verdict).toHaveCount(0);

    // The new holder's code (their own, fetched through the API) is admitted.
    const receiver = await apiLogin(request, creator);
    const c = await ok<TicketCode>(request, 'GET', '/api/tickets/code', { id: ids[0]! }, receiver);
    expect(c.secretVersion).toBeGreaterThan(1);
    const claim = {
      ticketId: c.ticketId,
      eventId: c.eventId,
      tierId: c.tierId,
      secretVersion: c.secretVersion,
    };
    await typed(encodeTicketQr(claim, c.signature, c.seed, Date.now()));
    await expect(verdict).toHaveAttribute('data-admit', 'true');
    await settle(door.page);
    await expectNoAxeViolations(door.page, `door verdict admit at 390 px`);
    expect(door.errors).toEqual([]);
    expect(holder.errors).toEqual([]);
  } finally {
    await browser.close();
  }
});
