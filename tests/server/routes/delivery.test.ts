import { count, eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  deliveryTypes,
  discountItems,
  members,
  merchantAppConfigs,
  pickupPoints,
  products,
  promotionCodes,
} from '../../../server/db/schema';
import { DEMO_ACCOUNTS } from '../../../server/db/seed/accounts';
import { seedOrders } from '../../../server/db/seed/orders';
import { assertOrderingOpen } from '../../../server/services/orders/online-order';
import { Code } from '../../../server/schemas/codes';
import {
  DELIVERY_FIELDS,
  DeliveryTypeList,
  PickupPointList,
  requiredDeliveryFields,
} from '../../../server/schemas/delivery';
import type { TestServer } from '../../support/server';
import { orderServer, person, physical, type Session } from './orders-fixtures';

let s: TestServer;
let creator: Session;

beforeAll(async () => {
  s = await orderServer();
  // The demo creator (by login name) owns the demo codes and goods the seed dresses.
  creator = await person(s, 'Demo Creator');
  await s.deps.db
    .update(members)
    .set({ loginName: DEMO_ACCOUNTS[0].loginName })
    .where(eq(members.id, creator.memberId));
  for (const n of ['Quiet Tote #001', 'Wild Mug #002', 'Amber Poster #003']) {
    await physical(s, creator, { name: n, modelNumber: `DEM-000${n.at(-1)}` });
  }
  await seedOrders(s.deps.db);
});
afterAll(() => s.close());

const rows = async (table: PgTable) => (await s.deps.db.select({ n: count() }).from(table))[0]!.n;

describe('requiredDeliveryFields', () => {
  it('asks door-to-door for the address, pickup for the point, virtual for nothing', () => {
    expect(requiredDeliveryFields('DLV')).toEqual([
      'receiverName',
      'receiverPhone',
      'district',
      'city',
      'addressDetail',
    ]);
    expect(requiredDeliveryFields('BRH')).toEqual(['receiverName', 'receiverPhone', 'pickupPointId']);
    expect(requiredDeliveryFields('BOX')).toEqual(requiredDeliveryFields('BRH'));
    expect(requiredDeliveryFields('NONE')).toEqual([]);
    expect(DELIVERY_FIELDS).toContain('pickupPointId');
  });
});

describe('listDeliveryTypes', () => {
  it('answers the active types in order with their fee in HK cents and required fields', async () => {
    const res = await s.request('GET', '/api/delivery-types');
    expect(res.meta.code).toBe(Code.OK);
    expect(v.is(DeliveryTypeList, res.data)).toBe(true);
    expect(res.data).toEqual([
      { code: 'DLV', fee: '3000', requires: [...requiredDeliveryFields('DLV')] },
      { code: 'BRH', fee: '1500', requires: [...requiredDeliveryFields('BRH')] },
      { code: 'BOX', fee: '1000', requires: [...requiredDeliveryFields('BOX')] },
      { code: 'NONE', fee: '0', requires: [] },
    ]);
  });

  it('leaves out a type the platform switched off', async () => {
    await s.deps.db.update(deliveryTypes).set({ active: false }).where(eq(deliveryTypes.code, 'BOX'));
    const res = await s.request('GET', '/api/delivery-types');
    expect(res.data.map((t: { code: string }) => t.code)).toEqual(['DLV', 'BRH', 'NONE']);
    await s.deps.db.update(deliveryTypes).set({ active: true }).where(eq(deliveryTypes.code, 'BOX'));
  });
});

describe('listPickupPoints', () => {
  it('lists the active points of one type, or all of them', async () => {
    const brh = await s.request('GET', '/api/pickup-points', { query: { type: 'BRH' } });
    expect(brh.meta.code).toBe(Code.OK);
    expect(brh.data.length).toBeGreaterThanOrEqual(2);
    expect(brh.data.every((p: { type: string }) => p.type === 'BRH')).toBe(true);
    expect(brh.data[0]).toEqual({
      id: expect.any(String),
      type: 'BRH',
      name: expect.any(String),
      district: expect.any(String),
      city: expect.any(String),
      address: expect.any(String),
      hours: expect.any(String),
    });
    const all = await s.request('GET', '/api/pickup-points');
    expect(v.is(PickupPointList, all.data)).toBe(true);
    expect(all.data.length).toBeGreaterThanOrEqual(4);
    expect(new Set(all.data.map((p: { type: string }) => p.type))).toEqual(new Set(['BRH', 'BOX']));
  });

  it('hides an inactive point and refuses an unknown type', async () => {
    const before = await s.request('GET', '/api/pickup-points', { query: { type: 'BOX' } });
    const gone = before.data[0].id;
    await s.deps.db.update(pickupPoints).set({ active: false }).where(eq(pickupPoints.id, gone));
    const after = await s.request('GET', '/api/pickup-points', { query: { type: 'BOX' } });
    expect(after.data.map((p: { id: string }) => p.id)).not.toContain(gone);
    expect(after.data).toHaveLength(before.data.length - 1);
    await s.deps.db.update(pickupPoints).set({ active: true }).where(eq(pickupPoints.id, gone));
    const bad = await s.request('GET', '/api/pickup-points', { query: { type: 'DLV' } });
    expect(bad.meta.code).toBe(Code.VALIDATION_FAILED);
  });
});

describe('checkout demo data (seedOrders)', () => {
  it('keeps the demo shop open all day, the minute before midnight too, and mends the old default', async () => {
    const where = eq(merchantAppConfigs.mcId, 'COM');
    const old = { enabled: true, from: '00:00', to: '23:59' };
    await s.deps.db.update(merchantAppConfigs).set({ params: old }).where(where);
    await expect(assertOrderingOpen(s.deps.db, 'COM', new Date('2026-12-01T15:59:30Z'))).rejects.toThrow();
    await seedOrders(s.deps.db);
    // 23:59:30 in Hong Kong.
    await expect(
      assertOrderingOpen(s.deps.db, 'COM', new Date('2026-12-01T15:59:30Z')),
    ).resolves.toBeUndefined();
    // A merchant's own window is left as it is.
    const own = { enabled: true, from: '09:00', to: '21:00' };
    await s.deps.db.update(merchantAppConfigs).set({ params: own }).where(where);
    await seedOrders(s.deps.db);
    const [config] = await s.deps.db.select().from(merchantAppConfigs).where(where);
    expect(config!.params).toEqual(own);
    await s.deps.db
      .update(merchantAppConfigs)
      .set({ params: { enabled: true, from: '00:00', to: '00:00' } })
      .where(where);
  });

  it('adds the ONLINEORDER window, the demo codes and discount items, and dresses the demo goods', async () => {
    const [config] = await s.deps.db.select().from(merchantAppConfigs);
    expect(config).toMatchObject({
      mcId: 'COM',
      type: 'ONLINEORDER',
      params: { enabled: true, from: '00:00', to: '00:00' },
    });
    const codes = await s.deps.db.select().from(promotionCodes);
    expect(codes.map((c) => c.code).sort()).toEqual(['EXPIRED5', 'HK50', 'SOON20', 'WELCOME10']);
    expect(codes.every((c) => c.ownerId === creator.memberId)).toBe(true);
    const byCode = Object.fromEntries(codes.map((c) => [c.code, c]));
    expect(byCode.WELCOME10).toMatchObject({ method: 'PERCENT', percentBp: 1000, isForAll: true });
    expect(byCode.HK50).toMatchObject({ method: 'FIXPRICE', value: '5000', currency: 'HKD' });
    expect(byCode.EXPIRED5!.endsAt.getTime()).toBeLessThan(s.clock.now.getTime());
    expect(byCode.SOON20!.startsAt.getTime()).toBeGreaterThan(s.clock.now.getTime());
    expect(await rows(discountItems)).toBe(2);

    const goods = await s.deps.db.select().from(products).where(eq(products.ownerId, creator.memberId));
    const named = (n: string) => goods.find((g) => g.name.includes(n))!;
    expect(named('Tote').specOptions).toEqual([
      { type: 'SIZE', values: ['S', 'M', 'L'] },
      { type: 'COLOR', values: ['Black', 'Natural'] },
    ]);
    expect(named('Mug').specOptions).toEqual([{ type: 'COLOR', values: ['White', 'Black', 'Red'] }]);
    expect(named('Poster').specOptions).toEqual([]);
    expect(named('Mug').allowCod).toBe(true);
    expect(named('Tote').allowCod).toBe(false);
    // One demo good is sold out, so the pre-order flow has something to show.
    expect(named('Poster').stock).toBe(0);
  });

  it('is idempotent and leaves a seller’s later edits alone', async () => {
    const mug = (await s.deps.db.select().from(products).where(eq(products.allowCod, true)))[0]!;
    await s.deps.db.update(products).set({ allowCod: false, specOptions: [] }).where(eq(products.id, mug.id));
    const before = await Promise.all(
      [deliveryTypes, pickupPoints, promotionCodes, discountItems, merchantAppConfigs].map(rows),
    );
    await seedOrders(s.deps.db);
    const after = await Promise.all(
      [deliveryTypes, pickupPoints, promotionCodes, discountItems, merchantAppConfigs].map(rows),
    );
    expect(after).toEqual(before);
    expect(before.slice(0, 2)).toEqual([4, 6]);
    const again = (await s.deps.db.select().from(products).where(eq(products.id, mug.id)))[0]!;
    expect([again.allowCod, again.specOptions]).toEqual([false, []]);
  });
});
