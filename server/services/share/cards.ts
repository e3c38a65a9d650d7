import { and, asc, desc, eq, lte, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { blogPosts, collections, members, products } from '../../db/schema';
import type { Locale } from '../../schemas/common';
import { isPublicCreator } from '../catalog/creators';

/**
 * The public facts a share page shows: what anyone may see on the item, collection, creator or blog
 * page of the app anyway. Only these columns are read, so no contact detail, order or balance can reach a
 * share page whatever the page's code does with the row.
 */
export type Offer = { price: string; currency: string; inStock: boolean };
export type ItemCard = {
  kind: 'item';
  id: string;
  name: string;
  description: string;
  image: string;
  collection: string;
  creator: string;
  /** Only for an item on sale at a fixed price: what JSON-LD publishes as its Offer. */
  offer: Offer | null;
  updatedAt: Date;
};
export type CollectionCardFacts = {
  kind: 'collection';
  id: string;
  name: string;
  description: string;
  image: string;
  owner: string;
  items: number;
  updatedAt: Date;
};
export type CreatorCardFacts = {
  kind: 'creator';
  id: string;
  name: string;
  description: { en: string; zh: string };
  image: string | null;
  items: number;
};
export type BlogCardFacts = {
  kind: 'blog';
  id: string;
  locale: string;
  title: string;
  summary: string;
  image: string | null;
  author: string;
  publishedAt: Date;
};
export type ShareCard = ItemCard | CollectionCardFacts | CreatorCardFacts | BlogCardFacts;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const creator = alias(members, 'creator');

/** A decimal column as written for people: no trailing zeros ('0.500000' → '0.5'); never through a float. */
export const plainDecimal = (d: string) => (d.includes('.') ? d.replace(/0+$/, '').replace(/\.$/, '') : d);

/** The offer of an item on sale at a fixed price: HKD when it has a fiat price, else its coin. */
function offerOf(r: {
  status: string;
  sellType: string;
  stock: number;
  fixPriceHK: string | null;
  fixPrice: string | null;
  curr: string;
}): Offer | null {
  if (r.status !== 'ON_SALE' || r.sellType !== 'FIXED') return null;
  const inStock = r.stock > 0;
  if (r.fixPriceHK) return { price: plainDecimal(r.fixPriceHK), currency: 'HKD', inStock };
  if (r.fixPrice) return { price: plainDecimal(r.fixPrice), currency: r.curr, inStock };
  return null;
}

/** An item's card (any item the public detail page shows), or null. */
export async function itemCard(db: Db, id: string): Promise<ItemCard | null> {
  if (!UUID.test(id)) return null;
  const [r] = await db
    .select({
      id: products.id,
      name: products.name,
      description: products.description,
      image: products.displayImage,
      status: products.status,
      sellType: products.sellType,
      stock: products.stock,
      fixPriceHK: products.fixPriceHK,
      fixPrice: products.fixPrice,
      curr: products.curr,
      updatedAt: products.updatedAt,
      collection: collections.name,
      creator: creator.name,
    })
    .from(products)
    .innerJoin(collections, eq(collections.id, products.collectionId))
    .innerJoin(creator, eq(creator.id, products.creatorId))
    .where(eq(products.id, id))
    .limit(1);
  if (!r) return null;
  const { status: _s, sellType: _t, stock: _n, fixPriceHK: _h, fixPrice: _p, curr: _c, ...rest } = r;
  return { kind: 'item', ...rest, offer: offerOf(r) };
}

/** A collection's card with its owner's name and its number of items, or null. */
export async function collectionCard(db: Db, id: string): Promise<CollectionCardFacts | null> {
  if (!UUID.test(id)) return null;
  const [r] = await db
    .select({
      id: collections.id,
      name: collections.name,
      description: collections.description,
      image: collections.featuredImage,
      owner: members.name,
      updatedAt: collections.updatedAt,
      items: sql<number>`(select count(*)::int from ${products} where ${products.collectionId} = ${collections.id})`,
    })
    .from(collections)
    .innerJoin(members, eq(members.id, collections.ownerId))
    .where(eq(collections.id, id))
    .limit(1);
  return r ? { kind: 'collection', ...r } : null;
}

/** A creator's card (public creators only: isPublicCreator), or null. */
export async function creatorCard(db: Db, id: string): Promise<CreatorCardFacts | null> {
  if (!UUID.test(id)) return null;
  const [r] = await db
    .select({
      id: members.id,
      name: members.name,
      en: members.descriptionEn,
      zh: members.descriptionZh,
      image: members.displayImage,
      items: sql<number>`(select count(*)::int from ${products} where ${products.creatorId} = ${members.id})`,
    })
    .from(members)
    .where(and(eq(members.id, id), isPublicCreator))
    .limit(1);
  if (!r) return null;
  return {
    kind: 'creator',
    id: r.id,
    name: r.name,
    description: { en: r.en, zh: r.zh },
    image: r.image,
    items: r.items,
  };
}

/**
 * A published blog post's card in `locale`, else in en_US, else in any language it has (a post is published
 * once its publishedAt has come), or null.
 */
export async function blogCard(
  db: Db,
  slug: string,
  locale: Locale,
  now: Date,
): Promise<BlogCardFacts | null> {
  if (slug.length > 200) return null;
  const rows = await db
    .select({
      id: blogPosts.slug,
      locale: blogPosts.locale,
      title: blogPosts.title,
      summary: blogPosts.summary,
      image: blogPosts.cover,
      author: blogPosts.author,
      publishedAt: blogPosts.publishedAt,
    })
    .from(blogPosts)
    .where(and(eq(blogPosts.slug, slug), lte(blogPosts.publishedAt, now)))
    .orderBy(asc(blogPosts.id));
  const r = rows.find((x) => x.locale === locale) ?? rows.find((x) => x.locale === 'en_US') ?? rows[0];
  return r ? { kind: 'blog', ...r } : null;
}

/** Most URLs one sitemap file may list (sitemaps.org). */
export const SITEMAP_LIMIT = 50_000;

export type SitemapEntry = { kind: ShareCard['kind']; id: string; lastmod: Date | null };

/**
 * What the sitemap lists: items on sale, collections, creators and published blog posts (one entry per slug),
 * newest first within each kind, at most SITEMAP_LIMIT in all (items take what the others leave).
 */
export async function sitemapEntries(db: Db, now: Date): Promise<SitemapEntry[]> {
  const [posts, creators, cols] = await Promise.all([
    db
      .select({ id: blogPosts.slug, lastmod: sql<Date>`max(${blogPosts.publishedAt})` })
      .from(blogPosts)
      .where(lte(blogPosts.publishedAt, now))
      .groupBy(blogPosts.slug)
      .orderBy(desc(sql`max(${blogPosts.publishedAt})`))
      .limit(SITEMAP_LIMIT),
    db
      .select({ id: members.id })
      .from(members)
      .where(isPublicCreator)
      .orderBy(desc(members.createdAt))
      .limit(SITEMAP_LIMIT),
    db
      .select({ id: collections.id, lastmod: collections.updatedAt })
      .from(collections)
      .orderBy(desc(collections.updatedAt))
      .limit(SITEMAP_LIMIT),
  ]);
  const others: SitemapEntry[] = [
    ...cols.map((c) => ({ kind: 'collection' as const, ...c })),
    ...creators.map((c) => ({ kind: 'creator' as const, id: c.id, lastmod: null })),
    ...posts.map((p) => ({ kind: 'blog' as const, id: p.id, lastmod: new Date(p.lastmod) })),
  ].slice(0, SITEMAP_LIMIT - 1);
  const room = SITEMAP_LIMIT - 1 - others.length;
  const items =
    room > 0
      ? await db
          .select({ id: products.id, lastmod: products.updatedAt })
          .from(products)
          .where(eq(products.status, 'ON_SALE'))
          .orderBy(desc(products.updatedAt), desc(products.id))
          .limit(room)
      : [];
  return [...items.map((i) => ({ kind: 'item' as const, ...i })), ...others];
}
