import { createHash } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client';
import { isUniqueViolation } from '../../../db/errors';
import { coinLedger, coinLots } from '../../../db/schema';
import type { Deps } from '../../../http/context';
import { fail } from '../../../http/errors';
import type { CoinLedgerKind, CoinOperation } from '../../../schemas/coins';
import { queueCoinMirror } from './chain-queue';

export type LotRow = typeof coinLots.$inferSelect;
export type LedgerRow = typeof coinLedger.$inferSelect;

/** What a caller asks for: the key and everything a replay of it must match. */
export type CoinRequest = {
  merchantId: string;
  memberId: string;
  key: string;
  kind: CoinLedgerKind;
  /** Whatever else names the request (amount, order, payment, the key it reverses, a lot): hashed. */
  content: Record<string, string | null>;
};

/** One ledger row to write: the operation's key, member, order and payment are added by writeLegs. */
export type Leg = {
  lotId: string;
  kind: CoinLedgerKind;
  delta: bigint;
  reversesId?: string | null;
  reason?: string;
};

export function requestHash(r: CoinRequest): string {
  const body = { merchantId: r.merchantId, memberId: r.memberId, kind: r.kind, ...r.content };
  const sorted = Object.fromEntries(Object.entries(body).sort(([a], [b]) => a.localeCompare(b)));
  return createHash('sha256').update(JSON.stringify(sorted)).digest('hex');
}

/**
 * Serialises every coin change of one member at one merchant (PostgreSQL and PGlite): two spends at once
 * queue here, and the second then reads the first one's lots and rows.
 */
export async function lockMemberCoins(tx: Db, merchantId: string, memberId: string): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtext(${`coins:${merchantId}`}), hashtext(${memberId}))`,
  );
}

/** The member's lots at the merchant still holding coins, locked, in one stable order (no deadlocks). */
export async function lockedLots(tx: Db, merchantId: string, memberId: string): Promise<LotRow[]> {
  return tx
    .select()
    .from(coinLots)
    .where(
      and(
        eq(coinLots.merchantId, merchantId),
        eq(coinLots.memberId, memberId),
        sql`${coinLots.remaining} > 0`,
      ),
    )
    .orderBy(asc(coinLots.id))
    .for('update');
}

/** Oldest expiry first, then oldest earned: the order coins are drawn in. */
export const fifo = (a: LotRow, b: LotRow) =>
  a.expiresAt.getTime() - b.expiresAt.getTime() ||
  a.earnedAt.getTime() - b.earnedAt.getTime() ||
  a.id.localeCompare(b.id);

/** Moves a lot's remaining by `delta` under its CHECK (never below 0 nor above its amount). */
export async function moveLot(tx: Db, lotId: string, delta: bigint): Promise<void> {
  const moved = await tx
    .update(coinLots)
    .set({ remaining: sql`${coinLots.remaining} + ${delta.toString()}::bigint` })
    .where(
      and(
        eq(coinLots.id, lotId),
        sql`${coinLots.remaining} + ${delta.toString()}::bigint between 0 and ${coinLots.amount}`,
      ),
    )
    .returning({ id: coinLots.id });
  if (moved.length !== 1) throw new Error(`coin lot ${lotId} cannot move by ${delta}`);
}

/** Appends the operation's rows, legs numbered from 0 in the order given. */
export async function writeLegs(
  tx: Db,
  r: CoinRequest,
  legs: Leg[],
  refs: { orderId?: string | null; paymentId?: string | null; now: Date },
): Promise<void> {
  if (legs.length === 0) return;
  const hash = requestHash(r);
  await tx.insert(coinLedger).values(
    legs.map((l, i) => ({
      merchantId: r.merchantId,
      memberId: r.memberId,
      kind: l.kind,
      delta: l.delta,
      lotId: l.lotId,
      orderId: refs.orderId ?? null,
      paymentId: refs.paymentId ?? null,
      idempotencyKey: r.key,
      requestHash: hash,
      leg: i,
      reversesId: l.reversesId ?? null,
      reason: l.reason ?? '',
      createdAt: refs.now,
    })),
  );
}

export function operationOf(
  r: Pick<CoinRequest, 'key' | 'kind' | 'memberId'>,
  legs: Leg[],
  duplicate: boolean,
) {
  return {
    key: r.key,
    kind: r.kind,
    memberId: r.memberId,
    delta: legs.reduce((s, l) => s + l.delta, 0n).toString(),
    legs: legs.map((l) => ({ lotId: l.lotId, kind: l.kind, delta: l.delta.toString() })),
    duplicate,
  } satisfies CoinOperation;
}

/** The rows already written under the key, leg order; empty when the key is new. */
async function rowsOfKey(db: Db, merchantId: string, key: string): Promise<LedgerRow[]> {
  return db
    .select()
    .from(coinLedger)
    .where(and(eq(coinLedger.merchantId, merchantId), eq(coinLedger.idempotencyKey, key)))
    .orderBy(asc(coinLedger.leg));
}

/** The first answer of a replayed key, or COIN_KEY_CONFLICT when the key was used for another request. */
async function replayed(db: Db, r: CoinRequest): Promise<CoinOperation | null> {
  const rows = await rowsOfKey(db, r.merchantId, r.key);
  if (rows.length === 0) return null;
  if (rows[0]!.requestHash !== requestHash(r)) fail('COIN_KEY_CONFLICT', 'coin_key_conflict');
  return operationOf(r, rows, true);
}

/** Whether `db` is a caller's open transaction (the coin services then run inside it). */
export const isTransaction = (db: Db): boolean => db instanceof PgTransaction;

/**
 * Runs one coin operation once per key: in a transaction holding the member's coin lock, a key seen before
 * answers its first result (or COIN_KEY_CONFLICT) without writing; otherwise `write` draws and moves lots and
 * answers the legs to append. A refusal thrown by `write` rolls everything back. Two callers racing with one
 * key for different members meet the unique (merchant, key, leg) index: the loser answers as a replay.
 *
 * Given a caller's transaction as `deps.db` (the checkout's tender, a refund, a paid order's earn), it runs
 * inside it: no nested transaction, the advisory lock taken in that transaction and held to its end, and a
 * refusal or a unique violation fails the caller's whole transaction (nothing of it is written). Callers lock
 * their order row before calling, so the lock order is always order row → member's coin lock → coin lots.
 */
export async function runCoinOperation(
  deps: Pick<Deps, 'db' | 'now'>,
  r: CoinRequest,
  refs: { orderId?: string | null; paymentId?: string | null },
  write: (tx: Db, now: Date) => Promise<Leg[]>,
): Promise<CoinOperation> {
  const now = deps.now();
  const run = async (tx: Db) => {
    await lockMemberCoins(tx, r.merchantId, r.memberId);
    const seen = await replayed(tx, r);
    if (seen) return seen;
    const legs = await write(tx, now);
    await writeLegs(tx, r, legs, { ...refs, now });
    if (legs.length > 0) await queueCoinMirror(tx, deps, r);
    return operationOf(r, legs, false);
  };
  if (isTransaction(deps.db)) return run(deps.db);
  try {
    return await deps.db.transaction((tx) => run(tx as unknown as Db));
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    const seen = await replayed(deps.db, r);
    if (!seen) throw err;
    return seen;
  }
}
