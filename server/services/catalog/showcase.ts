import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { collections, files, members, products } from '../../db/schema';
import { fail } from '../../http/errors';
import { SHOWCASE_MAX_ITEMS, type Showcase, type ShowcaseQuery } from '../../schemas/showcase';
import { THUMB_WIDTH } from '../content/files/media';
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
 * getShowcase (spec §1 Business plan "metaverse showcase", issue 16 §4): a collection's public items to hang
 * in the 3D gallery, most favourited first, at most SHOWCASE_MAX_ITEMS. Each picture is the cover's 400 px
 * WebP when one was made (small textures for phones), else the cover itself, with its size in pixels.
 */
export async function getShowcase(db: Db, q: Pick<ShowcaseQuery, 'collectionId'>): Promise<Showcase> {
  const source = await pickCollection(db, q.collectionId);
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
    .where(and(eq(products.collectionId, source.id), wasListed(products.id)))
    .orderBy(desc(products.favourites), sql`${products.createdAt} desc`, desc(products.id))
    .limit(SHOWCASE_MAX_ITEMS);
  return {
    kind: 'collection',
    ...source,
    items: rows.map(({ displayImage, thumbPath, width, height, ...r }) => {
      const known = width && height ? { width, height } : null;
      // The thumbnail keeps the cover's proportions at THUMB_WIDTH pixels wide (never enlarged).
      const scale = thumbPath && known ? Math.min(1, THUMB_WIDTH / known.width) : 1;
      return {
        ...r,
        imageUrl: thumbPath ?? displayImage,
        width: known ? Math.round(known.width * scale) : null,
        height: known ? Math.round(known.height * scale) : null,
      };
    }),
  };
}
