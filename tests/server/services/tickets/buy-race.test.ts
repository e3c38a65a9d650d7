import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orderLines, orders, ticketTiers } from '../../../../server/db/schema';
import { ApiError } from '../../../../server/http/errors';
import { Code } from '../../../../server/schemas/codes';
import { buyTickets } from '../../../../server/services/tickets/order';
import type { TestServer } from '../../../support/server';
import { person, type MerchantFixture } from '../../routes/loyalty-fixtures';
import { savedEvent, tierForm, withTicketShop } from '../../routes/tickets-fixtures';

// Runs on PGlite, and on PostgreSQL (where the transactions really run at once) when TEST_DATABASE_URL is set.
let s: TestServer;
let shop: MerchantFixture;
withTicketShop((made) => ({ s, shop } = made));

const form = (tierId: string, quantity: number, requestKey?: string) => ({
  mcId: 'COM',
  appId: 'NFTH5',
  platform: 'WEB',
  tierId,
  quantity,
  ...(requestKey ? { requestKey } : {}),
});

/** One buyTickets: the order's id, or the code it was refused with. */
async function buy(memberId: string, f: ReturnType<typeof form>): Promise<string | number> {
  try {
    return (await buyTickets(s.deps, memberId, f as never)).id;
  } catch (err) {
    if (err instanceof ApiError) return err.code;
    throw err;
  }
}

/** What the tier's orders hold: its sold count, and the quantities of the orders that exist. */
async function held(tierId: string) {
  const [tier] = await s.deps.db.select().from(ticketTiers).where(eq(ticketTiers.id, tierId));
  const lines = await s.deps.db
    .select({ quantity: orderLines.quantity })
    .from(orderLines)
    .where(eq(orderLines.ticketTierId, tierId));
  return { sold: tier!.sold, inOrders: lines.reduce((n, l) => n + l.quantity, 0), orders: lines.length };
}

describe('buyTickets under concurrency', () => {
  it('thirty buyers at once for the last four tickets: four orders, never oversold, no order without its tickets', async () => {
    const e = await savedEvent(s, shop, {}, [tierForm(s, { capacity: '10', perMemberLimit: '1' })]);
    const tier = e.tiers[0]!.id;
    const early = await Promise.all(Array.from({ length: 6 }, () => person(s)));
    for (const p of early) expect(typeof (await buy(p.memberId, form(tier, 1)))).toBe('string');
    const buyers = await Promise.all(Array.from({ length: 30 }, () => person(s)));
    const answers = await Promise.all(buyers.map((p) => buy(p.memberId, form(tier, 1))));
    expect(answers.filter((a) => typeof a === 'string')).toHaveLength(4);
    expect(answers.filter((a) => typeof a === 'number').every((c) => c === Code.SOLD_OUT)).toBe(true);
    expect(await held(tier)).toEqual({ sold: 10, inOrders: 10, orders: 10 });
  }, 60_000);

  it('mixed quantities at once never pass capacity; what the orders hold is what was taken', async () => {
    const e = await savedEvent(s, shop, {}, [tierForm(s, { capacity: '7', perMemberLimit: '3' })]);
    const tier = e.tiers[0]!.id;
    const buyers = await Promise.all(Array.from({ length: 12 }, () => person(s)));
    const answers = await Promise.all(buyers.map((p, i) => buy(p.memberId, form(tier, (i % 3) + 1))));
    const granted = answers.reduce<number>((n, a, i) => n + (typeof a === 'string' ? (i % 3) + 1 : 0), 0);
    expect(granted).toBeLessThanOrEqual(7);
    const h = await held(tier);
    expect(h.sold).toBe(granted);
    expect(h.inOrders).toBe(granted);
  }, 60_000);

  it('one submit retried at once in five tabs makes one order', async () => {
    const e = await savedEvent(s, shop, {}, [tierForm(s, { capacity: '50', perMemberLimit: '4' })]);
    const tier = e.tiers[0]!.id;
    const fan = await person(s);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => buy(fan.memberId, form(tier, 2, 'race-same-submit'))),
    );
    expect(new Set(answers).size).toBe(1);
    expect(typeof answers[0]).toBe('string');
    const made = await s.deps.db.select().from(orders).where(eq(orders.buyerId, fan.memberId));
    expect(made).toHaveLength(1);
    expect(await held(tier)).toEqual({ sold: 2, inOrders: 2, orders: 1 });
  }, 60_000);
});
