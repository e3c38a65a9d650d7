import { and, eq } from 'drizzle-orm';
import { memberWallets } from '../../../db/schema';
import type { Deps } from '../../../http/context';
import type { Blockchain } from '../../../schemas/wallets';
import { ensureCustodialWallet } from '../../wallets/custodial-wallets';

/**
 * Where a creator's item is minted: the wallet they bound on the item's chain, else their custodial wallet
 * (created on demand). The custodial wallet is bound as their OWN wallet only when they have none on that chain,
 * so the item shows up in "my wallet"; a concurrent bind elsewhere wins (the insert does nothing then).
 */
export async function mintReceiver(
  deps: Pick<Deps, 'db' | 'custody' | 'now'>,
  memberId: string,
  blockchain: Blockchain,
): Promise<string> {
  const bound = await boundAddress(deps, memberId, blockchain);
  if (bound) return bound;
  const { address } = await ensureCustodialWallet(deps, memberId);
  await deps.db
    .insert(memberWallets)
    .values({ memberId, blockchain, address, walletType: 'OWN', boundAt: deps.now() })
    .onConflictDoNothing();
  return address;
}

async function boundAddress(deps: Pick<Deps, 'db'>, memberId: string, blockchain: Blockchain) {
  const [row] = await deps.db
    .select({ address: memberWallets.address })
    .from(memberWallets)
    .where(and(eq(memberWallets.memberId, memberId), eq(memberWallets.blockchain, blockchain)))
    .limit(1);
  return row?.address ?? null;
}
