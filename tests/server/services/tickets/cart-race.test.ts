import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cartTickets, orderLines, ticketTiers } from '../../../../server/db/schema';
import { ApiError } from '../../../../server/http/errors';
import { Code } from '../../../../server/schemas/codes';
import { updateCartTickets } from '../../../../server/services/tickets/cart';
import { buyTickets } from '../../../../server/services/tickets/order';
import type { TestServer } from '../../../support/server';
import { person, type MerchantFixture } from '../../routes/loyalty-fixtures';
import { savedEvent, tierForm, withTicketShop } from '../../routes/tickets-fixtures';

// Runs on PGlite, and on PostgreSQL (where the transactions really run at once) when TEST_DATABASE_URL is set.
let s: TestServer;
let shop: MerchantFixture;
withTicketShop((made) => ({ s, shop } = made));

const common = { mcId: 'COM', appId: 'NFTH5', platform: 'WEB' } as const;

describe('checking out TICKET lines of the cart under concurrency', () => {
  it('twenty carts holding the last five tickets check out at once: five orders, never oversold, losers keep their line', async () => {
    const e = await savedEvent(s, shop, {}, [tierForm(s, { capacity: '5', perMemberLimit: '1' })]);
    const tierId = e.tiers[0]!.id;
    const fans = await Promise.all(Array.from({ length: 20 }, () => person(s)));
    for (const f of fans) {
      await updateCartTickets(s.deps, f.memberId, { ...common, tierId, quantity: 1, mode: 'add' });
    }
    const answers = await Promise.all(
      fans.map(async (f, i) => {
        try {
          const form = { ...common, tierId, quantity: 1, requestKey: `cart-race-${i}`, fromCart: '1' };
          return (await buyTickets(s.deps, f.memberId, form as never)).id;
        } catch (err) {
          if (err instanceof ApiError) return err.code;
          throw err;
        }
      }),
    );
    const winners = fans.filter((_, i) => typeof answers[i] === 'string').map((f) => f.memberId);
    expect(winners).toHaveLength(5);
    expect(answers.filter((a) => typeof a === 'number').every((c) => c === Code.SOLD_OUT)).toBe(true);
    const [tier] = await s.deps.db.select().from(ticketTiers).where(eq(ticketTiers.id, tierId));
    const lines = await s.deps.db.select().from(orderLines).where(eq(orderLines.ticketTierId, tierId));
    expect({ sold: tier!.sold, inOrders: lines.reduce((n, l) => n + l.quantity, 0) }).toEqual({
      sold: 5,
      inOrders: 5,
    });
    // A winner's line left the cart with its order; a refused checkout rolled back and kept the line.
    const kept = await s.deps.db
      .select({ memberId: cartTickets.memberId })
      .from(cartTickets)
      .where(
        inArray(
          cartTickets.memberId,
          fans.map((f) => f.memberId),
        ),
      );
    expect(kept).toHaveLength(15);
    expect(kept.some((k) => winners.includes(k.memberId))).toBe(false);
  }, 60_000);
});
