import { and, eq } from 'drizzle-orm';
import { getAddress } from 'ethers';
import type { Db } from '../../db/client';
import { memberWallets, orderLines, orders, products } from '../../db/schema';
import type { Deps } from '../../http/context';
import { ApiError, fail } from '../../http/errors';
import type { NftDeliveryTx } from '../../schemas/fulfilment';
import type { Blockchain } from '../../schemas/wallets';
import { mintReceiver } from '../catalog/mint/receiver';
import { custodialAddress } from '../wallets/custodial-wallets';
import { enqueueFulfil } from './fulfil';
import type { OrderRow } from './transition';
import { ERC1155, ERC721 } from './verify-transfer';

export type LineRow = typeof orderLines.$inferSelect;

/** The token an NFT line sells, as the item records it now (the line's copy may predate the mint). */
export type LineToken = {
  blockchain: Blockchain;
  contractType: 'ERC721' | 'ERC1155';
  contract: string;
  tokenId: string;
  amount: number;
};

/**
 * Who holds the token to deliver: the seller's custodial wallet or the platform account (the platform sends it,
 * job 'orders.fulfil'), or else the seller in a browser wallet (the seller sends it and marks the hash).
 */
export type Holder = { kind: 'CUSTODIAL' | 'PLATFORM' | 'SELLER'; address: string | null };

/** The line's token; null while the item is not minted yet (nothing can be delivered before). */
export async function lineToken(db: Db, line: LineRow): Promise<LineToken | null> {
  if (!line.productId) return null;
  const [p] = await db
    .select({
      blockchain: products.blockchain,
      contractType: products.contractType,
      contractAddress: products.contractAddress,
      tokenId: products.tokenId,
    })
    .from(products)
    .where(eq(products.id, line.productId))
    .limit(1);
  const contract = p?.contractAddress ?? line.contractAddress;
  const tokenId = p?.tokenId ?? line.tokenId;
  if (!p || !contract || !tokenId) return null;
  return { blockchain: p.blockchain, contractType: p.contractType, contract, tokenId, amount: line.quantity };
}

/**
 * Where the buyer receives the token: the wallet given with the order, else the one they bound on that chain,
 * else their custodial wallet (created on demand and bound as their own, so "my NFTs" shows it).
 */
export async function buyerAddress(
  deps: Pick<Deps, 'db' | 'custody' | 'now'>,
  order: Pick<OrderRow, 'buyerId' | 'buyerWalletAddress'>,
  blockchain: Blockchain,
): Promise<string> {
  if (order.buyerWalletAddress) return getAddress(order.buyerWalletAddress);
  return getAddress(await mintReceiver(deps, order.buyerId, blockchain));
}

/** The seller's bound wallet on a chain, or null. */
export async function boundWallet(db: Db, memberId: string, blockchain: Blockchain): Promise<string | null> {
  const [row] = await db
    .select({ address: memberWallets.address })
    .from(memberWallets)
    .where(and(eq(memberWallets.memberId, memberId), eq(memberWallets.blockchain, blockchain)))
    .limit(1);
  return row ? getAddress(row.address) : null;
}

/** Asks the chain who can send the bought amount: the seller's custodial wallet, the platform, or the seller. */
export async function tokenHolder(
  deps: Pick<Deps, 'db' | 'chains'>,
  sellerId: string,
  t: LineToken,
): Promise<Holder> {
  const chain = await deps.chains.get(t.blockchain);
  const custodial = await custodialAddress(deps, sellerId);
  const platform = chain.platform.address;
  const holds = async (address: string): Promise<boolean> => {
    if (t.contractType === 'ERC721') return (await ownerOf(deps, t))?.toLowerCase() === address.toLowerCase();
    const data = ERC1155.encodeFunctionData('balanceOf', [address, t.tokenId]);
    const out = await chain.guard(() => chain.provider.call({ to: t.contract, data }));
    try {
      return BigInt(ERC1155.decodeFunctionResult('balanceOf', out)[0]) >= BigInt(t.amount);
    } catch {
      return false; // no such contract on this chain (an item minted elsewhere): not ours to send
    }
  };
  if (custodial && (await holds(custodial))) return { kind: 'CUSTODIAL', address: getAddress(custodial) };
  if (await holds(platform)) return { kind: 'PLATFORM', address: platform };
  return { kind: 'SELLER', address: await boundWallet(deps.db, sellerId, t.blockchain) };
}

async function ownerOf(deps: Pick<Deps, 'chains'>, t: LineToken): Promise<string | null> {
  const chain = await deps.chains.get(t.blockchain);
  return chain.guard(async () => {
    try {
      const out = await chain.provider.call({
        to: t.contract,
        data: ERC721.encodeFunctionData('ownerOf', [t.tokenId]),
      });
      return String(ERC721.decodeFunctionResult('ownerOf', out)[0]);
    } catch (err) {
      if (err instanceof ApiError) throw err;
      return null; // ownerOf reverts for a token that does not exist
    }
  });
}

/** The safeTransferFrom call data moving the line's token (or its part of an edition) from → to. */
export function transferData(t: LineToken, from: string, to: string): string {
  return t.contractType === 'ERC721'
    ? ERC721.encodeFunctionData('safeTransferFrom', [from, to, t.tokenId])
    : ERC1155.encodeFunctionData('safeTransferFrom', [from, to, t.tokenId, t.amount, '0x']);
}

/**
 * prepareNftDelivery: the transaction the seller's browser wallet sends to deliver an NFT line of a paid order
 * (only the order's seller; others 404). A token the platform holds is delivered by the job instead (4601
 * `platform_delivers`, and the job is queued again in case it was lost). Records the line's from/to addresses,
 * which markDelivered then verifies the transaction against.
 */
export async function prepareNftDelivery(
  deps: Pick<Deps, 'db' | 'chains' | 'custody' | 'now' | 'queue'>,
  memberId: string,
  q: { orderId: string; lineId: string },
): Promise<NftDeliveryTx> {
  const [order] = await deps.db.select().from(orders).where(eq(orders.id, q.orderId)).limit(1);
  if (!order || order.sellerId !== memberId) fail('NOT_FOUND', 'order_not_found');
  const [line] = await deps.db
    .select()
    .from(orderLines)
    .where(and(eq(orderLines.id, q.lineId), eq(orderLines.orderId, order.id)))
    .limit(1);
  if (!line) fail('NOT_FOUND', 'line_not_found');
  if (line.kind === 'PHYSICAL') fail('ORDER_STATE_INVALID', 'line_not_nft');
  if (order.label !== 'FULLPAID' || line.fulfilment !== 'UNFULFILLED') {
    fail('ORDER_STATE_INVALID', 'line_not_deliverable');
  }
  const token = await lineToken(deps.db, line);
  if (!token) fail('ORDER_STATE_INVALID', 'token_not_minted');
  const holder = await tokenHolder(deps, order.sellerId, token);
  if (holder.kind !== 'SELLER') {
    await enqueueFulfil(deps, order.id);
    fail('ORDER_STATE_INVALID', 'platform_delivers');
  }
  if (!holder.address) fail('NO_WALLET');
  const to = await buyerAddress(deps, order, token.blockchain);
  await deps.db
    .update(orderLines)
    .set({ fromAddress: holder.address, toAddress: to, updatedAt: deps.now() })
    .where(and(eq(orderLines.id, line.id), eq(orderLines.fulfilment, 'UNFULFILLED')));
  const chain = await deps.chains.get(token.blockchain);
  return {
    chainId: chain.chainId,
    blockchain: token.blockchain,
    from: holder.address,
    to: token.contract,
    data: transferData(token, holder.address, to),
    contract: token.contract,
    tokenId: token.tokenId,
    amount: token.amount,
    receiver: to,
  };
}
