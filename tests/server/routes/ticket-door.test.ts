import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members, tickets, ticketTransfers } from '../../../server/db/schema';
import { checkinOf } from '../../../server/schemas/checkin-replay';
import { Code } from '../../../server/schemas/codes';
import { decideAdmission, DoorKit, indexDoorKit } from '../../../server/schemas/door-verdict';
import type { TicketCode } from '../../../server/schemas/ticket-door';
import { verifyTicket } from '../../../server/schemas/ticket-code';
import type { TestServer } from '../../support/server';
import { captcha, loyaltyServer, merchantOf, person, type MerchantFixture } from './loyalty-fixtures';
import { doorKit, doorTimeIn, issued, qrOf, setStaff, sync, ticketCode } from './ticket-door-fixtures';
import { savedEvent, tierForm } from './tickets-fixtures';

let s: TestServer;
let shop: MerchantFixture;

beforeAll(async () => {
  s = await loyaltyServer();
  shop = await merchantOf(s, { plan: 'ENTERPRISE' });
}, 120_000);
afterAll(() => s.close());

const transfer = (who: { memberId: string; token: string }, form: Record<string, string>) =>
  s.request('POST', '/api/tickets/transfer', { session: who, form });

/** A published event of `shop` whose only tier may be resold up to HK$200 with a 5 % fee. */
async function resaleEvent(over: Record<string, string> = {}) {
  return savedEvent(s, shop, {}, [
    tierForm(s, { transferAllowed: 'true', transferPriceCap: '20000', transferFeeBp: '500', ...over }),
  ]);
}

describe('door staff', () => {
  it('lets the owner and named staff work the door; a stranger and a removed member get 403', async () => {
    const e = await savedEvent(s, shop);
    const staff = await person(s, { name: 'Usher' });
    await s.deps.db.update(members).set({ loginName: 'Usher_Kim' }).where(eq(members.id, staff.memberId));
    const byId = await person(s, { name: 'Guard' });
    const stranger = await person(s);

    expect((await doorKit(s, shop.session, e.id)).meta.code).toBe(Code.OK);
    expect((await doorKit(s, staff, e.id)).meta).toEqual({ code: Code.FORBIDDEN, message: 'not_door_staff' });

    const named = await setStaff(s, shop.session, 'usher_kim');
    expect(named.meta.code).toBe(Code.OK);
    expect(named.data.items).toEqual([
      expect.objectContaining({ memberId: staff.memberId, name: 'Usher', loginName: 'Usher_Kim' }),
    ]);
    const both = await setStaff(s, shop.session, byId.memberId);
    // Named at the same (test clock) moment: the order between them is the ids'.
    expect(both.data.items.map((i: { memberId: string }) => i.memberId).sort()).toEqual(
      [staff.memberId, byId.memberId].sort(),
    );
    expect((await setStaff(s, shop.session, byId.memberId)).data.items).toHaveLength(2);
    expect((await s.request('GET', '/api/tickets/door/staff', { session: shop.session })).data).toEqual(
      both.data,
    );

    for (const who of [staff, byId]) expect((await doorKit(s, who, e.id)).meta.code).toBe(Code.OK);
    for (const path of ['/api/tickets/door/kit', '/api/tickets/door/checkins']) {
      const r = await s.request('GET', path, { session: stranger, query: { eventId: e.id, gate: 'A' } });
      expect(r.meta, path).toEqual({ code: Code.FORBIDDEN, message: 'not_door_staff' });
    }
    expect((await sync(s, stranger, e.id, 'phone-x', [])).meta.code).toBe(Code.FORBIDDEN);

    await setStaff(s, shop.session, byId.memberId, 'remove');
    expect((await doorKit(s, byId, e.id)).meta.code).toBe(Code.FORBIDDEN);
    expect((await doorKit(s, staff, randomUUID())).meta).toEqual({
      code: Code.NOT_FOUND,
      message: 'event_not_found',
    });
  });

  it('is named by the owner of an Enterprise merchant only, and refuses unknown members and the owner', async () => {
    const other = await merchantOf(s, { plan: 'BUSINESS' });
    const someone = await person(s);
    expect((await setStaff(s, other.session, someone.memberId)).meta).toEqual({
      code: Code.FORBIDDEN,
      message: 'plan_lacks_feature',
    });
    expect((await setStaff(s, someone, someone.memberId)).meta.message).toBe('not_a_merchant');
    expect((await setStaff(s, shop.session, 'nobody_here')).meta).toEqual({
      code: Code.NOT_FOUND,
      message: 'member_not_found',
    });
    const self = await setStaff(s, shop.session, shop.session.memberId);
    expect(self.meta.code).toBe(Code.VALIDATION_FAILED);
    expect(self.data).toEqual([{ path: 'member', message: 'owner_is_door' }]);
  });
});

describe('getTicketCode and getDoorKit', () => {
  it("gives the holder the seed and signature (never cached) and nobody else; the kit admits the holder's QR", async () => {
    const e = await savedEvent(s, shop);
    const holder = await person(s);
    const [id] = await issued(s, e.tiers[0]!.id, holder.memberId, 1);
    const r = await ticketCode(s, holder, id!);
    expect(r.meta.code).toBe(Code.OK);
    expect(r.headers.get('cache-control')).toBe('no-store');
    const code = r.data as TicketCode;
    expect(code).toMatchObject({
      ticketId: id,
      eventId: e.id,
      tierId: e.tiers[0]!.id,
      secretVersion: 1,
      period: 30,
      digits: 6,
      event: { venue: 'Pier 4', title: { en_US: 'Harbour night', en_KR: 'Harbour night' } },
    });
    expect(verifyTicket(e.publicKey, code, code.signature)).toBe(true);

    for (const who of [await person(s), shop.session])
      expect((await ticketCode(s, who, id!)).meta).toEqual({
        code: Code.NOT_FOUND,
        message: 'ticket_not_found',
      });
    expect((await ticketCode(s, holder, randomUUID())).meta.code).toBe(Code.NOT_FOUND);

    const k = await doorKit(s, shop.session, e.id);
    expect(k.headers.get('cache-control')).toBe('no-store');
    const kit = v.parse(DoorKit, k.data);
    expect(kit).toMatchObject({ eventId: e.id, publicKey: e.publicKey, gate: 'North A', admissions: [] });
    expect(Date.parse(kit.opensAt)).toBe(Date.parse(e.startsAt) - 3 * 3_600_000);
    expect(kit.closesAt).toBe(e.endsAt);
    expect(kit.tickets).toEqual([
      { id, tierId: e.tiers[0]!.id, secretVersion: 1, seed: code.seed, status: 'VALID', entriesAllowed: 1 },
    ]);
    const at = doorTimeIn(kit);
    expect(decideAdmission(indexDoorKit(kit), qrOf(code, at), at, [])).toMatchObject({ admit: true });

    await s.deps.db.update(tickets).set({ status: 'REFUNDED' }).where(eq(tickets.id, id!));
    expect((await ticketCode(s, holder, id!)).meta).toEqual({
      code: Code.CONFLICT,
      message: 'ticket_not_valid',
    });
  });
});

describe('transferTicket', () => {
  it("bumps the version and re-seeds: a fresh kit refuses the old holder's QR as stale and admits the new one", async () => {
    const e = await resaleEvent();
    const seller = await person(s);
    const buyer = await person(s, { email: `buyer-${randomUUID()}@example.com` });
    const [buyerRow] = await s.deps.db.select().from(members).where(eq(members.id, buyer.memberId));
    const [id] = await issued(s, e.tiers[0]!.id, seller.memberId, 1);
    const old = (await ticketCode(s, seller, id!)).data as TicketCode;
    const oldKit = v.parse(DoorKit, (await doorKit(s, shop.session, e.id)).data);

    const form = {
      id: id!,
      requestKey: `give-${randomUUID()}`,
      by: 'email',
      email: buyerRow!.email!,
      price: '15000',
      ...(await captcha(s)),
    };
    const r = await transfer(seller, form);
    expect(r.meta.code).toBe(Code.OK);
    expect(r.data).toMatchObject({
      ticketId: id,
      to: { memberId: buyer.memberId },
      secretVersion: 2,
      currency: 'HKD',
      price: '15000',
      feeBp: 500,
      fee: '750',
    });
    // A retry of the same request (its captcha already used up) answers the same transfer.
    expect((await transfer(seller, form)).data).toEqual(r.data);
    expect(
      await s.deps.db.select().from(ticketTransfers).where(eq(ticketTransfers.ticketId, id!)),
    ).toHaveLength(1);

    expect((await ticketCode(s, seller, id!)).meta.code).toBe(Code.NOT_FOUND);
    const fresh = (await ticketCode(s, buyer, id!)).data as TicketCode;
    expect(fresh.secretVersion).toBe(2);
    expect(fresh.seed).not.toBe(old.seed);
    expect(fresh.signature).not.toBe(old.signature);
    expect(verifyTicket(e.publicKey, fresh, fresh.signature)).toBe(true);

    const kit = v.parse(DoorKit, (await doorKit(s, shop.session, e.id)).data);
    const at = doorTimeIn(kit);
    const door = indexDoorKit(kit);
    expect(decideAdmission(door, qrOf(old, at), at, [])).toMatchObject({
      admit: false,
      reason: 'stale_version',
    });
    expect(decideAdmission(door, qrOf(fresh, at), at, [])).toMatchObject({ admit: true, ticketId: id });
    // A door still holding the old kit cannot check the new code: it asks for a sync.
    expect(decideAdmission(indexDoorKit(oldKit), qrOf(fresh, at), at, [])).toMatchObject({
      reason: 'kit_outdated',
    });
  });

  it('is refused by the tier, over the price cap, to oneself, for a ticket not valid or not yours', async () => {
    const closed = await savedEvent(s, shop);
    const open = await resaleEvent();
    const holder = await person(s, { email: `holder-${randomUUID()}@example.com` });
    const friend = await person(s, { email: `friend-${randomUUID()}@example.com` });
    const emailOf = async (m: { memberId: string }) =>
      (await s.deps.db.select().from(members).where(eq(members.id, m.memberId)))[0]!.email!;
    const [locked] = await issued(s, closed.tiers[0]!.id, holder.memberId, 1);
    const [free, refunded] = await issued(s, open.tiers[0]!.id, holder.memberId, 2);
    await s.deps.db.update(tickets).set({ status: 'REFUNDED' }).where(eq(tickets.id, refunded!));
    const give = async (id: string, over: Record<string, string> = {}, who = holder) =>
      transfer(who, {
        id,
        requestKey: `k-${randomUUID()}`,
        by: 'email',
        email: await emailOf(friend),
        ...(await captcha(s)),
        ...over,
      });

    expect((await give(locked!)).meta).toEqual({
      code: Code.NOT_TRANSFERABLE,
      message: 'ticket_not_transferable',
    });
    const cap = await give(free!, { price: '20001' });
    expect(cap.meta.code).toBe(Code.VALIDATION_FAILED);
    expect(cap.data).toEqual([{ path: 'price', message: 'over_price_cap' }]);
    const self = await give(free!, { email: await emailOf(holder) });
    expect(self.data).toEqual([{ path: 'email', message: 'transfer_to_self' }]);
    expect((await give(refunded!)).meta).toEqual({ code: Code.CONFLICT, message: 'ticket_not_valid' });
    expect((await give(free!, {}, friend)).meta).toEqual({
      code: Code.NOT_FOUND,
      message: 'ticket_not_found',
    });
    const [row] = await s.deps.db.select().from(tickets).where(eq(tickets.id, free!));
    expect([row!.ownerId, row!.secretVersion]).toEqual([holder.memberId, 1]);
  });
});

describe('syncCheckins and listCheckins', () => {
  it('keeps one admission of a ticket two offline doors admitted, the other a conflict naming the first', async () => {
    const e = await savedEvent(s, shop);
    const holder = await person(s);
    const [id] = await issued(s, e.tiers[0]!.id, holder.memberId, 1);
    const code = (await ticketCode(s, holder, id!)).data as TicketCode;
    const kit = v.parse(DoorKit, (await doorKit(s, shop.session, e.id)).data);
    const at = doorTimeIn(kit);
    const door = indexDoorKit(kit);
    const verdict = decideAdmission(door, qrOf(code, at), at, []);
    const north = checkinOf(verdict, {
      nonce: 'north-0001',
      deviceId: 'phone-n',
      gate: 'North',
      doorTime: at,
    });
    const south = checkinOf(decideAdmission(door, qrOf(code, at + 5_000), at + 5_000, []), {
      nonce: 'south-0001',
      deviceId: 'phone-s',
      gate: 'South',
      doorTime: at + 5_000,
    });
    const junk = checkinOf(decideAdmission(door, 'not a ticket', at, []), {
      nonce: 'south-0002',
      deviceId: 'phone-s',
      gate: 'South',
      doorTime: at + 6_000,
    });

    // The later scan syncs first (admitted for now), then the earlier one takes the entry.
    const first = await sync(s, shop.session, e.id, 'phone-s', [south, junk, { nonce: 'x' }]);
    expect(first.data).toEqual({
      scans: [
        { nonce: 'south-0001', result: 'ADMITTED', reason: '', conflictWith: null },
        { nonce: 'south-0002', result: 'REFUSED', reason: 'malformed', conflictWith: null },
        { nonce: 'x', result: 'INVALID', reason: 'nonce_format', conflictWith: null },
      ],
      restated: 0,
    });
    const second = await sync(s, shop.session, e.id, 'phone-n', [north]);
    expect(second.data).toEqual({
      scans: [{ nonce: 'north-0001', result: 'ADMITTED', reason: '', conflictWith: null }],
      restated: 1,
    });
    const again = await sync(s, shop.session, e.id, 'phone-s', [south, junk]);
    const collision = { deviceId: 'phone-n', gate: 'North', doorTime: at };
    expect(again.data.scans).toEqual([
      { nonce: 'south-0001', result: 'CONFLICT', reason: '', conflictWith: collision },
      { nonce: 'south-0002', result: 'REFUSED', reason: 'malformed', conflictWith: null },
    ]);
    expect(again.data.restated).toBe(0);
    const mismatch = await sync(s, shop.session, e.id, 'phone-n', [south]);
    expect(mismatch.data.scans[0]).toMatchObject({ result: 'INVALID', reason: 'device_mismatch' });

    const list = await s.request('GET', '/api/tickets/door/checkins', {
      session: shop.session,
      query: { eventId: e.id, limit: '2' },
    });
    expect(list.data.items.map((i: { nonce: string; result: string }) => [i.nonce, i.result])).toEqual([
      ['south-0002', 'REFUSED'],
      ['south-0001', 'CONFLICT'],
    ]);
    expect(list.data.items[1]).toMatchObject({
      ticketId: id,
      deviceId: 'phone-s',
      gate: 'South',
      doorTime: new Date(at + 5_000).toISOString(),
      conflictWith: { ...collision, id: expect.any(String) },
      operatorId: shop.session.memberId,
    });
    const rest = await s.request('GET', '/api/tickets/door/checkins', {
      session: shop.session,
      query: { eventId: e.id, limit: '2', cursor: list.data.nextCursor },
    });
    expect(rest.data).toMatchObject({
      items: [{ nonce: 'north-0001', result: 'ADMITTED' }],
      nextCursor: null,
    });
    const conflicts = await s.request('GET', '/api/tickets/door/checkins', {
      session: shop.session,
      query: { eventId: e.id, result: 'CONFLICT' },
    });
    expect(conflicts.data.items.map((i: { nonce: string }) => i.nonce)).toEqual(['south-0001']);

    // A kit fetched now carries the admission, so a third offline door refuses the ticket as a duplicate.
    const later = v.parse(DoorKit, (await doorKit(s, shop.session, e.id, 'East')).data);
    expect(later.admissions).toEqual([{ ticketId: id, doorTime: at, gate: 'North' }]);
    expect(
      decideAdmission(indexDoorKit(later), qrOf(code, at + 60_000), at + 60_000, later.admissions ?? []),
    ).toMatchObject({ admit: false, reason: 'duplicate', firstScan: { gate: 'North', doorTime: at } });
  });
});
