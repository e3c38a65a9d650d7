import { and, eq, sql } from 'drizzle-orm';
import { formatEther } from 'ethers';
import type { Db } from '../../db/client';
import { ledgerEntries } from '../../db/schema';
import type { Deps } from '../../http/context';
import { fail } from '../../http/errors';
import { NATIVE_COIN, type Balance, type Blockchain, type WalletCoins } from '../../schemas/wallets';
import { custodialAddress } from './custodial-wallets';

export type LedgerKind = (typeof ledgerEntries.$inferSelect)['kind'];
/** A member's income on one chain in wei, by kind (spec §3 Wallet balance: data.fixed + data.auction). */
export type WeiBalance = { fixed: bigint; auction: bigint; total: bigint };

/** Sums the signed ledger per kind; `db` may be a transaction that holds the member's balance lock. */
export async function weiBalance(db: Db, memberId: string, blockchain: Blockchain): Promise<WeiBalance> {
  const rows = await db
    .select({ kind: ledgerEntries.kind, sum: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)::text` })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.memberId, memberId), eq(ledgerEntries.blockchain, blockchain)))
    .groupBy(ledgerEntries.kind);
  const of = (kind: LedgerKind) => BigInt(rows.find((r) => r.kind === kind)?.sum.split('.')[0] ?? '0');
  const fixed = of('FIXED');
  const auction = of('AUCTION');
  return { fixed, auction, total: fixed + auction };
}

/** getBalance: decimal strings in the chain's coin; a member without income gets zeros, never a 404. */
export async function getBalance(db: Db, memberId: string, blockchain: Blockchain): Promise<Balance> {
  const b = await weiBalance(db, memberId, blockchain);
  return {
    blockchain,
    currency: NATIVE_COIN[blockchain],
    fixed: formatEther(b.fixed),
    auction: formatEther(b.auction),
    total: formatEther(b.total),
  };
}

/**
 * getWalletCoins: the coins the member's custodial wallet holds on `blockchain`, read from the chain (NO_WALLET
 * without one; a chain that cannot be reached answers CHAIN_UNAVAILABLE through the chain client).
 */
export async function walletCoins(
  deps: Pick<Deps, 'db' | 'chains'>,
  memberId: string,
  blockchain: Blockchain,
): Promise<WalletCoins> {
  const address = await custodialAddress(deps, memberId);
  if (!address) fail('NO_WALLET', 'no_custodial_wallet');
  const client = await deps.chains.get(blockchain);
  const wei = await client.provider.getBalance(address);
  return {
    blockchain,
    currency: NATIVE_COIN[blockchain],
    address,
    wei: wei.toString(),
    balance: formatEther(wei),
  };
}

/**
 * Serialises every balance-debiting change of one member inside the caller's transaction (PostgreSQL and
 * PGlite): two withdrawals at once queue here, and the second then sees the first one's debit.
 */
export async function lockMemberBalance(tx: Db, memberId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`ledger:${memberId}`}))`);
}

/**
 * Credits a sale to the seller's income (for the checkout issue). Idempotent by order and kind: the ledger's
 * unique (reason, refId, kind) index turns a replayed credit into a no-op; answers whether it was new.
 */
export async function creditSale(
  db: Db,
  c: {
    memberId: string;
    blockchain: Blockchain;
    kind: LedgerKind;
    amountWei: bigint | string;
    orderId: string;
  },
): Promise<boolean> {
  const amount = BigInt(c.amountWei);
  if (amount <= 0n) throw new Error('a sale credit must be positive');
  const inserted = await db
    .insert(ledgerEntries)
    .values({
      memberId: c.memberId,
      blockchain: c.blockchain,
      kind: c.kind,
      amount: amount.toString(),
      reason: 'SALE',
      refId: c.orderId,
    })
    .onConflictDoNothing()
    .returning({ id: ledgerEntries.id });
  return inserted.length > 0;
}
