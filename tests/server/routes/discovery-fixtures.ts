import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../server/db/client';
import { collections, members, productOwners, products, type Trait } from '../../../server/db/schema';
import { createTestSession } from '../../support/members';

/** Small catalogue rows written straight to the database, for the discovery reads (no upload flow). */

export async function creator(db: Db, name: string, bio: { en?: string; zh?: string } = {}) {
  const session = await createTestSession(db, { name });
  await db
    .update(members)
    .set({ isCreator: 'Y', descriptionEn: bio.en ?? '', descriptionZh: bio.zh ?? '' })
    .where(eq(members.id, session.memberId));
  return session;
}

export async function collection(
  db: Db,
  ownerId: string,
  opts: { name?: string; category?: string; description?: string; createdAt?: Date } = {},
) {
  const id = randomUUID();
  await db.insert(collections).values({
    id,
    ownerId,
    name: opts.name ?? `Collection ${id.slice(0, 6)}`,
    description: opts.description ?? '',
    url: `https://example.com/c/${id}`,
    category: opts.category ?? 'art',
    logoImage: '/files/logo.jpg',
    featuredImage: '/files/featured.jpg',
    bannerImage: '/files/banner.jpg',
    royaltyAddress: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
    ...(opts.createdAt ? { createdAt: opts.createdAt } : {}),
  });
  return id;
}

export type ItemOpts = Partial<typeof products.$inferInsert> & { properties?: Trait[] };

/** An item on sale (by default) with its creator as the only holder. */
export async function item(db: Db, collectionId: string, creatorId: string, opts: ItemOpts = {}) {
  const id = opts.id ?? randomUUID();
  const ownerId = opts.ownerId ?? creatorId;
  await db.insert(products).values({
    collectionId,
    creatorId,
    sourceType: 'SELF',
    status: 'ON_SALE',
    name: `Item ${id.slice(0, 6)}`,
    displayImage: '/files/cover.jpg',
    fixPrice: '0.1000',
    fixPriceHK: '2750.00',
    ...opts,
    id,
    ownerId,
  });
  await db.insert(productOwners).values({ productId: id, memberId: ownerId, quantity: opts.quantity ?? 1 });
  return id;
}

/** `at` minus `days` days. */
export const daysBefore = (at: Date, days: number) => new Date(at.getTime() - days * 86_400_000);
