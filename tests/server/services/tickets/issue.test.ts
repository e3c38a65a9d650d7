import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../../server/db/client';
import { orderLines, ticketCheckins, tickets } from '../../../../server/db/schema';
import { issueTickets } from '../../../../server/services/tickets/issue';
import { verifyTicket } from '../../../../server/schemas/ticket-code';
import { reserveTickets } from '../../../../server/services/tickets/reserve';
import type { TestServer } from '../../../support/server';
import { makeOrder } from '../../payments/fixtures';
import { loyaltyServer, merchantOf, person } from '../../routes/loyalty-fixtures';
import { savedEvent } from '../../routes/tickets-fixtures';

let s: TestServer;
beforeAll(async () => {
  s = await loyaltyServer();
}, 120_000);
afterAll(() => s?.close());

const inTx = <T>(f: (tx: Db) => Promise<T>) => s.deps.db.transaction((t) => f(t as unknown as Db));

describe('issueTickets', () => {
  it('issues an order line once: a second run answers the same tickets, each signed at version 1', async () => {
    const shop = await merchantOf(s, { plan: 'ENTERPRISE' });
    const e = await savedEvent(s, shop);
    const tierId = e.tiers[0]!.id;
    const buyer = await person(s);
    const { order } = await makeOrder(s, { buyer });
    const [line] = await s.deps.db.select().from(orderLines).where(eq(orderLines.orderId, order.id));
    const issue = () =>
      inTx((tx) =>
        issueTickets(tx, s.deps, {
          tierId,
          ownerId: buyer.memberId,
          quantity: 2,
          orderId: order.id,
          orderLineId: line!.id,
        }),
      );
    await inTx((tx) => reserveTickets(tx, tierId, buyer.memberId, 2, s.clock.now));
    const first = await issue();
    const again = await issue();
    expect(first).toHaveLength(2);
    expect(again).toEqual(first);
    const rows = await s.deps.db.select().from(tickets).where(eq(tickets.orderLineId, line!.id));
    expect(rows.map((t) => [t.unit, t.status, t.secretVersion, t.entriesAllowed, t.orderId])).toEqual([
      [0, 'VALID', 1, 1, order.id],
      [1, 'VALID', 1, 1, order.id],
    ]);
    for (const t of rows) {
      const claim = { ticketId: t.id, eventId: e.id, tierId, secretVersion: 1 };
      expect(verifyTicket(e.publicKey, claim, t.signature)).toBe(true);
    }
    expect(new Set(rows.map((t) => t.seedCiphertext)).size).toBe(2);
  });

  it('keeps check-ins append-only: a row can be added, never changed or deleted', async () => {
    const shop = await merchantOf(s, { plan: 'ENTERPRISE' });
    const e = await savedEvent(s, shop);
    const holder = await person(s);
    const [ticketId] = await inTx((tx) =>
      issueTickets(tx, s.deps, { tierId: e.tiers[0]!.id, ownerId: holder.memberId, quantity: 1 }),
    );
    const [c] = await s.deps.db
      .insert(ticketCheckins)
      .values({
        ticketId: ticketId!,
        eventId: e.id,
        nonce: crypto.randomUUID(),
        deviceId: 'door-1',
        doorAt: s.clock.now,
        result: 'ADMITTED',
      })
      .returning();
    await expect(
      s.deps.db.update(ticketCheckins).set({ result: 'REFUSED' }).where(eq(ticketCheckins.id, c!.id)),
    ).rejects.toThrow();
    await expect(s.deps.db.delete(ticketCheckins).where(eq(ticketCheckins.id, c!.id))).rejects.toThrow();
    const [kept] = await s.deps.db.select().from(ticketCheckins).where(eq(ticketCheckins.id, c!.id));
    expect(kept?.result).toBe('ADMITTED');
  });
});
