import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ticketCheckinResults, ticketCheckins } from '../../../../server/db/schema';
import { syncCheckins } from '../../../../server/services/tickets/sync';
import type { TestServer } from '../../../support/server';
import { loyaltyServer, merchantOf, person, type MerchantFixture } from '../../routes/loyalty-fixtures';
import { savedEvent } from '../../routes/tickets-fixtures';
import { bulkTickets, checkinState, offlineScans, shuffledBatches, storedCount } from './sync-fixtures';

let s: TestServer;
let shop: MerchantFixture;
beforeAll(async () => {
  s = await loyaltyServer();
  shop = await merchantOf(s, { plan: 'ENTERPRISE' });
}, 120_000);
afterAll(() => s?.close());

describe('syncCheckins', () => {
  it('4 doors × 500 offline scans, 10 % duplicates, shuffled batches: one admission per ticket, nothing lost', async () => {
    const e = await savedEvent(s, shop);
    const holder = await person(s);
    const ids = await bulkTickets(s, e.id, e.tiers[0]!.id, holder.memberId, 1800);
    const opens = Date.parse(e.startsAt) - 3_600_000;
    const byDevice = offlineScans(ids, { devices: 4, perDevice: 500, dupRate: 0.1, opens, seed: 34 });
    const all = byDevice.flat();
    expect(all).toHaveLength(2000);
    const batches = shuffledBatches(byDevice, 7);
    const send = async () => {
      const answers = new Map<string, unknown>();
      for (const b of batches) {
        const r = await syncCheckins(s.deps, shop.session.memberId, { eventId: e.id, ...b });
        r.scans.forEach((a) => answers.set(a.nonce!, a));
      }
      return answers;
    };
    await send();

    const { rows, lines } = await checkinState(s, e.id);
    // 0 lost: every nonce stored, once.
    expect(rows).toHaveLength(2000);
    expect(new Set(rows.map((r) => r.nonce))).toEqual(new Set(all.map((x) => x.nonce)));
    // Exactly one admission per ticket: the one with the earliest door time.
    const byTicket = new Map<string, typeof rows>();
    for (const r of rows) byTicket.set(r.ticketId!, [...(byTicket.get(r.ticketId!) ?? []), r]);
    expect(byTicket.size).toBe(1800);
    const byId = new Map(rows.map((r) => [r.id, r]));
    for (const [ticketId, scans] of byTicket) {
      const admitted = scans.filter((r) => r.result === 'ADMITTED');
      expect(admitted, ticketId).toHaveLength(1);
      const first = scans.reduce((a, b) =>
        b.doorAt < a.doorAt || (+b.doorAt === +a.doorAt && b.nonce < a.nonce) ? b : a,
      );
      expect(admitted[0]!.id).toBe(first.id);
      // Every duplicate a conflict naming that admission.
      for (const r of scans.filter((x) => x.id !== first.id)) {
        expect(r.result).toBe('CONFLICT');
        expect(byId.get(r.conflictWithId!)!.id).toBe(first.id);
      }
    }
    expect(rows.filter((r) => r.result === 'CONFLICT')).toHaveLength(200);

    // Sending every batch again stores nothing, restates nothing, and answers what is stored.
    const restatements = (await s.deps.db.select().from(ticketCheckinResults)).length;
    const answers = await send();
    expect(await storedCount(s, e.id)).toBe(2000);
    expect((await s.deps.db.select().from(ticketCheckinResults)).length).toBe(restatements);
    expect((await checkinState(s, e.id)).lines).toEqual(lines);
    for (const r of rows)
      expect(answers.get(r.nonce), r.nonce).toMatchObject({
        result: r.result,
        conflictWith: r.conflictWithId
          ? { deviceId: byId.get(r.conflictWithId)!.deviceId, doorTime: +byId.get(r.conflictWithId)!.doorAt }
          : null,
      });
  }, 60_000);

  it('appends restatements, never changes a stored scan: both tables refuse UPDATE and DELETE', async () => {
    const e = await savedEvent(s, shop);
    const holder = await person(s);
    const [ticketId] = await bulkTickets(s, e.id, e.tiers[0]!.id, holder.memberId, 1);
    const opens = Date.parse(e.startsAt) - 3_600_000;
    const scan = (nonce: string, deviceId: string, doorTime: number) => ({
      nonce,
      ticketId: ticketId!,
      deviceId,
      gate: deviceId,
      doorTime,
      verdict: 'admit' as const,
    });
    const run = (deviceId: string, scans: unknown[]) =>
      syncCheckins(s.deps, shop.session.memberId, { eventId: e.id, deviceId, scans });
    await run('late', [scan('late-0001', 'late', opens + 9_000)]);
    const r = await run('early', [scan('early-001', 'early', opens + 1_000)]);
    expect(r.restated).toBe(1);
    const { rows } = await checkinState(s, e.id);
    const late = rows.find((x) => x.nonce === 'late-0001')!;
    expect(late.result).toBe('CONFLICT');
    const [stored] = await s.deps.db.select().from(ticketCheckins).where(eq(ticketCheckins.id, late.id));
    // The row itself still says what the first sync concluded; the restatement says what stands now.
    expect(stored!.result).toBe('ADMITTED');
    const [restatement] = await s.deps.db
      .select()
      .from(ticketCheckinResults)
      .where(eq(ticketCheckinResults.checkinId, late.id));
    expect(restatement).toMatchObject({
      result: 'CONFLICT',
      conflictWithId: rows.find((x) => x.nonce === 'early-001')!.id,
    });
    await expect(
      s.deps.db
        .update(ticketCheckinResults)
        .set({ result: 'ADMITTED' })
        .where(eq(ticketCheckinResults.checkinId, late.id)),
    ).rejects.toThrow();
    await expect(
      s.deps.db.delete(ticketCheckinResults).where(eq(ticketCheckinResults.checkinId, late.id)),
    ).rejects.toThrow();
    await expect(s.deps.db.delete(ticketCheckins).where(eq(ticketCheckins.id, late.id))).rejects.toThrow();
  });
});
