import { and, eq, lte, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coinLedger, coinLots } from '../../../../../server/db/schema';
import { ApiError } from '../../../../../server/http/errors';
import { Code } from '../../../../../server/schemas/codes';
import { adjustCoins } from '../../../../../server/services/loyalty/coins/adjust';
import { earnCoins } from '../../../../../server/services/loyalty/coins/earn';
import { expireLot } from '../../../../../server/services/loyalty/coins/expire';
import { reverseEarn, reverseSpend } from '../../../../../server/services/loyalty/coins/reverse';
import { spendCoins } from '../../../../../server/services/loyalty/coins/spend';
import type { TestServer } from '../../../../support/server';
import { prng } from '../../../schemas/ticket-fixtures';
import { loyaltyServer, person } from '../../../routes/loyalty-fixtures';
import { advance, coinShop, type CoinShop, DAY, expectNoDrift } from './coin-fixtures';

const SEED = Number(process.env.COIN_PROPERTY_SEED ?? 20261130);
// About 20 ms a step on PGlite: 1,000 keep the file near 20 s; COIN_PROPERTY_STEPS=10000 for a longer walk.
const STEPS = Number(process.env.COIN_PROPERTY_STEPS ?? 1000);
/** Refusals an operation may meet in a random walk; anything else fails the test. */
const EXPECTED = new Set<number>([
  Code.COINS_INSUFFICIENT,
  Code.COINS_PENDING,
  Code.COINS_EXPIRED,
  Code.COIN_REVERSAL_EXCEEDS,
  Code.COIN_KEY_CONFLICT,
]);

let s: TestServer;
let shop: CoinShop;
beforeAll(async () => {
  s = await loyaltyServer();
  shop = await coinShop(s, { pendingDays: '3', expiryMonths: '1' });
}, 120_000);
afterAll(() => s?.close());

type Done = { kind: 'EARN' | 'SPEND'; key: string; memberId: string; amount: bigint };

describe('the coin ledger under random operations', () => {
  it(`keeps every lot and balance equal to its ledger after ${STEPS} steps (seed ${SEED})`, async () => {
    const rnd = prng(SEED);
    const pick = <T>(xs: T[]) => xs[Math.floor(rnd() * xs.length)]!;
    const int = (lo: number, hi: number) => lo + Math.floor(rnd() * (hi - lo + 1));
    const people = await Promise.all([1, 2, 3, 4].map(() => person(s)));
    const model = new Map<string, bigint>(people.map((p) => [p.memberId, 0n]));
    const done: Done[] = [];
    const replays: { run: () => Promise<{ delta: string; duplicate: boolean }> }[] = [];
    const seen = new Map<string, number>();
    let n = 0;
    const k = (p: string) => `${p}-${SEED}-${++n}`;

    const apply = async (memberId: string, run: () => Promise<{ delta: string; duplicate: boolean }>) => {
      try {
        const op = await run();
        if (!op.duplicate) model.set(memberId, model.get(memberId)! + BigInt(op.delta));
        else expect(op.duplicate).toBe(true);
        return op;
      } catch (err) {
        if (!(err instanceof ApiError) || !EXPECTED.has(err.code)) throw err;
        seen.set(err.message, (seen.get(err.message) ?? 0) + 1);
        return null;
      }
    };

    for (let step = 0; step < STEPS; step++) {
      const who = pick(people).memberId;
      const roll = rnd();
      if (roll < 0.25) {
        const amount = BigInt(int(1, 50));
        const key = k('earn');
        const run = () => earnCoins(s.deps, { merchantId: shop.merchantId, memberId: who, amount, key });
        if (await apply(who, run)) {
          done.push({ kind: 'EARN', key, memberId: who, amount });
          replays.push({ run });
        }
      } else if (roll < 0.55) {
        const amount = BigInt(int(1, 60));
        const key = k('spend');
        const run = () => spendCoins(s.deps, { merchantId: shop.merchantId, memberId: who, amount, key });
        if (await apply(who, run)) {
          done.push({ kind: 'SPEND', key, memberId: who, amount });
          replays.push({ run });
        }
      } else if (roll < 0.65 && done.some((d) => d.kind === 'SPEND')) {
        const d = pick(done.filter((x) => x.kind === 'SPEND'));
        const amount = BigInt(int(1, Number(d.amount) + 2));
        await apply(d.memberId, () =>
          reverseSpend(s.deps, { merchantId: shop.merchantId, of: d.key, amount, key: k('rs') }),
        );
      } else if (roll < 0.72 && done.some((d) => d.kind === 'EARN')) {
        const d = pick(done.filter((x) => x.kind === 'EARN'));
        const amount = BigInt(int(1, Number(d.amount) + 2));
        await apply(d.memberId, () =>
          reverseEarn(s.deps, { merchantId: shop.merchantId, of: d.key, amount, key: k('re') }),
        );
      } else if (roll < 0.8) {
        const delta = BigInt(int(-30, 30) || 1);
        await apply(who, () =>
          adjustCoins(s.deps, shop.session.memberId, { memberId: who, delta, reason: 'fix', key: k('adj') }),
        );
      } else if (roll < 0.87 && replays.length > 0) {
        const before = new Map(model);
        const op = await pick(replays).run();
        expect(op.duplicate).toBe(true);
        expect(model).toEqual(before);
      } else {
        // The test clock: days pass, and the expiry job runs for every lot due.
        advance(s, int(0, 12) * DAY);
        const due = await s.deps.db
          .select({ id: coinLots.id, memberId: coinLots.memberId })
          .from(coinLots)
          .where(and(lte(coinLots.expiresAt, s.clock.now), sql`${coinLots.remaining} > 0`));
        for (const lot of due) {
          const op = await expireLot(s.deps, lot.id);
          if (op) model.set(lot.memberId, model.get(lot.memberId)! + BigInt(op.delta));
        }
      }
      // After every step: each member's lots hold what the model and the ledger say, and no lot is negative.
      const lots = await s.deps.db
        .select({
          memberId: coinLots.memberId,
          held: sql<string>`sum(${coinLots.remaining})::text`,
          low: sql<string>`min(${coinLots.remaining})::text`,
        })
        .from(coinLots)
        .where(eq(coinLots.merchantId, shop.merchantId))
        .groupBy(coinLots.memberId);
      const ledger = await s.deps.db
        .select({ memberId: coinLedger.memberId, sum: sql<string>`sum(${coinLedger.delta})::text` })
        .from(coinLedger)
        .where(eq(coinLedger.merchantId, shop.merchantId))
        .groupBy(coinLedger.memberId);
      for (const p of people) {
        const l = lots.find((x) => x.memberId === p.memberId);
        const g = ledger.find((x) => x.memberId === p.memberId);
        expect(BigInt(l?.held ?? 0), `step ${step}`).toBe(model.get(p.memberId));
        expect(BigInt(g?.sum ?? 0), `step ${step}`).toBe(model.get(p.memberId));
        expect(BigInt(l?.low ?? 0) >= 0n).toBe(true);
      }
      if (step % 250 === 0) await expectNoDrift(s);
    }
    await expectNoDrift(s);
    // The walk met every kind of refusal it is meant to exercise.
    expect([...seen.keys()].sort()).toEqual(
      expect.arrayContaining(['coin_reversal_exceeds', 'coins_insufficient', 'coins_pending']),
    );
  }, 600_000);
});
