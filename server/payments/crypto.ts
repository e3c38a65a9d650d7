import { findTx, sendOnce, waitMined, type ChainTx } from '../chain/tx-journal';
import type { Deps } from '../http/context';
import { fail } from '../http/errors';
import type { OrderCurrency } from '../schemas/orders';
import type { Blockchain } from '../schemas/wallets';
import { custodialSigner } from '../services/wallets/custodial-wallets';
import { runChainJob } from '../services/catalog/mint/chain-job';
import type { PaymentProvider } from './provider';

export const CRYPTO = 'crypto';
type ChainDeps = Pick<Deps, 'db' | 'chains'>;

/** The chain whose coin an order currency is (ETH on Ethereum, MATIC on Polygon); null for fiat. */
export function chainOfCurrency(currency: OrderCurrency): Blockchain | null {
  return currency === 'ETH' ? 'ETHEREUM' : currency === 'MATIC' ? 'POLYGON' : null;
}

/** Crypto payments go to the platform account of the chain (the key the server holds: it refunds from it). */
export async function receivingAddress(deps: Pick<Deps, 'chains'>, blockchain: Blockchain) {
  const client = await deps.chains.get(blockchain);
  return { to: client.platform.address, chainId: client.chainId };
}

/**
 * Pays a session from the buyer's custodial wallet: the server signs and sends `amount` to the receiving address
 * through the chain journal under `pay:<ref>`, so a job that runs twice sends once; answers the mined row.
 */
export async function payFromCustodial(
  deps: ChainDeps & Pick<Deps, 'custody'>,
  s: { ref: string; buyerId: string; blockchain: Blockchain; amount: bigint },
): Promise<ChainTx> {
  const client = await deps.chains.get(s.blockchain);
  const key = `pay:${s.ref}`;
  const signer = (await findTx(deps.db, s.blockchain, key))
    ? undefined
    : await custodialSigner(deps, s.buyerId, client.provider);
  return runChainJob(deps, {
    blockchain: s.blockchain,
    key,
    build: async () => ({ to: client.platform.address, value: s.amount }),
    ...(signer ? { signer } : {}),
  });
}

export type ChainPayment =
  | { status: 'PENDING' }
  | { status: 'REFUSED'; reason: string }
  | { status: 'PAID'; value: bigint; from: string; to: string; blockNumber: number };

/**
 * What a transaction hash shows on the order's chain: nothing yet (PENDING), a payment that is not this one
 * (reverted, another receiver, too little, another chain), or the coin arriving. Applied on the first receipt
 * seen, whatever its confirmations (the rule).
 */
export async function readChainPayment(
  deps: Pick<Deps, 'chains'>,
  q: { blockchain: Blockchain; hash: string; expected: bigint },
): Promise<ChainPayment> {
  const client = await deps.chains.get(q.blockchain);
  const [receipt, tx] = await client.guard(() =>
    Promise.all([client.provider.getTransactionReceipt(q.hash), client.provider.getTransaction(q.hash)]),
  );
  if (!receipt || !tx) return { status: 'PENDING' };
  const to = client.platform.address;
  if (receipt.status !== 1) return { status: 'REFUSED', reason: 'reverted' };
  if (tx.chainId !== BigInt(client.chainId)) return { status: 'REFUSED', reason: 'chain' };
  if (tx.to?.toLowerCase() !== to.toLowerCase()) return { status: 'REFUSED', reason: 'receiver' };
  if (tx.value < q.expected) return { status: 'REFUSED', reason: 'value' };
  return { status: 'PAID', value: tx.value, from: tx.from, to, blockNumber: receipt.blockNumber };
}

/**
 * Crypto as a provider: nothing is hosted (the app or the server sends a transaction), no HTTP callbacks (chain
 * receipts are watched instead), and a refund sends the captured coins back to the payer from the platform
 * account through the journal under the refund's key, once.
 */
export function cryptoProvider(deps: ChainDeps): PaymentProvider {
  return {
    id: CRYPTO,
    signatureHeader: 'none',
    async createSession() {
      return { redirectUrl: null, providerRef: null };
    },
    parseCallback() {
      fail('NOT_FOUND', 'crypto_has_no_callbacks');
    },
    async refund(capture, r) {
      const raw = capture.raw as { from?: string; blockchain?: Blockchain };
      if (!raw.from || !raw.blockchain) throw new Error(`capture ${capture.id} has no payer to refund`);
      const key = r.key;
      const request = { to: raw.from, value: r.amount };
      await sendOnce(deps, { blockchain: raw.blockchain, key, request });
      const row = await waitMined(deps, { blockchain: raw.blockchain, key, timeoutMs: 180_000 });
      if (row.status !== 'MINED') throw new Error(`refund ${row.hash} reverted`);
      return { refundRef: row.hash };
    },
  };
}
