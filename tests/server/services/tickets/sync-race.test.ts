import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CheckinScan } from '../../../../server/schemas/checkin-replay';
import { syncCheckins } from '../../../../server/services/tickets/sync';
import type { TestServer } from '../../../support/server';
import { loyaltyServer, merchantOf, person, type MerchantFixture } from '../../routes/loyalty-fixtures';
import { savedEvent } from '../../routes/tickets-fixtures';
import { bulkTickets, checkinState, offlineScans } from './sync-fixtures';

// Runs on PGlite, and on PostgreSQL (where the two syncs really run at once) when TEST_DATABASE_URL is set.
let s: TestServer;
let shop: MerchantFixture;
beforeAll(async () => {
  s = await loyaltyServer();
  shop = await merchantOf(s, { plan: 'ENTERPRISE' });
}, 120_000);
afterAll(() => s?.close());

/** An event with `n` tickets and what 2 offline doors queued for it (a third of the scans cross duplicates). */
async function world(tag: string) {
  const e = await savedEvent(s, shop);
  const holder = await person(s);
  const ids = await bulkTickets(s, e.id, e.tiers[0]!.id, holder.memberId, 60);
  const opens = Date.parse(e.startsAt) - 3_600_000;
  const scans = offlineScans(ids, { devices: 2, perDevice: 45, dupRate: 1 / 3, opens, seed: 99, tag });
  return { e, ids, scans };
}

const syncAll = (eventId: string, scans: CheckinScan[]) =>
  syncCheckins(s.deps, shop.session.memberId, { eventId, deviceId: scans[0]!.deviceId, scans });

/** The state with ticket ids and nonces named by position, so two worlds compare line by line. */
async function shape(eventId: string, ids: string[], tag: string) {
  const { rows } = await checkinState(s, eventId);
  const nonceOf = new Map(rows.map((r) => [r.id, r.nonce]));
  return rows
    .map(
      (r) =>
        `${ids.indexOf(r.ticketId!)} ${r.nonce.replace(tag, '')} ${r.result} ${(r.conflictWithId ? nonceOf.get(r.conflictWithId)! : '').replace(tag, '')}`,
    )
    .sort();
}

describe('syncCheckins at once', () => {
  it('two doors syncing the same event at the same time end as if one synced after the other', async () => {
    const a = await world('seq');
    await syncAll(a.e.id, a.scans[0]!);
    await syncAll(a.e.id, a.scans[1]!);

    const b = await world('par');
    const answers = await Promise.all([syncAll(b.e.id, b.scans[0]!), syncAll(b.e.id, b.scans[1]!)]);
    expect(answers.flatMap((r) => r.scans).every((x) => x.result !== 'INVALID')).toBe(true);

    const seq = await shape(a.e.id, a.ids, 'seq');
    const par = await shape(b.e.id, b.ids, 'par');
    expect(seq).toHaveLength(90);
    expect(par).toEqual(seq);
    expect(seq.filter((l) => l.includes(' ADMITTED '))).toHaveLength(60);
    expect(seq.filter((l) => l.includes(' CONFLICT '))).toHaveLength(30);
  });
});
