import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { promotionCodes } from '../../../server/db/schema';
import { Code } from '../../../server/schemas/codes';
import { PROMO_CODE_MAX_LENGTH } from '../../../server/schemas/orders';
import {
  basisPointsToPercent,
  percentToBasisPoints,
  PromotionCodeList,
} from '../../../server/schemas/promotions';
import type { TestServer } from '../../support/server';
import { orderServer, person, physical, type Session } from './orders-fixtures';

let s: TestServer;
let seller: Session;
let rival: Session;
let mine: string[];
let theirs: string;
let n = 0;

beforeAll(async () => {
  s = await orderServer();
  seller = await person(s, 'Seller');
  rival = await person(s, 'Rival');
  mine = [await physical(s, seller), await physical(s, seller)];
  theirs = await physical(s, rival);
});
afterAll(() => s.close());

const code = () => `CODE${++n}`;
const form = (extra: Record<string, string | string[]> = {}) => ({
  code: code(),
  method: 'PERCENT',
  percent: '10',
  startsAt: '2026-01-01T00:00:00+08:00',
  endsAt: '2099-12-31T23:59:59+08:00',
  ...extra,
});
const save = (extra: Record<string, string | string[]> = {}, session: Session = seller) =>
  s.request('POST', '/api/promotions', { session, form: form(extra) });
const list = async (session: Session = seller) =>
  (await s.request('GET', '/api/promotions', { session })).data;

describe('percent ↔ basis points', () => {
  it('converts exactly, without floating point', () => {
    expect(['10', '12.5', '0.01', '100', '33.33'].map(percentToBasisPoints)).toEqual([
      1000, 1250, 1, 10_000, 3333,
    ]);
    expect([1000, 1250, 1, 10_000].map(basisPointsToPercent)).toEqual(['10.00', '12.50', '0.01', '100.00']);
  });
});

describe('savePromotionCode', () => {
  it('creates a PERCENT code for all the seller’s items, stored upper-case in basis points', async () => {
    const res = await save({ code: 'summer-12', percent: '12.5' });
    expect(res.meta.code).toBe(Code.OK);
    expect(res.data).toEqual({
      id: expect.any(String),
      code: 'SUMMER-12',
      method: 'PERCENT',
      currency: 'HKD',
      value: '0',
      percent: '12.50',
      percentBp: 1250,
      isForAll: true,
      productIds: [],
      startsAt: '2025-12-31T16:00:00.000Z',
      endsAt: '2099-12-31T15:59:59.000Z',
      dailyFrom: null,
      dailyTo: null,
      reusable: false,
      usageLimit: null,
      usedCount: 0,
      active: true,
      state: 'ACTIVE',
      createdAt: s.clock.now.toISOString(),
    });
  });

  it('creates a FIXPRICE code in minor units of its currency, for some of the seller’s items', async () => {
    const res = await save({
      method: 'FIXPRICE',
      value: '5000',
      percent: '',
      currency: 'HKD',
      isForAll: 'false',
      productIds: mine,
      reusable: 'true',
      usageLimit: '100',
      dailyFrom: '09:00',
      dailyTo: '21:30',
    });
    expect(res.meta.code).toBe(Code.OK);
    expect(res.data).toMatchObject({
      method: 'FIXPRICE',
      value: '5000',
      percentBp: 0,
      isForAll: false,
      productIds: mine,
      reusable: true,
      usageLimit: 100,
      dailyFrom: '09:00',
      dailyTo: '21:30',
    });
    const [row] = await s.deps.db.select().from(promotionCodes).where(eq(promotionCodes.id, res.data.id));
    expect([row!.dailyFromMinute, row!.dailyToMinute]).toEqual([540, 1290]);
    // Bracketed fields carry the list too.
    const bracketed = await save({ isForAll: 'false', 'productIds[0]': mine[0]!, 'productIds[1]': mine[1]! });
    expect(bracketed.data.productIds).toEqual(mine);
  });

  it('refuses items that are not the seller’s own, and an empty list when not for all', async () => {
    const res = await save({ isForAll: 'false', productIds: [mine[0]!, theirs] });
    expect(res.meta.code).toBe(Code.VALIDATION_FAILED);
    expect(res.data).toEqual([{ path: 'productIds', message: 'not_own_item' }]);
    const none = await save({ isForAll: 'false' });
    expect(none.data).toEqual([{ path: 'productIds', message: 'required' }]);
  });

  it('is unique whatever the case: 409 promo_code_taken, also against another seller’s code', async () => {
    await save({ code: 'UNIQUE1' });
    for (const [c, who] of [
      ['unique1', seller],
      ['Unique1', rival],
    ] as const) {
      const res = await save({ code: c }, who);
      expect(res.status).toBe(409);
      expect(res.meta).toMatchObject({ code: Code.CONFLICT, message: 'promo_code_taken' });
      expect(res.data).toEqual([{ path: 'code', message: 'promo_code_taken' }]);
    }
    // Two saves racing for one new code: one wins.
    const answers = await Promise.all([save({ code: 'RACE1' }), save({ code: 'race1' }, rival)]);
    expect(answers.map((a) => a.meta.code).sort()).toEqual([Code.OK, Code.CONFLICT]);
  });

  it('limits the length to PROMO_CODE_MAX_LENGTH and the characters to letters, digits, - and _', async () => {
    const longest = 'A'.repeat(PROMO_CODE_MAX_LENGTH);
    expect((await save({ code: longest })).meta.code).toBe(Code.OK);
    const tooLong = await save({ code: `${longest}B` });
    expect(tooLong.meta.code).toBe(Code.VALIDATION_FAILED);
    expect(tooLong.data).toEqual([{ path: 'code', message: 'promo_code_length' }]);
    expect((await save({ code: 'TWO WORDS' })).data).toEqual([
      { path: 'code', message: 'promo_code_format' },
    ]);
    expect((await save({ code: '' })).data).toEqual([{ path: 'code', message: 'required' }]);
  });

  it('needs the value of its method, a percentage within 0.01–100 and an end after the start', async () => {
    const fix = await save({ method: 'FIXPRICE', percent: '' });
    expect(fix.data).toEqual([{ path: 'value', message: 'required' }]);
    expect((await save({ method: 'FIXPRICE', value: '0' })).data).toEqual([
      { path: 'value', message: 'required' },
    ]);
    expect((await save({ percent: '0' })).data).toEqual([{ path: 'percent', message: 'percent_range' }]);
    expect((await save({ percent: '100.01' })).data).toEqual([{ path: 'percent', message: 'percent_range' }]);
    expect((await save({ percent: '1.234' })).data).toEqual([{ path: 'percent', message: 'percent_format' }]);
    const { percent: _p, ...noPercent } = form();
    const missing = await s.request('POST', '/api/promotions', { session: seller, form: noPercent });
    expect(missing.data).toEqual([{ path: 'percent', message: 'required' }]);
    const backwards = await save({ startsAt: '2027-01-01T00:00:00Z', endsAt: '2026-01-01T00:00:00Z' });
    expect(backwards.data).toEqual([{ path: 'endsAt', message: 'ends_before_start' }]);
    expect((await save({ startsAt: '2026-13-01T00:00:00Z' })).meta.code).toBe(Code.VALIDATION_FAILED);
    expect((await save({ startsAt: '2026-01-01' })).data).toEqual([
      { path: 'startsAt', message: 'datetime_format' },
    ]);
    expect((await save({ dailyFrom: '09:00' })).data).toEqual([{ path: 'dailyTo', message: 'required' }]);
  });

  it('edits the seller’s own code; another seller’s id answers 404 and changes nothing', async () => {
    const created = (await save({ code: 'EDITME' })).data;
    const edited = await save({ id: created.id, code: 'EDITED', method: 'FIXPRICE', value: '2500' });
    expect(edited.data).toMatchObject({ id: created.id, code: 'EDITED', method: 'FIXPRICE', percentBp: 0 });
    // Saving a code under its own name again is no clash.
    expect((await save({ id: created.id, code: 'edited', active: 'false' })).data.state).toBe('INACTIVE');
    const hijack = await save({ id: created.id, code: 'HIJACK' }, rival);
    expect(hijack.status).toBe(404);
    const [row] = await s.deps.db.select().from(promotionCodes).where(eq(promotionCodes.id, created.id));
    expect(row).toMatchObject({ code: 'EDITED', ownerId: seller.memberId });
  });

  it('needs a session', async () => {
    expect((await s.request('POST', '/api/promotions', { form: form() })).status).toBe(401);
    expect((await s.request('GET', '/api/promotions')).status).toBe(401);
  });
});

describe('listPromotionCodes', () => {
  it('lists only the caller’s codes, newest first, with where each stands', async () => {
    const other = await person(s, 'Lister');
    const day = 86_400_000;
    const iso = (ms: number) => new Date(s.clock.now.getTime() + ms).toISOString();
    const states = [
      ['LIVE', { startsAt: iso(-day), endsAt: iso(day) }],
      ['PAST', { startsAt: iso(-2 * day), endsAt: iso(-day) }],
      ['LATER', { startsAt: iso(day), endsAt: iso(2 * day) }],
      ['FULL', { startsAt: iso(-day), endsAt: iso(day), usageLimit: '1' }],
    ] as const;
    for (const [c, extra] of states) {
      s.clock.now = new Date(s.clock.now.getTime() + 1000);
      await save({ code: c, ...extra }, other);
    }
    await s.deps.db.update(promotionCodes).set({ usedCount: 1 }).where(eq(promotionCodes.code, 'FULL'));
    const codes = await list(other);
    expect(v.is(PromotionCodeList, codes)).toBe(true);
    expect(codes.map((c: { code: string; state: string }) => [c.code, c.state])).toEqual([
      ['FULL', 'USED_UP'],
      ['LATER', 'NOT_STARTED'],
      ['PAST', 'EXPIRED'],
      ['LIVE', 'ACTIVE'],
    ]);
    expect((await list(rival)).map((c: { code: string }) => c.code)).not.toContain('LIVE');
    expect((await list(seller)).every((c: { code: string }) => !['LIVE', 'PAST'].includes(c.code))).toBe(
      true,
    );
  });
});
