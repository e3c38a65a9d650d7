import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../../server/db/schema';
import { hashToken } from '../../../server/http/session';
import { Code } from '../../../server/schemas/codes';
import { ledgerTotals } from '../../../server/services/loyalty/coins/report';
import { earnCoins } from '../../../server/services/loyalty/coins/earn';
import { expireLot } from '../../../server/services/loyalty/coins/expire';
import { reverseEarn, reverseSpend } from '../../../server/services/loyalty/coins/reverse';
import { spendCoins } from '../../../server/services/loyalty/coins/spend';
import type { TestServer } from '../../support/server';
import { loyaltyServer, merchantOf, person, type Session } from './loyalty-fixtures';
import {
  advance,
  COIN_FORM,
  coinShop,
  DAY,
  expectNoDrift,
  key,
} from '../services/loyalty/coins/coin-fixtures';

let s: TestServer;
beforeAll(async () => {
  s = await loyaltyServer();
}, 120_000);
afterAll(() => s?.close());

/** A second login of the same member that outlives the test clock's jumps (test sessions last a day). */
async function longSession(who: Session): Promise<Session> {
  const token = randomBytes(32).toString('hex');
  await s.deps.db.insert(sessions).values({
    tokenHash: hashToken(token),
    memberId: who.memberId,
    expiresAt: new Date(s.clock.now.getTime() + 1000 * DAY),
  });
  return { memberId: who.memberId, token };
}

describe('saveLoyaltyCoin / getLoyaltyCoin', () => {
  it('is for Enterprise merchants only (403 plan_lacks_feature, not_a_merchant)', async () => {
    const business = await merchantOf(s, { plan: 'BUSINESS' });
    const r = await s.request('POST', '/api/coins', { session: business.session, form: COIN_FORM });
    expect(r.status).toBe(403);
    expect(r.meta).toEqual({ code: Code.FORBIDDEN, message: 'plan_lacks_feature' });
    const n = await s.request('POST', '/api/coins', { session: await person(s), form: COIN_FORM });
    expect(n.meta).toEqual({ code: Code.FORBIDDEN, message: 'not_a_merchant' });
  });

  it('refuses fractional, negative and non-digit values and a bad symbol', async () => {
    const shop = await merchantOf(s, { plan: 'ENTERPRISE' });
    for (const bad of <Record<string, string>[]>[
      { valueMinor: '1.5' },
      { valueMinor: '-1' },
      { valueMinor: 'ten' },
      { symbol: 'hb' },
    ]) {
      const r = await s.request('POST', '/api/coins', {
        session: shop.session,
        form: { ...COIN_FORM, ...bad },
      });
      expect(r.meta.code, JSON.stringify(bad)).toBe(Code.VALIDATION_FAILED);
    }
  });

  it('saves the coin with its defaults, and anyone reads it by mcId', async () => {
    const shop = await merchantOf(s, { plan: 'ENTERPRISE' });
    const campaignId = randomUUID();
    const saved = await s.request('POST', '/api/coins', {
      session: shop.session,
      form: { ...COIN_FORM, 'campaignRules[0][campaignId]': campaignId, 'campaignRules[0][coins]': '25' },
    });
    expect(saved.meta.code, JSON.stringify(saved)).toBe(200);
    const r = await s.request('GET', '/api/coins', { query: { mcId: shop.mcId } });
    expect(r.data).toEqual({
      mcId: shop.mcId,
      merchantName: `Shop ${shop.mcId}`,
      name: 'Harbour coin',
      symbol: 'HBR',
      artworkPath: '',
      valueMinor: '10',
      earnPerHkd: { num: 1, den: 10 },
      coinsPerStampCard: '0',
      campaignRules: [{ campaignId, coins: '25' }],
      pendingDays: 14,
      expiryMonths: 6,
      onChain: false,
    });
    const none = await s.request('GET', '/api/coins', { query: { mcId: 'NOSUCHSHOP' } });
    expect(none.meta.code).toBe(Code.NOT_FOUND);
  });
});

describe('listMyCoinBalances / listCoinHistory', () => {
  it('answers spendable, pending, expiring soon and total per merchant; history newest first, paged', async () => {
    // A fixed day: a lot expires at the end of its earning month (Hong Kong) plus expiryMonths, so whether the
    // first lot is "expiring soon" 170 days on, and the second not, depends on the day of the month it is earned.
    const before = s.clock.now;
    const start = new Date('2026-11-20T04:00:00.000Z');
    s.clock.now = start;
    const shop = await coinShop(s);
    const m = await longSession(await person(s));
    const earn = (amount: bigint) =>
      earnCoins(s.deps, { merchantId: shop.merchantId, memberId: m.memberId, amount, key: key('earn') });
    await earn(30n);
    advance(s, 20 * DAY);
    await earn(12n);
    advance(s, 1000);
    const r = await s.request('GET', '/api/coins/mine', { session: m });
    expect(r.data.items).toEqual([
      expect.objectContaining({
        mcId: shop.mcId,
        symbol: 'HBR',
        spendable: '30',
        pending: '12',
        nextSpendableAt: new Date(start.getTime() + 34 * DAY).toISOString(),
        total: '42',
      }),
    ]);
    await spendCoins(s.deps, { merchantId: shop.merchantId, memberId: m.memberId, amount: 5n, key: key() });
    const page1 = await s.request('GET', '/api/coins/history', {
      session: m,
      query: { mcId: shop.mcId, limit: '2' },
    });
    expect(page1.data.items.map((x: { kind: string; delta: string }) => [x.kind, x.delta])).toEqual([
      ['SPEND', '-5'],
      ['EARN', '12'],
    ]);
    const page2 = await s.request('GET', '/api/coins/history', {
      session: m,
      query: { mcId: shop.mcId, limit: '2', cursor: page1.data.nextCursor },
    });
    expect(page2.data.items.map((x: { delta: string }) => x.delta)).toEqual(['30']);
    expect(page2.data.nextCursor).toBeNull();
    // Near the first lot's expiry its coins show as expiring soon, with the date.
    s.clock.now = new Date(start.getTime() + 170 * DAY);
    const soon = await s.request('GET', '/api/coins/mine', { session: m });
    expect(soon.data.items[0]).toMatchObject({ expiringSoon: '25' });
    expect(soon.data.items[0].expiringAt).toBe('2027-05-31T16:00:00.000Z');
    s.clock.now = before;
  });
});

describe('coinLiabilityReport', () => {
  it('reconciles issued, spent, expired, reversed and outstanding to the ledger, with exact rates and CSV', async () => {
    const start = s.clock.now;
    const shop = await coinShop(s);
    shop.session = await longSession(shop.session);
    const [a, b] = [await person(s), await person(s)];
    const at = (memberId: string, amount: bigint, k: string) =>
      earnCoins(s.deps, { merchantId: shop.merchantId, memberId, amount, key: k });
    await at(a.memberId, 100n, 'earn-a-1');
    await at(b.memberId, 50n, 'earn-b-1');
    advance(s, 15 * DAY);
    await spendCoins(s.deps, {
      merchantId: shop.merchantId,
      memberId: a.memberId,
      amount: 30n,
      key: 'spend-a-1',
    });
    await reverseSpend(s.deps, { merchantId: shop.merchantId, of: 'spend-a-1', amount: 10n, key: 'rev-a-1' });
    await reverseEarn(s.deps, { merchantId: shop.merchantId, of: 'earn-b-1', amount: 20n, key: 'rev-b-1' });
    const adj = await s.request('POST', '/api/coins/adjust', {
      session: shop.session,
      form: { memberId: b.memberId, delta: '5', reason: 'Goodwill', key: 'adjust-b-1' },
    });
    expect(adj.data).toMatchObject({ kind: 'ADJUST', delta: '5', duplicate: false });
    const again = await s.request('POST', '/api/coins/adjust', {
      session: shop.session,
      form: { memberId: b.memberId, delta: '5', reason: 'Goodwill', key: 'adjust-b-1' },
    });
    expect(again.data).toMatchObject({ duplicate: true });
    const clash = await s.request('POST', '/api/coins/adjust', {
      session: shop.session,
      form: { memberId: b.memberId, delta: '6', reason: 'Goodwill', key: 'adjust-b-1' },
    });
    expect([clash.status, clash.meta.code]).toEqual([409, Code.COIN_KEY_CONFLICT]);
    // b's earned lot (30 left after the reversal) reaches its expiry and its job runs.
    const [bLot] = await s.deps.db.query.coinLots.findMany({
      where: (l, { and, eq }) => and(eq(l.memberId, b.memberId), eq(l.amount, 50n)),
    });
    s.clock.now = bLot!.expiresAt;
    await expireLot(s.deps, bLot!.id);

    const r = await s.request('GET', '/api/coins/liability', { session: shop.session });
    expect(r.data).toMatchObject({
      issued: '150',
      adjusted: '5',
      spent: '20',
      expired: '30',
      reversed: '20',
      outstanding: '85',
      valueMinor: '10',
      liabilityMinor: '850',
      redemptionRate: { num: '20', den: '130' },
      breakageRate: { num: '30', den: '130' },
      holders: 2,
    });
    // Reconciled to the ledger: outstanding is its sum, and each lot's remaining its rows.
    expect((await ledgerTotals(s.deps.db, shop.merchantId)).all).toBe(85n);
    await expectNoDrift(s);

    const res = await s.requestRaw('GET', '/api/coins/liability/export', { session: shop.session });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const text = new TextDecoder().decode(new Uint8Array(await res.arrayBuffer()).slice(3));
    const [head, row] = text.split('\r\n');
    expect(head).toBe(
      'mcId,symbol,valueMinor,issued,adjusted,spent,expired,reversed,outstanding,liabilityMinor,redemptionRate,breakageRate,holders,asOf',
    );
    expect(row).toMatch(new RegExp(`^${shop.mcId},HBR,10,150,5,20,30,20,85,850,20/130,30/130,2,`));

    const business = await merchantOf(s, { plan: 'BUSINESS' });
    const no = await s.request('GET', '/api/coins/liability', { session: business.session });
    expect(no.meta).toEqual({ code: Code.FORBIDDEN, message: 'plan_lacks_feature' });
    s.clock.now = start;
  });
});

describe('/api/openapi.json', () => {
  it('documents the coin operations', async () => {
    const res = await s.app.request('/api/openapi.json');
    const doc = (await res.json()) as { paths: Record<string, Record<string, { operationId: string }>> };
    const ids = Object.values(doc.paths).flatMap((p) => Object.values(p).map((o) => o.operationId));
    for (const id of [
      'saveLoyaltyCoin',
      'getLoyaltyCoin',
      'listMyCoinBalances',
      'listCoinHistory',
      'coinLiabilityReport',
      'exportCoinLiability',
      'adjustCoins',
    ])
      expect(ids).toContain(id);
  });
});
