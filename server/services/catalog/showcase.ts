import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { collections, files, members, products } from '../../db/schema';
import { fail } from '../../http/errors';
import { PLATFORM_MC_ID } from '../../schemas/merchants';
import { SHOWCASE_MAX_ITEMS, type Showcase, type ShowcaseQuery } from '../../schemas/showcase';
import { THUMB_WIDTH } from '../content/files/media';
import { hasFeature, merchantByMcId } from '../merchants/access';
import { featuredCollectionOrder } from './home';
import { wasListed } from './public-items';

/** The collection asked for, else the first featured one; 404 when there is none. */
async function pickCollection(db: Db, collectionId: string | undefined) {
  const [row] = await db
    .select({
      id: collections.id,
      title: collections.name,
      description: collections.description,
      owner: { id: members.id, name: members.name, displayImage: members.displayImage },
    })
    .from(collections)
    .innerJoin(members, eq(members.id, collections.ownerId))
    .where(collectionId ? eq(collections.id, collectionId) : undefined)
    .orderBy(...featuredCollectionOrder())
    .limit(1);
  if (!row) fail('NOT_FOUND', collectionId ? 'collection_not_found' : 'no_showcase');
  return row;
}

/**
 * A merchant's showcase: the public items its owner sells. Only a merchant whose plan in force has the
 * metaverse showcase (Business and above, spec §1) has one: 404 for an unknown mcId (or one without an
 * owner), 403 `plan_lacks_feature` otherwise, `merchant_suspended` for a suspended merchant.
 */
async function pickMerchant(db: Db, mcId: string, now: Date) {
  const merchant = await merchantByMcId(db, mcId);
  if (!merchant?.ownerId) fail('NOT_FOUND', 'merchant_not_found');
  if (merchant.status !== 'ACTIVE') fail('FORBIDDEN', 'merchant_suspended');
  if (!hasFeature(merchant, 'METAVERSE_SHOWCASE', now))
    fail('FORBIDDEN', 'plan_lacks_feature', { feature: 'METAVERSE_SHOWCASE' });
  const [owner] = await db
    .select({ id: members.id, name: members.name, displayImage: members.displayImage })
    .from(members)
    .where(eq(members.id, merchant.ownerId));
  return {
    source: { id: merchant.mcId, title: merchant.name, description: merchant.description, owner: owner! },
    items: eq(products.ownerId, merchant.ownerId),
  };
}

/** Up to SHOWCASE_MAX_ITEMS public items matching `which`, most favourited first, as pictures to hang. */
async function pictures(db: Db, which: SQL) {
  const rows = await db
    .select({
      id: products.id,
      name: products.name,
      displayImage: products.displayImage,
      thumbPath: files.thumbPath,
      width: files.width,
      height: files.height,
    })
    .from(products)
    .leftJoin(files, eq(files.id, products.coverFileId))
    .where(and(which, wasListed(products.id)))
    .orderBy(desc(products.favourites), sql`${products.createdAt} desc`, desc(products.id))
    .limit(SHOWCASE_MAX_ITEMS);
  return rows.map(({ displayImage, thumbPath, width, height, ...r }) => {
    const known = width && height ? { width, height } : null;
    // The thumbnail keeps the cover's proportions at THUMB_WIDTH pixels wide (never enlarged).
    const scale = thumbPath && known ? Math.min(1, THUMB_WIDTH / known.width) : 1;
    return {
      ...r,
      imageUrl: thumbPath ?? displayImage,
      width: known ? Math.round(known.width * scale) : null,
      height: known ? Math.round(known.height * scale) : null,
    };
  });
}

/**
 * getShowcase (spec §1 "metaverse showcase"): the public items to hang in the 3D gallery, most
 * favourited first, at most SHOWCASE_MAX_ITEMS: a merchant's (its `mcId` other than the platform's, on a plan
 * with the showcase), else a collection's (the featured one without `collectionId`). Each picture is the
 * cover's 400 px WebP when one was made (small textures for phones), else the cover itself, with its size.
 */
export async function getShowcase(
  db: Db,
  q: Pick<ShowcaseQuery, 'collectionId' | 'mcId'>,
  now: Date,
): Promise<Showcase> {
  if (q.mcId && q.mcId !== PLATFORM_MC_ID) {
    const m = await pickMerchant(db, q.mcId, now);
    return { kind: 'merchant', ...m.source, items: await pictures(db, m.items) };
  }
  const source = await pickCollection(db, q.collectionId);
  return { kind: 'collection', ...source, items: await pictures(db, eq(products.collectionId, source.id)) };
}
