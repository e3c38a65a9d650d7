import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { productEvents } from '../../db/schema';

/**
 * Whether the item `productId` names has ever been on the market (a LISTED entry of its own): what the
 * activity feed and the showcase show of anyone's items. A draft its creator never put on sale stays
 * private, its mint included; a sold or delisted item stays public. One probe of the events' item index.
 */
export function wasListed(productId: AnyColumn): SQL {
  return sql`exists (select 1 from ${productEvents} l
    where l.product_id = ${productId} and l.kind = 'LISTED')`;
}
