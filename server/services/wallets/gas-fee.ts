import { eq } from 'drizzle-orm';
import { formatUnits, parseUnits } from 'ethers';
import type { Db } from '../../db/client';
import { CHAINS, products } from '../../db/schema';
import type { Env } from '../../env';
import { fail } from '../../http/errors';
import type { GasFee, GasFeeQuery } from '../../schemas/products';

export type Chain = (typeof CHAINS)[number];
export type ShelfAction = GasFeeQuery['action'];

/**
 * Where the current gas price comes from: chainGasPriceSource (server/chain/gas-price.ts) asks each network's
 * eth_gasPrice and falls back to envGasPriceSource, the configured values, when the chain is down.
 */
export interface GasPriceSource {
  gasPriceWei(chain: Chain): Promise<bigint>;
}

/**
 * Gas each shelf change spends on chain (spec §4 "taking off may cost a gas fee"). Listing approves the
 * marketplace contract for the token (an ERC-721/1155 setApprovalForAll, about 46k gas, rounded up);
 * delisting cancels the listing on chain (an approval reset plus a listing-cancel event, about 45k gas).
 */
export const SHELF_GAS_UNITS: Record<ShelfAction, bigint> = {
  onSale: 50_000n,
  offSale: 45_000n,
};

/** The native coin each chain charges gas in. */
export const GAS_CURRENCY = { ETHEREUM: 'ETH', POLYGON: 'MATIC' } as const satisfies Record<Chain, string>;

/** The configured gas prices (env GAS_PRICE_GWEI_ETHEREUM / GAS_PRICE_GWEI_POLYGON): the fallback, and tests. */
export function envGasPriceSource(
  env: Pick<Env, 'GAS_PRICE_GWEI_ETHEREUM' | 'GAS_PRICE_GWEI_POLYGON'>,
): GasPriceSource {
  const gwei = { ETHEREUM: env.GAS_PRICE_GWEI_ETHEREUM, POLYGON: env.GAS_PRICE_GWEI_POLYGON };
  return { gasPriceWei: async (chain) => parseUnits(gwei[chain], 'gwei') };
}

/** Fee of listing or delisting an item on its chain: units × price, in wei and in the native coin. */
export async function estimateGasFee(db: Db, source: GasPriceSource, q: GasFeeQuery): Promise<GasFee> {
  const [item] = await db
    .select({ blockchain: products.blockchain })
    .from(products)
    .where(eq(products.id, q.id))
    .limit(1);
  if (!item) fail('NOT_FOUND', 'item_not_found');
  const units = SHELF_GAS_UNITS[q.action];
  const price = await source.gasPriceWei(item.blockchain);
  const fee = units * price;
  return {
    blockchain: item.blockchain,
    currency: GAS_CURRENCY[item.blockchain],
    gasUnits: units.toString(),
    gasPriceWei: price.toString(),
    feeWei: fee.toString(),
    fee: formatUnits(fee, 18),
  };
}
