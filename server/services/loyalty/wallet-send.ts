import type { TransactionRequest, Wallet } from 'ethers';
import { topUpGasOnce, withinBalance } from '../../chain/gas-top-up';
import type { ChainTx } from '../../chain/tx-journal';
import type { Deps } from '../../http/context';
import type { Blockchain } from '../../schemas/wallets';
import { runChainJob } from '../catalog/mint/chain-job';

/**
 * Sends `request` from a member's platform wallet (`signer`) once by journal key `key`, after topping the
 * wallet up with what its gas may cost (once, `gas:<key>`), and waits for the receipt: the coupon transfers and
 * burns and the card transfers the loyalty jobs make on the holder's behalf.
 */
export async function sendFromWallet(
  deps: Pick<Deps, 'db' | 'chains'>,
  o: { blockchain: Blockchain; key: string; signer: Wallet; request: TransactionRequest },
): Promise<ChainTx> {
  await topUpGasOnce(deps, {
    blockchain: o.blockchain,
    key: `gas:${o.key}`,
    paidKey: o.key,
    address: o.signer.address,
    request: o.request,
  });
  return runChainJob(deps, {
    blockchain: o.blockchain,
    key: o.key,
    build: async () => withinBalance(await deps.chains.get(o.blockchain), o.signer.address, o.request),
    signer: o.signer,
  });
}
