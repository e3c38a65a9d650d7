import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collections, files, products } from '../../../server/db/schema';
import { Code } from '../../../server/schemas/codes';
import type { TestServer } from '../../support/server';
import { catalogueServer, newCollection, newProduct, type Session } from './catalogue-fixtures';

let s: TestServer;
let creator: Session;
let collectionId: string;
let withThumb: string;
let withoutThumb: string;

/** Records a thumbnail on the file an image URL came from, as uploadFile does for every image. */
async function giveThumb(fileId: string, thumbPath: string) {
  await s.deps.db.update(files).set({ thumbPath }).where(eq(files.id, fileId));
}

beforeAll(async () => {
  ({ s, creator } = await catalogueServer());
  collectionId = await newCollection(s, creator);
  withThumb = await newProduct(s, creator, collectionId, { name: 'With thumb' });
  withoutThumb = await newProduct(s, creator, collectionId, { name: 'Without thumb' });
  // New items start off the shelf; cards list items on sale.
  await s.deps.db.update(products).set({ status: 'ON_SALE' }).where(eq(products.collectionId, collectionId));
  const [item] = await s.deps.db.select().from(products).where(eq(products.id, withThumb));
  await giveThumb(item!.coverFileId!, '/files/uploads/cover.thumb.webp');
  const [col] = await s.deps.db.select().from(collections).where(eq(collections.id, collectionId));
  const [featured] = await s.deps.db.select().from(files).where(eq(files.displayPath, col!.featuredImage));
  await giveThumb(featured!.id, '/files/uploads/featured.thumb.webp');
}, 60_000);
afterAll(() => s.close());

const byName = (items: { name: string; thumbUrl: string | null }[]) =>
  Object.fromEntries(items.map((i) => [i.name, i.thumbUrl]));

describe('card thumbnails', () => {
  it('listProducts and the home page carry the cover thumbnail, null when the cover has none', async () => {
    const list = await s.request('GET', '/api/products', { query: { collectionId } });
    expect(list.meta.code).toBe(Code.OK);
    const expected = { 'With thumb': '/files/uploads/cover.thumb.webp', 'Without thumb': null };
    expect(byName(list.data.items)).toEqual(expected);

    const home = await s.request('GET', '/api/home');
    expect(byName(home.data.newItems)).toEqual(expected);
    expect(home.data.featuredCollections.map((c: { thumbUrl: string }) => c.thumbUrl)).toEqual([
      '/files/uploads/featured.thumb.webp',
    ]);
  });

  it('collection cards and the item detail carry their thumbnails', async () => {
    const cols = await s.request('GET', '/api/collections', { query: { ownerId: creator.memberId } });
    expect(cols.meta).toMatchObject({ code: Code.OK });
    expect(cols.data.items[0].thumbUrl).toBe('/files/uploads/featured.thumb.webp');
    const detail = await s.request('GET', '/api/products/detail', { query: { id: withThumb } });
    expect(detail.data.thumbUrl).toBe('/files/uploads/cover.thumb.webp');
    const bare = await s.request('GET', '/api/products/detail', { query: { id: withoutThumb } });
    expect(bare.data.thumbUrl).toBeNull();
  });
});
