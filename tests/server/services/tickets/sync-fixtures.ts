import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { ticketCheckins, tickets } from '../../../../server/db/schema';
import { type CheckinScan, checkinOf } from '../../../../server/schemas/checkin-replay';
import { newTicketSeed } from '../../../../server/schemas/ticket-code';
import { eventCheckins } from '../../../../server/services/tickets/checkin-rows';
import type { TestServer } from '../../../support/server';
import { prng } from '../../schemas/ticket-fixtures';

/**
 * `n` tickets of the tier in a few multi-row inserts (the sync never reads seeds or signatures: one sealed
 * seed for all keeps this fast).
 */
export async function bulkTickets(
  s: TestServer,
  eventId: string,
  tierId: string,
  ownerId: string,
  n: number,
) {
  const seed = s.deps.custody.seal(newTicketSeed());
  const ids = Array.from({ length: n }, () => randomUUID());
  const now = s.clock.now;
  for (let k = 0; k < n; k += 500)
    await s.deps.db.insert(tickets).values(
      ids.slice(k, k + 500).map((id) => ({
        id,
        eventId,
        tierId,
        ownerId,
        seedCiphertext: seed.ciphertext,
        seedIv: seed.iv,
        seedTag: seed.tag,
        seedKeyId: seed.keyId,
        signature: '',
        issuedAt: now,
      })),
    );
  return ids;
}

/**
 * What `devices` offline doors queued: each admits its own share of the tickets once, and `dupRate` of its
 * scans are admissions of tickets another door admitted too (offline, neither knew), at random door times
 * within an hour of `opens`. Built with the shared core (checkinOf), as the door page queues them.
 */
export function offlineScans(
  ticketIds: readonly string[],
  o: { devices: number; perDevice: number; dupRate: number; opens: number; seed: number; tag?: string },
) {
  const rnd = prng(o.seed);
  const dupsPerDevice = Math.round(o.perDevice * o.dupRate);
  const firsts = o.perDevice - dupsPerDevice;
  const byDevice: CheckinScan[][] = [];
  for (let d = 0; d < o.devices; d++) {
    const deviceId = `door-${d}`;
    const mine = ticketIds.slice(d * firsts, (d + 1) * firsts);
    const others = ticketIds.filter((_, i) => Math.floor(i / firsts) !== d && i < o.devices * firsts);
    const picks = [...mine];
    for (let k = 0; k < dupsPerDevice; k++) picks.push(others[Math.floor(rnd() * others.length)]!);
    byDevice.push(
      picks.map((ticketId, k) =>
        checkinOf(
          { admit: true, ticketId, tierId: '', codeAt: 0 },
          {
            nonce: `${o.tag ?? 'n'}-${d}-${k}-${Math.floor(rnd() * 1e9)}`,
            deviceId,
            gate: `Gate ${d}`,
            doorTime: o.opens + Math.floor(rnd() * 3_600_000),
          },
        ),
      ),
    );
  }
  return byDevice;
}

/** A device's queue cut into batches of random sizes, every device's batches in a shuffled order. */
export function shuffledBatches(byDevice: CheckinScan[][], seed: number) {
  const rnd = prng(seed);
  const batches: { deviceId: string; scans: CheckinScan[] }[] = [];
  for (const scans of byDevice) {
    const queue = [...scans].sort(() => rnd() - 0.5);
    for (let k = 0; k < queue.length;) {
      const size = 20 + Math.floor(rnd() * 180);
      batches.push({ deviceId: queue[0]!.deviceId, scans: queue.slice(k, k + size) });
      k += size;
    }
  }
  return batches.sort(() => rnd() - 0.5);
}

/** The event's stored check-ins as `nonce result partner-nonce` lines (current results), sorted. */
export async function checkinState(s: TestServer, eventId: string) {
  const rows = await eventCheckins(s.deps.db, eventId);
  const nonceOf = new Map(rows.map((r) => [r.id, r.nonce]));
  return {
    rows,
    lines: rows
      .map((r) => `${r.nonce} ${r.result} ${r.conflictWithId ? nonceOf.get(r.conflictWithId) : ''}`)
      .sort(),
  };
}

export const storedCount = async (s: TestServer, eventId: string) =>
  (
    await s.deps.db
      .select({ id: ticketCheckins.id })
      .from(ticketCheckins)
      .where(eq(ticketCheckins.eventId, eventId))
  ).length;
