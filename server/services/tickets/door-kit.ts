import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { tickets } from '../../db/schema';
import type { Deps } from '../../http/context';
import type { DoorKit } from '../../schemas/door-verdict';
import { eventCheckins, currentResult } from './checkin-rows';
import { assertDoorAccess } from './door-staff';
import { ticketSeed } from './sealed';

/** Doors open this long before the event starts (queues form early; admissions before it are refused). */
export const DOORS_LEAD_MS = 3 * 3_600_000;

/**
 * getDoorKit: everything one door device needs to decide offline (DoorKit, server/schemas/door-verdict.ts):
 * the event's public key, the doors' window (start minus DOORS_LEAD_MS to the end), the gate it is fetched for,
 * and every ticket of the event with its tier, current secret version, seed (opened), status and entries, plus
 * the admissions the server holds so far (the device adds them to its local log). Door access only
 * (assertDoorAccess). It holds every seed: the route answers it with `Cache-Control: no-store`, and the download
 * is logged (who, which event, which gate; never a seed).
 */
export async function getDoorKit(
  deps: Pick<Deps, 'db' | 'now' | 'custody' | 'log'>,
  memberId: string,
  q: { eventId: string; gate: string },
): Promise<DoorKit> {
  const event = await assertDoorAccess(deps.db, memberId, q.eventId);
  const rows = await deps.db
    .select()
    .from(tickets)
    .where(eq(tickets.eventId, q.eventId))
    .orderBy(asc(tickets.id));
  const admitted = await eventCheckins(deps.db as Db, q.eventId, eq(currentResult, 'ADMITTED'));
  const kit: DoorKit = {
    eventId: event.id,
    publicKey: event.publicKey,
    opensAt: new Date(event.startsAt.getTime() - DOORS_LEAD_MS).toISOString(),
    closesAt: event.endsAt.toISOString(),
    gate: q.gate,
    issuedAt: deps.now().toISOString(),
    tickets: rows.map((t) => ({
      id: t.id,
      tierId: t.tierId,
      secretVersion: t.secretVersion,
      seed: ticketSeed(deps.custody, t),
      status: t.status,
      entriesAllowed: t.entriesAllowed,
    })),
    admissions: admitted
      .filter((a) => a.ticketId !== null)
      .sort((a, b) => a.doorAt.getTime() - b.doorAt.getTime())
      .map((a) => ({ ticketId: a.ticketId!, doorTime: a.doorAt.getTime(), gate: a.gate })),
  };
  deps.log.info({ eventId: event.id, memberId, gate: q.gate, tickets: rows.length }, 'door kit downloaded');
  return kit;
}
