import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../../server/db/client';
import { ticketTierMembers, ticketTiers } from '../../../../server/db/schema';
import { ApiError } from '../../../../server/http/errors';
import { Code } from '../../../../server/schemas/codes';
import { releaseTickets, reserveTickets } from '../../../../server/services/tickets/reserve';
import type { TestServer } from '../../../support/server';
import { loyaltyServer, merchantOf, person, type MerchantFixture } from '../../routes/loyalty-fixtures';
import { savedEvent, tierForm } from '../../routes/tickets-fixtures';

// Runs on PGlite, and on PostgreSQL (where the transactions really run at once) when TEST_DATABASE_URL is set.
let s: TestServer;
let shop: MerchantFixture;

beforeAll(async () => {
  s = await loyaltyServer();
  shop = await merchantOf(s, { plan: 'ENTERPRISE' });
}, 120_000);
afterAll(() => s?.close());

const DAY = 86_400_000;

/** One reservation in a transaction of its own: the code it was refused with, or OK. */
async function reserve(tierId: string, memberId: string, n: number): Promise<number> {
  try {
    await s.deps.db.transaction(async (t) => {
      await reserveTickets(t as unknown as Db, tierId, memberId, n, s.clock.now);
    });
    return Code.OK;
  } catch (err) {
    if (err instanceof ApiError) return err.code;
    throw err;
  }
}

async function tierRow(id: string) {
  const [t] = await s.deps.db.select().from(ticketTiers).where(eq(ticketTiers.id, id));
  return t!;
}

async function takenBy(tierId: string, memberId: string) {
  const [m] = await s.deps.db
    .select()
    .from(ticketTierMembers)
    .where(and(eq(ticketTierMembers.tierId, tierId), eq(ticketTierMembers.memberId, memberId)));
  return m?.taken ?? 0;
}

describe('reserveTickets', () => {
  it('refuses outside the window, for a draft, over the limit and past capacity, taking nothing', async () => {
    const now = s.clock.now.getTime();
    const e = await savedEvent(s, shop, {}, [
      tierForm(s, { capacity: '5', perMemberLimit: '2' }),
      tierForm(s, { saleStartsAt: new Date(now + DAY).toISOString() }),
      tierForm(s, {
        saleStartsAt: new Date(now - 2 * DAY).toISOString(),
        saleEndsAt: new Date(now - DAY).toISOString(),
      }),
    ]);
    const draft = await savedEvent(s, shop, { status: 'DRAFT' });
    const [open, soon, over] = e.tiers.map((t) => t.id) as [string, string, string];
    const a = await person(s);
    const b = await person(s);
    const c = await person(s);
    expect(await reserve(soon, a.memberId, 1)).toBe(Code.OFFER_NOT_STARTED);
    expect(await reserve(over, a.memberId, 1)).toBe(Code.PROMO_EXPIRED);
    expect(await reserve(draft.tiers[0]!.id, a.memberId, 1)).toBe(Code.NOT_FOUND);
    expect(await reserve(crypto.randomUUID(), a.memberId, 1)).toBe(Code.NOT_FOUND);
    expect(await reserve(open, a.memberId, 0)).toBe(Code.WRONG_QUANTITY);
    expect(await reserve(open, a.memberId, 3)).toBe(Code.MEMBER_ALREADY_COLLECTED);
    expect(await reserve(open, a.memberId, 2)).toBe(Code.OK);
    expect(await reserve(open, a.memberId, 1)).toBe(Code.MEMBER_ALREADY_COLLECTED);
    expect(await reserve(open, b.memberId, 2)).toBe(Code.OK);
    expect(await reserve(open, c.memberId, 2)).toBe(Code.OUT_OF_STOCK);
    expect(await reserve(open, c.memberId, 1)).toBe(Code.OK);
    expect(await reserve(open, c.memberId, 1)).toBe(Code.SOLD_OUT);
    expect((await tierRow(open)).sold).toBe(5);
    // The refused reservations took nothing: the member's own count rolled back with the tier's.
    expect([await takenBy(open, a.memberId), await takenBy(open, c.memberId)]).toEqual([2, 1]);

    await s.deps.db.transaction(async (t) => {
      await releaseTickets(t as unknown as Db, open, a.memberId, 2, s.clock.now);
    });
    expect((await tierRow(open)).sold).toBe(3);
    expect(await takenBy(open, a.memberId)).toBe(0);
    expect(await reserve(open, c.memberId, 1)).toBe(Code.OK);
  });

  it('forty buyers at once for the last five tickets: five get one, never oversold', async () => {
    const e = await savedEvent(s, shop, {}, [tierForm(s, { capacity: '20', perMemberLimit: '1' })]);
    const tier = e.tiers[0]!.id;
    const early = await Promise.all(Array.from({ length: 15 }, () => person(s)));
    for (const p of early) expect(await reserve(tier, p.memberId, 1)).toBe(Code.OK);
    const buyers = await Promise.all(Array.from({ length: 40 }, () => person(s)));
    const codes = await Promise.all(buyers.map((p) => reserve(tier, p.memberId, 1)));
    expect(codes.filter((c) => c === Code.OK)).toHaveLength(5);
    expect(codes.filter((c) => c !== Code.OK).every((c) => c === Code.SOLD_OUT)).toBe(true);
    expect((await tierRow(tier)).sold).toBe(20);
  }, 60_000);

  it('mixed quantities at once never pass capacity; the sold count is what was granted', async () => {
    const e = await savedEvent(s, shop, {}, [tierForm(s, { capacity: '10', perMemberLimit: '4' })]);
    const tier = e.tiers[0]!.id;
    const buyers = await Promise.all(Array.from({ length: 12 }, () => person(s)));
    const wants = buyers.map((_, i) => (i % 4) + 1);
    const codes = await Promise.all(buyers.map((p, i) => reserve(tier, p.memberId, wants[i]!)));
    const granted = codes.reduce((n, c, i) => n + (c === Code.OK ? wants[i]! : 0), 0);
    expect(granted).toBeLessThanOrEqual(10);
    expect((await tierRow(tier)).sold).toBe(granted);
    for (const [i, p] of buyers.entries())
      expect(await takenBy(tier, p.memberId)).toBe(codes[i] === Code.OK ? wants[i] : 0);
  }, 60_000);

  it('one member in ten tabs at once gets no more than the per-member limit', async () => {
    const e = await savedEvent(s, shop, {}, [tierForm(s, { capacity: '100', perMemberLimit: '3' })]);
    const tier = e.tiers[0]!.id;
    const fan = await person(s);
    const codes = await Promise.all(Array.from({ length: 10 }, () => reserve(tier, fan.memberId, 1)));
    expect(codes.filter((c) => c === Code.OK)).toHaveLength(3);
    expect(codes.filter((c) => c !== Code.OK).every((c) => c === Code.MEMBER_ALREADY_COLLECTED)).toBe(true);
    expect((await tierRow(tier)).sold).toBe(3);
    expect(await takenBy(tier, fan.memberId)).toBe(3);
  }, 60_000);
});
