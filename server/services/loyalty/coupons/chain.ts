import { and, asc, eq, inArray, or } from 'drizzle-orm';
import { Interface } from 'ethers';
import { loadArtifact } from '../../../chain/artifacts';
import type { Db } from '../../../db/client';
import { couponBatches, couponTransfers, coupons } from '../../../db/schema';
import type { Deps } from '../../../http/context';
import { runChainJob } from '../../catalog/mint/chain-job';
import { custodialSigner, ensureCustodialWallet } from '../../wallets/custodial-wallets';
import { sendFromWallet } from '../wallet-send';

type ChainDeps = Pick<Deps, 'db' | 'chains' | 'custody' | 'log' | 'now'>;

const couponAbi = async () => new Interface((await loadArtifact('Coupon')).abi);

/** Journal keys: one transaction each, ever. */
export const couponKeys = {
  issue: (id: string) => `coupon:issue:${id}`,
  transfer: (transferId: string) => `coupon:transfer:${transferId}`,
  burn: (id: string) => `coupon:burn:${id}`,
};

/**
 * The coupon job's body: brings the chain in line with the coupon's row, in order, each step once by its
 * journal key: (1) issue one unit of the batch's id to the collector's platform wallet; (2) each transfer to
 * another member, sent from the giver's platform wallet (gas topped up once); (3) once USED or REDEEMED, the
 * holder's wallet burns it (Coupon.redeem). A chain that is down throws, for the job to wait for it.
 */
export async function syncCoupon(deps: ChainDeps, couponId: string): Promise<void> {
  await issueStep(deps, couponId);
  await transferSteps(deps, couponId);
  await burnStep(deps, couponId);
}

async function load(db: Db, couponId: string) {
  const [row] = await db
    .select({ coupon: coupons, batch: couponBatches })
    .from(coupons)
    .innerJoin(couponBatches, eq(couponBatches.id, coupons.batchId))
    .where(eq(coupons.id, couponId))
    .limit(1);
  return row ?? null;
}

async function issueStep(deps: ChainDeps, couponId: string) {
  const row = await load(deps.db, couponId);
  if (!row || row.coupon.chain !== 'PENDING') return;
  const { coupon, batch } = row;
  const chain = await deps.chains.get(batch.blockchain);
  const { address } = await ensureCustodialWallet(deps, coupon.collectedById);
  const contract = await chain.contract('COUPON');
  const abi = await couponAbi();
  const mined = await runChainJob(deps, {
    blockchain: batch.blockchain,
    key: couponKeys.issue(coupon.id),
    build: async () => ({ to: contract, data: abi.encodeFunctionData('issue', [address, batch.tokenId, 1]) }),
  });
  const ok = mined.status === 'MINED';
  if (!ok) deps.log.warn({ couponId, hash: mined.hash }, 'coupon issue reverted');
  await deps.db
    .update(coupons)
    .set({
      chain: ok ? 'MINTED' : 'FAILED',
      issueTxHash: mined.hash,
      chainHolderId: coupon.collectedById,
      updatedAt: deps.now(),
    })
    .where(and(eq(coupons.id, coupon.id), eq(coupons.chain, 'PENDING')));
}

async function transferSteps(deps: ChainDeps, couponId: string) {
  const pending = await deps.db
    .select()
    .from(couponTransfers)
    .where(and(eq(couponTransfers.couponId, couponId), eq(couponTransfers.status, 'PENDING')))
    .orderBy(asc(couponTransfers.createdAt));
  for (const t of pending) {
    const row = await load(deps.db, couponId);
    if (!row || row.coupon.chain !== 'MINTED') return;
    const { batch } = row;
    const chain = await deps.chains.get(batch.blockchain);
    const signer = await custodialSigner(deps, t.fromMemberId, chain.provider);
    const { address: to } = await ensureCustodialWallet(deps, t.toMemberId);
    const contract = await chain.contract('COUPON');
    const request = {
      to: contract,
      data: (await couponAbi()).encodeFunctionData('safeTransferFrom', [
        signer.address,
        to,
        batch.tokenId,
        1,
        '0x',
      ]),
    };
    const mined = await sendFromWallet(deps, {
      blockchain: batch.blockchain,
      key: couponKeys.transfer(t.id),
      signer,
      request,
    });
    const ok = mined.status === 'MINED';
    await deps.db.transaction(async (tx) => {
      await tx
        .update(couponTransfers)
        .set({ status: ok ? 'SENT' : 'FAILED', txHash: mined.hash })
        .where(and(eq(couponTransfers.id, t.id), eq(couponTransfers.status, 'PENDING')));
      if (ok)
        await tx
          .update(coupons)
          .set({ chainHolderId: t.toMemberId, updatedAt: deps.now() })
          .where(eq(coupons.id, couponId));
    });
    if (!ok) deps.log.warn({ couponId, transferId: t.id, hash: mined.hash }, 'coupon transfer reverted');
  }
}

async function burnStep(deps: ChainDeps, couponId: string) {
  const row = await load(deps.db, couponId);
  if (!row) return;
  const { coupon, batch } = row;
  if (coupon.chain !== 'MINTED' || (coupon.state !== 'USED' && coupon.state !== 'REDEEMED')) return;
  // The token burns where it is on chain: transfers still pending go first (transferSteps above).
  const holder = coupon.chainHolderId ?? coupon.collectedById;
  const chain = await deps.chains.get(batch.blockchain);
  const signer = await custodialSigner(deps, holder, chain.provider);
  const contract = await chain.contract('COUPON');
  const request = {
    to: contract,
    data: (await couponAbi()).encodeFunctionData('redeem', [batch.tokenId, 1]),
  };
  const mined = await sendFromWallet(deps, {
    blockchain: batch.blockchain,
    key: couponKeys.burn(coupon.id),
    signer,
    request,
  });
  const ok = mined.status === 'MINED';
  if (!ok) deps.log.warn({ couponId, hash: mined.hash }, 'coupon burn reverted');
  await deps.db
    .update(coupons)
    .set({ chain: ok ? 'BURNT' : 'FAILED', burnTxHash: mined.hash, updatedAt: deps.now() })
    .where(and(eq(coupons.id, coupon.id), eq(coupons.chain, 'MINTED')));
}

/** Coupons whose chain state lags behind their row (issue or burn due, a transfer pending), for the sweep. */
export async function laggingCoupons(db: Db, limit = 200): Promise<string[]> {
  const rows = await db
    .selectDistinct({ id: coupons.id })
    .from(coupons)
    .leftJoin(
      couponTransfers,
      and(eq(couponTransfers.couponId, coupons.id), eq(couponTransfers.status, 'PENDING')),
    )
    .where(
      or(
        eq(coupons.chain, 'PENDING'),
        and(eq(coupons.chain, 'MINTED'), inArray(coupons.state, ['USED', 'REDEEMED'])),
        eq(couponTransfers.status, 'PENDING'),
      ),
    )
    .limit(limit);
  return rows.map((r) => r.id);
}
