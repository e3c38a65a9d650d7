import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { productEvents, productOwners, products } from '../../../server/db/schema';
import { Code } from '../../../server/schemas/codes';
import { ITEM_LIMITS } from '../../../server/schemas/products';
import type { TestServer } from '../../support/server';
import {
  ADDRESS,
  BAD_CHECKSUM,
  catalogueServer,
  fileOf,
  issue,
  LOWER_ADDRESS,
  member,
  newCollection,
  newProduct,
  nextMinute,
  paths,
  productForm,
  type Session,
} from './catalogue-fixtures';

let s: TestServer;
let creator: Session;
let other: Session;
let collectionId: string;

beforeAll(async () => {
  ({ s, creator, other } = await catalogueServer());
  collectionId = await newCollection(s, creator, { royaltyFeePercent: '7.25' });
});
afterAll(() => s.close());
beforeEach(() => nextMinute(s));

const item = async (id: string) => (await s.deps.db.select().from(products).where(eq(products.id, id)))[0];
const events = (id: string) => s.deps.db.select().from(productEvents).where(eq(productEvents.productId, id));
const itemCount = async () => (await s.deps.db.select({ n: count() }).from(products))[0]!.n;

/** Posts a createProduct form built from the valid one with `extra` fields changed and `drop` left out. */
async function create(extra: Record<string, string> = {}, drop: string[] = [], session = creator) {
  const form = await productForm(s, session, collectionId, extra);
  for (const k of drop) delete form[k];
  return s.request('POST', '/api/products', { session, form });
}

describe('createProduct', () => {
  it('creates an off-shelf item with its holder row and a CREATED event', async () => {
    const cover = await fileOf(s, creator.memberId, 'item_cover');
    const file = await fileOf(s, creator.memberId, 'item_file', 'video');
    const res = await create({
      coverFileId: cover,
      fileId: file,
      externalLink: 'https://example.com/about',
      'levels[0][type]': 'Power',
      'levels[0][name]': 'Power',
      'levels[0][value]': '5',
      'licence[period]': 'MONTHS_16',
      'licence[additionalBenefits]': 'A print',
    });
    expect(res.meta.code).toBe(Code.OK);
    expect(res.data).toEqual({ id: expect.any(String), status: 'OFF_SHELF' });
    const row = await item(res.data.id);
    expect(row).toMatchObject({
      collectionId,
      creatorId: creator.memberId,
      ownerId: creator.memberId,
      status: 'OFF_SHELF',
      sourceType: 'SELF',
      contractType: 'ERC721',
      quantity: 1,
      stock: 1,
      royaltyFeePercent: '7.25',
      fixPrice: '0.500000000000000000',
      fixPriceHK: '7800.00',
      auctionBlPrice: null,
      coverFileId: cover,
      displayImage: `/files/uploads/${cover}.bin`,
      fileId: file,
      fileKind: 'video',
      externalLink: 'https://example.com/about',
      contractAddress: null,
      tokenId: null,
      platform: null,
      properties: [{ type: 'Colour', name: 'Colour', value: 'Blue' }],
      levels: [{ type: 'Power', name: 'Power', value: '5' }],
      stats: [],
      licence: {
        commercialUse: true,
        period: 'MONTHS_16',
        copy: true,
        display: true,
        reproduce: false,
        distribute: false,
        additionalBenefits: 'A print',
        others: 'Credit the artist',
      },
    });
    expect(
      await s.deps.db.select().from(productOwners).where(eq(productOwners.productId, res.data.id)),
    ).toMatchObject([{ memberId: creator.memberId, quantity: 1 }]);
    expect(await events(res.data.id)).toMatchObject([
      { kind: 'CREATED', actorId: creator.memberId, quantity: 1 },
    ]);
  });

  it('creates a multi-copy ERC-1155 item with its copies in stock and held by the creator', async () => {
    const res = await create({ contractType: 'ERC1155', quantity: '25' });
    expect(res.meta.code).toBe(Code.OK);
    expect(await item(res.data.id)).toMatchObject({ contractType: 'ERC1155', quantity: 25, stock: 25 });
    const [owner] = await s.deps.db
      .select()
      .from(productOwners)
      .where(eq(productOwners.productId, res.data.id));
    expect(owner!.quantity).toBe(25);
  });

  it('answers 1022 CONTRACT_TYPE_REQUIRED (not 4200) without a contract type, and writes nothing', async () => {
    const before = await itemCount();
    const res = await create({}, ['contractType']);
    expect(res.status).toBe(400);
    expect(res.meta.code).toBe(Code.CONTRACT_TYPE_REQUIRED);
    expect(await itemCount()).toBe(before);
  });

  it('needs more than one copy for ERC-1155 and exactly one for ERC-721', async () => {
    const multi = await create({ contractType: 'ERC1155', quantity: '1' });
    expect(multi.meta.code).toBe(Code.VALIDATION_FAILED);
    expect(issue(multi.data, 'quantity')).toBe('quantity_multi');
    const single = await create({ contractType: 'ERC721', quantity: '2' });
    expect(issue(single.data, 'quantity')).toBe('quantity_single');
  });

  it('needs a fixed price not below the minimum, and its HKD price', async () => {
    const low = await create({ fixPrice: '0.009' });
    expect(low.meta.code).toBe(Code.VALIDATION_FAILED);
    expect(issue(low.data, 'fixPrice')).toBe('price_min');
    const none = await create({}, ['fixPrice', 'fixPriceHK']);
    expect(issue(none.data, 'fixPrice')).toBe('required');
    expect(issue(none.data, 'fixPriceHK')).toBe('required');
    const odd = await create({ fixPrice: '1e3', fixPriceHK: '1.005' });
    expect(issue(odd.data, 'fixPrice')).toBe('amount_format');
    expect(issue(odd.data, 'fixPriceHK')).toBe('amount_format');
    const edge = await create({ fixPrice: ITEM_LIMITS.minFixPrice, fixPriceHK: '0.01' });
    expect(edge.meta.code).toBe(Code.OK);
  });

  it('needs a reserve price for an auction and keeps no fixed price', async () => {
    const none = await create({ sellType: 'AUCTION' }, ['auctionBlPrice']);
    expect(paths(none.data)).toEqual(['auctionBlPrice']);
    const ok = await create({ sellType: 'AUCTION', auctionBlPrice: '1.25' });
    expect(ok.meta.code).toBe(Code.OK);
    expect(await item(ok.data.id)).toMatchObject({
      sellType: 'AUCTION',
      auctionBlPrice: '1.250000000000000000',
      fixPrice: null,
      fixPriceHK: null,
    });
  });

  it('reports each missing licence choice, trait value, name and a bad external link by path', async () => {
    const res = await create({ externalLink: 'not a url', 'properties[0][value]': '' }, [
      'licence[copy]',
      'licence[period]',
      'name',
    ]);
    expect(res.meta.code).toBe(Code.VALIDATION_FAILED);
    expect(paths(res.data)).toEqual(
      expect.arrayContaining([
        'licence.copy',
        'licence.period',
        'properties.0.value',
        'externalLink',
        'name',
      ]),
    );
  });

  it('reports a stat or level missing its value', async () => {
    const res = await create({ 'stats[0][type]': 'Speed', 'stats[0][name]': 'Speed' });
    expect(paths(res.data)).toEqual(['stats.0.value']);
  });

  it('needs platform, a checksummed contract and a token id for an item minted elsewhere (NON)', async () => {
    const bare = await create({ sourceType: 'NON' });
    expect(paths(bare.data).sort()).toEqual(['contractAddress', 'platform', 'tokenId']);
    const bad = await create({
      sourceType: 'NON',
      platform: 'OpenSea',
      contractAddress: BAD_CHECKSUM,
      tokenId: '7',
    });
    expect(issue(bad.data, 'contractAddress')).toBe('address_checksum');
    const ok = await create({
      sourceType: 'NON',
      platform: 'OpenSea',
      contractAddress: LOWER_ADDRESS,
      tokenId: '7',
    });
    expect(ok.meta.code).toBe(Code.OK);
    expect(await item(ok.data.id)).toMatchObject({
      platform: 'OpenSea',
      contractAddress: ADDRESS,
      tokenId: '7',
    });
  });

  it('leaves contract and token to minting for SELF and PHYSICAL items; PHYSICAL needs a model number', async () => {
    const self = await create({ contractAddress: ADDRESS, tokenId: '9' });
    expect(await item(self.data.id)).toMatchObject({ contractAddress: null, tokenId: null });
    const physical = await create({ sourceType: 'PHYSICAL' });
    expect(paths(physical.data)).toEqual(['modelNumber']);
    const withModel = await create({ sourceType: 'PHYSICAL', modelNumber: 'MX-1', cardNumber: 'C-2' });
    expect(await item(withModel.data.id)).toMatchObject({ modelNumber: 'MX-1', cardNumber: 'C-2' });
  });

  it('takes an image uploaded as the item file for cover, and refuses foreign or wrong-purpose files', async () => {
    const image = await fileOf(s, creator.memberId, 'item_file', 'image');
    expect((await create({ coverFileId: image, fileId: image })).meta.code).toBe(Code.OK);
    const res = await create({
      coverFileId: await fileOf(s, creator.memberId, 'item_file', 'video'),
      fileId: await fileOf(s, other.memberId, 'item_file'),
    });
    expect(issue(res.data, 'coverFileId')).toBe('file_purpose');
    expect(issue(res.data, 'fileId')).toBe('file_not_found');
    const logo = await create({
      coverFileId: await fileOf(s, creator.memberId, 'collection_logo'),
      fileId: await fileOf(s, creator.memberId, 'item_cover'),
    });
    expect(issue(logo.data, 'coverFileId')).toBe('file_purpose');
    expect(issue(logo.data, 'fileId')).toBe('file_purpose');
  });

  it('needs an existing collection of the caller’s own (403 for someone else’s)', async () => {
    const missing = await create({ collectionId: '00000000-0000-4000-8000-000000000000' });
    expect(issue(missing.data, 'collectionId')).toBe('not_found');
    const theirs = await newCollection(s, other);
    const res = await create({ collectionId: theirs });
    expect(res.status).toBe(403);
    expect(res.meta.message).toBe('not_collection_owner');
  });

  it('needs the CREATE permission (403 no_create_permission)', async () => {
    const buyer = await member(s, { create: false });
    const before = await itemCount();
    const res = await create({}, [], buyer);
    expect(res.status).toBe(403);
    expect(res.meta).toMatchObject({ code: Code.FORBIDDEN, message: 'no_create_permission' });
    expect(await itemCount()).toBe(before);
  });
});

describe('updateProduct', () => {
  const edit = async (id: string, extra: Record<string, string> = {}, session = creator) => {
    const {
      collectionId: _c,
      sourceType: _s,
      contractType: _t,
      quantity: _q,
      blockchain: _b,
      ...form
    } = await productForm(s, session, collectionId, { name: 'Edited', fixPrice: '2', ...extra });
    return s.request('POST', '/api/products/update', { session, form: { id, ...form } });
  };

  it('lets the seller edit an off-shelf item and records EDITED', async () => {
    const id = await newProduct(s, creator, collectionId);
    const cover = await fileOf(s, creator.memberId, 'item_cover');
    const res = await edit(id, { coverFileId: cover });
    expect(res.meta.code).toBe(Code.OK);
    expect(res.data).toEqual({ id, status: 'OFF_SHELF' });
    expect(await item(id)).toMatchObject({
      name: 'Edited',
      fixPrice: '2.000000000000000000',
      displayImage: `/files/uploads/${cover}.bin`,
    });
    expect((await events(id)).map((e) => e.kind).sort()).toEqual(['CREATED', 'EDITED']);
  });

  it('is refused to anyone but the seller (403) and while on sale (409 item_on_sale)', async () => {
    const id = await newProduct(s, creator, collectionId);
    expect((await edit(id, {}, other)).status).toBe(403);
    await s.request('POST', '/api/products/on-sale', { session: creator, form: { id } });
    const res = await edit(id);
    expect(res.status).toBe(409);
    expect(res.meta).toMatchObject({ code: Code.CONFLICT, message: 'item_on_sale' });
    expect((await item(id))!.name).toBe('Test item');
  });

  it('applies the price and physical-item rules', async () => {
    const id = await newProduct(s, creator, collectionId);
    expect(issue((await edit(id, { fixPrice: '0.001' })).data, 'fixPrice')).toBe('price_min');
    const physical = await newProduct(s, creator, collectionId, { sourceType: 'PHYSICAL', modelNumber: 'M' });
    expect(paths((await edit(physical)).data)).toEqual(['modelNumber']);
  });
});

describe('deleteProduct', () => {
  const del = (id: string, session = creator) =>
    s.request('POST', '/api/products/delete', { session, form: { id } });

  it('deletes the seller’s off-shelf item with its events and holder rows', async () => {
    const id = await newProduct(s, creator, collectionId);
    const res = await del(id);
    expect(res.meta.code).toBe(Code.OK);
    expect(await item(id)).toBeUndefined();
    expect(await events(id)).toEqual([]);
  });

  it('is refused to others, on sale, with another holder and with an order pending', async () => {
    const id = await newProduct(s, creator, collectionId);
    expect((await del(id, other)).status).toBe(403);
    await s.request('POST', '/api/products/on-sale', { session: creator, form: { id } });
    expect((await del(id)).meta.message).toBe('item_on_sale');
    await s.request('POST', '/api/products/off-sale', { session: creator, form: { id } });
    await s.deps.db.update(products).set({ pendingOrders: 1 }).where(eq(products.id, id));
    expect((await del(id)).meta).toMatchObject({ code: Code.CONFLICT, message: 'order_in_progress' });
    await s.deps.db.update(products).set({ pendingOrders: 0 }).where(eq(products.id, id));
    await s.deps.db.insert(productOwners).values({ productId: id, memberId: other.memberId, quantity: 1 });
    expect((await del(id)).meta).toMatchObject({ code: Code.CONFLICT, message: 'item_has_holders' });
    await s.deps.db.delete(productOwners).where(eq(productOwners.productId, id));
    await s.deps.db.update(products).set({ mintStatus: 'MINTED' }).where(eq(products.id, id));
    expect((await del(id)).meta).toMatchObject({ code: Code.CONFLICT, message: 'item_minted' });
    expect(await item(id)).toBeDefined();
    expect((await del('00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });
});
