import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { findTx } from '../../chain/tx-journal';
import { isDatabaseDown } from '../../db/errors';
import { orders, paymentSessions } from '../../db/schema';
import type { Deps } from '../../http/context';
import { ApiError, fail } from '../../http/errors';
import { CRYPTO, payFromCustodial, readChainPayment } from '../../payments/crypto';
import { Code } from '../../schemas/codes';
import type { Blockchain } from '../../schemas/wallets';
import { isChainDown } from '../catalog/mint/chain-job';
import { checkPayment } from './check';
import { settleSession } from './ledger';
import { recordPayment } from './record';

/** The watcher of crypto payments: sends a custodial one, then waits for the receipt and records it once. */
export const CRYPTO_QUEUE = 'payments.crypto';
export type CryptoJob = { sessionId: string; chainWaits?: number };
export const cryptoJobOptions = (sessionId: string) => ({
  singletonKey: sessionId,
  retryLimit: 5,
  retryDelay: 10,
  retryBackoff: true,
});

type WatchDeps = Pick<Deps, 'db' | 'chains' | 'custody' | 'queue' | 'now' | 'log'>;

/**
 * submitCryptoPayment: the buyer's browser wallet sent the payment and gives its hash. The hash is kept on the
 * session (one per session) and the watcher is queued; the order moves only once the receipt is read.
 */
export async function submitCryptoPayment(
  deps: WatchDeps,
  memberId: string,
  form: { ref: string; txHash: string },
) {
  const hash = form.txHash.toLowerCase();
  const [s] = await deps.db
    .select({ session: paymentSessions, buyerId: orders.buyerId })
    .from(paymentSessions)
    .innerJoin(orders, eq(orders.id, paymentSessions.orderId))
    .where(eq(paymentSessions.ref, form.ref))
    .limit(1);
  if (!s || s.buyerId !== memberId || s.session.provider !== CRYPTO) fail('NOT_FOUND');
  const [kept] = await deps.db
    .update(paymentSessions)
    .set({ details: sql`${paymentSessions.details} || ${JSON.stringify({ txHash: hash })}::jsonb` })
    .where(
      and(
        eq(paymentSessions.id, s.session.id),
        sql`coalesce(${paymentSessions.details} ->> 'txHash', ${hash}) = ${hash}`,
      ),
    )
    .returning({ id: paymentSessions.id });
  if (!kept) fail('CONFLICT', 'another_transaction_for_this_payment');
  await deps.queue.send(CRYPTO_QUEUE, { sessionId: s.session.id }, cryptoJobOptions(s.session.id));
  return checkPayment(deps, memberId, form.ref);
}

/**
 * One look at a crypto session: sends it first when it is paid from the custodial wallet (journal `pay:<ref>`),
 * then reads the receipt. 'wait' when there is nothing on chain yet (the job comes back later). A payment that
 * arrived is recorded even on a session that expired meanwhile: money that came is never ignored.
 */
export async function watchCryptoPayment(deps: WatchDeps, sessionId: string): Promise<'done' | 'wait'> {
  const [s] = await deps.db
    .select({ session: paymentSessions, buyerId: orders.buyerId })
    .from(paymentSessions)
    .innerJoin(orders, eq(orders.id, paymentSessions.orderId))
    .where(eq(paymentSessions.id, sessionId))
    .limit(1);
  if (!s || s.session.provider !== CRYPTO) return 'done';
  const session = s.session;
  const blockchain = session.details.blockchain as Blockchain;
  let hash: string | null | undefined = session.details.txHash;
  if (!hash && session.details.wallet === 'OWN') {
    // An expired session (its order's time is up) is never sent: the buyer would pay for a lost order.
    if (session.status !== 'OPEN' || session.expiresAt <= deps.now()) return 'done';
    hash = await sendCustodial(deps, session, s.buyerId, blockchain);
    if (!hash) return 'done';
  }
  if (!hash) return 'wait';
  const seen = await readChainPayment(deps, { blockchain, hash, expected: BigInt(session.amount) });
  if (seen.status === 'PENDING') return 'wait';
  if (seen.status === 'REFUSED') {
    deps.log.warn({ ref: session.ref, hash, reason: seen.reason }, 'crypto payment not verified');
    await settleSession(deps.db, session.id, 'FAILED', Code.VERIFICATION_FAILED, deps.now());
    return 'done';
  }
  try {
    await recordPayment(deps, {
      orderId: session.orderId,
      provider: CRYPTO,
      // A native coin transfer has no log: its index is 0 (an ERC-20 payment would use its Transfer log's).
      providerRef: `${hash}:0`,
      amount: seen.value,
      currency: session.currency,
      sessionId: session.id,
      raw: { from: seen.from, to: seen.to, blockchain, blockNumber: seen.blockNumber },
    });
  } catch (err) {
    if (!(err instanceof ApiError && err.code === Code.PAYMENT_REF_CONFLICT)) throw err;
    await settleSession(deps.db, session.id, 'FAILED', Code.PAYMENT_REF_CONFLICT, deps.now());
  }
  return 'done';
}

/** Sends from the custodial wallet once; a wallet that cannot pay (no funds) fails the session with 1004. */
async function sendCustodial(
  deps: WatchDeps,
  session: typeof paymentSessions.$inferSelect,
  buyerId: string,
  blockchain: Blockchain,
): Promise<string | null> {
  try {
    const row = await payFromCustodial(deps, {
      ref: session.ref,
      buyerId,
      blockchain,
      amount: BigInt(session.amount),
    });
    await keepHash(deps.db, session.id, row.hash);
    return row.hash;
  } catch (err) {
    if (isDatabaseDown(err) || isChainDown(err)) throw err;
    const sent = await findTx(deps.db, blockchain, `pay:${session.ref}`);
    if (sent) {
      await keepHash(deps.db, session.id, sent.hash);
      return sent.hash;
    }
    deps.log.warn(
      { ref: session.ref, err: String((err as Error)?.message ?? err) },
      'custodial payment not sent',
    );
    await settleSession(deps.db, session.id, 'FAILED', Code.VERIFICATION_FAILED, deps.now());
    return null;
  }
}

async function keepHash(db: Db, sessionId: string, hash: string) {
  await db
    .update(paymentSessions)
    .set({
      details: sql`${paymentSessions.details} || ${JSON.stringify({ txHash: hash.toLowerCase() })}::jsonb`,
    })
    .where(eq(paymentSessions.id, sessionId));
}
