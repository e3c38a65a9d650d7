import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { productEvents } from '../../db/schema';

/**
 * Whether the item `productId` names has ever been on the market (a LISTED entry of its own): what the
 * activity feed and the showcase show of anyone's items. A draft its creator never put on sale stays
 * private, its mint included; a sold or delisted item stays public.
 *
 * Written as a scalar subquery, not EXISTS: PostgreSQL turns an EXISTS into a semi-join and, for the feed's
 * first page, hashed every LISTED row of the table (75 ms over 280 000 events on PGlite, twice page 1000's
 * time); a scalar subquery stays one probe of the item's events index per row the page looks at.
 */
export function wasListed(productId: AnyColumn): SQL {
  return sql`coalesce((select true from ${productEvents} l
    where l.product_id = ${productId} and l.kind = 'LISTED' limit 1), false)`;
}
