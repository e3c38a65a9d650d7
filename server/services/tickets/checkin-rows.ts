import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ticketCheckinResults, ticketCheckins } from '../../db/schema';
import type { CheckinResult as ReplayResult, StoredCheckin } from '../../schemas/checkin-replay';
import type { RefusalReason } from '../../schemas/door-verdict';
import type { CheckinResult } from '../../schemas/tickets';

/*
 * Check-ins as stored: ticket_checkins is append-only (its trigger refuses UPDATE and DELETE), and a later
 * restatement of a row's result (an earlier admission arrived late) is appended to ticket_checkin_results. A
 * row's current result is the newest restatement's, else its own. Kept in one place so every read agrees.
 */

const latest = (column: 'result' | 'conflict_with_id') =>
  sql.raw(
    `(select r.${column} from ticket_checkin_results r where r.checkin_id = "ticket_checkins"."id" order by r.seq desc limit 1)`,
  );
const restated = sql.raw(
  `exists (select 1 from ticket_checkin_results r where r.checkin_id = "ticket_checkins"."id")`,
);

/** The row's current result (upper case, as stored). */
export const currentResult = sql<CheckinResult>`coalesce(${latest('result')}, ${ticketCheckins.result})`;
/** The row's current conflict partner (a check-in id), or null. */
export const currentConflictWith = sql<
  string | null
>`case when ${restated} then ${latest('conflict_with_id')} else ${ticketCheckins.conflictWithId} end`;

export const toReplayResult = (r: CheckinResult) => r.toLowerCase() as ReplayResult;
export const toStoredResult = (r: ReplayResult) => r.toUpperCase() as CheckinResult;

/** The columns of a check-in as every read takes them, with its current result and partner. */
export const checkinColumns = {
  id: ticketCheckins.id,
  nonce: ticketCheckins.nonce,
  ticketId: ticketCheckins.ticketId,
  deviceId: ticketCheckins.deviceId,
  gate: ticketCheckins.gate,
  doorAt: ticketCheckins.doorAt,
  receivedAt: ticketCheckins.receivedAt,
  reason: ticketCheckins.reason,
  operatorId: ticketCheckins.operatorId,
  result: currentResult,
  conflictWithId: currentConflictWith,
};
export type CheckinRow = {
  id: string;
  nonce: string;
  ticketId: string | null;
  deviceId: string;
  gate: string;
  doorAt: Date;
  receivedAt: Date;
  reason: string;
  operatorId: string | null;
  result: CheckinResult;
  conflictWithId: string | null;
};

/**
 * Every check-in of the event with its current result; `where` narrows them (it may use currentResult). The
 * whole event's rows are read plain and its restatements applied here (newest last), which is far cheaper than
 * the per-row subqueries when a sync reads thousands of rows; both give the same current result.
 */
export async function eventCheckins(db: Db, eventId: string, where?: SQL): Promise<CheckinRow[]> {
  if (where)
    return db
      .select(checkinColumns)
      .from(ticketCheckins)
      .where(and(eq(ticketCheckins.eventId, eventId), where));
  const rows: CheckinRow[] = await db
    .select({
      ...checkinColumns,
      result: ticketCheckins.result,
      conflictWithId: ticketCheckins.conflictWithId,
    })
    .from(ticketCheckins)
    .where(eq(ticketCheckins.eventId, eventId));
  const restated = await db
    .select({
      checkinId: ticketCheckinResults.checkinId,
      result: ticketCheckinResults.result,
      conflictWithId: ticketCheckinResults.conflictWithId,
    })
    .from(ticketCheckinResults)
    .innerJoin(ticketCheckins, eq(ticketCheckins.id, ticketCheckinResults.checkinId))
    .where(eq(ticketCheckins.eventId, eventId))
    .orderBy(asc(ticketCheckinResults.seq));
  const byId = new Map(rows.map((r) => [r.id, r]));
  for (const r of restated) Object.assign(byId.get(r.checkinId)!, r);
  return rows;
}

/**
 * The rows as replayCheckins takes them: the device's verdict is `admit` for a row without a refusal reason,
 * else that reason; the conflict partner named by its nonce, device, gate and door time.
 */
export function asStored(rows: readonly CheckinRow[]): StoredCheckin[] {
  const byId = new Map(rows.map((r) => [r.id, r]));
  return rows.map((r) => {
    const partner = r.conflictWithId ? byId.get(r.conflictWithId) : undefined;
    return {
      nonce: r.nonce,
      ticketId: r.ticketId,
      deviceId: r.deviceId,
      gate: r.gate,
      doorTime: r.doorAt.getTime(),
      verdict: r.reason === '' ? 'admit' : (r.reason as RefusalReason),
      result: toReplayResult(r.result),
      conflictWith: partner
        ? {
            nonce: partner.nonce,
            deviceId: partner.deviceId,
            gate: partner.gate,
            doorTime: partner.doorAt.getTime(),
          }
        : null,
    };
  });
}
