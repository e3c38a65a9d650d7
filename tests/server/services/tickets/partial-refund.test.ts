import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { paymentEvents, ticketCheckins, tickets, ticketTiers } from '../../../../server/db/schema';
import { Code } from '../../../../server/schemas/codes';
import type { TestServer } from '../../../support/server';
import { supportMember, takeJobs } from '../../payments/fixtures';
import { person, type MerchantFixture } from '../../routes/loyalty-fixtures';
import { payWithCard } from '../../routes/merchants-fixtures';
import { savedEvent, tierForm, withTicketShop } from '../../routes/tickets-fixtures';

let s: TestServer;
let shop: MerchantFixture;
withTicketShop((made) => ({ s, shop } = made));

const statuses = async (orderId: string) =>
  (await s.deps.db.select().from(tickets).where(eq(tickets.orderId, orderId)).orderBy(tickets.unit)).map(
    (t) => t.status,
  );

describe('refundPayment of part of a ticket order', () => {
  it('refunds one ticket per whole price, unused and newest first; less than a price leaves them valid', async () => {
    const buyer = await person(s);
    const e = await savedEvent(s, shop, {}, [tierForm(s)]); // HK$100 a ticket
    const tierId = e.tiers[0]!.id;
    const r = await s.request('POST', '/api/tickets/buy', {
      session: buyer,
      form: { tierId, quantity: '3' },
    });
    await payWithCard(s, buyer, r.data.id);
    const orderId = r.data.id as string;
    const issued = await s.deps.db
      .select()
      .from(tickets)
      .where(eq(tickets.orderId, orderId))
      .orderBy(tickets.unit);
    expect(issued).toHaveLength(3);
    // The newest ticket (unit 2) was used at the door: it is the last a refund takes.
    await s.deps.db.insert(ticketCheckins).values({
      ticketId: issued[2]!.id,
      eventId: e.id,
      nonce: randomUUID(),
      deviceId: 'gate-1',
      doorAt: s.clock.now,
      result: 'ADMITTED',
    });
    const [capture] = await s.deps.db
      .select()
      .from(paymentEvents)
      .where(and(eq(paymentEvents.orderId, orderId), eq(paymentEvents.kind, 'CAPTURE')));
    const support = await supportMember(s);
    const refund = (amount: string) =>
      s.request('POST', '/api/payments/refund', {
        session: support,
        form: { paymentId: capture!.id, amount, reason: 'part of the party cannot come' },
      });
    takeJobs(s, 'tickets.chain');

    // HK$50: money back only.
    expect((await refund('5000')).meta.code).toBe(Code.OK);
    expect(await statuses(orderId)).toEqual(['VALID', 'VALID', 'VALID']);
    expect(takeJobs(s, 'tickets.chain')).toEqual([]);

    // HK$250: two whole prices, two tickets: the unused ones, newest first (units 1, then 0), not the used one.
    expect((await refund('25000')).meta.code).toBe(Code.OK);
    expect(await statuses(orderId)).toEqual(['REFUNDED', 'REFUNDED', 'VALID']);
    const [tier] = await s.deps.db.select().from(ticketTiers).where(eq(ticketTiers.id, tierId));
    expect(tier!.sold).toBe(1);
    expect(
      takeJobs(s, 'tickets.chain')
        .map((j) => (j.data as { ticketId: string }).ticketId)
        .sort(),
    ).toEqual([issued[0]!.id, issued[1]!.id].sort());
  });
});
