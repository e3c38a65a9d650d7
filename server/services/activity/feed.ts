import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { collections, members, productEvents, products } from '../../db/schema';
import { ACTIVITY_KINDS, type ActivityPage, type ListActivityQuery } from '../../schemas/activity';
import { productCardFields } from '../catalog/catalog';
import { wasListed } from '../catalog/public-items';
import { decodeCursor, toPage } from '../shared/keyset';

const actor = alias(members, 'actor');
const receiver = alias(members, 'receiver');

type Query = Pick<ListActivityQuery, 'limit'> & Partial<ListActivityQuery>;

/**
 * The feed's query (limit + 1 rows, newest first, each with its cursor key); the benchmark EXPLAINs it. The
 * order is exactly that of the feed indexes (migration 0010_activity): all kinds walk product_events_feed_idx, one kind
 * its own index, a member the actor and receiver indexes; a cursor is a row comparison inside that scan, so
 * page 1000 costs what page 1 does.
 */
export function activityQuery(db: Db, q: Query) {
  const where: (SQL | undefined)[] = [
    q.kind && q.kind !== 'ALL'
      ? eq(productEvents.kind, q.kind)
      : inArray(productEvents.kind, [...ACTIVITY_KINDS]),
    wasListed(productEvents.productId),
    q.chain && q.chain !== 'ALL' ? eq(products.blockchain, q.chain) : undefined,
    q.collectionId ? eq(products.collectionId, q.collectionId) : undefined,
    q.memberId
      ? or(eq(productEvents.actorId, q.memberId), eq(productEvents.toMemberId, q.memberId))
      : undefined,
  ];
  if (q.cursor) {
    const c = decodeCursor(q.cursor, 'activity', 'time');
    where.push(sql`(${productEvents.createdAt}, ${productEvents.id}) < (${c.k}::timestamptz, ${c.id}::uuid)`);
  }
  return db
    .select({
      id: productEvents.id,
      kind: productEvents.kind,
      item: {
        id: products.id,
        name: products.name,
        displayImage: products.displayImage,
        thumbUrl: productCardFields.thumbUrl,
        blockchain: products.blockchain,
      },
      collection: { id: collections.id, name: collections.name },
      actor: { id: actor.id, name: actor.name, displayImage: actor.displayImage },
      to: { id: receiver.id, name: receiver.name, displayImage: receiver.displayImage },
      quantity: productEvents.quantity,
      price: productEvents.price,
      curr: productEvents.curr,
      txHash: productEvents.txHash,
      createdAt: productEvents.createdAt,
      sortKey: sql<string>`${productEvents.createdAt}::text`,
      cursorId: sql<string>`${productEvents.id}`,
    })
    .from(productEvents)
    .innerJoin(products, eq(products.id, productEvents.productId))
    .innerJoin(collections, eq(collections.id, products.collectionId))
    .leftJoin(actor, eq(actor.id, productEvents.actorId))
    .leftJoin(receiver, eq(receiver.id, productEvents.toMemberId))
    .where(and(...where))
    .orderBy(sql`${productEvents.createdAt} desc nulls last`, sql`${productEvents.id} desc nulls last`)
    .limit(q.limit + 1);
}

/**
 * listActivity: the marketplace-wide feed of mints, listings, sales, transfers and bids of public
 * items (put on sale at least once: public-items.ts; a draft stays private, whoever asks), filtered by kind, chain, collection and member, keyset-paged newest first.
 */
export async function listActivity(db: Db, q: Query): Promise<ActivityPage> {
  const rows = await activityQuery(db, q);
  return toPage(rows, q.limit, 'activity', (r) => ({
    ...r,
    // The column's enum is every product event kind; the where clause keeps the feed's own.
    kind: r.kind as ActivityPage['items'][number]['kind'],
    createdAt: r.createdAt.toISOString(),
  }));
}
