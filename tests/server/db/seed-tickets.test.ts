import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustody } from '../../../server/chain/custody';
import type { Database } from '../../../server/db/client';
import { merchants, ticketedEvents } from '../../../server/db/schema';
import { DEMO_ACCOUNTS } from '../../../server/db/seed/accounts';
import { DEMO_MC_ID, seedDemoMerchant } from '../../../server/db/seed/merchants';
import { seedCollectorMembers } from '../../../server/db/seed/support';
import { DEMO_EVENT_TITLE, DEMO_TICKETS_MC_ID, seedDemoTickets } from '../../../server/db/seed/tickets';
import { requireMerchantFeature } from '../../../server/services/merchants/access';
import { listTicketedEvents } from '../../../server/services/tickets/list';
import { freshDatabase } from '../../support/server';

let database: Database;
beforeAll(async () => {
  database = await freshDatabase();
});
afterAll(() => database.close());

describe('seedDemoTickets', () => {
  it('gives the demo patron an Enterprise venue with one published future event of a paid and a free tier, once', async () => {
    const now = new Date('2026-11-30T05:00:00Z');
    const deps = { db: database.db, now: () => now, custody: createCustody(randomBytes(32)) };
    await seedDemoMerchant(database.db);
    await seedCollectorMembers(database.db);
    await seedDemoTickets(deps);
    await seedDemoTickets(deps);

    const [venue] = await database.db.select().from(merchants).where(eq(merchants.mcId, DEMO_TICKETS_MC_ID));
    const patron = DEMO_ACCOUNTS.find((a) => a.role === 'patron')!;
    expect(venue).toMatchObject({
      plan: 'ENTERPRISE',
      planStatus: 'ACTIVE',
      status: 'ACTIVE',
      type: 'COUPON',
    });
    expect((await requireMerchantFeature(database.db, venue!.ownerId!, 'TICKETS', now)).mcId).toBe(
      DEMO_TICKETS_MC_ID,
    );
    expect(venue!.contactEmail).toBe(patron.email);
    // The demo merchant keeps the plan the other journeys expect.
    const [demo] = await database.db.select().from(merchants).where(eq(merchants.mcId, DEMO_MC_ID));
    expect(demo!.plan).toBe('BUSINESS');

    const rows = await database.db
      .select()
      .from(ticketedEvents)
      .where(eq(ticketedEvents.merchantId, venue!.id));
    expect(rows).toHaveLength(1);
    const { items } = await listTicketedEvents(database.db, { limit: 20 }, now);
    expect(items).toHaveLength(1);
    const [event] = items;
    expect(event).toMatchObject({ status: 'PUBLISHED', title: DEMO_EVENT_TITLE, mcId: DEMO_TICKETS_MC_ID });
    // 30 days on at 19:00 in Hong Kong, three hours long.
    expect(event!.startsAt).toBe('2026-12-30T11:00:00.000Z');
    expect(event!.endsAt).toBe('2026-12-30T14:00:00.000Z');
    expect(event!.tiers.map((t) => [t.name.en_US, t.price, t.capacity, t.saleState, t.transfer])).toEqual([
      ['Standing', '18000', 200, 'ON_SALE', { allowed: true, priceCap: '20000', feeBp: 500 }],
      ['Community (free)', '0', 50, 'ON_SALE', { allowed: false, priceCap: null, feeBp: 0 }],
    ]);
  });
});
