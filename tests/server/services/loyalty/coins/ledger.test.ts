import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coinLedger, coinLots, merchants } from '../../../../../server/db/schema';
import { Code } from '../../../../../server/schemas/codes';
import { earnCoins } from '../../../../../server/services/loyalty/coins/earn';
import { expireLot } from '../../../../../server/services/loyalty/coins/expire';
import { reverseEarn, reverseSpend } from '../../../../../server/services/loyalty/coins/reverse';
import { spendCoins } from '../../../../../server/services/loyalty/coins/spend';
import { sweepCoinExpiry } from '../../../../../server/jobs/coins';
import type { TestServer } from '../../../../support/server';
import { loyaltyServer, merchantOf, person, takeSent } from '../../../routes/loyalty-fixtures';
import { advance, coinShop, type CoinShop, DAY, expectNoDrift, key, outcome } from './coin-fixtures';

let s: TestServer;
let shop: CoinShop;
beforeAll(async () => {
  s = await loyaltyServer();
  shop = await coinShop(s);
}, 120_000);
afterAll(() => s?.close());

const earn = (memberId: string, amount: bigint, k = key('earn')) =>
  earnCoins(s.deps, { merchantId: shop.merchantId, memberId, amount, key: k });
const spend = (memberId: string, amount: bigint, k = key('spend')) =>
  spendCoins(s.deps, { merchantId: shop.merchantId, memberId, amount, key: k });
const lotsOf = (memberId: string) =>
  s.deps.db.select().from(coinLots).where(eq(coinLots.memberId, memberId)).orderBy(coinLots.earnedAt);

describe('earning and expiry dates', () => {
  it('dates a lot by Starbucks’ rule: earned 2020-12-15 → expires 2021-07-01 00:00 HKT, spendable after 14 days', async () => {
    const before = s.clock.now;
    s.clock.now = new Date('2020-12-15T04:00:00Z');
    const m = await person(s);
    const op = await earn(m.memberId, 100n);
    const [lot] = await lotsOf(m.memberId);
    expect(lot!.expiresAt.toISOString()).toBe('2021-06-30T16:00:00.000Z');
    expect(lot!.spendableFrom.toISOString()).toBe('2020-12-29T04:00:00.000Z');
    expect(op).toMatchObject({ kind: 'EARN', delta: '100', duplicate: false });
    const [job] = takeSent(s, 'coins.expiry');
    expect(job).toEqual({ lotId: lot!.id });
    s.clock.now = before;
  });

  it('expires a lot once at its date (job or sweep), and not before', async () => {
    const m = await person(s);
    await earn(m.memberId, 50n);
    const [lot] = await lotsOf(m.memberId);
    takeSent(s, 'coins.expiry');
    expect(await expireLot(s.deps, lot!.id)).toBeNull();
    const back = s.clock.now;
    s.clock.now = lot!.expiresAt;
    expect(await sweepCoinExpiry(s.deps)).toBeGreaterThanOrEqual(1);
    expect(takeSent(s, 'coins.expiry')).toContainEqual({ lotId: lot!.id });
    const op = await expireLot(s.deps, lot!.id);
    expect(op).toMatchObject({ kind: 'EXPIRE', delta: '-50' });
    expect(await expireLot(s.deps, lot!.id)).toBeNull();
    const [after] = await lotsOf(m.memberId);
    expect(after!.remaining).toBe(0n);
    s.clock.now = back;
    await expectNoDrift(s);
  });
});

describe('spendCoins', () => {
  it('draws oldest expiry first, then oldest earned, one SPEND row per lot', async () => {
    const m = await person(s);
    const start = s.clock.now;
    await earn(m.memberId, 30n); // month 0
    advance(s, 40 * DAY);
    await earn(m.memberId, 30n); // a later month: later expiry
    advance(s, 20 * DAY);
    const op = await spend(m.memberId, 45n);
    const lots = await lotsOf(m.memberId);
    expect(lots.map((l) => l.remaining)).toEqual([0n, 15n]);
    expect(op.legs.map((l) => [l.lotId, l.delta])).toEqual([
      [lots[0]!.id, '-30'],
      [lots[1]!.id, '-15'],
    ]);
    s.clock.now = start;
    await expectNoDrift(s);
  });

  it('refuses pending coins (COINS_PENDING with when), expired ones (COINS_EXPIRED) and more than there is', async () => {
    const m = await person(s);
    await earn(m.memberId, 20n);
    const r = await outcome(spend(m.memberId, 5n));
    expect(r).toMatchObject({ code: Code.COINS_PENDING, data: { spendable: '0' } });
    expect((r as { data: { nextSpendableAt: string } }).data.nextSpendableAt).toBe(
      new Date(s.clock.now.getTime() + 14 * DAY).toISOString(),
    );
    const [lot] = await lotsOf(m.memberId);
    const back = s.clock.now;
    s.clock.now = lot!.expiresAt;
    expect(await outcome(spend(m.memberId, 5n))).toMatchObject({ code: Code.COINS_EXPIRED });
    s.clock.now = new Date(lot!.spendableFrom.getTime() + 1000);
    expect(await outcome(spend(m.memberId, 21n))).toMatchObject({
      code: Code.COINS_INSUFFICIENT,
      data: { spendable: '20' },
    });
    s.clock.now = back;
    const rows = await s.deps.db.select().from(coinLedger).where(eq(coinLedger.memberId, m.memberId));
    expect(rows.map((x) => x.kind)).toEqual(['EARN']);
  });

  it('refuses negative, zero and fractional amounts and another merchant’s order', async () => {
    const m = await person(s);
    for (const amount of [0n, -5n, 1.5 as unknown as bigint])
      expect(await outcome(spend(m.memberId, amount))).toMatchObject({ code: Code.VALIDATION_FAILED });
    const other = await coinShop(s);
    const r = await outcome(
      spendCoins(s.deps, {
        merchantId: shop.merchantId,
        memberId: m.memberId,
        amount: 1n,
        key: key(),
        order: { id: crypto.randomUUID(), merchantId: other.merchantId },
      }),
    );
    expect(r).toMatchObject({ code: Code.COINS_OTHER_MERCHANT });
    // Coins of one merchant are not spendable at another.
    await earnCoins(s.deps, { merchantId: other.merchantId, memberId: m.memberId, amount: 10n, key: key() });
    advance(s, 15 * DAY);
    expect(await outcome(spend(m.memberId, 1n))).toMatchObject({ code: Code.COINS_INSUFFICIENT });
    advance(s, -15 * DAY);
  });

  it('answers a replayed key with its first result and writes nothing; other content is COIN_KEY_CONFLICT', async () => {
    const m = await person(s);
    await earn(m.memberId, 40n);
    advance(s, 15 * DAY);
    const k = key('tender');
    const first = await spend(m.memberId, 10n, k);
    const again = await spend(m.memberId, 10n, k);
    expect(again).toEqual({ ...first, duplicate: true });
    expect(await outcome(spend(m.memberId, 11n, k))).toMatchObject({ code: Code.COIN_KEY_CONFLICT });
    const other = await person(s);
    expect(await outcome(spend(other.memberId, 10n, k))).toMatchObject({ code: Code.COIN_KEY_CONFLICT });
    const [lot] = await lotsOf(m.memberId);
    expect(lot!.remaining).toBe(30n);
    advance(s, -15 * DAY);
    await expectNoDrift(s);
  });
});

describe('reversals', () => {
  it('reverseSpend puts coins back into their original lots with their expiry, never more than spent', async () => {
    const m = await person(s);
    const start = s.clock.now;
    await earn(m.memberId, 10n);
    advance(s, 40 * DAY);
    await earn(m.memberId, 10n);
    advance(s, 20 * DAY);
    const k = key('spend');
    await spend(m.memberId, 15n, k);
    const part = await reverseSpend(s.deps, {
      merchantId: shop.merchantId,
      of: k,
      amount: 4n,
      key: key('rev'),
    });
    let lots = await lotsOf(m.memberId);
    // Latest expiry first: the second lot (5 spent of it) gets its 4 back.
    expect(lots.map((l) => l.remaining)).toEqual([0n, 9n]);
    expect(part.legs).toEqual([{ lotId: lots[1]!.id, kind: 'REVERSE', delta: '4' }]);
    const over = await outcome(
      reverseSpend(s.deps, { merchantId: shop.merchantId, of: k, amount: 12n, key: key('rev') }),
    );
    expect(over).toMatchObject({ code: Code.COIN_REVERSAL_EXCEEDS, data: { left: '11' } });
    await reverseSpend(s.deps, { merchantId: shop.merchantId, of: k, amount: 11n, key: key('rev') });
    lots = await lotsOf(m.memberId);
    expect(lots.map((l) => l.remaining)).toEqual([10n, 10n]);
    expect(lots[0]!.expiresAt < lots[1]!.expiresAt).toBe(true);
    s.clock.now = start;
    await expectNoDrift(s);
  });

  it('coins given back to a lot past its expiry expire again at once', async () => {
    const m = await person(s);
    const start = s.clock.now;
    await earn(m.memberId, 10n);
    advance(s, 15 * DAY);
    const k = key('spend');
    await spend(m.memberId, 10n, k);
    const [lot] = await lotsOf(m.memberId);
    s.clock.now = lot!.expiresAt;
    const op = await reverseSpend(s.deps, {
      merchantId: shop.merchantId,
      of: k,
      amount: 10n,
      key: key('rev'),
    });
    expect(op.legs.map((l) => [l.kind, l.delta])).toEqual([
      ['REVERSE', '10'],
      ['EXPIRE', '-10'],
    ]);
    s.clock.now = start;
    await expectNoDrift(s);
  });

  it('reverseEarn takes back from the earned lot, then other lots; a shortfall is answered, never written', async () => {
    const m = await person(s);
    const start = s.clock.now;
    await earn(m.memberId, 10n);
    const ek = key('earn-order');
    advance(s, DAY);
    await earn(m.memberId, 20n, ek);
    advance(s, 15 * DAY);
    await spend(m.memberId, 25n); // 10 from the first lot, 15 from the order's
    const r = await reverseEarn(s.deps, {
      merchantId: shop.merchantId,
      of: ek,
      amount: 20n,
      key: key('rev'),
    });
    expect(r).toMatchObject({ delta: '-5', shortfall: '15' });
    expect(
      await outcome(
        reverseEarn(s.deps, { merchantId: shop.merchantId, of: ek, amount: 16n, key: key('rev') }),
      ),
    ).toMatchObject({ code: Code.COIN_REVERSAL_EXCEEDS, data: { left: '15' } });
    s.clock.now = start;
    await expectNoDrift(s);
  });
});

describe('earnCoins', () => {
  it('needs the merchant’s coin and its plan in force; coins held stay spendable when the plan lapses', async () => {
    const m = await person(s);
    const bare = await merchantOf(s, { plan: 'ENTERPRISE' });
    const noCoin = await outcome(
      earnCoins(s.deps, { merchantId: bare.merchantId, memberId: m.memberId, amount: 5n, key: key() }),
    );
    expect(noCoin).toMatchObject({ code: Code.NOT_FOUND, message: 'no_coin' });
    const lapsing = await coinShop(s);
    const earnAt = () =>
      earnCoins(s.deps, { merchantId: lapsing.merchantId, memberId: m.memberId, amount: 5n, key: key() });
    await earnAt();
    await s.deps.db.update(merchants).set({ plan: 'BUSINESS' }).where(eq(merchants.id, lapsing.merchantId));
    expect(await outcome(earnAt())).toMatchObject({ code: Code.FORBIDDEN, message: 'plan_lacks_feature' });
    advance(s, 15 * DAY);
    const spent = await spendCoins(s.deps, {
      merchantId: lapsing.merchantId,
      memberId: m.memberId,
      amount: 5n,
      key: key(),
    });
    expect(spent.delta).toBe('-5');
    advance(s, -15 * DAY);
  });
});

describe('the ledger', () => {
  it('is append-only: UPDATE and DELETE are refused', async () => {
    await expect(s.deps.db.execute(sql`update coin_ledger set delta = 1`)).rejects.toThrow();
    await expect(s.deps.db.execute(sql`delete from coin_ledger`)).rejects.toThrow();
  });

  it('keeps a lot within 0..amount', async () => {
    const m = await person(s);
    await earn(m.memberId, 5n);
    const [lot] = await lotsOf(m.memberId);
    await expect(
      s.deps.db.update(coinLots).set({ remaining: 6n }).where(eq(coinLots.id, lot!.id)),
    ).rejects.toThrow();
  });
});
