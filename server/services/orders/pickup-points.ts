import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pickupPoints } from '../../db/schema';
import type { PICKUP_TYPES } from '../../schemas/delivery';

/** Active self-pickup points (BRH counters, BOX lockers), of one type when asked, by district and name. */
export async function listPickupPoints(db: Db, type?: (typeof PICKUP_TYPES)[number]) {
  return db
    .select({
      id: pickupPoints.id,
      type: pickupPoints.type,
      name: pickupPoints.name,
      district: pickupPoints.district,
      city: pickupPoints.city,
      address: pickupPoints.address,
      hours: pickupPoints.hours,
    })
    .from(pickupPoints)
    .where(and(eq(pickupPoints.active, true), type ? eq(pickupPoints.type, type) : undefined))
    .orderBy(asc(pickupPoints.district), asc(pickupPoints.name), asc(pickupPoints.id));
}
