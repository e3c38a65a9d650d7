import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { collections, productOwners, products } from '../../db/schema';
import { fail } from '../../http/errors';
import type {
  CollectionDetail,
  CollectionRef,
  CreateCollectionForm,
  UpdateCollectionForm,
} from '../../schemas/collections';
import type { FilePurpose } from '../../schemas/uploads';
import { selectCollectionCards } from './catalog';
import { assertNoIssues, checksumAddress, ownFile, sameDecimal, type Issue } from './products/checks';

type Deps = { db: Db; now: () => Date };

const IMAGE_FIELDS = [
  ['logoFileId', 'collection_logo', 'logoImage'],
  ['featuredFileId', 'collection_featured', 'featuredImage'],
  ['bannerFileId', 'collection_banner', 'bannerImage'],
] as const satisfies readonly (readonly [string, FilePurpose, string])[];
type ImageColumn = (typeof IMAGE_FIELDS)[number][2];
type ImageIds = Partial<Record<(typeof IMAGE_FIELDS)[number][0], string>>;

/** The displayPath of each image sent, checked to be the caller's upload for that purpose. */
async function imagePaths(db: Db, memberId: string, ids: ImageIds, issues: Issue[]) {
  const out: Partial<Record<ImageColumn, string>> = {};
  for (const [field, purpose, column] of IMAGE_FIELDS) {
    const id = ids[field];
    if (!id) continue;
    const r = await ownFile(db, memberId, id, { field, purposes: [purpose], kinds: ['image'] });
    if (r.issue) issues.push(r.issue);
    else out[column] = r.file.displayPath;
  }
  return out;
}

async function urlTaken(db: Db, url: string, exceptId?: string): Promise<boolean> {
  const [row] = await db
    .select({ id: collections.id })
    .from(collections)
    .where(
      and(
        sql`lower(${collections.url}) = lower(${url})`,
        exceptId ? ne(collections.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return Boolean(row);
}

const urlConflict = (): never => fail('CONFLICT', 'url_taken', [{ path: 'url', message: 'url_taken' }]);

/** A unique-index race lost to another request with the same URL answers like the check before it. */
async function onUrlRace<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    const text = `${String((err as { message?: unknown }).message)} ${String((err as { cause?: unknown }).cause)}`;
    if (text.includes('collections_url_uq')) urlConflict();
    throw err;
  }
}

/** Creates a collection (spec §3 Collection, §5): three own images, a checksummed royalty address, a free URL. */
export async function createCollection(
  deps: Deps,
  memberId: string,
  form: CreateCollectionForm,
): Promise<CollectionRef> {
  const { db, now } = deps;
  const issues: Issue[] = [];
  const royaltyAddress = checksumAddress(form.royaltyAddress);
  if (!royaltyAddress) issues.push({ path: 'royaltyAddress', message: 'address_checksum' });
  const images = await imagePaths(db, memberId, form, issues);
  assertNoIssues(issues);
  if (await urlTaken(db, form.url)) urlConflict();
  const [row] = await onUrlRace(() =>
    db
      .insert(collections)
      .values({
        ownerId: memberId,
        name: form.name,
        description: form.description,
        url: form.url,
        category: form.category,
        logoImage: images.logoImage!,
        featuredImage: images.featuredImage!,
        bannerImage: images.bannerImage!,
        royaltyFeePercent: form.royaltyFeePercent,
        royaltyAddress: royaltyAddress!,
        blockchain: form.blockchain,
        createdAt: now(),
        updatedAt: now(),
      })
      .returning({ id: collections.id }),
  );
  return { id: row!.id };
}

async function ownCollection(db: Db, memberId: string, id: string) {
  const [row] = await db.select().from(collections).where(eq(collections.id, id)).limit(1);
  if (!row) fail('NOT_FOUND', 'collection_not_found');
  if (row.ownerId !== memberId) fail('FORBIDDEN', 'not_collection_owner');
  return row;
}

/**
 * Edits the owner's collection. Royalty fee and address may come back unchanged; any other value
 * answers ROYALTY_LOCKED (spec §8, 1020) and nothing is written.
 */
export async function updateCollection(
  deps: Deps,
  memberId: string,
  form: UpdateCollectionForm,
): Promise<CollectionRef> {
  const { db, now } = deps;
  const current = await ownCollection(db, memberId, form.id);
  const feeChanged =
    form.royaltyFeePercent !== undefined && !sameDecimal(form.royaltyFeePercent, current.royaltyFeePercent);
  const addressChanged =
    form.royaltyAddress !== undefined &&
    form.royaltyAddress.toLowerCase() !== current.royaltyAddress.toLowerCase();
  if (feeChanged || addressChanged) fail('ROYALTY_LOCKED', 'royalty_locked');
  const issues: Issue[] = [];
  const images = await imagePaths(db, memberId, form, issues);
  assertNoIssues(issues);
  if (await urlTaken(db, form.url, form.id)) urlConflict();
  await onUrlRace(() =>
    db
      .update(collections)
      .set({
        name: form.name,
        description: form.description,
        url: form.url,
        category: form.category,
        ...images,
        updatedAt: now(),
      })
      .where(eq(collections.id, form.id)),
  );
  return { id: form.id };
}

/**
 * Deletes the owner's collection with its items (their events, holders and favourites cascade) in one
 * transaction. Refused while an item is on shelf (spec §4) or while anyone but its creator holds a copy.
 * The collection and item rows are locked first, so a concurrent listing or new item waits and then
 * either sees them gone or is seen here.
 */
export async function deleteCollection(deps: Deps, memberId: string, id: string): Promise<null> {
  await ownCollection(deps.db, memberId, id);
  await deps.db.transaction(async (tx) => {
    await tx.execute(sql`select id from ${collections} where ${collections.id} = ${id} for update`);
    const items = await tx
      .select({ id: products.id, status: products.status })
      .from(products)
      .where(eq(products.collectionId, id))
      .for('update');
    if (items.some((i) => i.status === 'ON_SALE')) fail('CONFLICT', 'collection_on_shelf');
    const [held] = await tx
      .select({ productId: productOwners.productId })
      .from(productOwners)
      .innerJoin(products, eq(products.id, productOwners.productId))
      .where(
        and(
          eq(products.collectionId, id),
          ne(productOwners.memberId, products.creatorId),
          sql`${productOwners.quantity} > 0`,
        ),
      )
      .limit(1);
    if (held) fail('CONFLICT', 'collection_has_holders');
    await tx.delete(products).where(eq(products.collectionId, id));
    await tx.delete(collections).where(eq(collections.id, id));
  });
  return null;
}

/** The collection detail page (spec §2 collectDetail): card, counts, floor price and whether it is the caller's. */
export async function viewCollection(db: Db, id: string, callerId: string | null): Promise<CollectionDetail> {
  const inCollection = sql`${products.collectionId} = ${collections.id}`;
  const [row] = await selectCollectionCards(db, {
    url: sql<string>`${collections.url}`,
    category: sql<string>`${collections.category}`,
    royaltyFeePercent: sql<string>`${collections.royaltyFeePercent}::text`,
    royaltyAddress: sql<string>`${collections.royaltyAddress}`,
    onSaleCount: sql<number>`(select count(*)::int from ${products} where ${inCollection} and ${products.status} = 'ON_SALE')`,
    ownerCount: sql<number>`(select count(distinct ${productOwners.memberId})::int from ${productOwners} join ${products} on ${products.id} = ${productOwners.productId} where ${inCollection} and ${productOwners.quantity} > 0)`,
    floorPriceHK: sql<
      string | null
    >`(select min(${products.fixPriceHK})::text from ${products} where ${inCollection} and ${products.status} = 'ON_SALE' and ${products.sellType} = 'FIXED')`,
    createdAt: sql<Date>`${collections.createdAt}`.mapWith(collections.createdAt),
  })
    .where(eq(collections.id, id))
    .limit(1);
  if (!row) fail('NOT_FOUND', 'collection_not_found');
  return {
    ...row,
    category: row.category as CollectionDetail['category'],
    mine: row.owner.id === callerId,
    createdAt: row.createdAt.toISOString(),
  };
}
