import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sandboxCardProvider } from '../../../../server/payments/card/sandbox';
import {
  paymentEvents,
  paymentSessions,
  tickets,
  ticketTierMembers,
  ticketTiers,
} from '../../../../server/db/schema';
import { Code } from '../../../../server/schemas/codes';
import { applyVerdict } from '../../../../server/services/payments/verdict';
import type { TestServer } from '../../../support/server';
import { ledger, supportMember, takeJobs } from '../../payments/fixtures';
import { person, type MerchantFixture } from '../../routes/loyalty-fixtures';
import { payWithCard } from '../../routes/merchants-fixtures';
import { savedEvent, tierForm, withTicketShop } from '../../routes/tickets-fixtures';

let s: TestServer;
let shop: MerchantFixture;
withTicketShop((made) => ({ s, shop } = made));

type Who = { memberId: string; token: string };

/** A paid order of `quantity` HK$100 tickets of the tier: its id, its card capture and its session. */
async function boughtTickets(buyer: Who, tierId: string, quantity: number) {
  const r = await s.request('POST', '/api/tickets/buy', {
    session: buyer,
    form: { tierId, quantity: String(quantity) },
  });
  expect(r.meta.code).toBe(Code.OK);
  const orderId = r.data.id as string;
  await payWithCard(s, buyer, orderId);
  const [capture] = await ledger(s, orderId, 'CAPTURE');
  const [session] = await s.deps.db
    .select()
    .from(paymentSessions)
    .where(and(eq(paymentSessions.orderId, orderId), eq(paymentSessions.status, 'SUCCEEDED')));
  return { orderId, capture: capture!, session: session! };
}

const statuses = async (orderId: string) =>
  (await s.deps.db.select().from(tickets).where(eq(tickets.orderId, orderId)).orderBy(tickets.unit)).map(
    (t) => t.status,
  );

/** The tier's places taken, and the buyer's. */
async function places(tierId: string, memberId: string) {
  const [tier] = await s.deps.db.select().from(ticketTiers).where(eq(ticketTiers.id, tierId));
  const [mine] = await s.deps.db
    .select()
    .from(ticketTierMembers)
    .where(and(eq(ticketTierMembers.tierId, tierId), eq(ticketTierMembers.memberId, memberId)));
  return { sold: tier!.sold, taken: mine?.taken ?? 0 };
}

const chainJobs = () =>
  takeJobs(s, 'tickets.chain')
    .map((j) => (j.data as { ticketId: string }).ticketId)
    .sort();

/** The provider's refund event for `amount` of the capture, under its refund reference (applyVerdict's path). */
const reported = (o: Awaited<ReturnType<typeof boughtTickets>>, amount: bigint, refundRef: string) =>
  applyVerdict(s.deps, sandboxCardProvider(s.deps), o.session, {
    ref: o.session.ref,
    providerRef: o.capture.providerRef,
    outcome: 'REFUNDED',
    amount,
    currency: 'HKD',
    refundRef,
  });

describe('every refund takes its tickets back with its REFUND row', () => {
  it("the provider's own refund event of one ticket's price refunds one ticket, once however often it comes", async () => {
    const buyer = await person(s);
    const tierId = (await savedEvent(s, shop, {}, [tierForm(s)])).tiers[0]!.id;
    const o = await boughtTickets(buyer, tierId, 2);
    const issued = await s.deps.db
      .select()
      .from(tickets)
      .where(eq(tickets.orderId, o.orderId))
      .orderBy(tickets.unit);
    expect(await places(tierId, buyer.memberId)).toEqual({ sold: 2, taken: 2 });
    takeJobs(s, 'tickets.chain');

    expect((await reported(o, 10_000n, 're_dashboard_1')).duplicate).toBe(false);
    // The newest ticket goes, its place back to the tier and the buyer, its token job queued with the row.
    expect(await statuses(o.orderId)).toEqual(['VALID', 'REFUNDED']);
    expect(await places(tierId, buyer.memberId)).toEqual({ sold: 1, taken: 1 });
    expect(chainJobs()).toEqual([issued[1]!.id]);
    const [row] = await ledger(s, o.orderId, 'REFUND');
    expect(row).toMatchObject({ amount: '10000', reason: 'refunded_at_provider', refundOrigin: 'PROVIDER' });

    // Delivered again: the same row, nothing more moves.
    expect((await reported(o, 10_000n, 're_dashboard_1')).duplicate).toBe(true);
    expect(await statuses(o.orderId)).toEqual(['VALID', 'REFUNDED']);
    expect(await places(tierId, buyer.memberId)).toEqual({ sold: 1, taken: 1 });
    expect(chainJobs()).toEqual([]);
    expect(await ledger(s, o.orderId, 'REFUND')).toHaveLength(1);
  });

  it("the report of the system's own excess refund (our key) takes no ticket; of support's, it does", async () => {
    const buyer = await person(s);
    const tierId = (await savedEvent(s, shop, {}, [tierForm(s)])).tiers[0]!.id;
    const o = await boughtTickets(buyer, tierId, 2);
    takeJobs(s, 'tickets.chain');
    const ours = `refund:${o.capture.providerRef}`;
    expect((await reported(o, 10_000n, `${ours}:excess`)).duplicate).toBe(false);
    expect(await statuses(o.orderId)).toEqual(['VALID', 'VALID']);
    expect(await places(tierId, buyer.memberId)).toEqual({ sold: 2, taken: 2 });
    expect((await reported(o, 10_000n, `${ours}:1`)).duplicate).toBe(false);
    expect(await statuses(o.orderId)).toEqual(['VALID', 'REFUNDED']);
    const rows = await ledger(s, o.orderId, 'REFUND');
    expect(rows.map((r) => [r.providerRef, r.refundOrigin]).sort()).toEqual([
      [`${ours}:1`, 'SUPPORT'],
      [`${ours}:excess`, 'SYSTEM_EXCESS'],
    ]);
  });

  it("refundOrder gives each place back once: the REFUND row's take-back, then the order's end finds none left", async () => {
    const [buyer, other] = [await person(s), await person(s)];
    const tierId = (await savedEvent(s, shop, {}, [tierForm(s)])).tiers[0]!.id;
    // Places the refund must not touch: another buyer's ticket, and this buyer's other order.
    await boughtTickets(other, tierId, 1);
    const kept = await boughtTickets(buyer, tierId, 1);
    const o = await boughtTickets(buyer, tierId, 2);
    expect(await places(tierId, buyer.memberId)).toEqual({ sold: 4, taken: 3 });
    takeJobs(s, 'tickets.chain');
    const support = await supportMember(s);
    const r = await s.request('POST', '/api/orders/refund', {
      session: support,
      form: { orderId: o.orderId, reason: 'event moved' },
    });
    expect(r.meta.code).toBe(Code.OK);
    expect(await statuses(o.orderId)).toEqual(['REFUNDED', 'REFUNDED']);
    expect(await statuses(kept.orderId)).toEqual(['VALID']);
    // Released twice, the tier would read 0 and the buyer 0.
    expect(await places(tierId, buyer.memberId)).toEqual({ sold: 2, taken: 1 });
    const ids = (await s.deps.db.select().from(tickets).where(eq(tickets.orderId, o.orderId))).map(
      (t) => t.id,
    );
    // Each token job queued once: by the REFUND row that took the ticket back.
    expect(chainJobs()).toEqual(ids.sort());
    const [row] = await s.deps.db
      .select()
      .from(paymentEvents)
      .where(and(eq(paymentEvents.orderId, o.orderId), eq(paymentEvents.kind, 'REFUND')));
    expect(row).toMatchObject({ amount: '20000', refundOrigin: 'ORDER_REFUND' });
  });
});
