import { JsonRpcApiProvider } from 'ethers';
import type { Env } from '../env';
import { envGasPriceSource, type GasPriceSource } from '../services/wallets/gas-fee';
import { withDeadline } from './chains';
import type { Chains } from './types';

/** After the chain failed to answer, fee estimates use the configured price for this long before asking again. */
const DOWN_BACKOFF_MS = 10_000;
const downSince = new WeakMap<Chains, Map<string, number>>();

/**
 * The gas price a fee estimate quotes: the chain's own eth_gasPrice under the chain deadline, or the configured
 * GAS_PRICE_GWEI_* when the chain is down or slow, so the estimate answers (never a 4501) while the chain is
 * away. A recent failure skips the chain for a few seconds, so a down chain does not slow every estimate.
 */
export function chainGasPriceSource(
  chains: Chains,
  env: Pick<Env, 'GAS_PRICE_GWEI_ETHEREUM' | 'GAS_PRICE_GWEI_POLYGON' | 'CHAIN_TIMEOUT_MS'>,
  opts: { now?: () => number } = {},
): GasPriceSource {
  const fallback = envGasPriceSource(env);
  const now = opts.now ?? Date.now;
  let down = downSince.get(chains);
  if (!down) downSince.set(chains, (down = new Map()));
  const failures = down;
  return {
    async gasPriceWei(chain) {
      const failedAt = failures.get(chain);
      if (!chains.enabled.includes(chain) || (failedAt && now() - failedAt < DOWN_BACKOFF_MS)) {
        return fallback.gasPriceWei(chain);
      }
      try {
        const price = await withDeadline(env.CHAIN_TIMEOUT_MS, async () => {
          const client = await chains.get(chain);
          const { provider } = client;
          if (provider instanceof JsonRpcApiProvider) {
            return BigInt((await provider.send('eth_gasPrice', [])) as string);
          }
          return (await provider.getFeeData()).gasPrice;
        });
        failures.delete(chain);
        if (price != null && price > 0n) return price;
      } catch {
        failures.set(chain, now());
      }
      return fallback.gasPriceWei(chain);
    },
  };
}
