import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../client';
import {
  deliveryTypes,
  discountItems,
  members,
  merchantAppConfigs,
  pickupPoints,
  products,
  promotionCodes,
} from '../schema';
import { DEMO_ACCOUNTS } from './accounts';
import { PAYMENT_METHODS, PAYMENT_METHODS_CONFIG } from '../../schemas/payments';

/** Spec §3 delivery types and their shipping cost in HK cents (door-to-door, branch, locker, virtual). */
export const DELIVERY_TYPE_ROWS = [
  { code: 'DLV', feeHkdCents: '3000', position: 1 },
  { code: 'BRH', feeHkdCents: '1500', position: 2 },
  { code: 'BOX', feeHkdCents: '1000', position: 3 },
  { code: 'NONE', feeHkdCents: '0', position: 4 },
] as const;

const at = (iso: string) => new Date(iso);
// Fixed ids: a re-run meets them and adds nothing.
const id = (n: number) => `5eed0013-0000-4000-8000-${String(n).padStart(12, '0')}`;

const PICKUP_POINTS = [
  [
    'BRH',
    'Central Branch',
    'Central and Western',
    'Hong Kong Island',
    'Shop 12, 1 Queen\u2019s Road Central',
  ],
  ['BRH', 'Mong Kok Branch', 'Yau Tsim Mong', 'Kowloon', 'G/F, 88 Nathan Road, Mong Kok'],
  ['BRH', 'Sha Tin Branch', 'Sha Tin', 'New Territories', 'Shop 305, New Town Plaza, Sha Tin'],
  ['BOX', 'Causeway Bay Locker', 'Wan Chai', 'Hong Kong Island', 'MTR Causeway Bay Station, Exit F'],
  ['BOX', 'Kwun Tong Locker', 'Kwun Tong', 'Kowloon', 'APM Mall, Level 1, 418 Kwun Tong Road'],
  ['BOX', 'Tsuen Wan Locker', 'Tsuen Wan', 'New Territories', 'Tsuen Wan Plaza, Basement 1'],
] as const;

const SIZES = { type: 'SIZE', values: ['S', 'M', 'L'] };
/** Spec options by the demo goods' nouns (spec §3 spec dictionary SIZE, COLOR). */
const SPEC_OPTIONS: [string, { type: string; values: string[] }[]][] = [
  ['Tote', [SIZES, { type: 'COLOR', values: ['Black', 'Natural'] }]],
  ['Scarf', [SIZES, { type: 'COLOR', values: ['Grey', 'Navy', 'Red'] }]],
  ['Mitten', [SIZES, { type: 'COLOR', values: ['Grey', 'Red'] }]],
  ['Mug', [{ type: 'COLOR', values: ['White', 'Black', 'Red'] }]],
];

/** Reference data every install needs: the delivery types (server/runtime.ts loads them on every start). */
export async function seedDeliveryTypes(db: Db): Promise<boolean> {
  const added = await db
    .insert(deliveryTypes)
    .values(DELIVERY_TYPE_ROWS.map((r) => ({ ...r })))
    .onConflictDoNothing()
    .returning({ code: deliveryTypes.code });
  return added.length > 0;
}

/**
 * Checkout's demo data: delivery types, Hong Kong pickup points, the COM merchant's ONLINEORDER
 * window, the demo creator's promotion codes (one live per method, one expired, one not started) and
 * discount items. Rows have fixed keys, so a re-run adds nothing; the demo goods get their cash-on-delivery
 * flag, spec options and one sold-out (pre-orderable) item on the first run only, so a seller's later edits stay.
 */
export async function seedOrders(db: Db): Promise<void> {
  await seedDeliveryTypes(db);
  // The demo's own rows (fixed ids) tell a first run; the delivery types cannot, as every start loads them.
  const addedPoints = await db
    .insert(pickupPoints)
    .values(
      PICKUP_POINTS.map(([type, name, district, city, address], i) => ({
        id: id(100 + i),
        type,
        name,
        district,
        city,
        address,
        hours: type === 'BOX' ? '00:00-23:59' : '10:00-20:00',
      })),
    )
    .onConflictDoNothing()
    .returning({ id: pickupPoints.id });
  const firstRun = addedPoints.length > 0;
  // Open all day: a window whose start and end are the same minute (online-order.ts inDailyWindow). Its end is
  // exclusive, so the earlier '00:00'–'23:59' closed the demo shop from 23:59 to midnight every day; a data
  // directory still holding that untouched default gets the new one.
  const allDay = { enabled: true, from: '00:00', to: '00:00' };
  await db
    .insert(merchantAppConfigs)
    .values({ mcId: 'COM', type: 'ONLINEORDER', params: allDay })
    .onConflictDoNothing();
  await db
    .update(merchantAppConfigs)
    .set({ params: allDay })
    .where(
      and(
        eq(merchantAppConfigs.mcId, 'COM'),
        eq(merchantAppConfigs.type, 'ONLINEORDER'),
        sql`${merchantAppConfigs.params} = '{"enabled":true,"from":"00:00","to":"23:59"}'::jsonb`,
      ),
    );
  // The methods the demo merchant offers at checkout: all of them, in the order shown.
  await db
    .insert(merchantAppConfigs)
    .values({ mcId: 'COM', type: PAYMENT_METHODS_CONFIG, params: { methods: [...PAYMENT_METHODS] } })
    .onConflictDoNothing();

  const login = DEMO_ACCOUNTS[0].loginName;
  const [seller] = await db
    .select({ id: members.id })
    .from(members)
    .where(eq(sql`lower(${members.loginName})`, login));
  if (!seller) return;
  const ownerId = seller.id;
  const forever = { startsAt: at('2025-01-01T00:00:00+08:00'), endsAt: at('2099-12-31T23:59:59+08:00') };
  await db
    .insert(promotionCodes)
    .values([
      { id: id(200), code: 'WELCOME10', ownerId, method: 'PERCENT', percentBp: 1000, ...forever },
      { id: id(201), code: 'HK50', ownerId, method: 'FIXPRICE', value: '5000', reusable: true, ...forever },
      {
        id: id(202),
        code: 'EXPIRED5',
        ownerId,
        method: 'PERCENT',
        percentBp: 500,
        startsAt: at('2025-01-01T00:00:00+08:00'),
        endsAt: at('2025-12-31T23:59:59+08:00'),
      },
      {
        id: id(203),
        code: 'SOON20',
        ownerId,
        method: 'PERCENT',
        percentBp: 2000,
        startsAt: at('2099-01-01T00:00:00+08:00'),
        endsAt: at('2099-12-31T23:59:59+08:00'),
      },
    ])
    .onConflictDoNothing();

  const goods = await db
    .select({ id: products.id })
    .from(products)
    .where(
      and(eq(products.ownerId, ownerId), eq(products.sourceType, 'PHYSICAL'), eq(products.status, 'ON_SALE')),
    )
    .orderBy(products.modelNumber, products.id);
  await db
    .insert(discountItems)
    .values([
      {
        id: id(300),
        sellerId: ownerId,
        name: 'Demo Objects 5% off',
        isForAll: true,
        method: 'PERCENT',
        percentBp: 500,
      },
      {
        id: id(301),
        sellerId: ownerId,
        name: 'HK$20 off per unit',
        productIds: goods.slice(1, 3).map((g) => g.id),
        method: 'FIXPRICE',
        value: '2000',
      },
    ])
    .onConflictDoNothing();
  if (firstRun) await dressDemoGoods(db, ownerId);
}

/** Cash on delivery on every other physical good, spec options by noun, one demo good sold out for pre-orders. */
async function dressDemoGoods(db: Db, ownerId: string) {
  const physical = eq(products.sourceType, 'PHYSICAL');
  await db
    .update(products)
    .set({ allowCod: true })
    .where(and(physical, sql`right(${products.modelNumber}, 1) in ('0', '2', '4', '6', '8')`));
  for (const [noun, options] of SPEC_OPTIONS) {
    await db
      .update(products)
      .set({ specOptions: options })
      .where(and(physical, sql`${products.name} like ${`% ${noun} #%`}`));
  }
  const [soldOut] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(physical, eq(products.ownerId, ownerId), eq(products.status, 'ON_SALE')))
    .orderBy(sql`${products.modelNumber} desc`, products.id)
    .limit(1);
  if (soldOut) await db.update(products).set({ stock: 0 }).where(eq(products.id, soldOut.id));
}
