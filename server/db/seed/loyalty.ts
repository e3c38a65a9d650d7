import { and, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../client';
import { cardProgrammes, collections, couponBatches, merchants, productEvents, products } from '../schema';
import { DEMO_MC_ID } from './merchants';

const DAY = 86_400_000;

/** The demo café's goods: physical, no options, in HKD, so a coupon or a member card discount shows at checkout. */
const GOODS = [
  { name: 'House blend coffee beans 250 g', price: '98.00' },
  { name: 'Harbour Bean ceramic mug', price: '128.00' },
  { name: 'Cold brew gift box', price: '188.00' },
];

/**
 * The demo merchant's loyalty (issue 15): its goods, a default card programme (the QR mini page's card,
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
  if (!shop) {
    const [image] = await db
      .select({ path: products.displayImage })
      .from(products)
      .where(isNotNull(products.coverFileId))
      .limit(1);
    const picture = image?.path ?? '/favicon.svg';
    const [c] = await db
      .insert(collections)
      .values({
        ownerId,
        name: 'Harbour Bean shop',
        description: 'Coffee, cups and gifts from the Harbour Bean Café.',
        url: 'https://harbourbean.example/shop',
        category: 'physical',
        logoImage: picture,
        featuredImage: picture,
        bannerImage: picture,
        royaltyAddress: '0x0000000000000000000000000000000000000001',
      })
      .returning({ id: collections.id });
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
          displayImage: picture,
          quantity: 1000,
          stock: 1000,
          sellType: 'FIXED' as const,
          curr: 'ETH' as const,
          fixPriceHK: g.price,
          listedAt: now,
        })),
      )
      .returning({ id: products.id });
    // Put on sale (a LISTED event): public items, so the merchant page shows them (catalog/public-items.ts).
    await db
      .insert(productEvents)
      .values(
        goods.map((g) => ({ productId: g.id, kind: 'LISTED' as const, actorId: ownerId, createdAt: now })),
      );
  }
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
