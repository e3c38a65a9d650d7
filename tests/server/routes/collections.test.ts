import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { collections, productEvents, productOwners, products } from '../../../server/db/schema';
import { ROYALTY_MAX_PERCENT } from '../../../server/schemas/collections';
import { Code } from '../../../server/schemas/codes';
import { startTestServer, type TestServer } from '../../support/server';
import {
  ADDRESS,
  BAD_CHECKSUM,
  catalogueServer,
  collectionForm,
  fileOf,
  issue,
  LOWER_ADDRESS,
  member,
  newCollection,
  newProduct,
  nextMinute,
  paths,
  type Session,
} from './catalogue-fixtures';

let s: TestServer;
let creator: Session;
let other: Session;

beforeAll(async () => {
  ({ s, creator, other } = await catalogueServer());
});
afterAll(() => s.close());
beforeEach(() => nextMinute(s));

const row = async (id: string) =>
  (await s.deps.db.select().from(collections).where(eq(collections.id, id)))[0];

describe('createCollection', () => {
  it('stores the collection with the images’ display paths and the checksummed royalty address', async () => {
    const form = await collectionForm(s, creator, {
      royaltyAddress: LOWER_ADDRESS,
      royaltyFeePercent: '7.5',
    });
    const res = await s.request('POST', '/api/collections', { session: creator, form });
    expect(res.meta.code).toBe(Code.OK);
    expect(res.data).toEqual({ id: expect.any(String) });
    const saved = await row(res.data.id);
    expect(saved).toMatchObject({
      ownerId: creator.memberId,
      name: 'Test collection',
      url: form.url,
      royaltyFeePercent: '7.50',
      royaltyAddress: ADDRESS,
      logoImage: `/files/uploads/${form.logoFileId}.bin`,
      featuredImage: `/files/uploads/${form.featuredFileId}.bin`,
      bannerImage: `/files/uploads/${form.bannerFileId}.bin`,
    });
  });

  it('refuses a mixed-case address whose EIP-55 checksum is wrong', async () => {
    const form = await collectionForm(s, creator, { royaltyAddress: BAD_CHECKSUM });
    const res = await s.request('POST', '/api/collections', { session: creator, form });
    expect(res.meta.code).toBe(Code.VALIDATION_FAILED);
    expect(issue(res.data, 'royaltyAddress')).toBe('address_checksum');
  });

  it('refuses a royalty above the bound and accepts the bound itself', async () => {
    const over = await collectionForm(s, creator, { royaltyFeePercent: String(ROYALTY_MAX_PERCENT + 0.01) });
    const res = await s.request('POST', '/api/collections', { session: creator, form: over });
    expect(res.meta.code).toBe(Code.VALIDATION_FAILED);
    expect(paths(res.data)).toEqual(['royaltyFeePercent']);
    const at = await collectionForm(s, creator, { royaltyFeePercent: String(ROYALTY_MAX_PERCENT) });
    expect((await s.request('POST', '/api/collections', { session: creator, form: at })).meta.code).toBe(
      Code.OK,
    );
  });

  it('answers 409 url_taken for a URL another collection has, whatever its case', async () => {
    const first = await collectionForm(s, creator);
    await s.request('POST', '/api/collections', { session: creator, form: first });
    const again = await collectionForm(s, other, { url: first.url.toUpperCase().replace('HTTPS', 'https') });
    const res = await s.request('POST', '/api/collections', { session: other, form: again });
    expect(res.status).toBe(409);
    expect(res.meta).toMatchObject({ code: Code.CONFLICT, message: 'url_taken' });
    expect(issue(res.data, 'url')).toBe('url_taken');
  });

  it('answers one 200 and one 409 url_taken when two creations race for the same URL', async () => {
    const a = await collectionForm(s, creator);
    const b = await collectionForm(s, other, { url: a.url });
    const answers = await Promise.all([
      s.request('POST', '/api/collections', { session: creator, form: a }),
      s.request('POST', '/api/collections', { session: other, form: b }),
    ]);
    expect(answers.map((r) => `${r.meta.code} ${r.meta.message}`).sort()).toEqual([
      '200 ok',
      '409 url_taken',
    ]);
  });

  it('requires all three images', async () => {
    const { bannerFileId: _, ...form } = await collectionForm(s, creator);
    const res = await s.request('POST', '/api/collections', { session: creator, form });
    expect(res.meta.code).toBe(Code.VALIDATION_FAILED);
    expect(paths(res.data)).toEqual(['bannerFileId']);
  });

  it('refuses another member’s file and a file uploaded for another purpose', async () => {
    const form = await collectionForm(s, creator, {
      logoFileId: await fileOf(s, other.memberId, 'collection_logo'),
      bannerFileId: await fileOf(s, creator.memberId, 'collection_logo'),
    });
    const res = await s.request('POST', '/api/collections', { session: creator, form });
    expect(res.meta.code).toBe(Code.VALIDATION_FAILED);
    expect(issue(res.data, 'logoFileId')).toBe('file_not_found');
    expect(issue(res.data, 'bannerFileId')).toBe('file_purpose');
    expect(issue(res.data, 'featuredFileId')).toBeUndefined();
  });

  it('needs the CREATE permission (403 no_create_permission) and a login (401)', async () => {
    const buyer = await member(s, { create: false });
    const res = await s.request('POST', '/api/collections', {
      session: buyer,
      form: await collectionForm(s, buyer),
    });
    expect(res.status).toBe(403);
    expect(res.meta).toMatchObject({ code: Code.FORBIDDEN, message: 'no_create_permission' });
    const anon = await s.request('POST', '/api/collections', { form: await collectionForm(s, buyer) });
    expect(anon.meta.code).toBe(Code.UNAUTHORIZED);
  });

  it('lets anyone create when CHECK_CREATE_PERMISSION is off', async () => {
    const open = await startTestServer({ CHECK_CREATE_PERMISSION: false });
    try {
      const buyer = await member(open, { create: false });
      const res = await open.request('POST', '/api/collections', {
        session: buyer,
        form: await collectionForm(open, buyer),
      });
      expect(res.meta.code).toBe(Code.OK);
    } finally {
      await open.close();
    }
  });
});

describe('updateCollection', () => {
  const edit = (id: string, extra: Record<string, string> = {}) => ({
    id,
    name: 'Renamed',
    description: 'New text',
    url: `https://example.com/r/${id}`,
    category: 'music',
    ...extra,
  });

  it('lets the owner edit, with unchanged royalty values sent back in any notation', async () => {
    const id = await newCollection(s, creator);
    const logo = await fileOf(s, creator.memberId, 'collection_logo');
    const res = await s.request('POST', '/api/collections/update', {
      session: creator,
      form: edit(id, { logoFileId: logo, royaltyFeePercent: '5.00', royaltyAddress: LOWER_ADDRESS }),
    });
    expect(res.meta.code).toBe(Code.OK);
    expect(res.data).toEqual({ id });
    expect(await row(id)).toMatchObject({
      name: 'Renamed',
      category: 'music',
      logoImage: `/files/uploads/${logo}.bin`,
      royaltyFeePercent: '5.00',
    });
  });

  it('answers 1020 ROYALTY_LOCKED for a different fee or address and writes nothing', async () => {
    const id = await newCollection(s, creator);
    const changes: Record<string, string>[] = [
      { royaltyFeePercent: '6' },
      { royaltyAddress: '0x' + '1'.repeat(40) },
    ];
    for (const change of changes) {
      const res = await s.request('POST', '/api/collections/update', {
        session: creator,
        form: edit(id, change),
      });
      expect(res.meta.code).toBe(Code.ROYALTY_LOCKED);
    }
    expect(await row(id)).toMatchObject({
      name: 'Test collection',
      royaltyFeePercent: '5.00',
      royaltyAddress: ADDRESS,
    });
  });

  it('is refused to anyone but the owner (403) and for an unknown id (404)', async () => {
    const id = await newCollection(s, creator);
    const res = await s.request('POST', '/api/collections/update', { session: other, form: edit(id) });
    expect(res.status).toBe(403);
    expect((await row(id))!.name).toBe('Test collection');
    const missing = await s.request('POST', '/api/collections/update', {
      session: creator,
      form: edit('00000000-0000-4000-8000-000000000000'),
    });
    expect(missing.status).toBe(404);
  });

  it('refuses a URL taken by another collection and a foreign replacement image', async () => {
    const a = await newCollection(s, creator);
    const b = await newCollection(s, creator);
    const taken = await s.request('POST', '/api/collections/update', {
      session: creator,
      form: edit(b, { url: (await row(a))!.url }),
    });
    expect(taken.meta).toMatchObject({ code: Code.CONFLICT, message: 'url_taken' });
    const foreign = await s.request('POST', '/api/collections/update', {
      session: creator,
      form: edit(b, { bannerFileId: await fileOf(s, other.memberId, 'collection_banner') }),
    });
    expect(issue(foreign.data, 'bannerFileId')).toBe('file_not_found');
  });
});

describe('deleteCollection', () => {
  it('deletes the collection with its items, their events and holders in one go', async () => {
    const id = await newCollection(s, creator);
    const item = await newProduct(s, creator, id);
    const res = await s.request('POST', '/api/collections/delete', { session: creator, form: { id } });
    expect(res.meta.code).toBe(Code.OK);
    expect(res.data).toBeNull();
    expect(await row(id)).toBeUndefined();
    expect(await s.deps.db.select().from(products).where(eq(products.id, item))).toEqual([]);
    expect(await s.deps.db.select().from(productEvents).where(eq(productEvents.productId, item))).toEqual([]);
    expect(await s.deps.db.select().from(productOwners).where(eq(productOwners.productId, item))).toEqual([]);
  });

  it('is refused with 409 collection_on_shelf while an item is on sale', async () => {
    const id = await newCollection(s, creator);
    const item = await newProduct(s, creator, id);
    await s.request('POST', '/api/products/on-sale', { session: creator, form: { id: item } });
    const res = await s.request('POST', '/api/collections/delete', { session: creator, form: { id } });
    expect(res.status).toBe(409);
    expect(res.meta.message).toBe('collection_on_shelf');
    expect(await row(id)).toBeDefined();
  });

  it('is refused with 409 collection_has_holders while another member holds a copy', async () => {
    const id = await newCollection(s, creator);
    const item = await newProduct(s, creator, id);
    await s.deps.db.insert(productOwners).values({ productId: item, memberId: other.memberId, quantity: 1 });
    const res = await s.request('POST', '/api/collections/delete', { session: creator, form: { id } });
    expect(res.meta).toMatchObject({ code: Code.CONFLICT, message: 'collection_has_holders' });
    expect(await s.deps.db.select().from(products).where(eq(products.id, item))).toHaveLength(1);
  });

  it('is refused to anyone but the owner', async () => {
    const id = await newCollection(s, creator);
    const res = await s.request('POST', '/api/collections/delete', { session: other, form: { id } });
    expect(res.status).toBe(403);
    expect(await row(id)).toBeDefined();
  });
});

describe('viewCollection', () => {
  it('answers the detail with counts, floor price and whether it is the caller’s', async () => {
    const id = await newCollection(s, creator);
    const cheap = await newProduct(s, creator, id, { fixPriceHK: '100.5' });
    await newProduct(s, creator, id, { fixPriceHK: '50' }); // off shelf: not the floor
    const dear = await newProduct(s, creator, id, { fixPriceHK: '300' });
    for (const item of [cheap, dear]) {
      await s.request('POST', '/api/products/on-sale', { session: creator, form: { id: item } });
    }
    await s.deps.db.insert(productOwners).values({ productId: dear, memberId: other.memberId, quantity: 1 });
    const mine = await s.request('GET', '/api/collections/detail', { session: creator, query: { id } });
    expect(mine.meta.code).toBe(Code.OK);
    expect(mine.data).toMatchObject({
      id,
      name: 'Test collection',
      itemCount: 3,
      onSaleCount: 2,
      ownerCount: 2,
      floorPriceHK: '100.50',
      royaltyFeePercent: '5.00',
      royaltyAddress: ADDRESS,
      category: 'art',
      mine: true,
      owner: { id: creator.memberId, name: 'Creator' },
    });
    expect(Date.parse(mine.data.createdAt)).not.toBeNaN();
    const theirs = await s.request('GET', '/api/collections/detail', { query: { id } });
    expect(theirs.data).toMatchObject({ mine: false });
  });

  it('answers 404 for an unknown collection and no floor when nothing is on sale', async () => {
    const res = await s.request('GET', '/api/collections/detail', {
      query: { id: '00000000-0000-4000-8000-000000000000' },
    });
    expect(res.status).toBe(404);
    const id = await newCollection(s, creator);
    const empty = await s.request('GET', '/api/collections/detail', { query: { id } });
    expect(empty.data).toMatchObject({ itemCount: 0, onSaleCount: 0, ownerCount: 0, floorPriceHK: null });
  });
});

describe('OpenAPI', () => {
  it('documents the collection operations under their spec names', async () => {
    const doc = (await (await s.app.request('/api/openapi.json')).json()) as { paths: Record<string, any> };
    expect(doc.paths['/api/collections'].post.operationId).toBe('createCollection');
    expect(doc.paths['/api/collections/update'].post.operationId).toBe('updateCollection');
    expect(doc.paths['/api/collections/delete'].post.operationId).toBe('deleteCollection');
    expect(doc.paths['/api/collections/detail'].get.operationId).toBe('viewCollection');
  });
});
