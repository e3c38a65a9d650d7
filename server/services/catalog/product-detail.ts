import { and, count, desc, eq, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import {
  collections,
  favourites,
  files,
  members,
  productEvents,
  productOwners,
  products,
} from '../../db/schema';
import { fail } from '../../http/errors';
import type { ProductDetail } from '../../schemas/products';
import { productCardFields, selectProductCards, toProductCard } from './catalog';

const seller = alias(members, 'seller');
const actor = alias(members, 'actor');
const receiver = alias(members, 'receiver');
// The member references of the detail (spec PersonRef) through three aliases of members.
const sellerRef = { id: seller.id, name: seller.name, displayImage: seller.displayImage };
const actorRef = { id: actor.id, name: actor.name, displayImage: actor.displayImage };
const receiverRef = { id: receiver.id, name: receiver.name, displayImage: receiver.displayImage };
const memberRef = { id: members.id, name: members.name, displayImage: members.displayImage };

/**
 * viewProduct (spec §2 itemDetails): the item with its file, traits, licence, collection, seller, owners,
 * activity and other listings of the same token, counting the view. `callerId` (optional session) makes
 * isFavourite and mine caller-relative. 404 for an unknown id.
 */
export async function viewProduct(db: Db, id: string, callerId: string | null): Promise<ProductDetail> {
  // The view count is the only write: one in-place increment that also proves the item exists.
  const [counted] = await db
    .update(products)
    .set({ views: sql`${products.views} + 1` })
    .where(eq(products.id, id))
    .returning({ views: products.views });
  if (!counted) fail('NOT_FOUND');

  const [main, owners, ownerCount, activity, saved] = await Promise.all([
    db
      .select({
        ...productCardFields,
        description: products.description,
        modelNumber: products.modelNumber,
        cardNumber: products.cardNumber,
        externalLink: products.externalLink,
        platform: products.platform,
        contractAddress: products.contractAddress,
        tokenId: products.tokenId,
        quantity: products.quantity,
        auctionBlPrice: products.auctionBlPrice,
        royaltyFeePercent: products.royaltyFeePercent,
        coverFileId: products.coverFileId,
        coverWidth: sql<number | null>`(select c.width from ${files} c where c.id = ${products.coverFileId})`,
        properties: products.properties,
        levels: products.levels,
        stats: products.stats,
        licence: products.licence,
        pendingOrders: products.pendingOrders,
        lockedUntil: products.lockedUntil,
        mintStatus: products.mintStatus,
        mintTxHash: products.mintTxHash,
        collection: {
          id: collections.id,
          name: collections.name,
          logoImage: collections.logoImage,
          category: collections.category,
        },
        seller: sellerRef,
        file: {
          id: files.id,
          kind: files.kind,
          mime: files.mime,
          path: files.path,
          displayPath: files.displayPath,
        },
      })
      .from(products)
      .innerJoin(collections, eq(collections.id, products.collectionId))
      .innerJoin(members, eq(members.id, products.creatorId))
      .innerJoin(seller, eq(seller.id, products.ownerId))
      .leftJoin(files, eq(files.id, products.fileId))
      .where(eq(products.id, id))
      .limit(1),
    db
      .select({ member: memberRef, quantity: productOwners.quantity })
      .from(productOwners)
      .innerJoin(members, eq(members.id, productOwners.memberId))
      .where(eq(productOwners.productId, id))
      .orderBy(desc(productOwners.quantity), productOwners.memberId)
      .limit(20),
    db.select({ n: count() }).from(productOwners).where(eq(productOwners.productId, id)),
    db
      .select({
        id: productEvents.id,
        kind: productEvents.kind,
        actor: actorRef,
        to: receiverRef,
        quantity: productEvents.quantity,
        price: productEvents.price,
        curr: productEvents.curr,
        txHash: productEvents.txHash,
        createdAt: productEvents.createdAt,
      })
      .from(productEvents)
      .leftJoin(actor, eq(actor.id, productEvents.actorId))
      .leftJoin(receiver, eq(receiver.id, productEvents.toMemberId))
      .where(eq(productEvents.productId, id))
      .orderBy(sql`${productEvents.createdAt} desc nulls last`, desc(productEvents.id))
      .limit(30),
    callerId
      ? db
          .select({ one: sql<number>`1` })
          .from(favourites)
          .where(and(eq(favourites.memberId, callerId), eq(favourites.productId, id)))
      : Promise.resolve([]),
  ]);
  const row = main[0];
  if (!row) fail('NOT_FOUND');

  const secondaryListings =
    row.contractAddress && row.tokenId
      ? await otherListings(db, { id, contractAddress: row.contractAddress, tokenId: row.tokenId })
      : [];
  const { pendingOrders, lockedUntil, file, mintStatus, mintTxHash, ...rest } = row;
  return {
    ...toProductCard(rest),
    views: counted.views,
    file,
    owners,
    ownerCount: ownerCount[0]?.n ?? 0,
    activity: activity.map((e) => ({
      ...e,
      createdAt: e.createdAt.toISOString(),
    })),
    secondaryListings,
    orderInProgress: pendingOrders > 0,
    lockedUntil: lockedUntil ? lockedUntil.toISOString() : null,
    isFavourite: saved.length > 0,
    mine: callerId !== null && row.seller.id === callerId,
    mintStatus,
    mintTxHash,
  };
}

/** Listings of the same token by later owners (spec §2 "secondary market"), on sale. */
async function otherListings(db: Db, row: { id: string; contractAddress: string; tokenId: string }) {
  const rows = await selectProductCards(db)
    .where(
      and(
        eq(products.contractAddress, row.contractAddress),
        eq(products.tokenId, row.tokenId),
        ne(products.id, row.id),
        sql`${products.ownerId} <> ${products.creatorId}`,
        eq(products.status, 'ON_SALE'),
      ),
    )
    .orderBy(sql`coalesce(${products.fixPriceHK}, 1e20)`, products.id)
    .limit(20);
  return rows.map(toProductCard);
}
