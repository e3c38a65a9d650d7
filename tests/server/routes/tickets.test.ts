import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../server/db/client';
import { merchants, ticketedEvents, tickets, ticketTiers } from '../../../server/db/schema';
import { Code } from '../../../server/schemas/codes';
import type { MyTicket, TicketedEvent } from '../../../server/schemas/tickets';
import { issueTickets } from '../../../server/services/tickets/issue';
import { verifyTicket } from '../../../server/schemas/ticket-code';
import { reserveTickets } from '../../../server/services/tickets/reserve';
import { eventPrivateKey, ticketSeed } from '../../../server/services/tickets/sealed';
import { databaseText } from '../../support/db-text';
import type { TestServer } from '../../support/server';
import { loyaltyServer, merchantOf, person, type MerchantFixture } from './loyalty-fixtures';
import { eventForm, saveEvent, savedEvent, tierForm } from './tickets-fixtures';

let s: TestServer;
let shop: MerchantFixture;

beforeAll(async () => {
  s = await loyaltyServer();
  shop = await merchantOf(s, { plan: 'ENTERPRISE' });
}, 120_000);
afterAll(() => s.close());

const DAY = 86_400_000;
const ids = (items: { id: string }[]) => items.map((i) => i.id);
const getEvent = (id: string, session?: { memberId: string; token: string }) =>
  s.request('GET', '/api/tickets/events/one', { query: { id }, ...(session ? { session } : {}) });
const listEvents = (query: Record<string, string> = {}, session?: { memberId: string; token: string }) =>
  s.request('GET', '/api/tickets/events', { query, ...(session ? { session } : {}) });

/** Takes and issues `n` tickets of a tier straight through the services, without an order (tickets-orders.test.ts buys them). */
async function buy(tierId: string, memberId: string, n: number) {
  return s.deps.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    await reserveTickets(tx, tierId, memberId, n, s.clock.now);
    return issueTickets(tx, s.deps, { tierId, ownerId: memberId, quantity: n });
  });
}

describe('saveTicketedEvent', () => {
  it('is for Enterprise merchants only: 403 plan_lacks_feature naming TICKETS, not_a_merchant', async () => {
    for (const plan of ['NONE', 'BASIC', 'BUSINESS'] as const) {
      const m = await merchantOf(s, { plan });
      const r = await saveEvent(s, m, eventForm(s));
      expect(r.meta, plan).toEqual({ code: Code.FORBIDDEN, message: 'plan_lacks_feature' });
      expect(r.data).toEqual({ feature: 'TICKETS' });
    }
    const nobody = await person(s);
    const r = await s.request('POST', '/api/tickets/events', { session: nobody, form: eventForm(s) });
    expect(r.meta).toEqual({ code: Code.FORBIDDEN, message: 'not_a_merchant' });
  });

  it('creates an event with its tiers and a public key, never showing the private key', async () => {
    const e = await savedEvent(s, shop, {}, [
      tierForm(s),
      tierForm(s, { name: { en_US: 'VIP' }, price: '50000', capacity: '10', transferAllowed: 'true' }),
    ]);
    expect(e).toMatchObject({
      mcId: shop.mcId,
      venue: 'Pier 4',
      status: 'PUBLISHED',
      title: { en_US: 'Harbour night', zh_TW: '海港之夜', en_KR: 'Harbour night' },
      description: { en_US: 'Music by the water.', zh_CN: 'Music by the water.' },
    });
    expect(e.publicKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(e.tiers.map((t) => [t.position, t.name.en_US, t.price, t.remaining, t.saleState])).toEqual([
      [0, 'General admission', '10000', 100, 'ON_SALE'],
      [1, 'VIP', '50000', 10, 'ON_SALE'],
    ]);
    expect(e.tiers[1]!.transfer).toEqual({ allowed: true, priceCap: null, feeBp: 0 });
    const [row] = await s.deps.db.select().from(ticketedEvents).where(eq(ticketedEvents.id, e.id));
    // Sealed under the custody key: opening it gives a 32-byte Ed25519 secret, stored nowhere in the clear.
    const secret = eventPrivateKey(s.deps.custody, row!);
    expect(Buffer.from(secret, 'base64url')).toHaveLength(32);
    expect(JSON.stringify(row)).not.toContain(secret);
    expect(JSON.stringify(e)).not.toContain(row!.keyCiphertext);
  });

  it('refuses bad forms field by field (4200) and writes nothing', async () => {
    const before = (await listEvents({ mine: 'true' }, shop.session)).data.items.length;
    const now = s.clock.now.getTime();
    const bad: [Record<string, unknown>, Record<string, unknown>[] | undefined][] = [
      [{ title: { en_US: '' } }, undefined],
      [{ venue: '' }, undefined],
      [{ endsAt: new Date(now + DAY).toISOString() }, undefined],
      [{}, []],
      [{}, [tierForm(s, { price: '-100' })]],
      [{}, [tierForm(s, { price: '10.50' })]],
      [{}, [tierForm(s, { capacity: '0' })]],
      [{}, [tierForm(s, { saleEndsAt: new Date(now - 2 * DAY).toISOString() })]],
      [{}, [tierForm(s, { saleEndsAt: new Date(now + 30 * DAY).toISOString() })]],
      [{}, [tierForm(s, { transferFeeBp: '10001' })]],
      [{ status: 'LIVE' }, undefined],
    ];
    for (const [over, tiers] of bad) {
      const r = await saveEvent(s, shop, eventForm(s, over, tiers));
      expect(r.meta.code, JSON.stringify([over, tiers])).toBe(Code.VALIDATION_FAILED);
    }
    const messages = async (over: Record<string, unknown>, tiers?: Record<string, unknown>[]) =>
      ((await saveEvent(s, shop, eventForm(s, over, tiers))).data as { message: string }[]).map(
        (i) => i.message,
      );
    expect(await messages({ endsAt: new Date(now + DAY).toISOString() })).toContain('ends_before_start');
    expect(await messages({}, [tierForm(s, { price: '-1' })])).toContain('amount_format');
    const after = (await listEvents({ mine: 'true' }, shop.session)).data.items.length;
    expect(after).toBe(before);
  });

  it('changes its own event: tiers changed, added, reordered and removed; 404 for unknown or another’s', async () => {
    const e = await savedEvent(s, shop, {}, [
      tierForm(s, { name: { en_US: 'A' } }),
      tierForm(s, { name: { en_US: 'B' } }),
    ]);
    const [a, b] = e.tiers;
    const r = await saveEvent(
      s,
      shop,
      eventForm(s, { id: e.id, venue: 'Pier 5' }, [
        tierForm(s, { id: b!.id, name: { en_US: 'B2' }, capacity: '7' }),
        tierForm(s, { name: { en_US: 'C' } }),
      ]),
    );
    expect(r.meta.code).toBe(Code.OK);
    const changed = r.data as TicketedEvent;
    expect(changed.venue).toBe('Pier 5');
    expect(changed.tiers.map((t) => [t.id === b!.id, t.name.en_US, t.capacity])).toEqual([
      [true, 'B2', 7],
      [false, 'C', 100],
    ]);
    expect(await s.deps.db.select().from(ticketTiers).where(eq(ticketTiers.id, a!.id))).toEqual([]);

    const other = await merchantOf(s, { plan: 'ENTERPRISE' });
    const theirs = await saveEvent(s, other, eventForm(s, { id: e.id }));
    expect(theirs.meta).toEqual({ code: Code.NOT_FOUND, message: 'event_not_found' });
    const unknown = await saveEvent(s, shop, eventForm(s, { id: crypto.randomUUID() }));
    expect(unknown.meta).toEqual({ code: Code.NOT_FOUND, message: 'event_not_found' });
    const strayTier = await saveEvent(
      s,
      shop,
      eventForm(s, { id: e.id }, [tierForm(s, { id: crypto.randomUUID() })]),
    );
    expect(strayTier.meta).toEqual({ code: Code.NOT_FOUND, message: 'tier_not_found' });
  });

  it('keeps what sold: capacity below sold, dropping a tier that sold, back to draft are 409', async () => {
    const e = await savedEvent(s, shop);
    const tier = e.tiers[0]!;
    const buyer = await person(s);
    await buy(tier.id, buyer.memberId, 3);
    const below = await saveEvent(
      s,
      shop,
      eventForm(s, { id: e.id }, [tierForm(s, { id: tier.id, capacity: '2' })]),
    );
    expect(below.meta).toEqual({ code: Code.CONFLICT, message: 'capacity_below_sold' });
    const dropped = await saveEvent(s, shop, eventForm(s, { id: e.id }, [tierForm(s)]));
    expect(dropped.meta).toEqual({ code: Code.CONFLICT, message: 'tier_has_sales' });
    const draft = await saveEvent(
      s,
      shop,
      eventForm(s, { id: e.id, status: 'DRAFT' }, [tierForm(s, { id: tier.id })]),
    );
    expect(draft.meta).toEqual({ code: Code.CONFLICT, message: 'event_has_sales' });
    const exact = await saveEvent(
      s,
      shop,
      eventForm(s, { id: e.id }, [tierForm(s, { id: tier.id, capacity: '3' })]),
    );
    expect(exact.meta.code).toBe(Code.OK);
    expect((exact.data as TicketedEvent).tiers[0]).toMatchObject({ remaining: 0, saleState: 'SOLD_OUT' });
  });
});

describe('listTicketedEvents / getTicketedEvent', () => {
  it('shows published events to anyone and drafts to their merchant only', async () => {
    const m = await merchantOf(s, { plan: 'ENTERPRISE' });
    const published = await savedEvent(s, m);
    const draft = await savedEvent(s, m, { status: 'DRAFT' });
    const past = await savedEvent(
      s,
      m,
      {
        startsAt: new Date(s.clock.now.getTime() - 3 * DAY).toISOString(),
        endsAt: new Date(s.clock.now.getTime() - 2 * DAY).toISOString(),
      },
      [
        tierForm(s, {
          saleStartsAt: new Date(s.clock.now.getTime() - 5 * DAY).toISOString(),
          saleEndsAt: new Date(s.clock.now.getTime() - 3 * DAY).toISOString(),
        }),
      ],
    );
    const stranger = await person(s);

    const all: string[] = [];
    let cursor: string | null = null;
    do {
      const r = await listEvents({ limit: '2', ...(cursor ? { cursor } : {}) });
      expect(r.meta.code).toBe(Code.OK);
      all.push(...ids(r.data.items));
      cursor = r.data.nextCursor;
    } while (cursor);
    expect(all).toContain(published.id);
    expect(all).not.toContain(draft.id);
    expect(all).not.toContain(past.id);
    expect(new Set(all).size).toBe(all.length);

    // One merchant's, for its page: `merchant` names its mcId.
    const theirs = await listEvents({ merchant: m.mcId, limit: '50' });
    expect(ids(theirs.data.items)).toEqual([published.id]);
    expect((await listEvents({ merchant: 'NOSUCHMC' })).data.items).toEqual([]);

    const own = await listEvents({ mine: 'true' }, m.session);
    expect(ids(own.data.items).sort()).toEqual([published.id, draft.id, past.id].sort());
    expect((await listEvents({ mine: 'true' }, stranger)).data).toEqual({ items: [], nextCursor: null });

    expect((await getEvent(published.id)).data.id).toBe(published.id);
    expect((await getEvent(draft.id)).meta).toEqual({ code: Code.NOT_FOUND, message: 'event_not_found' });
    expect((await getEvent(draft.id, stranger)).meta.code).toBe(Code.NOT_FOUND);
    expect((await getEvent(draft.id, m.session)).data.status).toBe('DRAFT');
    expect((await getEvent(crypto.randomUUID())).meta.code).toBe(Code.NOT_FOUND);
    const bad = await listEvents({ cursor: 'nonsense' });
    expect(bad.meta.code).toBe(Code.VALIDATION_FAILED);

    // A suspended merchant's events leave the public list and page.
    await s.deps.db.update(merchants).set({ status: 'SUSPENDED' }).where(eq(merchants.id, m.merchantId));
    expect((await getEvent(published.id)).meta.code).toBe(Code.NOT_FOUND);
    expect(ids((await listEvents({ limit: '50' })).data.items)).not.toContain(published.id);
  });

  it('tells the sale state of each tier', async () => {
    const now = s.clock.now.getTime();
    const e = await savedEvent(s, shop, {}, [
      tierForm(s, { saleStartsAt: new Date(now + DAY).toISOString() }),
      tierForm(s, {
        saleStartsAt: new Date(now - 2 * DAY).toISOString(),
        saleEndsAt: new Date(now - DAY).toISOString(),
      }),
    ]);
    const r = await getEvent(e.id);
    expect(r.data.tiers.map((t: { saleState: string }) => t.saleState)).toEqual(['NOT_STARTED', 'ENDED']);
  });
});

describe('listMyTickets', () => {
  it('lists the member’s tickets with event and tier, signed by the event key, seeds sealed', async () => {
    const e = await savedEvent(s, shop);
    const tier = e.tiers[0]!;
    const holder = await person(s);
    const issued = await buy(tier.id, holder.memberId, 3);
    expect(issued).toHaveLength(3);
    const r = await s.request('GET', '/api/tickets/mine', { session: holder, query: { limit: '2' } });
    expect(r.meta.code).toBe(Code.OK);
    const first = r.data.items as MyTicket[];
    expect(first).toHaveLength(2);
    const rest = await s.request('GET', '/api/tickets/mine', {
      session: holder,
      query: { cursor: r.data.nextCursor },
    });
    const all = [...first, ...(rest.data.items as MyTicket[])];
    expect(ids(all).sort()).toEqual([...issued].sort());
    expect(all[0]).toMatchObject({
      status: 'VALID',
      secretVersion: 1,
      entriesAllowed: 1,
      token: null,
      event: { id: e.id, mcId: shop.mcId, venue: 'Pier 4', title: { zh_TW: '海港之夜' } },
      tier: { id: tier.id, name: { en_US: 'General admission' } },
    });
    const rows = await s.deps.db.select().from(tickets).where(eq(tickets.ownerId, holder.memberId));
    const stored = await databaseText(s.database);
    const [event] = await s.deps.db.select().from(ticketedEvents).where(eq(ticketedEvents.id, e.id));
    const privateKey = eventPrivateKey(s.deps.custody, event!);
    expect(stored).not.toContain(privateKey);
    for (const t of rows) {
      const claim = { ticketId: t.id, eventId: e.id, tierId: tier.id, secretVersion: 1 };
      expect(verifyTicket(e.publicKey, claim, t.signature)).toBe(true);
      expect(verifyTicket(e.publicKey, { ...claim, secretVersion: 2 }, t.signature)).toBe(false);
      const seed = ticketSeed(s.deps.custody, t);
      expect(seed).toMatch(/^[A-Z2-7]{32}$/);
      expect(stored).not.toContain(seed);
      expect(JSON.stringify(r.data)).not.toContain(t.signature);
    }
    const other = await person(s);
    expect((await s.request('GET', '/api/tickets/mine', { session: other })).data.items).toEqual([]);
    expect((await s.request('GET', '/api/tickets/mine')).meta.code).toBe(Code.UNAUTHORIZED);
  });
});
