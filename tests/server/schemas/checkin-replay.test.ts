import { randomUUID } from 'node:crypto';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  CheckinScan,
  checkinOf,
  replayCheckins,
  type StoredCheckin,
} from '../../../server/schemas/checkin-replay';
import { OPENS, prng } from './ticket-fixtures';

const TICKET = randomUUID();
const scan = (over: Partial<CheckinScan> & Pick<CheckinScan, 'nonce'>): CheckinScan => ({
  ticketId: TICKET,
  deviceId: 'phone-1',
  gate: 'North A',
  doorTime: OPENS,
  verdict: 'admit',
  ...over,
});
/** A server's checkins table: inserts the new rows, applies the updates, refuses a nonce twice. */
function table() {
  const rows = new Map<string, StoredCheckin>();
  return {
    rows,
    upload(batch: CheckinScan[], allowed?: (ticketId: string) => number) {
      const r = replayCheckins([...rows.values()], batch, allowed);
      for (const row of r.store) {
        expect(rows.has(row.nonce)).toBe(false);
        rows.set(row.nonce, row);
      }
      for (const u of r.update) {
        const row = rows.get(u.nonce);
        expect(row).toBeDefined();
        rows.set(u.nonce, { ...row!, result: u.result, conflictWith: u.conflictWith });
      }
      return r;
    },
    state: () =>
      [...rows.values()]
        .map((r) => `${r.nonce}:${r.result}:${r.conflictWith?.nonce ?? ''}`)
        .sort()
        .join('\n'),
  };
}

describe('replayCheckins', () => {
  it('keeps the earlier admission when it arrives after a later one, and says which stored row changes', () => {
    const db = table();
    const late = scan({
      nonce: 'later-scan-b',
      deviceId: 'phone-2',
      gate: 'South',
      doorTime: OPENS + 60_000,
    });
    const latest = scan({ nonce: 'latest-scan-c', deviceId: 'phone-3', doorTime: OPENS + 90_000 });
    db.upload([late, latest]);
    expect(db.rows.get('later-scan-b')).toMatchObject({ result: 'admitted', conflictWith: null });
    expect(db.rows.get('latest-scan-c')).toMatchObject({
      result: 'conflict',
      conflictWith: { nonce: 'later-scan-b' },
    });

    const early = scan({ nonce: 'early-scan-a', doorTime: OPENS + 5_000 });
    const first = { nonce: 'early-scan-a', deviceId: 'phone-1', gate: 'North A', doorTime: OPENS + 5_000 };
    const r = db.upload([early]);
    expect(r.store).toEqual([{ ...early, result: 'admitted', conflictWith: null }]);
    expect(r.update).toEqual([
      { nonce: 'later-scan-b', result: 'conflict', conflictWith: first },
      { nonce: 'latest-scan-c', result: 'conflict', conflictWith: first },
    ]);
  });

  it('orders equal door times by nonce, ignores a nonce seen before, keeps refusals', () => {
    const db = table();
    const b = scan({ nonce: 'nonce-bbbb' });
    const a = scan({ nonce: 'nonce-aaaa', deviceId: 'phone-2' });
    const refused = scan({ nonce: 'nonce-cccc', verdict: 'expired_code' });
    const junk = scan({ nonce: 'nonce-dddd', ticketId: null, verdict: 'malformed' });
    const r = db.upload([b, a, b, refused, junk]);
    expect(r.store.map((s) => [s.nonce, s.result])).toEqual([
      ['nonce-aaaa', 'admitted'],
      ['nonce-bbbb', 'conflict'],
      ['nonce-cccc', 'refused'],
      ['nonce-dddd', 'refused'],
    ]);
    expect(db.upload([a, b, refused, junk])).toEqual({ store: [], update: [] });
  });

  it('lets a multi-entry ticket in as often as it allows', () => {
    const db = table();
    const scans = [3, 1, 2].map((m) => scan({ nonce: `entry-${m}-xx`, doorTime: OPENS + m * 60_000 }));
    db.upload(scans, () => 2);
    expect([...db.rows.values()].map((r) => [r.nonce, r.result]).sort()).toEqual([
      ['entry-1-xx', 'admitted'],
      ['entry-2-xx', 'admitted'],
      ['entry-3-xx', 'conflict'],
    ]);
  });

  it('queues a door verdict as a scan', () => {
    const at = { nonce: 'nonce-eeee', deviceId: 'phone-9', gate: 'East', doorTime: OPENS };
    const admitted = { admit: true, ticketId: TICKET, tierId: TICKET, codeAt: OPENS / 1000 } as const;
    expect(checkinOf(admitted, at)).toEqual({ ...at, ticketId: TICKET, verdict: 'admit' });
    expect(checkinOf({ admit: false, reason: 'forged' }, at)).toEqual({
      ...at,
      ticketId: null,
      verdict: 'forged',
    });
    const late = {
      admit: false,
      reason: 'duplicate',
      ticketId: TICKET,
      firstScan: { doorTime: 1, gate: 'G' },
    } as const;
    expect(v.is(CheckinScan, checkinOf(late, at))).toBe(true);
  });

  it('validates the scan a device uploads', () => {
    expect(v.is(CheckinScan, scan({ nonce: 'nonce-aaaa' }))).toBe(true);
    expect(v.is(CheckinScan, scan({ nonce: 'nonce-aaaa', ticketId: null }))).toBe(false);
    expect(v.is(CheckinScan, scan({ nonce: 'short' }))).toBe(false);
    expect(v.is(CheckinScan, scan({ nonce: 'nonce-aaaa', verdict: 'maybe' as 'admit' }))).toBe(false);
  });
});

/**
 * 4 offline scanners × 500 scans over 600 tickets (1, 3 or 5 entries each) with 10 % extra attempts beyond
 * what a ticket allows; each device decides as the door page does (its own log only), then uploads its queue
 * in batches that reach the server in a shuffled order.
 */
function simulate(seed: number) {
  const random = prng(seed);
  const tickets = Array.from({ length: 600 }, (_, i) => ({
    id: randomUUID() as string,
    allowed: [1, 3, 5][i % 3]!,
  }));
  const allowed = new Map(tickets.map((t) => [t.id, t.allowed]));
  const presented: (string | null)[] = tickets.flatMap((t) => Array<string>(t.allowed).fill(t.id));
  const extra = new Map<string, number>();
  for (let i = 0; i < 180; i++) {
    const t = tickets[Math.floor(random() * tickets.length)]!.id;
    presented.push(t);
    extra.set(t, (extra.get(t) ?? 0) + 1);
  }
  for (let i = 0; i < 20; i++) presented.push(null); // unreadable QRs
  for (let i = presented.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [presented[i], presented[j]] = [presented[j]!, presented[i]!];
  }
  const nonces = new Set<string>();
  const nonce = () => {
    let n = '';
    while (n.length < 12 || nonces.has(n))
      n = Math.floor(random() * 36 ** 8)
        .toString(36)
        .padStart(12, 'n');
    nonces.add(n);
    return n;
  };
  const batches: CheckinScan[][] = [];
  for (let d = 0; d < 4; d++) {
    const deviceId = `phone-${d}`;
    // Whole seconds, so that door times tie across devices.
    const queue = presented
      .slice(d * 500, (d + 1) * 500)
      .map((ticketId) => ({ ticketId, doorTime: OPENS + Math.floor(random() * 3600) * 1000 }))
      .sort((a, b) => a.doorTime - b.doorTime);
    const local = new Map<string, number>();
    const scans = queue.map(({ ticketId, doorTime }): CheckinScan => {
      const base = { nonce: nonce(), ticketId, deviceId, gate: `Gate ${d}`, doorTime };
      if (ticketId === null) return { ...base, verdict: 'malformed' };
      const used = local.get(ticketId) ?? 0;
      const limit = allowed.get(ticketId)!;
      if (used >= limit) return { ...base, verdict: limit === 1 ? 'duplicate' : 'no_entries_left' };
      local.set(ticketId, used + 1);
      return { ...base, verdict: 'admit' };
    });
    for (let i = 0; i < scans.length;) {
      const size = 20 + Math.floor(random() * 100);
      batches.push(scans.slice(i, i + size));
      i += size;
    }
  }
  return { tickets, allowed, extra, batches, all: batches.flat() };
}

function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

describe('replayCheckins over offline scanners', () => {
  it.each([1, 2, 3])(
    'seed %i: one admission per entry, nothing lost, the same whatever the order',
    (seed) => {
      const sim = simulate(seed);
      const allowedOf = (id: string) => sim.allowed.get(id) ?? 1;
      expect(sim.all).toHaveLength(2000);

      const reference = table();
      reference.upload(sim.all, allowedOf);
      const random = prng(seed * 7919);
      for (let order = 0; order < 3; order++) {
        const db = table();
        for (const batch of shuffled(sim.batches, random)) db.upload(batch, allowedOf);
        expect(db.state()).toBe(reference.state());
        // Re-uploading any batch changes nothing.
        const again = sim.batches[Math.floor(random() * sim.batches.length)]!;
        expect(db.upload(again, allowedOf)).toEqual({ store: [], update: [] });
      }

      const rows = [...reference.rows.values()];
      expect(new Set(rows.map((r) => r.nonce)).size).toBe(2000);
      expect(rows.filter((r) => r.ticketId === null).every((r) => r.result === 'refused')).toBe(true);
      for (const t of sim.tickets) {
        const mine = rows.filter((r) => r.ticketId === t.id);
        const admitted = mine.filter((r) => r.result === 'admitted');
        const conflicts = mine.filter((r) => r.result === 'conflict');
        const refusedAtDoor = mine.filter((r) => r.result === 'refused');
        expect(admitted).toHaveLength(t.allowed);
        // Every attempt beyond the allowance is a conflict, unless the same device already refused it.
        expect(conflicts.length + refusedAtDoor.length).toBe(sim.extra.get(t.id) ?? 0);
        expect(refusedAtDoor.every((r) => r.verdict !== 'admit')).toBe(true);
        const first = [...admitted].sort(
          (a, b) => a.doorTime - b.doorTime || (a.nonce < b.nonce ? -1 : 1),
        )[0]!;
        for (const c of conflicts) {
          expect(c.conflictWith).toEqual({
            nonce: first.nonce,
            deviceId: first.deviceId,
            gate: first.gate,
            doorTime: first.doorTime,
          });
          expect(c.doorTime).toBeGreaterThanOrEqual(first.doorTime);
        }
      }
    },
  );
});
