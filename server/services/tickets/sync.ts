import { randomUUID } from 'node:crypto';
import { and, eq, inArray, ne } from 'drizzle-orm';
import * as v from 'valibot';
import type { Db } from '../../db/client';
import { ticketCheckinResults, ticketCheckins, ticketedEvents, tickets } from '../../db/schema';
import type { Deps } from '../../http/context';
import { CheckinScan, type Collision, replayCheckins } from '../../schemas/checkin-replay';
import type { SyncAnswer, SyncedScan } from '../../schemas/ticket-door';
import { asStored, eventCheckins, toStoredResult } from './checkin-rows';
import { assertDoorAccess } from './door-staff';

const INSERT_CHUNK = 500;

type Sync = { eventId: string; deviceId: string; scans: readonly unknown[] };
type Checked = { i: number; scan: CheckinScan } | { i: number; invalid: SyncedScan };

const invalid = (raw: unknown, reason: string): SyncedScan => {
  const nonce = (raw as { nonce?: unknown } | null)?.nonce;
  return {
    nonce: typeof nonce === 'string' && nonce.length <= 64 ? nonce : null,
    result: 'INVALID',
    reason,
    conflictWith: null,
  };
};
const countBy = (answers: SyncedScan[]) =>
  answers.reduce<Record<string, number>>((n, a) => {
    const key = a.result === 'INVALID' ? `invalid:${a.reason}` : a.reason;
    n[key] = (n[key] ?? 0) + 1;
    return n;
  }, {});
const collision = (c: Collision | null) =>
  c ? { deviceId: c.deviceId, gate: c.gate, doorTime: c.doorTime } : null;

/**
 * syncCheckins: a door device's queued scans reach the server. Each scan is checked on its own (CheckinScan;
 * its device must be the batch's, its ticket one of the event's): a bad one is answered INVALID and not stored.
 * The rest are replayed with every stored check-in of the event (replayCheckins: per ticket the first admissions
 * in door-time order stand, later ones are conflicts naming the first) inside one transaction that holds the
 * event's row lock, so two devices syncing at once end as if one came after the other.
 *
 * ticket_checkins stays append-only: each new nonce is one inserted row with its final result, and a stored
 * row whose result changes (an admission that lost its entry to an earlier scan arriving late) gets a
 * restatement appended to ticket_checkin_results rather than an UPDATE. Every scan, the duplicates and the
 * refusals the door showed included, stays as it was received, and the log of what each sync concluded stays
 * too; relaxing the trigger to allow updating the result would have lost that history.
 *
 * Answers each scan in the order sent: its current result, the refusal reason, and for a conflict the
 * admission it collides with. A nonce already stored (a re-sent batch) is answered from what is stored, so
 * sending a batch again changes nothing and answers the same.
 */
export async function syncCheckins(
  deps: Pick<Deps, 'db' | 'now' | 'log'>,
  memberId: string,
  s: Sync,
): Promise<SyncAnswer> {
  await assertDoorAccess(deps.db, memberId, s.eventId);
  const now = deps.now();
  const checked: Checked[] = s.scans.map((raw, i) => {
    const r = v.safeParse(CheckinScan, raw);
    if (!r.success) return { i, invalid: invalid(raw, r.issues[0]?.message ?? 'invalid') };
    if (r.output.deviceId !== s.deviceId) return { i, invalid: invalid(raw, 'device_mismatch') };
    return { i, scan: { ...r.output, ticketId: r.output.ticketId?.toLowerCase() ?? null } };
  });

  const outcome = await deps.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    // The event's row lock: syncs of one event take turns; other events' syncs go on.
    await tx
      .select({ id: ticketedEvents.id })
      .from(ticketedEvents)
      .where(eq(ticketedEvents.id, s.eventId))
      .for('update');
    const entries = new Map(
      (
        await tx
          .select({ id: tickets.id, entriesAllowed: tickets.entriesAllowed })
          .from(tickets)
          .where(eq(tickets.eventId, s.eventId))
      ).map((r) => [r.id, r.entriesAllowed]),
    );
    const nonces = checked.flatMap((c) => ('scan' in c ? [c.scan.nonce] : []));
    const elsewhere = new Set(
      nonces.length === 0
        ? []
        : (
            await tx
              .select({ nonce: ticketCheckins.nonce })
              .from(ticketCheckins)
              .where(and(inArray(ticketCheckins.nonce, nonces), ne(ticketCheckins.eventId, s.eventId)))
          ).map((r) => r.nonce),
    );
    for (const [k, c] of checked.entries()) {
      if (!('scan' in c)) continue;
      if (elsewhere.has(c.scan.nonce)) checked[k] = { i: c.i, invalid: invalid(c.scan, 'nonce_taken') };
      else if (c.scan.ticketId !== null && !entries.has(c.scan.ticketId))
        checked[k] = { i: c.i, invalid: invalid(c.scan, 'ticket_not_of_event') };
    }
    const rows = await eventCheckins(tx, s.eventId);
    const stored = asStored(rows);
    const replay = replayCheckins(
      stored,
      checked.flatMap((c) => ('scan' in c ? [c.scan] : [])),
      (id) => entries.get(id) ?? 1,
    );
    const idOf = new Map(rows.map((r) => [r.nonce, r.id]));
    for (const r of replay.store) idOf.set(r.nonce, randomUUID());
    // Door order: a conflict's partner (an earlier admission) is inserted before it, in the same chunk or one before.
    for (let k = 0; k < replay.store.length; k += INSERT_CHUNK)
      await tx.insert(ticketCheckins).values(
        replay.store.slice(k, k + INSERT_CHUNK).map((r) => ({
          id: idOf.get(r.nonce)!,
          ticketId: r.ticketId,
          eventId: s.eventId,
          nonce: r.nonce,
          deviceId: r.deviceId,
          gate: r.gate,
          doorAt: new Date(r.doorTime),
          receivedAt: now,
          result: toStoredResult(r.result),
          reason: r.verdict === 'admit' ? '' : r.verdict,
          conflictWithId: r.conflictWith ? idOf.get(r.conflictWith.nonce)! : null,
          operatorId: memberId,
        })),
      );
    if (replay.update.length > 0)
      await tx.insert(ticketCheckinResults).values(
        replay.update.map((u) => ({
          checkinId: idOf.get(u.nonce)!,
          result: toStoredResult(u.result),
          conflictWithId: u.conflictWith ? idOf.get(u.conflictWith.nonce)! : null,
          restatedAt: now,
        })),
      );
    // What each nonce stands at now: stored rows as restated, then the new ones.
    const state = new Map(stored.map((r) => [r.nonce, r]));
    for (const u of replay.update) state.set(u.nonce, { ...state.get(u.nonce)!, ...u });
    for (const r of replay.store) state.set(r.nonce, r);
    return { state, stored: replay.store.length, restated: replay.update.length };
  });

  const answers = checked.map((c): SyncedScan => {
    if (!('scan' in c)) return c.invalid;
    const r = outcome.state.get(c.scan.nonce)!;
    return {
      nonce: r.nonce,
      result: toStoredResult(r.result),
      reason: r.verdict === 'admit' ? '' : r.verdict,
      conflictWith: collision(r.conflictWith),
    };
  });
  deps.log.info(
    {
      eventId: s.eventId,
      deviceId: s.deviceId,
      memberId,
      sent: s.scans.length,
      stored: outcome.stored,
      restated: outcome.restated,
      // Why scans were refused at the door (forged, stale_version, expired_code…) and why any were INVALID.
      refusals: countBy(answers.filter((a) => a.result === 'REFUSED' || a.result === 'INVALID')),
    },
    'door scans synced',
  );
  return { scans: answers, restated: outcome.restated };
}
