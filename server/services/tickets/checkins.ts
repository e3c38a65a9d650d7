import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { ticketCheckins } from '../../db/schema';
import type { Deps } from '../../http/context';
import type { CheckinPage, ListCheckinsQuery } from '../../schemas/ticket-door';
import { decodeCursor, toPage } from '../shared/keyset';
import { checkinColumns, currentResult } from './checkin-rows';
import { assertDoorAccess } from './door-staff';

const SORT = 'checkins';

/**
 * listCheckins: the event's synced scans, the latest door time first (keyset-paged by door time and id), each
 * with its ticket, device, gate, door and received times, current result (as restated by later syncs), the
 * door's refusal reason and, for a conflict, the admission it collides with. `result` keeps one result only.
 * Door access only (assertDoorAccess).
 */
export async function listCheckins(
  deps: Pick<Deps, 'db'>,
  memberId: string,
  q: ListCheckinsQuery,
): Promise<CheckinPage> {
  await assertDoorAccess(deps.db, memberId, q.eventId);
  let before;
  if (q.cursor) {
    const c = decodeCursor(q.cursor, SORT, 'time');
    before = sql`(${ticketCheckins.doorAt}, ${ticketCheckins.id}) < (${c.k}::timestamptz, ${c.id}::uuid)`;
  }
  const rows = await deps.db
    .select({
      ...checkinColumns,
      sortKey: sql<string>`${ticketCheckins.doorAt}::text`,
      cursorId: sql<string>`${ticketCheckins.id}`,
    })
    .from(ticketCheckins)
    .where(
      and(eq(ticketCheckins.eventId, q.eventId), q.result ? eq(currentResult, q.result) : undefined, before),
    )
    .orderBy(desc(ticketCheckins.doorAt), desc(ticketCheckins.id))
    .limit(q.limit + 1);
  const partnerIds = [...new Set(rows.flatMap((r) => (r.conflictWithId ? [r.conflictWithId] : [])))];
  const partners = new Map(
    (partnerIds.length === 0
      ? []
      : await deps.db
          .select({
            id: ticketCheckins.id,
            deviceId: ticketCheckins.deviceId,
            gate: ticketCheckins.gate,
            doorAt: ticketCheckins.doorAt,
          })
          .from(ticketCheckins)
          .where(inArray(ticketCheckins.id, partnerIds))
    ).map((p) => [p.id, p]),
  );
  return toPage(rows, q.limit, SORT, (r) => {
    const p = r.conflictWithId ? partners.get(r.conflictWithId) : undefined;
    return {
      id: r.id,
      nonce: r.nonce,
      ticketId: r.ticketId,
      deviceId: r.deviceId,
      gate: r.gate,
      doorTime: r.doorAt.toISOString(),
      receivedAt: r.receivedAt.toISOString(),
      result: r.result,
      reason: r.reason,
      conflictWith: p ? { id: p.id, deviceId: p.deviceId, gate: p.gate, doorTime: p.doorAt.getTime() } : null,
      operatorId: r.operatorId,
    };
  });
}
