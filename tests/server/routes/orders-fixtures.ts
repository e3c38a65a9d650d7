import { randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import type { Database, Db } from '../../../server/db/client';
import { collections, members, products, promotionCodes } from '../../../server/db/schema';
import { CreateOrderForm } from '../../../server/schemas/orders';
import { postgresDatabase } from '../../support/db-template';
import { createTestSession } from '../../support/members';
import { startTestServer, type TestServer } from '../../support/server';

export type Session = { memberId: string; token: string };
type ItemValues = Partial<typeof products.$inferInsert>;
type PromoValues = Partial<typeof promotionCodes.$inferInsert>;

/** A test server for the order routes: no chain needed, no per-minute limits in the way. */
export function orderServer(): Promise<TestServer> {
  return startTestServer({
    RATE_LIMIT_PER_MINUTE: 1_000_000,
    CHAIN_RPC_URL_ETHEREUM: 'http://127.0.0.1:9',
    CHAIN_RPC_URL_POLYGON: 'http://127.0.0.1:9',
  });
}

/** What most order tests start from: an orderServer with a seller and a buyer (close `s` after all). */
export async function orderSetup(): Promise<{ s: TestServer; seller: Session; buyer: Session }> {
  const s = await orderServer();
  const seller = await person(s, 'Seller');
  const buyer = await person(s, 'Buyer');
  return { s, seller, buyer };
}

/** A member with a session and, optionally, permission tags (VIP, SUPPORT). */
export async function person(s: TestServer, name: string, tags: string[] = []): Promise<Session> {
  const session = await createTestSession(s.deps.db, { name, now: s.clock.now });
  if (tags.length)
    await s.deps.db.update(members).set({ permiTagValues: tags }).where(eq(members.id, session.memberId));
  return session;
}

type CollectionValues = Partial<typeof collections.$inferInsert>;

/** A collection of `ownerId` straight in the database; answers its id. */
export async function insertCollection(
  db: Db,
  ownerId: string,
  values: CollectionValues = {},
): Promise<string> {
  const id = randomUUID();
  await db.insert(collections).values({
    id,
    ownerId,
    name: 'Orders test',
    url: `https://example.com/c/${id}`,
    logoImage: '/l.png',
    featuredImage: '/f.png',
    bannerImage: '/b.png',
    royaltyAddress: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
    ...values,
  });
  return id;
}

/**
 * An item of `sellerId` on sale at a fixed price in `collectionId`, straight in the database: by default a
 * SELF ERC-721 NFT at 0.5 ETH or HK$100.00, stock 1; answers its id.
 */
export async function insertItem(
  db: Db,
  sellerId: string,
  collectionId: string,
  values: ItemValues = {},
): Promise<string> {
  const id = randomUUID();
  await db.insert(products).values({
    id,
    collectionId,
    creatorId: sellerId,
    ownerId: sellerId,
    sourceType: 'SELF',
    status: 'ON_SALE',
    name: `Item ${id.slice(0, 6)}`,
    displayImage: `/files/${id}.png`,
    contractType: 'ERC721',
    quantity: 1,
    stock: 1,
    sellType: 'FIXED',
    curr: 'ETH',
    fixPrice: '0.5',
    fixPriceHK: '100.00',
    ...values,
  });
  return id;
}

/** An item on sale at a fixed price (insertItem's defaults) in a new collection of `seller`. */
export async function item(s: TestServer, seller: Session, values: ItemValues = {}): Promise<string> {
  const collectionId = await insertCollection(s.deps.db, seller.memberId);
  return insertItem(s.deps.db, seller.memberId, collectionId, values);
}

/** A physical good of `seller` (DLV/BRH/BOX delivery), HK$50.00, stock 10 unless told. */
export const physical = (s: TestServer, seller: Session, values: ItemValues = {}) =>
  item(s, seller, { sourceType: 'PHYSICAL', quantity: 10, stock: 10, fixPriceHK: '50.00', ...values });

/** A promotion code of `owner`: 10 % off, for all the owner's items, valid a day either side of now. */
export async function promo(s: TestServer, owner: Session, values: PromoValues = {}): Promise<string> {
  const code = values.code ?? `P${randomUUID().slice(0, 8).toUpperCase()}`;
  const now = s.clock.now.getTime();
  await s.deps.db.insert(promotionCodes).values({
    ownerId: owner.memberId,
    method: 'PERCENT',
    percentBp: 1000,
    startsAt: new Date(now - 86_400_000),
    endsAt: new Date(now + 86_400_000),
    ...values,
    code,
  });
  return code;
}

/** The flat form fields of a checkOrder/createOrder for these lines. */
export function linesForm(lines: { productId: string; quantity?: number }[]): Record<string, string> {
  const out: Record<string, string> = {};
  lines.forEach((l, i) => {
    out[`lines[${i}][productId]`] = l.productId;
    out[`lines[${i}][quantity]`] = String(l.quantity ?? 1);
  });
  return out;
}

/** A complete createOrder form (buyer info, delivery NONE) for one unit of `productId`. */
export function orderForm(productId: string, extra: Record<string, string> = {}): Record<string, string> {
  return {
    ...linesForm([{ productId }]),
    currency: 'HKD',
    buyerName: 'Chan Tai Man',
    areaCode: '+852',
    mobile: '91234567',
    email: 'buyer@example.com',
    address: '1 Queen’s Road Central',
    receipt: 'Chan Tai Man',
    deliveryType: 'NONE',
    ...extra,
  };
}

/** A parsed createOrder form for the services called directly: two units of `productId`, delivery NONE. */
export const orderInput = (productId: string, extra: Record<string, unknown> = {}): CreateOrderForm =>
  v.parse(CreateOrderForm, {
    lines: [{ productId, quantity: '2' }],
    buyerName: 'B',
    areaCode: '+852',
    mobile: '91234567',
    email: 'b@example.com',
    address: 'Somewhere',
    receipt: 'B',
    deliveryType: 'NONE',
    ...extra,
  });

/** The member a service is called for, from a session (no permission tags). */
export const memberOf = (session: Session) => ({ id: session.memberId, permiTagValues: [] });

/** A physical delivery by courier (DLV) with a typed address. */
export const courier = {
  deliveryType: 'DLV',
  receiverName: 'Chan Tai Man',
  receiverPhone: '91234567',
  district: 'Central',
  city: 'Hong Kong',
  addressDetail: '1 Queen’s Road Central',
};

export const stockOf = async (s: TestServer, id: string) =>
  (await s.deps.db.select().from(products).where(eq(products.id, id)))[0]!;

/** POST /api/orders as `who`. */
export const createOrderAs = (s: TestServer, who: Session, form: Record<string, string>) =>
  s.request('POST', '/api/orders', { session: who, form });
export const checkOrderAs = (s: TestServer, who: Session, form: Record<string, string>) =>
  s.request('POST', '/api/orders/check', { session: who, form });

// ---- PostgreSQL load (tests/server/orders-race.test.ts, bench/checkout.bench.ts) ----

/** A new database of its own on the test cluster, migrated, and its URL for the API processes. */
export function raceDatabase(url: string): Promise<{ database: Database; url: string }> {
  return postgresDatabase(url, 'race');
}

/** An edition of `units` copies on sale at HK$100 by a fresh seller (or `seller`); answers its id. */
export async function seedEdition(
  database: Database,
  units: number,
  { seller, ...values }: ItemValues & { seller?: { memberId: string } } = {},
): Promise<string> {
  const owner = seller ?? (await createTestSession(database.db, { name: 'Race seller' }));
  const collectionId = await insertCollection(database.db, owner.memberId, { name: 'Race' });
  return insertItem(database.db, owner.memberId, collectionId, {
    name: 'Last ten',
    displayImage: '/x.png',
    contractType: 'ERC1155',
    quantity: units,
    stock: units,
    ...values,
  });
}

/** Environment of an API process for load: no chain (a closed port), no per-minute limit, no jobs. */
export const loadEnv = (url: string) => ({
  DATABASE_URL: url,
  JOBS: 'false',
  OPEN_POLYGON: 'false',
  CHAIN_RPC_URL_ETHEREUM: 'http://127.0.0.1:9',
  CHAIN_RPC_URL_POLYGON: 'http://127.0.0.1:9',
  CUSTODY_KEY: randomBytes(32).toString('base64'),
  RATE_LIMIT_PER_MINUTE: '1000000',
  LOG_LEVEL: 'warn',
});
