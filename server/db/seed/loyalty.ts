import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../client';
import {
  cardProgrammes,
  collections,
  couponBatches,
  merchants,
  productEvents,
  productOwners,
  products,
} from '../schema';
import { DEMO_HKD_CENTS } from './items';
import { DEMO_MC_ID } from './merchants';

const DAY = 86_400_000;

/** The demo café's goods: physical, no options, with round HKD prices, so a coupon or a card discount shows at checkout. */
const GOODS = [
  { name: 'House blend coffee beans 250 g', price: '98.00' },
  { name: 'Harbour Bean ceramic mug', price: '128.00' },
  { name: 'Cold brew gift box', price: '188.00' },
];

/**
 * The demo merchant's loyalty: its goods, a default card programme (the QR mini page's card,
 * `#/qpwallet?type=mcard&mcId=DEMOCOUPON`), a corporate programme whose cards move between members, and a free
 * coupon batch members can collect. Idempotent: each part is added once, found by name.
 */
export async function seedDemoLoyalty(db: Db, now = new Date()): Promise<void> {
  const [m] = await db.select().from(merchants).where(eq(merchants.mcId, DEMO_MC_ID));
  if (!m?.ownerId) return;
  const ownerId = m.ownerId;
  const [shop] = await db
    .select({ id: collections.id })
    .from(collections)
    .where(and(eq(collections.ownerId, ownerId), eq(collections.name, 'Harbour Bean shop')));
  if (!shop) await seedShop(db, ownerId, now);
  const programmes = await db.select().from(cardProgrammes).where(eq(cardProgrammes.merchantId, m.id));
  if (!programmes.some((p) => p.name === 'Harbour Bean Club'))
    await db.insert(cardProgrammes).values({
      merchantId: m.id,
      name: 'Harbour Bean Club',
      description: 'Our regulars’ card: VIP prices on every order.',
      tiers: [
        { code: 'T1', name: 'Silver', vipDiscountBp: 500 },
        { code: 'T2', name: 'Gold', vipDiscountBp: 1000 },
      ],
      validityMonths: 12,
      web3Group: 'Harbour Bean Club',
      isDefault: !programmes.some((p) => p.isDefault),
    });
  if (!programmes.some((p) => p.name === 'Harbour Bean Corporate'))
    await db.insert(cardProgrammes).values({
      merchantId: m.id,
      name: 'Harbour Bean Corporate',
      description: 'For companies: the card moves between colleagues.',
      tiers: [{ code: 'T1', name: 'Corporate', vipDiscountBp: 800 }],
      transferable: true,
      validityMonths: 12,
      web3Group: 'Harbour Bean Corporate',
    });
  const [batch] = await db
    .select({ id: couponBatches.id })
    .from(couponBatches)
    .where(and(eq(couponBatches.merchantId, m.id), eq(couponBatches.name, 'Welcome HK$20 off')));
  if (!batch)
    await db.insert(couponBatches).values({
      merchantId: m.id,
      name: 'Welcome HK$20 off',
      description: 'HK$20 off any order at the Harbour Bean shop.',
      method: 'FIXPRICE',
      value: '2000',
      validFrom: new Date(now.getTime() - DAY),
      validTo: new Date(now.getTime() + 365 * DAY),
      quantity: 10_000,
      remaining: 10_000,
      perMemberLimit: 100,
    });
}

/**
 * A price in MATIC whose HKD value at the demo rate is `hk` to the cent, like every demo item (fixPriceHK is
 * fixPrice × rate: 1e-4 coin units multiplied as integers).
 */
function maticPrice(hk: string) {
  const cents = Math.round(Number(hk) * 100);
  const units = Math.round((cents * 10_000) / DEMO_HKD_CENTS.MATIC);
  const back = Math.round((units * DEMO_HKD_CENTS.MATIC) / 10_000);
  return {
    curr: 'MATIC' as const,
    fixPrice: (units / 10_000).toFixed(4),
    fixPriceHK: (back / 100).toFixed(2),
  };
}

/**
 * The café's shop: a collection dressed with a demo collection's pictures (at the spec's sizes) and its goods
 * with a demo cover (and its thumbnail), held by the café, each with its CREATED and LISTED events like every
 * demo item, so its pages, holders and the activity feed read them as any other.
 */
async function seedShop(db: Db, ownerId: string, now: Date) {
  const [dress] = await db.select().from(collections).orderBy(asc(collections.createdAt)).limit(1);
  const [cover] = await db
    .select({ path: products.displayImage, fileId: products.coverFileId })
    .from(products)
    .where(isNotNull(products.coverFileId))
    .orderBy(asc(products.createdAt))
    .limit(1);
  const [c] = await db
    .insert(collections)
    .values({
      ownerId,
      name: 'Harbour Bean shop',
      description: 'Coffee, cups and gifts from the Harbour Bean Café.',
      url: 'https://harbourbean.example/shop',
      category: 'physical',
      logoImage: dress?.logoImage ?? '/favicon.svg',
      featuredImage: dress?.featuredImage ?? '/favicon.svg',
      bannerImage: dress?.bannerImage ?? '/favicon.svg',
      royaltyAddress: '0x0000000000000000000000000000000000000001',
    })
    .returning({ id: collections.id });
  // Older than the catalogue's items: the home's newest items stay the collectibles.
  const listedAt = new Date(now.getTime() - 120 * DAY);
  const goods = await db
    .insert(products)
    .values(
      GOODS.map((g) => ({
        collectionId: c!.id,
        creatorId: ownerId,
        ownerId,
        sourceType: 'PHYSICAL' as const,
        status: 'ON_SALE' as const,
        name: g.name,
        description: `${g.name}, from the Harbour Bean Café.`,
        displayImage: cover?.path ?? '/favicon.svg',
        coverFileId: cover?.fileId ?? null,
        quantity: 1000,
        stock: 1000,
        sellType: 'FIXED' as const,
        ...maticPrice(g.price),
        createdAt: new Date(listedAt.getTime() - DAY),
        listedAt,
      })),
    )
    .returning();
  await db
    .insert(productOwners)
    .values(goods.map((p) => ({ productId: p.id, memberId: ownerId, quantity: p.quantity })));
  await db.insert(productEvents).values(
    goods.flatMap((p) => [
      { productId: p.id, kind: 'CREATED' as const, actorId: ownerId, createdAt: p.createdAt },
      {
        productId: p.id,
        kind: 'LISTED' as const,
        actorId: ownerId,
        price: p.fixPrice,
        curr: p.curr,
        createdAt: listedAt,
      },
    ]),
  );
}
