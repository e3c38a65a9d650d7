import { expect } from '@playwright/test';
import { flattenForm } from '../../server/schemas/form';
import type { CouponQr, MyCoupon } from '../../server/schemas/coupons';
import type { TicketCode } from '../../server/schemas/ticket-door';
import { encodeTicketQr } from '../../server/schemas/ticket-code';
import type { MyTicket, TicketedEvent } from '../../server/schemas/tickets';
import { DEMO_ACCOUNTS } from '../../server/db/seed/accounts';
import { clubCard } from './club-card';
import { newPassword, unique } from './members';
import { apiLogin, ok, type ApiSession } from './orders';

// Set-up of the door journeys (e2e/door.spec.ts) through the public API.

const merchant = DEMO_ACCOUNTS.find((a) => a.role === 'merchant')!;
const admin = DEMO_ACCOUNTS.find((a) => a.role === 'admin')!;
const buyer = DEMO_ACCOUNTS.find((a) => a.role === 'buyer')!;
const HOUR = 3_600_000;

type Request = Parameters<typeof apiLogin>[0];

/**
 * An Enterprise demo merchant's event starting now with a free tier, and two tickets the demo buyer holds;
 * `tier` adds to the tier's form fields (e.g. `transferAllowed`).
 */
export async function eventWithTickets(request: Request, tier: Record<string, string> = {}) {
  const operator = await apiLogin(request, admin);
  await ok(request, 'POST', '/api/admin/super/unlock', { password: 'SuperAdmin2026' }, operator);
  const offer = { mcId: 'DEMOCOUPON', plan: 'ENTERPRISE', months: '0' };
  await ok(request, 'POST', '/api/admin/super/offer', offer, operator);
  const shop = await apiLogin(request, merchant);
  const now = Date.now();
  const title = `Door night ${unique()}`;
  const form = flattenForm({
    title: { en_US: title },
    description: { en_US: 'A door journey.' },
    venue: 'Pier 4',
    startsAt: new Date(now + 60_000).toISOString(),
    endsAt: new Date(now + 4 * HOUR).toISOString(),
    status: 'PUBLISHED',
    tiers: [
      {
        name: { en_US: 'Free entry' },
        price: '0',
        capacity: '10',
        saleStartsAt: new Date(now - HOUR).toISOString(),
        saleEndsAt: new Date(now + HOUR).toISOString(),
        perMemberLimit: '4',
        ...tier,
      },
    ],
  });
  const event = await ok<TicketedEvent>(request, 'POST', '/api/tickets/events', form, shop);
  const holder = await apiLogin(request, buyer);
  // Through the cart, as a buyer does: the tier's line, then its checkout (a free order, paid at once).
  const tierId = event.tiers[0]!.id;
  await ok(request, 'POST', '/api/cart/tickets', { tierId, quantity: '2', mode: 'add' }, holder);
  const buy = { tierId, quantity: '2', requestKey: `door${unique()}`, fromCart: '1' };
  await ok(request, 'POST', '/api/tickets/buy', buy, holder);
  // The fulfilment job issues them once the (free) order is paid.
  let ids: string[] = [];
  await expect
    .poll(
      async () => {
        const mine = await ok<{ items: MyTicket[] }>(request, 'GET', '/api/tickets/mine', {}, holder);
        ids = mine.items.filter((t) => t.event.id === event.id).map((t) => t.id);
        return ids.length;
      },
      { timeout: 20_000, message: 'the two tickets issued' },
    )
    .toBe(2);
  const codes = await Promise.all(
    ids.map((id) => ok<TicketCode>(request, 'GET', '/api/tickets/code', { id }, holder)),
  );
  /** The QR the holder's page shows at `atMs`. */
  const qr = (i: number, atMs = Date.now()) => {
    const c = codes[i]!;
    const claim = {
      ticketId: c.ticketId,
      eventId: c.eventId,
      tierId: c.tierId,
      secretVersion: c.secretVersion,
    };
    return encodeTicketQr(claim, c.signature, c.seed, atMs);
  };
  return { event, title, shop, holder, qr, ids };
}

/**
 * A demo buyer's coupon QR and a new member's membership card QR of the demo café, whose stamp card is set up
 * when it has none (another journey may have set one: any will do).
 */
export async function couponAndCard(request: Request, shop: ApiSession) {
  const holder = await apiLogin(request, buyer);
  const batches = await ok<{ items: { id: string; name: string }[] }>(
    request,
    'GET',
    '/api/coupons/batches',
    {
      merchant: 'DEMOCOUPON',
    },
  );
  const welcome = batches.items.find((b) => b.name === 'Welcome HK$20 off')!;
  const { coupon } = await ok<{ coupon: MyCoupon }>(
    request,
    'POST',
    '/api/coupons/collect',
    { batchId: welcome.id },
    holder,
  );
  const couponQr = await ok<CouponQr>(request, 'POST', '/api/coupons/qr', { couponId: coupon.id }, holder);

  if ((await ok<{ card: unknown }>(request, 'GET', '/api/stamps/card/mine', {}, shop)).card === null)
    await ok(
      request,
      'POST',
      '/api/stamps/card',
      {
        name: `Door card ${unique()}`,
        stampsRequired: '5',
        rewardBatchId: welcome.id,
        validFrom: new Date(Date.now() - HOUR).toISOString(),
        validTo: new Date(Date.now() + 30 * 24 * HOUR).toISOString(),
      },
      shop,
    );
  const member = await ok<ApiSession>(request, 'POST', '/api/auth/signup-by-name', {
    loginName: `door_${unique()}`,
    password: newPassword(),
    name: 'Door Regular',
    termsAccepted: 'true',
  });
  const card = await clubCard(request, shop, member);
  return { coupon: couponQr.payload, card: (await card.qr()).payload };
}
