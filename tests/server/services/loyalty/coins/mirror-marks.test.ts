import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coinLedger, coinMirrors } from '../../../../../server/db/schema';
import { laggingCoinMembers, mirrorOfRow } from '../../../../../server/services/loyalty/coins/chain';
import { earnCoins } from '../../../../../server/services/loyalty/coins/earn';
import { MARK_OVERLAP_MS, type MirrorMarks } from '../../../../../server/services/loyalty/coins/mirror-marks';
import type { TestServer } from '../../../../support/server';
import { loyaltyServer, person } from '../../../routes/loyalty-fixtures';
import { coinShop, type CoinShop, key } from './coin-fixtures';

let s: TestServer;
beforeAll(async () => {
  s = await loyaltyServer();
}, 120_000);
afterAll(() => s?.close());

const earn = (shop: CoinShop, memberId: string, amount: bigint) =>
  earnCoins(s.deps, { merchantId: shop.merchantId, memberId, amount, key: key('earn') });

/** Records every operation of the merchant as mirrored, as its job would (no chain here: state NONE). */
async function mirrorAll(merchantId: string) {
  const ops = await s.deps.db
    .select({ key: coinLedger.idempotencyKey, memberId: coinLedger.memberId })
    .from(coinLedger)
    .leftJoin(coinMirrors, mirrorOfRow)
    .where(and(eq(coinLedger.merchantId, merchantId), isNull(coinMirrors.merchantId)));
  for (const op of ops)
    await s.deps.db
      .insert(coinMirrors)
      .values({
        merchantId,
        idempotencyKey: op.key,
        memberId: op.memberId,
        delta: 0n,
        state: 'NONE',
        blockchain: 'ETHEREUM',
      })
      .onConflictDoNothing();
}

/** The member's latest ledger row at the merchant. */
const lastRow = async (merchantId: string, memberId: string) =>
  (
    await s.deps.db
      .select()
      .from(coinLedger)
      .where(and(eq(coinLedger.merchantId, merchantId), eq(coinLedger.memberId, memberId)))
      .orderBy(desc(coinLedger.seq))
      .limit(1)
  )[0]!;

/**
 * Another operation of the member, committed now by a transaction that drew `seq` earlier (rows with a lower
 * seq already visible): written with that seq, as only a late commit could.
 */
async function commitLate(row: typeof coinLedger.$inferSelect, seq: number) {
  await s.deps.db.execute(sql`
    insert into coin_ledger (merchant_id, member_id, kind, delta, lot_id, idempotency_key, request_hash, leg, seq)
    overriding system value
    values (${row.merchantId}, ${row.memberId}, ${row.kind}, ${String(row.delta)}, ${row.lotId},
      ${key('late')}, ${row.requestHash}, 0, ${seq})`);
}

/** An on-chain coin shop where b then a earned coins, all mirrored; `top` is a's row. */
async function earnedShop() {
  const shop = await coinShop(s, { onChain: 'true' });
  const a = await person(s);
  const b = await person(s);
  await earn(shop, b.memberId, 3n);
  await earn(shop, a.memberId, 3n);
  await mirrorAll(shop.merchantId);
  return { shop, a, b, top: (await lastRow(shop.merchantId, a.memberId)).seq };
}

/** One sweep's read at wall-clock time `at`: the shop's lagging members. */
const sweepAt = async (marks: MirrorMarks, shop: CoinShop, at: number) =>
  (await laggingCoinMembers(s.deps.db, { marks, at }))
    .filter((m) => m.merchantId === shop.merchantId)
    .map((m) => m.memberId);

describe('the coin mirror sweep reads each ledger above its mark', () => {
  it('moves the mark only to a top one overlap window old, then reads only rows above it', async () => {
    const { shop, a, b, top } = await earnedShop();
    const marks: MirrorMarks = new Map();

    expect(await sweepAt(marks, shop, 0)).toEqual([]);
    // The top just seen may still have rows below it in flight: not yet.
    expect(marks.get(shop.merchantId)!.through).toBe(0);
    expect(await sweepAt(marks, shop, MARK_OVERLAP_MS)).toEqual([]);
    expect(marks.get(shop.merchantId)!.through).toBe(top);

    // A row at or below the mark is not read again (the whole ledger, read without marks, has it).
    await commitLate(await lastRow(shop.merchantId, b.memberId), top);
    expect(await sweepAt(marks, shop, MARK_OVERLAP_MS + 1)).toEqual([]);
    expect(await laggingCoinMembers(s.deps.db)).toContainEqual({
      merchantId: shop.merchantId,
      memberId: b.memberId,
    });
    // What is written after it is.
    await earn(shop, a.memberId, 1n);
    expect(await sweepAt(marks, shop, MARK_OVERLAP_MS + 2)).toEqual([a.memberId]);
  });

  it('still reads a row committed late below the top a sweep saw, and holds the mark below it', async () => {
    const { shop, b, top } = await earnedShop();
    const marks: MirrorMarks = new Map();
    expect(await sweepAt(marks, shop, 0)).toEqual([]);

    // b's second operation drew its seq before a's earn but commits only now, inside the window.
    const early = await lastRow(shop.merchantId, b.memberId);
    expect(early.seq).toBeLessThan(top);
    await commitLate(early, early.seq + 1);
    expect(await sweepAt(marks, shop, MARK_OVERLAP_MS)).toEqual([b.memberId]);
    expect(marks.get(shop.merchantId)!.through).toBe(early.seq);
    // Read again until its job has mirrored it; then the mark moves on to the settled top.
    expect(await sweepAt(marks, shop, MARK_OVERLAP_MS + 1)).toEqual([b.memberId]);
    await mirrorAll(shop.merchantId);
    expect(await sweepAt(marks, shop, 2 * MARK_OVERLAP_MS)).toEqual([]);
    expect(marks.get(shop.merchantId)!.through).toBe(top);
  });
});
