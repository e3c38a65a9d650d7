import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { deliveryTypes } from '../../db/schema';
import { requiredDeliveryFields, type DeliveryTypeInfo } from '../../schemas/delivery';

/** The delivery types on offer (spec §3), in their display order, with their fee and required fields. */
export async function listDeliveryTypes(db: Db): Promise<DeliveryTypeInfo[]> {
  const rows = await db
    .select({ code: deliveryTypes.code, fee: deliveryTypes.feeHkdCents })
    .from(deliveryTypes)
    .where(eq(deliveryTypes.active, true))
    .orderBy(asc(deliveryTypes.position), asc(deliveryTypes.code));
  return rows.map((r) => ({ ...r, requires: [...requiredDeliveryFields(r.code)] }));
}
