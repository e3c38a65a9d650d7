import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { parseEther } from 'ethers';
import type { Db } from '../../../db/client';
import { ledgerEntries, memberWallets, walletRequests, withdrawals } from '../../../db/schema';
import type { Deps } from '../../../http/context';
import { fail } from '../../../http/errors';
import {
  NATIVE_COIN,
  WALLET_STEP_TTL_MINUTES,
  WITHDRAW_MINIMUM,
  type Blockchain,
  type WalletUrl,
} from '../../../schemas/wallets';
import { lockMemberBalance, weiBalance } from '../balances';
import { rateFor, ratesProvider, refreshRates } from '../rates';
import { hkdValue } from './view';

/**
 * requestWithdraw (spec §4/§5): the whole balance of a chain, which must exceed 0.01 of its coin, goes to the
 * member's bound wallet. In one transaction under the member's balance lock: the withdrawal, the ledger debit
 * (one row per kind, unique per withdrawal) and the wallet step the new window confirms or cancels. A second
 * request at the same moment waits for the lock, then sees a zero balance (WITHDRAW_BELOW_MINIMUM).
 */
export async function requestWithdraw(
  deps: Pick<Deps, 'db' | 'env' | 'log' | 'now' | 'chains'>,
  memberId: string,
  blockchain: Blockchain,
  origin: string,
): Promise<WalletUrl> {
  if (!deps.chains.enabled.includes(blockchain)) fail('CHAIN_UNAVAILABLE');
  const [wallet] = await deps.db
    .select({ address: memberWallets.address, walletType: memberWallets.walletType })
    .from(memberWallets)
    .where(and(eq(memberWallets.memberId, memberId), eq(memberWallets.blockchain, blockchain)))
    .limit(1);
  if (!wallet) fail('NO_WALLET');
  const rate = await coinRate(deps, NATIVE_COIN[blockchain]);

  const ref = randomBytes(24).toString('base64url');
  const now = deps.now();
  const minimum = parseEther(WITHDRAW_MINIMUM);
  await deps.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    await lockMemberBalance(tx, memberId);
    const balance = await weiBalance(tx, memberId, blockchain);
    if (balance.total <= minimum) fail('WITHDRAW_BELOW_MINIMUM');
    const [w] = await tx
      .insert(withdrawals)
      .values({
        memberId,
        blockchain,
        ref,
        quantity: balance.total.toString(),
        fixedPart: balance.fixed.toString(),
        auctionPart: balance.auction.toString(),
        priceHkd: rate === null ? null : hkdValue(balance.total, rate),
        toAddress: wallet.address,
        status: 'REQUESTED',
        requestedAt: now,
      })
      .returning({ id: withdrawals.id });
    await tx.insert(ledgerEntries).values(
      (['FIXED', 'AUCTION'] as const).map((kind) => ({
        memberId,
        blockchain,
        kind,
        amount: (kind === 'FIXED' ? -balance.fixed : -balance.auction).toString(),
        reason: 'WITHDRAWAL' as const,
        refId: w!.id,
        createdAt: now,
      })),
    );
    await tx.insert(walletRequests).values({
      ref,
      memberId,
      op: 'WITHDRAW',
      blockchain,
      walletType: wallet.walletType,
      subjectId: w!.id,
      expiresAt: new Date(now.getTime() + WALLET_STEP_TTL_MINUTES * 60_000),
      createdAt: now,
    });
  });
  return { url: `${origin}/#/wallet?ref=${ref}`, ref, blockchain };
}

/** HKD per coin for the withdrawal's price; fills the rates table once when it is still empty. */
async function coinRate(
  deps: Pick<Deps, 'db' | 'env' | 'log' | 'now'>,
  symbol: string,
): Promise<string | null> {
  const rate = await rateFor(deps.db, symbol);
  if (rate !== null) return rate;
  await refreshRates(deps, ratesProvider(deps.env));
  return rateFor(deps.db, symbol);
}
