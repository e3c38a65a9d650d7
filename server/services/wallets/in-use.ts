import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  ledgerEntries,
  memberWallets,
  productOwners,
  products,
  transfers,
  withdrawals,
} from '../../db/schema';
import type { Blockchain } from '../../schemas/wallets';

/**
 * Spec §4/§5 "a bound wallet cannot be unbound while in use": true when the member still has income on the
 * chain (ledger balance > 0), a withdrawal or transfer under way, or — for the product's own custodial wallet —
 * minted SELF items held on that chain (the tokens sit in a wallet only the product can reach). Shared by
 * unbind, connect-over-a-wallet and the provider callback.
 */
export async function walletInUse(db: Db, memberId: string, blockchain: Blockchain): Promise<boolean> {
  const [balance] = await db
    .select({ total: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)::text` })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.memberId, memberId), eq(ledgerEntries.blockchain, blockchain)));
  if (BigInt(balance?.total.split('.')[0] ?? '0') > 0n) return true;

  const [withdrawal] = await db
    .select({ id: withdrawals.id })
    .from(withdrawals)
    .where(
      and(
        eq(withdrawals.memberId, memberId),
        eq(withdrawals.blockchain, blockchain),
        inArray(withdrawals.status, ['REQUESTED', 'PROCESSING']),
      ),
    )
    .limit(1);
  if (withdrawal) return true;

  const [transfer] = await db
    .select({ id: transfers.id })
    .from(transfers)
    .where(
      and(
        eq(transfers.memberId, memberId),
        eq(transfers.blockchain, blockchain),
        inArray(transfers.status, ['AWAITING_APPROVAL', 'APPROVED']),
      ),
    )
    .limit(1);
  if (transfer) return true;

  const [binding] = await db
    .select({ walletType: memberWallets.walletType })
    .from(memberWallets)
    .where(and(eq(memberWallets.memberId, memberId), eq(memberWallets.blockchain, blockchain)))
    .limit(1);
  if (binding?.walletType !== 'OWN') return false;
  const [held] = await db
    .select({ productId: productOwners.productId })
    .from(productOwners)
    .innerJoin(products, eq(products.id, productOwners.productId))
    .where(
      and(
        eq(productOwners.memberId, memberId),
        gt(productOwners.quantity, 0),
        eq(products.sourceType, 'SELF'),
        eq(products.blockchain, blockchain),
        eq(products.mintStatus, 'MINTED'),
      ),
    )
    .limit(1);
  return Boolean(held);
}
