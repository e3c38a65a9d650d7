import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { members, merchants, ticketDoorStaff, ticketedEvents } from '../../db/schema';
import type { Deps } from '../../http/context';
import { fail } from '../../http/errors';
import type { DoorStaffList, SetDoorStaffForm } from '../../schemas/ticket-door';
import { requireMerchantFeature } from '../merchants/access';
import { eventColumns, type EventRow } from './view';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The member a merchant names: by member id, else by login name (case-insensitive, as login does). */
async function memberByKey(db: Db, key: string): Promise<{ id: string } | null> {
  const where = UUID.test(key)
    ? eq(members.id, key.toLowerCase())
    : eq(sql`lower(${members.loginName})`, key.toLowerCase());
  const [m] = await db.select({ id: members.id }).from(members).where(where).limit(1);
  return m ?? null;
}

/** listDoorStaff: the members the caller's merchant named to work its door, the earliest named first. */
export async function listDoorStaff(
  deps: Pick<Deps, 'db' | 'now'>,
  memberId: string,
): Promise<DoorStaffList> {
  const merchant = await requireMerchantFeature(deps.db, memberId, 'TICKETS', deps.now());
  return staffOf(deps.db, merchant.id);
}

async function staffOf(db: Db, merchantId: string): Promise<DoorStaffList> {
  const rows = await db
    .select({
      memberId: members.id,
      name: members.name,
      loginName: members.loginName,
      createdAt: ticketDoorStaff.createdAt,
    })
    .from(ticketDoorStaff)
    .innerJoin(members, eq(members.id, ticketDoorStaff.memberId))
    .where(eq(ticketDoorStaff.merchantId, merchantId))
    .orderBy(asc(ticketDoorStaff.createdAt), asc(members.id));
  return {
    items: rows.map((r) => ({
      memberId: r.memberId,
      name: r.name,
      loginName: r.loginName,
      addedAt: r.createdAt.toISOString(),
    })),
  };
}

/**
 * setDoorStaff: the owner of a merchant with tickets names (`add`) or removes (`remove`) a member who may work
 * its door (download kits, sync scans, read the check-ins). Unknown member: 404 `member_not_found`; the owner
 * always may, so naming them is 4200 `owner_is_door` on `member`. Adding twice or removing a stranger changes
 * nothing. Answers the list as it is now.
 */
export async function setDoorStaff(
  deps: Pick<Deps, 'db' | 'now' | 'log'>,
  memberId: string,
  f: SetDoorStaffForm,
): Promise<DoorStaffList> {
  const now = deps.now();
  const merchant = await requireMerchantFeature(deps.db, memberId, 'TICKETS', now);
  const who = await memberByKey(deps.db, f.member);
  if (!who) fail('NOT_FOUND', 'member_not_found');
  if (who.id === merchant.ownerId)
    fail('VALIDATION_FAILED', 'validation_failed', [{ path: 'member', message: 'owner_is_door' }]);
  if (f.action === 'add')
    await deps.db
      .insert(ticketDoorStaff)
      .values({ merchantId: merchant.id, memberId: who.id, addedById: memberId, createdAt: now })
      .onConflictDoNothing();
  else
    await deps.db
      .delete(ticketDoorStaff)
      .where(and(eq(ticketDoorStaff.merchantId, merchant.id), eq(ticketDoorStaff.memberId, who.id)));
  deps.log.info(
    { merchantId: merchant.id, staffId: who.id, action: f.action, by: memberId },
    'door staff changed',
  );
  return staffOf(deps.db, merchant.id);
}

/**
 * assertDoorAccess: the event (404 `event_not_found`) when `memberId` may work its door: its merchant's owner,
 * or a member the merchant named. Anyone else: 403 `not_door_staff`.
 */
export async function assertDoorAccess(db: Db, memberId: string, eventId: string): Promise<EventRow> {
  const [row] = await db
    .select({ event: eventColumns, ownerId: merchants.ownerId, staffId: ticketDoorStaff.memberId })
    .from(ticketedEvents)
    .innerJoin(merchants, eq(merchants.id, ticketedEvents.merchantId))
    .leftJoin(
      ticketDoorStaff,
      and(eq(ticketDoorStaff.merchantId, merchants.id), eq(ticketDoorStaff.memberId, memberId)),
    )
    .where(eq(ticketedEvents.id, eventId))
    .limit(1);
  if (!row) fail('NOT_FOUND', 'event_not_found');
  if (row.ownerId !== memberId && row.staffId !== memberId) fail('FORBIDDEN', 'not_door_staff');
  return row.event;
}
