import { and, eq, ne, sql } from 'drizzle-orm';
import { getAddress } from 'ethers';
import type { Db } from '../../db/client';
import { memberWallets } from '../../db/schema';
import { fail } from '../../http/errors';
import type { Blockchain, BoundWallet, WalletType } from '../../schemas/wallets';
import { walletInUse } from './in-use';
import { isUniqueViolation } from '../../db/errors';

/** The member's bound wallets, oldest chain binding first (ETHEREUM before POLYGON on equal times). */
export async function listBindings(db: Db, memberId: string): Promise<BoundWallet[]> {
  const rows = await db
    .select()
    .from(memberWallets)
    .where(eq(memberWallets.memberId, memberId))
    .orderBy(memberWallets.blockchain);
  return rows.map((r) => ({
    blockchain: r.blockchain,
    walletAddress: r.address,
    walletType: r.walletType,
    custodial: r.walletType === 'OWN',
    boundAt: r.boundAt.toISOString(),
  }));
}

/**
 * Binds an address to the member on a chain (one wallet per member and chain, one member per address).
 * `mode` says what happens to a different wallet already bound: `connect` replaces it only when it is not in
 * use (else WALLET_IN_USE, the unbind rule), `change` replaces it regardless (the member's history stays).
 * Rebinding the same address is a no-op, which keeps retries and repeated callbacks idempotent.
 */
export async function bindWallet(
  db: Db,
  b: { memberId: string; blockchain: Blockchain; address: string; walletType: WalletType },
  mode: 'connect' | 'change',
): Promise<{ changed: boolean }> {
  const address = getAddress(b.address);
  try {
    return await db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const [elsewhere] = await tx
        .select({ id: memberWallets.id })
        .from(memberWallets)
        .where(
          and(
            eq(memberWallets.blockchain, b.blockchain),
            sql`lower(${memberWallets.address}) = lower(${address})`,
            ne(memberWallets.memberId, b.memberId),
          ),
        )
        .limit(1);
      if (elsewhere) fail('WALLET_BOUND_ELSEWHERE');
      const [current] = await tx
        .select()
        .from(memberWallets)
        .where(and(eq(memberWallets.memberId, b.memberId), eq(memberWallets.blockchain, b.blockchain)))
        .for('update')
        .limit(1);
      if (current && current.address === address && current.walletType === b.walletType)
        return { changed: false };
      if (current && current.address !== address && mode === 'connect') {
        if (await walletInUse(tx, b.memberId, b.blockchain)) fail('WALLET_IN_USE');
      }
      await tx
        .insert(memberWallets)
        .values({ memberId: b.memberId, blockchain: b.blockchain, address, walletType: b.walletType })
        .onConflictDoUpdate({
          target: [memberWallets.memberId, memberWallets.blockchain],
          set: { address, walletType: b.walletType, boundAt: sql`now()` },
        });
      return { changed: true };
    });
  } catch (err) {
    if (isUniqueViolation(err)) fail('WALLET_BOUND_ELSEWHERE');
    throw err;
  }
}

/** Removes the member's binding on a chain; answers whether one was removed. The custodial key row stays. */
export async function unbindWallet(db: Db, memberId: string, blockchain: Blockchain, address?: string) {
  const removed = await db
    .delete(memberWallets)
    .where(
      and(
        eq(memberWallets.memberId, memberId),
        eq(memberWallets.blockchain, blockchain),
        address ? sql`lower(${memberWallets.address}) = lower(${address})` : undefined,
      ),
    )
    .returning({ id: memberWallets.id });
  return removed.length > 0;
}
